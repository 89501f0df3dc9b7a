import { useId } from 'react';
import { CoverImage } from '../components/cover-image';
import { Link, useParams } from 'react-router-dom';
import { Icon } from '../components/icon';
import {
  BlogSidebar,
  DateAndReadTime,
  PostDate,
  TagList,
  blogFeedAlternate,
  blogHref,
} from '../components/blog-sidebar';
import { postById, recentPosts, relatedPosts, seededRandom } from '../../shared/blog';
import { trimAtWord } from '../../shared/text';
import type { BlogPostCard as BlogPost } from '../../shared/content/schema';
import { useItem } from '../content';
import { RELATED_DEFAULT } from '../../shared/constants';
import type { PageHead } from '../head';
import { loaded, useContent } from '../content';
import { blogIndex } from '../../shared/generated/load/blog-index';
import { blogPostStrings } from '../../shared/generated/load/strings/blog-post';
import { blogStrings } from '../../shared/generated/load/strings/blog';
import { blogBodies } from '../../shared/generated/load/blog-bodies';
import { useLang, useLocalize, useSite, useT } from '../i18n';
import { useLabel } from '../hooks/use-label';
import { labels } from '../../shared/generated/load/labels';
import { shellOf } from '../../shared/content/shell';
import { labelOf } from '../../shared/content/labels';
import { useAppData } from '../app-data';
import { blogPosting } from '../structured-data';
import { itemPage } from '../item-page';
import type { RouteContext } from '../route-kit';

/** Canonical path of the generic post page, which shows the most recent article. */
const GENERIC_PATH = '/blog/post';

/**
 * The post a URL names: /blog/post (no id) shows the most recent article;
 * /blog/:id needs a numeric id of an existing article.
 */
export function postFor(id: string | undefined, posts: readonly BlogPost[]): BlogPost | undefined {
  if (id === undefined) return recentPosts(1, posts)[0];
  return /^\d+$/.test(id) ? postById(Number(id), posts) : undefined;
}

/** Article bodies, one chunk per article and language: only the shown article's is downloaded. */
const page = itemPage({
  caches: [blogPostStrings, blogStrings, blogIndex, labels],
  find: (ctx) => postFor(ctx.params.id, loaded(blogIndex, ctx.lang)),
  bodies: blogBodies,
  key: (post) => post.id,
  untranslated: (ctx) => shellOf(ctx.lang).untranslated.blog,
  listPath: '/blog',
  // /blog/post (the newest article) has a twin in every language.
  namesItem: (ctx) => ctx.params.id !== undefined,
});

export const { load, status, twin } = page;
const postOf = page.itemOf;
const onlyHere = page.onlyHere;

export const head = (ctx: RouteContext): PageHead => {
  const post = postOf(ctx);
  const t = loaded(blogPostStrings, ctx.lang);
  if (!post) {
    return {
      title: t.notFoundTitle,
      description: loaded(blogStrings, ctx.lang).messages.notFound,
      robots: 'noindex, follow',
    };
  }
  const shell = shellOf(ctx.lang);
  const generic = ctx.params.id === undefined;
  const keywords = post.tags.map((tag) => labelOf(loaded(labels, ctx.lang), 'blogTags', tag));
  return {
    title: post.title,
    description: trimAtWord(post.excerpt),
    canonical: generic ? GENERIC_PATH : blogHref.post(post.id),
    robots: generic ? 'noindex, follow' : undefined,
    languages: onlyHere(ctx, post) ? [ctx.lang] : undefined,
    ogType: 'article',
    image: post.image,
    imageAlt: post.imageAlt,
    keywords,
    alternates: [blogFeedAlternate(loaded(blogStrings, ctx.lang).feedTitle(shell.site.name))],
    jsonLd: [
      blogPosting(post, { keywords, section: labelOf(loaded(labels, ctx.lang), 'blogCategories', post.category) }),
    ],
  };
};

export default function BlogPostPage() {
  const { id } = useParams();
  const post = postFor(id, useContent(blogIndex));
  const localize = useLocalize();

  if (!post) return <PostNotFound />;
  // Keyed by id: moving to another article starts its copy and share state afresh.
  return (
    <PostArticle
      key={post.id}
      post={post}
      canonical={localize(id === undefined ? GENERIC_PATH : blogHref.post(post.id))}
    />
  );
}

/**
 * The absolute address of a site path on the site's public origin
 * (SITE_URL): the server cannot trust a Host header, and rendered pages are
 * cached across hosts. The copy button copies the visitor's own address.
 */
function useAbsoluteUrl(path: string): string {
  const { siteUrl } = useAppData();
  return new URL(path, siteUrl ?? 'http://localhost:3000').toString();
}

function shareLinks(url: string, title: string) {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  return [
    {
      network: 'LinkedIn',
      icon: 'linkedin',
      href: `https://www.linkedin.com/shareArticle?mini=true&url=${u}&title=${t}`,
    },
    { network: 'X', icon: 'x-twitter', href: `https://x.com/intent/tweet?url=${u}&text=${t}` },
    { network: 'Facebook', icon: 'facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
  ] as const;
}

function PostArticle({ post, canonical }: { post: BlogPost; canonical: string }) {
  // 'btn-success': the copied state's class, set by the site's script.
  const ids = { title: useId(), share: useId(), author: useId(), related: useId() };
  const url = useAbsoluteUrl(canonical);
  const { labels, common } = useT();
  const t = useContent(blogPostStrings);
  const tb = useContent(blogStrings);
  const site = useSite();
  const label = useLabel();
  const localize = useLocalize();
  const posts = useContent(blogIndex);
  const related = relatedPosts(post, RELATED_DEFAULT, seededRandom(post.id), posts);
  const body = useItem(blogBodies[useLang()], post.id);

  return (
    <>
      <header className="page-hero blog-post-hero">
        <div className="container">
          <nav aria-label={common.breadcrumb} className="blog-breadcrumb">
            <Link to={localize('/blog')}>
              <Icon name="arrow-left" size={18} /> {tb.messages.backToAll}
            </Link>
          </nav>
          <Link className="blog-badge blog-badge-light" to={localize(blogHref.category(post.category))}>
            {label('blogCategories', post.category)}
          </Link>
          <h1 id={ids.title}>{post.title}</h1>
          <div className="blog-post-meta">
            <img className="rounded-circle" src={post.author.avatar} alt="" width="48" height="48" />
            <div>
              <span className="blog-author-name">{post.author.name}</span>
              <span className="blog-author-role">{post.author.role}</span>
            </div>
            <DateAndReadTime post={post} />
          </div>
        </div>
      </header>

      <section className="section blog-section">
        <div className="container">
          <div className="row g-5">
            <div className="col-lg-8">
              <article aria-labelledby={ids.title}>
                <CoverImage className="blog-post-image" item={post} kind="blog" loading="lead" />
                {/* Trusted HTML written by us (shared/content/blog-posts.ts), never user input. */}
                <div className="blog-content" dangerouslySetInnerHTML={{ __html: body.content }} />

                <div className="blog-post-tags">
                  <span className="fw-semibold">{t.tagsLabel}</span>
                  <TagList tags={post.tags} label={tb.tags} />
                </div>

                <section className="blog-share" aria-labelledby={ids.share}>
                  <h2 id={ids.share} className="blog-share-title">
                    {t.share}
                  </h2>
                  <ul className="list-unstyled blog-share-list mb-0">
                    {shareLinks(url, post.title).map((s) => (
                      <li key={s.network}>
                        <a
                          className="btn btn-outline-brand blog-share-link"
                          href={s.href}
                          target="_blank"
                          rel="noopener noreferrer"
                          aria-label={t.shareOn(s.network, labels.newTab)}
                          data-network={s.network}
                        >
                          <Icon name={s.icon} size={18} />
                        </a>
                      </li>
                    ))}
                    {/* Copying needs script: the site's script shows the button (client/site/copy-link.ts). */}
                    <li hidden data-copy-link-item="">
                      <button
                        type="button"
                        className="btn btn-outline-brand blog-copy-link"
                        data-copy-link={canonical}
                        data-copied="false"
                        data-ok-title={tb.messages.linkCopiedTitle}
                        data-ok-description={tb.messages.linkCopiedDescription}
                        data-fail-title={t.copyFailedTitle}
                        data-fail-description={t.copyFailedDescription}
                      >
                        <span className="copy-idle">
                          <Icon name="copy" size={18} />
                        </span>
                        <span className="copy-done" hidden>
                          <Icon name="check" size={18} />
                        </span>{' '}
                        <span className="copy-label" data-idle={t.copyLink} data-done={t.copied}>
                          {t.copyLink}
                        </span>
                      </button>
                    </li>
                  </ul>
                </section>

                <section className="blog-author-box" aria-labelledby={ids.author}>
                  <img
                    className="rounded-circle"
                    src={post.author.avatar}
                    alt=""
                    width="80"
                    height="80"
                    loading="lazy"
                  />
                  <div>
                    <h2 id={ids.author} className="h5">
                      {t.about(post.author.name)}
                    </h2>
                    <p className="blog-author-role-dark">{post.author.role}</p>
                    <p className="mb-0">{t.authorBio(post.author.name, site.name)}</p>
                  </div>
                </section>
              </article>

              {related.length > 0 ? (
                <section className="blog-related" aria-labelledby={ids.related}>
                  <h2 id={ids.related}>{t.related}</h2>
                  <ul className="row g-4 list-unstyled">
                    {related.map((r) => (
                      <li key={r.id} className="col-md-4">
                        <article className="blog-related-card">
                          <img src={r.image} alt="" width="1200" height="630" loading="lazy" decoding="async" />
                          <div className="p-3">
                            <span className="blog-related-category">{label('blogCategories', r.category)}</span>
                            <h3>
                              <Link to={localize(blogHref.post(r.id))}>{r.title}</Link>
                            </h3>
                            <PostDate className="small text-muted-strong" date={r.date} />
                          </div>
                        </article>
                      </li>
                    ))}
                  </ul>
                </section>
              ) : null}
            </div>
            <div className="col-lg-4">
              <BlogSidebar currentId={post.id} />
            </div>
          </div>
        </div>
      </section>
    </>
  );
}

/** Unknown or non-numeric id: the server answers 404 with this. */
function PostNotFound() {
  const t = useContent(blogPostStrings);
  const tb = useContent(blogStrings);
  const localize = useLocalize();
  return (
    <section className="section blog-section">
      <div className="container">
        <div className="row g-5">
          <div className="col-lg-8">
            <h1 className="visually-hidden">{t.notFoundTitle}</h1>
            <div className="alert alert-danger" role="alert">
              {tb.messages.notFound}
            </div>
            <Link className="btn btn-brand" to={localize('/blog')}>
              <Icon name="arrow-left" size={18} /> {tb.messages.backToBlog}
            </Link>
          </div>
          <div className="col-lg-4">
            <BlogSidebar />
          </div>
        </div>
      </div>
    </section>
  );
}
