// Every article with its body (HTML rendered from Markdown at build time):
// for the server (the content API) and tests. Pages never import this.
import data from '../generated/en/blog-full';
import dataFr from '../generated/fr/blog-full';
import type { Lang } from '../i18n/lang';

export const blogPostsFull = data;

/** Every language's articles (GET /api/content/blog?lang=fr). */
export const blogPostsFullByLang: Readonly<Record<Lang, typeof data>> = { en: data, fr: dataFr };
