import { useId, useMemo, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { SearchForm } from './search-form';
import { Icon } from './icon';
import type { BlogPostCard as BlogPost } from '../../shared/content/schema';
import { allTags, recentPosts, tagUses, topCategories } from '../../shared/blog';
import { lower } from '../../shared/text';
import { useContent } from '../content';
import { blogIndex } from '../../shared/generated/load/blog-index';
import { blogStrings } from '../../shared/generated/load/strings/blog';
import { useLocalize, useT } from '../i18n';
import { useLabel } from '../hooks/use-label';
import {
  RESULTS_ID,
  SIDEBAR_CATEGORIES,
  SIDEBAR_RECENT,
  SIDEBAR_RECENT_ON_POST,
  SIDEBAR_TAGS,
} from '../../shared/constants';

interface Props {
  /** The post being read: it is left out of Recent Posts, which then shows 3. */
  currentId?: number;
  /** The current sidebar search text (the `q` of /blog). */
  q?: string;
}

/** Links to the blog: a category's or a tag's list opens at its results. */
export const blogHref = {
  category: (category: string) => `/blog?category=${encodeURIComponent(category)}#${RESULTS_ID}`,
  tag: (tag: string) => `/blog?tag=${encodeURIComponent(tag)}#${RESULTS_ID}`,
  post: (id: number) => `/blog/${id}`,
};

/**
 * The feed link every blog page advertises in its head (the feed itself is
 * served by the server; the head moves the path into the page's language).
 */
export const blogFeedAlternate = (title: string) =>
  ({
    rel: 'alternate',
    type: 'application/rss+xml',
    href: '/blog/rss.xml',
    title,
  }) as const;

/** An article's date, as a <time> machines read and the page's language writes. */
export function PostDate({ date, className }: { date: string; className?: string }) {
  const { format } = useT();
  return (
    <time className={className} dateTime={date}>
      {format.date(date)}
    </time>
  );
}

/** An article's date and reading time, for the meta line of a card or a post. */
export function DateAndReadTime({ post }: { post: Pick<BlogPost, 'date' | 'readTime'> }) {
  const tb = useContent(blogStrings);
  return (
    <>
      <span>
        <Icon name="calendar" size={16} /> <PostDate date={post.date} />
      </span>
      <span>
        <Icon name="clock" size={16} /> {tb.minRead(post.readTime)}
      </span>
    </>
  );
}

/** Tags as links to the blog filtered by each; `children` ends the list (a card's "+2 more"). */
export function TagList({
  tags,
  label,
  className = 'mb-0',
  children,
}: {
  tags: readonly string[];
  label?: string;
  className?: string;
  children?: ReactNode;
}) {
  const localize = useLocalize();
  const tagLabel = useLabel();
  return (
    <ul className={`list-unstyled blog-tag-list ${className}`} aria-label={label}>
      {tags.map((tag) => (
        <li key={tag}>
          <Link className="blog-tag" to={localize(blogHref.tag(tag))}>
            {tagLabel('blogTags', tag)}
          </Link>
        </li>
      ))}
      {children}
    </ul>
  );
}

/** One titled box of the sidebar, named by its heading. */
function Widget({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="blog-widget" aria-labelledby={id}>
      <h2 id={id} className="blog-widget-title">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The blog sidebar: search, categories, popular tags, recent posts. */
export function BlogSidebar({ currentId, q = '' }: Props) {
  const ids = { categories: useId(), tags: useId(), recent: useId() };
  const t = useContent(blogStrings);
  const label = useLabel();
  const localize = useLocalize();
  const posts = useContent(blogIndex);
  const { categories, popularTags } = useMemo(() => {
    // 'Popular' tags: the most used first; ties keep their order of first appearance.
    const uses = tagUses(posts);
    return {
      categories: topCategories(SIDEBAR_CATEGORIES, posts),
      popularTags: allTags(posts)
        .map((tag, i) => ({ tag, uses: uses.get(lower(tag)) ?? 0, i }))
        .sort((a, b) => b.uses - a.uses || a.i - b.i)
        .slice(0, SIDEBAR_TAGS)
        .map((x) => x.tag),
    };
  }, [posts]);
  const recent =
    currentId === undefined
      ? recentPosts(SIDEBAR_RECENT, posts)
      : recentPosts(SIDEBAR_RECENT_ON_POST + 1, posts)
          .filter((p) => p.id !== currentId)
          .slice(0, SIDEBAR_RECENT_ON_POST);

  return (
    <aside className="blog-sidebar" aria-label={t.sidebar}>
      <div className="blog-widget">
        <SearchForm
          name="q"
          action="/blog"
          value={q}
          label={t.searchBlog}
          placeholder={t.searchArticles}
          scope={t.scope.sidebar}
        />
      </div>

      <Widget id={ids.categories} title={t.categories}>
        <ul className="list-unstyled blog-category-list mb-0">
          {categories.map(({ category, count }) => (
            <li key={category}>
              <Link to={localize(blogHref.category(category))}>
                <span>{label('blogCategories', category)}</span>
                <span className="blog-count">
                  {count}
                  <span className="visually-hidden">{t.articlesHidden(count)}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </Widget>

      <Widget id={ids.tags} title={t.popularTags}>
        <TagList tags={popularTags} />
      </Widget>

      <Widget id={ids.recent} title={t.recentPosts}>
        <ul className="list-unstyled blog-recent-list mb-0">
          {recent.map((post) => (
            <li key={post.id}>
              <img src={post.image} alt="" width="72" height="48" loading="lazy" decoding="async" />
              <div>
                <Link to={localize(blogHref.post(post.id))}>{post.title}</Link>
                <PostDate className="d-block small text-muted-strong" date={post.date} />
              </div>
            </li>
          ))}
        </ul>
      </Widget>
    </aside>
  );
}
