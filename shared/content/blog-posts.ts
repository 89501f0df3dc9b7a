// The blog's articles as the lists, cards, feed and sitemap need them: every
// field but the body (content/en/blog/<id>-<words>.md; read time computed).
// A body is loaded by its own page only (shared/generated/en/blog-bodies.ts);
// the full articles for the server are in blog-full.ts.
import data from '../generated/en/blog-index';
import dataFr from '../generated/fr/blog-index';
import type { Lang } from '../i18n/lang';
import tags from '../generated/en/blog-tags';
import { blogBodies } from '../generated/en/blog-bodies';

export const blogPosts = data;

/** Every language's cards, for the server (feeds, sitemap); pages load their own language (client/content.ts). */
export const blogPostsByLang: Readonly<Record<Lang, typeof data>> = { en: data, fr: dataFr };

/** The tags an article may use (content/en/blog/tags.yaml). */
export const blogTags = tags;

/** Each article's body as a chunk of its own, and the text of all of them for ?q= (a chunk too). */
export { blogBodies };
export const blogSearchText = { all: { load: () => import('../generated/en/blog-search'), chunk: 'shared/generated/en/blog-search.ts' } };
