// Company facts, written once for every language in content/company.yaml
// (placeholders for the owner to replace: example.com mailboxes, a 237 test
// number), with each language's words from its site.yaml. The server's
// delivery mailboxes are separate (server/config.ts) so ops can change where
// mail goes without a rebuild.
import data from '../generated/en/site';
import dataFr from '../generated/fr/site';
import type { Lang } from '../i18n/lang';

export const site = data;

/** Company facts in every language, for the server; pages read their language's shell (shared/content/shell.ts). */
export const siteByLang: Readonly<Record<Lang, typeof data | typeof dataFr>> = { en: data, fr: dataFr };

export type { SocialNetwork } from './schema';
