import { useId } from 'react';
import { CoverImage } from '../components/cover-image';
import { Link, useSearchParams } from 'react-router-dom';
import { PageHero } from '../components/page-hero';
import { SearchForm } from '../components/search-form';
import { Pagination } from '../components/pagination';
import { Icon } from '../components/icon';
import { BlogSidebar, DateAndReadTime, TagList, blogFeedAlternate, blogHref } from '../components/blog-sidebar';
import { blogListing, parseBlogQuery, selection, type BlogSort, type BlogView } from '../../shared/blog';
import type { BlogPostCard as BlogPost } from '../../shared/content/schema';
import { useItem } from '../content';
import { BLOG_PAGE_SIZE, LIST_CARD_TAGS, RESULTS_ID } from '../../shared/constants';
import type { PageHead } from '../head';
import type { RouteContext } from '../route-kit';
import { loaded, loadFor, useContent } from '../content';
import { blogIndex } from '../../shared/generated/load/blog-index';
import { blogSearch } from '../../shared/generated/load/blog-search';
import { blogStrings } from '../../shared/generated/load/strings/blog';
import { useLang, useLocalize } from '../i18n';
import { useLabel } from '../hooks/use-label';
import { labels } from '../../shared/generated/load/labels';
import type { Widen } from '../../shared/i18n/dictionary';
import type blogEn from '../../shared/i18n/pages/en/blog';
import { shellOf } from '../../shared/content/shell';
import { labelOf, type Labels } from '../../shared/content/labels';
import type { Lang } from '../../shared/i18n/lang';

type BlogStrings = Widen<typeof blogEn>;

const SORTS: readonly BlogSort[] = ['latest', 'oldest', 'popularity'];

/** The words for the set the URL selects (a category, a tag, a search) or for every article. */
interface SelectionWords {
  category: (label: string) => string;
  tag: (label: string) => string;
  q: (text: string) => string;
  all: string;
}

function wordsFor(sel: ReturnType<typeof selection>, words: SelectionWords, labelsOfLang: Labels): string {
  switch (sel.kind) {
    case 'category':
      return words.category(labelOf(labelsOfLang, 'blogCategories', sel.value));
    case 'tag':
      return words.tag(labelOf(labelsOfLang, 'blogTags', sel.value));
    case 'q':
      return words.q(sel.value);
    default:
      return words.all;
  }
}

/** The list's heading: 'Category: …', 'Tag: …', 'Search Results: …' or 'Latest Articles'. */
const headingFor = (sel: ReturnType<typeof selection>, { messages: m }: BlogStrings, labelsOfLang: Labels) =>
  wordsFor(sel, { category: m.category, tag: m.tag, q: m.search, all: m.latest }, labelsOfLang);

/**
 * The articles' text, for the ?q= search over their bodies: a chunk of its
 * own per language, downloaded only when a URL searches; the list itself
 * needs only the cards.
 */
const searchKey = (params: URLSearchParams, lang: Lang) =>
  selection(parseBlogQuery(params)).kind === 'q' ? lang : undefined;

export const load = (ctx: RouteContext): Promise<void> =>
  searchKey(ctx.search, ctx.lang)
    ? loadFor(ctx, blogStrings, blogIndex, labels, blogSearch)
    : loadFor(ctx, blogStrings, blogIndex, labels);

export const head = (ctx: RouteContext): PageHead => {
  const sel = selection(parseBlogQuery(ctx.search));
  const filtered = sel.kind !== 'all';
  const t = loaded(blogStrings, ctx.lang);
  return {
    title: filtered ? `${headingFor(sel, t, loaded(labels, ctx.lang))} | Blog` : t.title,
    description: t.description,
    canonical: '/blog',
    // Filtered, searched, sorted and paged views are copies of /blog: keep them out of the index.
    robots: [...ctx.search.keys()].length > 0 ? 'noindex, follow' : undefined,
    keywords: [...t.keywords],
    alternates: [blogFeedAlternate(t.feedTitle(shellOf(ctx.lang).site.name))],
  };
};

/** A link to /blog's results with the current parameters, some changed (undefined removes; localized by the caller). */
function hrefWith(current: URLSearchParams, changes: Record<string, string | undefined>): string {
  const next = new URLSearchParams(current);
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined) next.delete(key);
    else next.set(key, value);
  }
  const s = next.toString();
  return `/blog${s ? `?${s}` : ''}#${RESULTS_ID}`;
}

/** What the list's own search looks through: the set the URL selected or every article. */
const scopeOf = (sel: ReturnType<typeof selection>, { scope }: BlogStrings, labelsOfLang: Labels) =>
  wordsFor(sel, scope, labelsOfLang);

export default function BlogPage() {
  const [params] = useSearchParams();
  const ids = { heading: useId(), sort: useId() };
  const t = useContent(blogStrings);
  const lang = useLang();
  const localize = useLocalize();
  const labelsOfLang = useContent(labels);
  const query = parseBlogQuery(params);
  const posts = useContent(blogIndex);
  const texts = useItem(blogSearch, searchKey(params, lang));
  const listing = blogListing(query, BLOG_PAGE_SIZE, { posts, texts, labels: labelsOfLang });
  const heading = headingFor(listing.selection, t, labelsOfLang);
  const within = listing.selection.kind !== 'all';

  const viewHref = (view: BlogView) => localize(hrefWith(params, { view: view === 'grid' ? 'grid' : undefined }));
  const sortKeep = [...params.entries()].filter(([k]) => k !== 'sort' && k !== 'page');

  return (
    <>
      <PageHero title={t.messages.intro} eyebrow={t.eyebrow} lead={t.lead} />

      <section className="section blog-section">
        <div className="container">
          <div className="row g-5">
            <div className="col-lg-8">
              <section aria-labelledby={ids.heading}>
                <h2 id={ids.heading} className="blog-list-heading">
                  {heading}
                </h2>

                <div className="blog-toolbar">
                  <SearchForm
                    name="search"
                    value={query.search ?? ''}
                    label={t.searchThese}
                    placeholder={t.searchPlaceholder}
                    keep={params}
                    scope={
                      <>
                        {scopeOf(listing.selection, t, labelsOfLang)}
                        {within ? (
                          <>
                            {' '}
                            <Link to={localize(hrefWith(new URLSearchParams(), { q: query.search || undefined }))}>
                              {query.search ? t.scope.searchAllFor(query.search) : t.scope.searchAll}
                            </Link>
                          </>
                        ) : null}
                      </>
                    }
                    className="blog-toolbar-search"
                  />
                  <form method="get" action={localize(`/blog#${RESULTS_ID}`)} className="blog-sort">
                    {sortKeep.map(([k, v], i) => (
                      <input key={`${k}-${i}`} type="hidden" name={k} value={v} />
                    ))}
                    <label htmlFor={ids.sort} className="form-label">
                      {t.sortBy}
                    </label>
                    <div className="input-group">
                      <select id={ids.sort} name="sort" className="form-select" defaultValue={query.sort}>
                        {SORTS.map((s) => (
                          <option key={s} value={s}>
                            {t.sorts[s]}
                          </option>
                        ))}
                      </select>
                      {/* Without JavaScript the form needs a button; with it, the select applies at once (client/site/page-bits.ts). */}
                      <button type="submit" className="btn btn-outline-brand blog-sort-submit">
                        {t.sort}
                      </button>
                    </div>
                  </form>
                  <div className="blog-view-toggle" role="group" aria-label={t.layout}>
                    {(['list', 'grid'] as const).map((view) => (
                      <Link
                        key={view}
                        to={viewHref(view)}
                        className={`btn ${query.view === view ? 'btn-brand' : 'btn-outline-brand'}`}
                        aria-current={query.view === view ? 'true' : undefined}
                      >
                        <Icon name={view} size={18} />
                        <span className="visually-hidden">{view === 'list' ? t.listView : t.gridView}</span>
                      </Link>
                    ))}
                  </div>
                </div>

                <div id={RESULTS_ID} className="list-results">
                  <p className="blog-count-line text-muted-strong" aria-live="polite">
                    {t.count(listing.total)}
                    {listing.pageCount > 1 ? t.pageOf(listing.page, listing.pageCount) : ''}
                  </p>

                  {listing.total === 0 ? (
                    <div className="blog-empty">
                      <Icon name="search" size={40} />
                      <h3>{t.messages.emptyTitle}</h3>
                      <p className="text-muted-strong mb-3">{t.messages.emptyHint}</p>
                      <Link className="btn btn-outline-brand" to={localize('/blog')}>
                        {t.messages.latest}
                      </Link>
                    </div>
                  ) : (
                    <ul className={`list-unstyled blog-cards ${query.view === 'grid' ? 'row g-4' : 'd-grid gap-4'}`}>
                      {listing.items.map((post, i) => (
                        <li key={post.id} className={query.view === 'grid' ? 'col-md-6' : undefined}>
                          <BlogCard post={post} view={query.view} eager={i === 0} />
                        </li>
                      ))}
                    </ul>
                  )}

                  <Pagination
                    page={listing.page}
                    pageCount={listing.pageCount}
                    hrefFor={(n) => hrefWith(params, { page: n === 1 ? undefined : String(n) })}
                    label={t.pagesLabel}
                  />
                </div>
              </section>
            </div>
            <div className="col-lg-4">
              <BlogSidebar q={query.q ?? ''} />
            </div>
          </div>
        </div>
      </section>
    </>
  );
}

function BlogCard({ post, view, eager }: { post: BlogPost; view: BlogView; eager: boolean }) {
  const t = useContent(blogStrings);
  const label = useLabel();
  const localize = useLocalize();
  const shown = post.tags.slice(0, LIST_CARD_TAGS);
  const more = post.tags.length - shown.length;
  return (
    <article className={view === 'list' ? 'blog-card blog-card-list' : 'blog-card blog-card-grid'}>
      <CoverImage className="blog-card-image" item={post} kind="blog" loading={eager ? 'eager' : 'lazy'} />
      <div className="blog-card-body">
        <Link className="blog-badge" to={localize(blogHref.category(post.category))}>
          {label('blogCategories', post.category)}
        </Link>
        <h3 className="blog-card-title">
          <Link to={localize(blogHref.post(post.id))}>{post.title}</Link>
        </h3>
        <p className="blog-card-excerpt">{post.excerpt}</p>
        {view === 'list' ? (
          <TagList tags={shown} label={t.tags} className="blog-card-tags">
            {more > 0 ? (
              <li>
                <span className="blog-tag-more">{t.messages.moreTags(more)}</span>
              </li>
            ) : null}
          </TagList>
        ) : null}
        <p className="blog-meta">
          <span>{post.author.name}</span>
          <DateAndReadTime post={post} />
        </p>
      </div>
    </article>
  );
}
