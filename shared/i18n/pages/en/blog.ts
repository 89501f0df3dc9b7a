// The blog page's strings in English, a chunk of their own: only the pages
// showing them download them (shared/generated/load/strings/<page>.ts). fr/blog.ts has the same keys.
import { plural } from '../../counts';

const blog = {
  title: 'Blog: AI Strategy, Ethics and Engineering Insights',
  description:
    'The Chariot AI Labs team shares what it learns in the field about AI strategy, ethics, machine learning engineering, computer vision, NLP and edge AI.',
  keywords: ['AI blog', 'AI strategy', 'AI ethics', 'machine learning', 'Cameroon'],
  feedTitle: (company: string) => `${company} blog`,
  feedDescription: 'Practical notes on AI strategy, ethics, engineering and research from our team in Buea, Cameroon.',
  eyebrow: 'Insights',
  lead: 'Field notes from our consultants and engineers on putting AI to work responsibly: strategy, ethics, engineering and research.',
  searchThese: 'Search these articles',
  searchPlaceholder: 'Title, summary or tag',
  // What each of the page's two searches looks through, said under its field.
  scope: {
    all: 'Searches every article.',
    category: (category: string) => `Searches only the articles in ${category}.`,
    tag: (tag: string) => `Searches only the articles tagged ${tag}.`,
    q: (q: string) => `Searches only the results for “${q}”.`,
    searchAll: 'Search all articles',
    searchAllFor: (text: string) => `Search all articles for “${text}”`,
    sidebar: 'Searches every article, whatever the list shows.',
  },
  sortBy: 'Sort by',
  sorts: {
    latest: 'Latest',
    oldest: 'Oldest',
    popularity: 'Most popular',
  },
  sort: 'Sort',
  layout: 'Layout',
  listView: 'List view',
  gridView: 'Grid view',
  count: (n: number) => `${n} ${plural('en', n, 'article', 'articles')}`,
  pageOf: (page: number, count: number) => `, page ${page} of ${count}`,
  pagesLabel: 'Blog pages',
  tags: 'Tags',
  minRead: (n: number) => `${n} min read`,
  sidebar: 'Blog sidebar',
  searchBlog: 'Search the blog',
  searchArticles: 'Search articles',
  categories: 'Categories',
  articlesHidden: (n: number) => ` ${plural('en', n, 'article', 'articles')}`,
  popularTags: 'Popular Tags',
  recentPosts: 'Recent Posts',
  // The spec's messages of these pages.
  messages: {
    notFound: 'Blog post not found. The post might have been deleted or the URL is incorrect.',
    backToBlog: 'Back to Blog',
    backToAll: 'Back to All Articles',
    emptyTitle: 'No articles found',
    emptyHint: "Try adjusting your search or filter to find what you're looking for",
    linkCopiedTitle: 'Link copied',
    linkCopiedDescription: 'The post URL has been copied to your clipboard',
    latest: 'Latest Articles',
    intro: 'Our Blog',
    category: (value: string) => `Category: ${value}`,
    tag: (value: string) => `Tag: ${value}`,
    search: (value: string) => `Search Results: ${value}`,
    moreTags: (n: number) => `+${n} more`,
  },
};

export default blog;
