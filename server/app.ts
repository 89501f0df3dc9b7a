// createApp: the middleware order, read top to bottom. It never listens;
// server/index.ts does, and tests drive the app with supertest.
import { readdirSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import express, { type RequestHandler } from 'express';
import compression from 'compression';
import type { Logger } from 'pino';
import type { Config } from './config';
import { httpLogger } from './http/logger';
import { securityHeaders } from './http/security-headers';
import { errorHandler, notFound } from './http/errors';
import { contentRouter } from './pages/content-api';
import { contactEndpoint } from './forms/contact/endpoint';
import { newsletterEndpoint } from './newsletter/sign-up';
import { applyEndpoint } from './forms/apply/endpoint';
import { formPipeline } from './forms/pipeline';
import { formStates } from './forms/form-states';
import { newsletterLinks, CONFIRM_PAGE, UNSUBSCRIBE_PAGE } from './newsletter/link-pages';
import type { SubscriberStore } from './store/subscribers';
import type { SharedLimits } from './store/limits';
import { newsletterKey, newsletterTokens } from './newsletter/tokens';
import { formSecret, timeTrap, type TimeTrap } from './forms/time-trap';
import type { Outbox } from './outbox/outbox';
import { healthz } from './http/healthz';
import { visitorMailCap } from './outbox/visitor-mail-cap';
import { applicationBurst } from './forms/apply/burst';
import { cappedAcknowledgements } from './forms/acknowledgement/daily-cap';
import { seoRouter } from './pages/seo';
import type { Pages } from './pages/page-handler';
import type { RenderSource } from './pages/sources';
import { turnQueue } from './http/turn-queue';
import { privateWithCookie } from './http/private-with-cookie';
import { LANGS, localizePath } from '../shared/i18n/lang';
import type { PageCounts } from './stats/page-views';

export interface AppDeps {
  config: Config;
  logger: Logger;
  /**
   * The pages: what needs no routing is answered before Express by the fast
   * path (the redirect away from parameters a page never reads, pages
   * already in memory); the rest is rendered (streaming SSR).
   */
  pages: Pick<Pages, 'fastPath' | 'render'>;
  /** The renderer's source: the sitemap asks it for the indexable URLs. */
  source: RenderSource;
  /** Built client files (hashed assets under /assets); none in dev and tests. */
  clientDir?: string;
  /** Files served as they are (favicon, images). */
  publicDir: string;
  /** Dev only: Vite's middleware, before our pages. */
  devMiddleware?: RequestHandler;
  /** Durable store of accepted submissions, delivered by its worker. */
  outbox: Outbox;
  /** Where the form-signing key lives (default: DATA_DIR from the working folder). */
  dataDir?: string;
  /** The newsletter's subscribers, in the store (server/store/subscribers.ts); index.ts shares them with the pending purge. */
  subscribers: SubscriberStore;
  /**
   * Where the rate limits and the caps on mail count and no-JS form states
   * are kept (server/store/limits.ts and caps.ts: tables every copy shares
   * on PostgreSQL); default: this process's memory.
   */
  limits?: SharedLimits;
  now?: () => Date;
  /** The owner's counts (server/stats/): pages as they are answered, form posts, prerendered pages opened. */
  counts?: PageCounts;
}

const YEAR = 365 * 24 * 60 * 60;

/** Where a request is answered, decided once when it arrives (see createApp). */
type Route = { to: 'app' } | { to: 'page' } | { to: 'redirect'; location: string };

/**
 * Redirects away from unread parameters answered per turn of the event loop
 * (about 0.15 ms each): a cached page waits for at most this many, and the
 * rest are answered in the turns after, as fast as before.
 */
const REDIRECTS_PER_TURN = 8;

/** URL paths of the files under a folder (index.html and /assets are served otherwise). */
export function publicFiles(dir: string): Set<string> {
  const found = new Set<string>();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const rel = path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep);
    if (rel[0] === 'assets' || (rel.length === 1 && rel[0] === 'index.html')) continue;
    found.add('/' + rel.map(encodeURIComponent).join('/'));
  }
  return found;
}

/**
 * The request handler: every request gets an id, an access-log line and
 * the security headers; a redirect away from unread parameters and a page
 * already in memory are then sent at once, and everything else goes
 * through the Express app.
 */
export function createApp(deps: AppDeps): (req: IncomingMessage, res: ServerResponse) => void {
  const accessLog = httpLogger(deps.logger);
  const security = securityHeaders({
    liveChat: Boolean(deps.config.LIVE_CHAT_ID),
    dev: Boolean(deps.devMiddleware),
    hstsMaxAgeS: deps.config.limits.HSTS_MAX_AGE_S,
    trustProxy: deps.config.TRUST_PROXY,
  });
  const { fastPath } = deps.pages;
  const { counts } = deps;
  const dataDir = deps.dataDir ?? path.resolve(deps.config.DATA_DIR);
  const secret = formSecret(deps.config.FORM_SECRET, dataDir);
  const trap = timeTrap({
    secret,
    minFillMs: deps.config.limits.FORM_MIN_FILL_MS,
    secure: deps.config.SITE_URL.startsWith('https:'),
    now: deps.now && (() => deps.now!().getTime()),
  });
  const app = createExpressApp(deps, trap, secret);
  /**
   * `route`: where the request goes, decided once on arrival: the redirect
   * away from unread parameters (its location), a page that may be in the
   * render cache, or the app (every POST, so a form never meets the cache).
   */
  const answer = (req: IncomingMessage, res: ServerResponse, route: Route) =>
    accessLog(req, res, () =>
      security(req, res, (err?: unknown) => {
        // The time-trap cookie rides on the headers, so cached pages get it
        // too; an answer that sets a cookie is never kept by a shared cache.
        privateWithCookie(res);
        trap.onPageView(req, res);
        if (err || route.to === 'app') app(req, res);
        else if (route.to === 'redirect') fastPath.redirect(req, res, route.location);
        else if (fastPath.fromCache(req, res)) counts?.seen(req, res, true);
        else {
          counts?.watch(req, res);
          app(req, res);
        }
      }),
    );
  const redirects = turnQueue(REDIRECTS_PER_TURN);
  return function handle(req, res) {
    // Node reads every socket that is ready in one turn of the event loop and
    // answers each request as it reads it. Under a flood of URLs with unread
    // parameters (50 connections of /?q=N), a visitor's cached page would
    // wait behind the ~50 redirects read before it in that turn: each a
    // request id, the security headers and a socket write. Those redirects
    // are answered after the turn's reads instead, REDIRECTS_PER_TURN a
    // turn, so a page read meanwhile waits for one small batch at most.
    if (req.method !== 'GET' && req.method !== 'HEAD') return answer(req, res, { to: 'app' });
    const location = fastPath.unreadRedirect(req);
    if (location !== undefined) redirects.push(() => answer(req, res, { to: 'redirect', location }));
    else answer(req, res, { to: 'page' });
  };
}

function createExpressApp(deps: AppDeps, trap: TimeTrap, secret: Buffer) {
  const { config } = deps;
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.TRUST_PROXY);
  app.set('etag', 'weak');

  app.use(compression());

  const visitorMail = visitorMailCap({
    perHour: config.VISITOR_MAIL_PER_HOUR,
    logger: deps.logger,
    now: deps.now && (() => deps.now!().getTime()),
    shared: deps.limits?.caps,
  });
  const applications = applicationBurst({
    perHour: config.APPLY_BURST_PER_HOUR,
    now: deps.now && (() => deps.now!().getTime()),
    shared: deps.limits?.caps,
    logger: deps.logger,
  });
  app.get(
    '/healthz',
    healthz({
      outbox: deps.outbox,
      alertAfterMin: config.OUTBOX_ALERT_AFTER_MIN,
      token: config.HEALTHZ_TOKEN,
      figures: async () => ({ visitorMail: await visitorMail.figures(), applications: await applications.figures() }),
    }),
  );

  if (deps.devMiddleware) app.use(deps.devMiddleware);
  if (deps.clientDir) {
    // Vite's hashed files never change: cache them for a year.
    app.use(
      '/assets',
      express.static(`${deps.clientDir}/assets`, {
        index: false,
        immutable: true,
        maxAge: YEAR * 1000,
        fallthrough: false,
      }),
    );
  }
  const serveFile = express.static(deps.publicDir, {
    index: false,
    maxAge: 24 * 60 * 60 * 1000,
    setHeaders(res, filePath) {
      if (filePath.endsWith('.svg')) res.setHeader('Cache-Control', 'public, max-age=604800');
      // The pages' Speculation-Rules header names this file; browsers take it only with its own type.
      if (filePath.endsWith('speculation-rules.json'))
        res.setHeader('Content-Type', 'application/speculationrules+json');
    },
  });
  // Outside dev the public files are fixed at start: ask the disk only for
  // them, not for every page URL (a stat and a 404 error object per page).
  const files = deps.devMiddleware ? undefined : publicFiles(deps.publicDir);
  app.use((req, res, next) => (files && !files.has(req.path) ? next() : serveFile(req, res, next)));

  app.use(seoRouter({ siteUrl: config.SITE_URL, source: deps.source }));
  app.use('/api/content', contentRouter({ now: deps.now }));
  const states = formStates({ secure: config.SITE_URL.startsWith('https:'), store: deps.limits?.formStates });
  const forms = formPipeline({
    config,
    outbox: deps.outbox,
    trap,
    states,
    windows: deps.limits?.windows,
    now: deps.now,
    onLead: deps.counts?.lead,
  });
  const acks = cappedAcknowledgements({ config, logger: deps.logger, cap: visitorMail, shared: deps.limits?.caps });
  app.post('/api/contact', contactEndpoint(forms, acks));
  const links = newsletterLinks({
    config,
    outbox: deps.outbox,
    store: deps.subscribers,
    secret,
    logger: deps.logger,
    visitorMail,
    caps: deps.limits?.caps,
    tokens: newsletterTokens(newsletterKey(secret)),
    renderPage: deps.pages.render,
    now: deps.now,
  });
  app.post('/api/newsletter', newsletterEndpoint(forms, links));
  app.post('/api/newsletter/confirm', links.confirm);
  app.post('/api/newsletter/unsubscribe', links.unsubscribe);
  app.post('/api/apply', applyEndpoint(forms, acks, applications));
  if (deps.counts) app.post('/api/view', express.text({ type: () => true, limit: 512 }), deps.counts.viewBeacon);
  app.use('/api', notFound);
  const linkPages = [CONFIRM_PAGE, UNSUBSCRIBE_PAGE].flatMap((p) => LANGS.map((lang) => localizePath(lang, p)));
  app.get(linkPages, links.page, deps.pages.render);
  app.get('/{*splat}', states.middleware, deps.pages.render);
  app.use(notFound);
  app.use(errorHandler());
  return app;
}
