// createApp: the middleware order, read top to bottom. It never listens;
// server/index.ts does, and tests drive the app with supertest.
import express, { type RequestHandler } from 'express';
import compression from 'compression';
import type { Logger } from 'pino';
import type { Config } from './config';
import { httpLogger } from './logger';
import { securityHeaders } from './security';
import { errorHandler, notFound } from './errors';
import { contentRouter } from './api/content';
import { formsRouter } from './api/forms';
import type { Outbox } from './mail/outbox';
import { seoRouter } from './seo';
import type { RenderSource } from './render/page-handler';

export interface AppDeps {
  config: Config;
  logger: Logger;
  /** Renders pages (streaming SSR). */
  renderPage: RequestHandler;
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
  now?: () => Date;
}

const YEAR = 365 * 24 * 60 * 60;

export function createApp(deps: AppDeps) {
  const { config, logger } = deps;
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.TRUST_PROXY);
  app.set('etag', 'weak');

  app.use(httpLogger(logger));
  app.use(securityHeaders({ liveChat: Boolean(config.LIVE_CHAT_ID), dev: Boolean(deps.devMiddleware) }));
  if (config.COMPRESSION) app.use(compression());

  app.get('/healthz', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json({ status: 'ok', uptime: Math.round(process.uptime()) });
  });

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
  app.use(
    express.static(deps.publicDir, {
      index: false,
      maxAge: 24 * 60 * 60 * 1000,
      setHeaders(res, filePath) {
        if (filePath.endsWith('.svg')) res.setHeader('Cache-Control', 'public, max-age=604800');
      },
    }),
  );

  app.use(seoRouter({ siteUrl: config.SITE_URL, source: deps.source }));
  app.use('/api/content', contentRouter());
  app.use('/api', formsRouter({ config, logger, outbox: deps.outbox, renderPage: deps.renderPage, now: deps.now }));
  app.use('/api', notFound);
  app.get('/{*splat}', deps.renderPage);
  app.use(notFound);
  app.use(errorHandler());
  return app;
}
