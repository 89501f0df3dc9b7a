// The static content as JSON (design card: "serves the static JSON
// content"), with weak ETags from Express so clients revalidate cheaply.
import express from 'express';
import {
  projectsFull as projects,
  blogPostsFullByLang,
  faqContact,
  faqHome,
  faqPage,
  team,
  testimonials,
} from '../../shared/content/collections';
import { isLang, LANGS, type Lang } from '../../shared/i18n/lang';
import { jobs } from '../../shared/content/jobs';
import { isJobOpen, openJobs, utcDay } from '../../shared/job-open';
import { serviceGroups, servicePages } from '../../shared/content/services';
import { HttpError } from '../http/errors';

/** `now`: the clock that decides which jobs are still open (tests inject one). */
export function contentRouter(options: { now?: () => Date } = {}) {
  const today = () => utcDay(options.now?.() ?? new Date());
  const router = express.Router();
  router.use((_req, res, next) => {
    res.setHeader('Cache-Control', 'public, max-age=300');
    next();
  });

  const one = <T>(items: readonly T[], match: (item: T) => boolean, what: string) => {
    const item = items.find(match);
    if (!item) throw new HttpError(404, `No ${what} with that id`);
    return item;
  };

  router.get('/projects', (_req, res) => void res.json(projects));
  router.get(
    '/projects/:slug',
    (req, res) => void res.json(one(projects, (p) => p.slug === req.params.slug, 'project')),
  );
  /** ?lang=fr: the articles in another language (default English). */
  const langOf = (value: unknown): Lang => {
    if (value === undefined) return 'en';
    if (!isLang(value)) throw new HttpError(400, `Unknown lang: use one of ${LANGS.join(', ')}`);
    return value;
  };
  router.get('/blog', (req, res) => void res.json(blogPostsFullByLang[langOf(req.query.lang)]));
  router.get(
    '/blog/:id',
    (req, res) =>
      void res.json(one(blogPostsFullByLang[langOf(req.query.lang)], (p) => String(p.id) === req.params.id, 'article')),
  );
  // As the careers page: a job past its validThrough is not listed, and asking for it says so.
  router.get('/jobs', (_req, res) => void res.json(openJobs(jobs, today())));
  router.get('/jobs/:id', (req, res) => {
    const job = one(jobs, (j) => j.id === req.params.id, 'job');
    if (!isJobOpen(job, today()))
      throw new HttpError(410, `That job closed: it took applications until ${job.validThrough}`);
    res.json(job);
  });
  router.get('/faq', (_req, res) => void res.json({ page: faqPage, contact: faqContact, home: faqHome }));
  router.get('/services', (_req, res) => void res.json({ groups: serviceGroups, pages: servicePages }));
  router.get(
    '/services/:slug',
    (req, res) => void res.json(one(servicePages, (s) => s.slug === req.params.slug, 'service')),
  );
  router.get('/testimonials', (_req, res) => void res.json(testimonials));
  router.get('/team', (_req, res) => void res.json(team));
  return router;
}
