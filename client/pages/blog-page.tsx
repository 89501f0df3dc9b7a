import { useEffect, useId, useRef } from 'react';
import { Link } from '../router/link';
import { useSearchParams } from '../router/location';
import { PageHero } from '../components/page-hero';
import { SearchForm } from '../components/search-form';
import { Pagination } from '../components/pagination';
import { Icon } from '../components/icon';
import { BlogSidebar, DateAndReadTime, blogFeedAlternate, blogHref } from '../components/blog-sidebar';
import { useQueryNav } from '../hooks/use-query-nav';
import { blogListing, parseBlogQuery, selection, type BlogSort, type BlogView } from '../../shared/blog';
import type { BlogPostCard as BlogPost } from '../../shared/content/schema';
import { blogSearchText } from '../../shared/content/blog-posts';
import { itemCache, useItem } from '../item-cache';
import { BLOG_PAGE_SIZE, LIST_CARD_TAGS } from '../../shared/constants';
import { messages } from '../../shared/messages';
import type { PageHead } from '../head';
import type { RouteContext } from '../route-kit';

const SORTS: readonly { value: BlogSort; label: string }[] = [
  { value: 'latest', label: 'Latest' },
  { value: 'oldest', label: 'Oldest' },
  { value: 'popularity', label: 'Most popular' },
];

function headingFor(sel: ReturnType<typeof selection>): string {
  switch (sel.kind) {
    case 'category':
      return messages.blog.category(sel.value);
    case 'tag':
      return messages.blog.tag(sel.value);
    case 'q':
      return messages.blog.search(sel.value);
    default:
      return messages.blog.latest;
  }
}

/**
 * The articles' text, for the ?q= search over their bodies: a chunk of its
 * own, downloaded only when a URL searches; the list itself needs only the cards.
 */
const searchText = itemCache(blogSearchText);
const searchKey = (params: URLSearchParams) => (selection(parseBlogQuery(params)).kind === 'q' ? 'all' : undefined);

export const load = async (ctx: RouteContext): Promise<string[]> => {
  const key = searchKey(ctx.search);
  if (!key) return [];
  await searchText.load(key);
  return [searchText.chunk(key)!];
};

export const head = (ctx: RouteContext): PageHead => {
  const sel = selection(parseBlogQuery(ctx.search));
  const filtered = sel.kind !== 'all';
  return {
    title: filtered ? `${headingFor(sel)} | Blog` : 'Blog: AI Strategy, Ethics and Engineering Insights',
    description:
      'Practical articles from the Chariot AI Labs team on AI strategy, ethics, machine learning engineering, computer vision, NLP and edge AI.',
    canonical: '/blog',
    // Filtered, searched, sorted and paged views are copies of /blog: keep them out of the index.
    robots: [...ctx.search.keys()].length > 0 ? 'noindex, follow' : undefined,
    keywords: ['AI blog', 'AI strategy', 'AI ethics', 'machine learning', 'Cameroon'],
    alternates: [blogFeedAlternate],
  };
};

/** The current parameters with some changed (undefined removes). */
function paramsWith(current: URLSearchParams, changes: Record<string, string | undefined>): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined) next.delete(key);
    else next.set(key, value);
  }
  return next;
}

/** A link to /blog with the current parameters, some changed. */
function hrefWith(current: URLSearchParams, changes: Record<string, string | undefined>): string {
  const s = paramsWith(current, changes).toString();
  return s ? `/blog?${s}` : '/blog';
}

export default function BlogPage() {
  const [params] = useSearchParams();
  const nav = useQueryNav();
  const ids = { heading: useId(), sort: useId() };
  const query = parseBlogQuery(params);
  const texts = useItem(searchText, searchKey(params));
  const listing = blogListing(query, BLOG_PAGE_SIZE, { texts });
  const heading = headingFor(listing.selection);

  // Paging links sit below the list: on a new page, bring its top into view.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownPage = useRef(listing.page);
  useEffect(() => {
    if (shownPage.current !== listing.page) headingRef.current?.scrollIntoView({ block: 'start' });
    shownPage.current = listing.page;
  }, [listing.page]);

  const viewHref = (view: BlogView) => hrefWith(params, { view: view === 'grid' ? 'grid' : undefined });
  const sortKeep = [...params.entries()].filter(([k]) => k !== 'sort' && k !== 'page');
  const changeSort = (sort: string) => nav(paramsWith(params, { sort: sort === 'latest' ? undefined : sort, page: undefined }));

  return (
    <>
      <PageHero
        title={messages.blog.intro}
        eyebrow="Insights"
        lead="Field notes from our consultants and engineers on putting AI to work responsibly: strategy, ethics, engineering and research."
      />

      <section className="section blog-section">
        <div className="container">
          <div className="row g-5">
            <div className="col-lg-8">
              <section aria-labelledby={ids.heading}>
                <h2 id={ids.heading} ref={headingRef} className="blog-list-heading">
                  {heading}
                </h2>

                <div className="blog-toolbar">
                  <SearchForm
                    name="search"
                    value={query.search ?? ''}
                    label="Search these articles"
                    placeholder="Title, summary or tag"
                    keep={params}
                    live
                    className="blog-toolbar-search"
                  />
                  <form
                    method="get"
                    action="/blog"
                    className="blog-sort"
                    onSubmit={(e) => {
                      e.preventDefault();
                      changeSort(new FormData(e.currentTarget).get('sort')?.toString() ?? 'latest');
                    }}
                  >
                    {sortKeep.map(([k, v], i) => (
                      <input key={`${k}-${i}`} type="hidden" name={k} value={v} />
                    ))}
                    <label htmlFor={ids.sort} className="form-label">
                      Sort by
                    </label>
                    <div className="input-group">
                      <select
                        id={ids.sort}
                        name="sort"
                        className="form-select"
                        value={query.sort}
                        onChange={(e) => changeSort(e.target.value)}
                      >
                        {SORTS.map((s) => (
                          <option key={s.value} value={s.value}>
                            {s.label}
                          </option>
                        ))}
                      </select>
                      {/* Without JavaScript the form needs a button; with it, the select applies at once. */}
                      <button type="submit" className="btn btn-outline-brand blog-sort-submit">
                        Sort
                      </button>
                    </div>
                  </form>
                  <div className="blog-view-toggle" role="group" aria-label="Layout">
                    <Link
                      to={viewHref('list')}
                      className={`btn ${query.view === 'list' ? 'btn-brand' : 'btn-outline-brand'}`}
                      aria-current={query.view === 'list' ? 'true' : undefined}
                    >
                      <Icon name="list" size={18} />
                      <span className="visually-hidden">List view</span>
                    </Link>
                    <Link
                      to={viewHref('grid')}
                      className={`btn ${query.view === 'grid' ? 'btn-brand' : 'btn-outline-brand'}`}
                      aria-current={query.view === 'grid' ? 'true' : undefined}
                    >
                      <Icon name="grid" size={18} />
                      <span className="visually-hidden">Grid view</span>
                    </Link>
                  </div>
                </div>

                <p className="blog-count-line text-muted-strong" aria-live="polite">
                  {listing.total === 1 ? '1 article' : `${listing.total} articles`}
                  {listing.pageCount > 1 ? `, page ${listing.page} of ${listing.pageCount}` : ''}
                </p>

                {listing.total === 0 ? (
                  <div className="blog-empty">
                    <Icon name="search" size={40} />
                    <h3>{messages.blog.emptyTitle}</h3>
                    <p className="text-muted-strong mb-3">{messages.blog.emptyHint}</p>
                    <Link className="btn btn-outline-brand" to="/blog">
                      {messages.blog.latest}
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
                  label="Blog pages"
                />
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
  const shown = post.tags.slice(0, LIST_CARD_TAGS);
  const more = post.tags.length - shown.length;
  return (
    <article className={view === 'list' ? 'blog-card blog-card-list' : 'blog-card blog-card-grid'}>
      <img
        className="blog-card-image"
        src={post.image}
        alt={post.imageAlt}
        width="1200"
        height="630"
        loading={eager ? undefined : 'lazy'}
        decoding="async"
      />
      <div className="blog-card-body">
        <Link className="blog-badge" to={blogHref.category(post.category)}>
          {post.category}
        </Link>
        <h3 className="blog-card-title">
          <Link to={blogHref.post(post.id)}>{post.title}</Link>
        </h3>
        <p className="blog-card-excerpt">{post.excerpt}</p>
        {view === 'list' ? (
          <ul className="list-unstyled blog-tag-list blog-card-tags" aria-label="Tags">
            {shown.map((tag) => (
              <li key={tag}>
                <Link className="blog-tag" to={blogHref.tag(tag)}>
                  {tag}
                </Link>
              </li>
            ))}
            {more > 0 ? (
              <li>
                <span className="blog-tag-more">{messages.blog.moreTags(more)}</span>
              </li>
            ) : null}
          </ul>
        ) : null}
        <p className="blog-meta">
          <span>{post.author.name}</span>
          <DateAndReadTime post={post} />
        </p>
      </div>
    </article>
  );
}
