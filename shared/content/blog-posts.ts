// The blog's articles as the lists, cards, feed and sitemap need them: every
// field but the body (content/en/blog/<id>-<words>.md; read time computed).
// A body is loaded by its own page only (shared/generated/load/blog-bodies.ts);
// the full articles for the server are in blog-full.ts.
import data from '../generated/en/blog-index';
import dataFr from '../generated/fr/blog-index';
import type { Lang } from '../i18n/lang';
import tags from '../generated/en/blog-tags';

export const blogPosts = data;

/** Every language's cards, for the server (feeds, sitemap); pages load their own language (client/content.ts). */
export const blogPostsByLang: Readonly<Record<Lang, typeof data>> = { en: data, fr: dataFr };

/** The tags an article may use (content/en/blog/tags.yaml). */
export const blogTags = tags;
