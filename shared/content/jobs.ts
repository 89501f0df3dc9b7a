// Open roles (content/<lang>/jobs/[<order>-]<id>.yaml), in file-name order.
// A job may be written in one language only; whether it still takes
// applications is decided by the day (shared/job-open.ts).
import data from '../generated/en/jobs';
import dataFr from '../generated/fr/jobs';
import type { Lang } from '../i18n/lang';

export const jobs = data;

/** Every language's jobs, for the server (the application endpoint, the content API). */
export const jobsByLang: Readonly<Record<Lang, typeof data>> = { en: data, fr: dataFr };

/** A job in a language's edition, else in any other (a job written in one language only). */
export const findJob = (id: unknown, lang: Lang): (typeof data)[number] | undefined =>
  typeof id !== 'string'
    ? undefined
    : (jobsByLang[lang].find((j) => j.id === id) ??
      Object.values(jobsByLang)
        .flat()
        .find((j) => j.id === id));
