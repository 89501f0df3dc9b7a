// Open roles (content/en/jobs/[<order>-]<id>.yaml), in file-name order.
import data from '../generated/en/jobs';
import dataFr from '../generated/fr/jobs';
import type { Lang } from '../i18n/lang';

export const jobs = data;

/** The roles in every language (the same ids), for the server; pages load their language's (client/content-modules/jobs.ts). */
export const jobsByLang: Readonly<Record<Lang, typeof data | typeof dataFr>> = { en: data, fr: dataFr };
