// The process: read config, build the app, listen, shut down gracefully.
// Run as a program (`node dist/server/index.js`, `npm run dev`) it starts at
// once; scripts/run-built-server.ts imports startServer to give the built
// server a benchmark's or the e2e run's limits instead of the site's.
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { existsSync, realpathSync } from 'node:fs';
import { ConfigError, configWarnings, loadConfig, type Config } from './config';
import { limitsWith, type Limits } from './limits';
import { dataDirProblem } from './data-dir';
import { guardServer, httpServerOptions } from './http/limits';
import { createLogger } from './http/logger';
import { createApp, type AppDeps } from './app';
import { createPages } from './pages/page-handler';
import { devSource, prodSource, type RenderSource } from './pages/sources';
import { createTransport, verifyMailServer, type MailTransport } from './outbox/transport';
import { Outbox } from './outbox/outbox';
import { outboxSettings } from './outbox/settings';
import { warnAboutPlaceholders } from './prelaunch';
import { checkContent } from './pages/content-check';
import { formSecret, FormSecretError } from './forms/time-trap';
import { pendingPurge } from './newsletter/pending-purge';
import { moveOldFilesIn } from './newsletter/move-in';
import { subscriberTable } from './store/subscribers';
import { openStore, storeOptions, type Store } from './store/store';
import { pageCounts } from './stats/page-views';
import { countsJob } from './stats/counts-job';
import { limitTables } from './store/limits';

/** The project root: the nearest folder above this file with a package.json (works from server/ and dist/server/). */
function findRoot(from: string): string {
  let dir = from;
  while (!existsSync(path.join(dir, 'package.json'))) {
    const up = path.dirname(dir);
    if (up === dir) throw new Error('package.json not found above ' + from);
    dir = up;
  }
  return dir;
}
const root = findRoot(path.dirname(fileURLToPath(import.meta.url)));

/** Read the configuration, check the data folder, listen; `limits` replace the site's (benchmarks, e2e). */
export async function startServer(options: { limits?: Partial<Limits> } = {}) {
  let config: Config;
  try {
    config = { ...loadConfig(), limits: limitsWith(options.limits) };
  } catch (error) {
    if (error instanceof ConfigError) {
      // One fatal line, as for every other reason not to start (LOG_LEVEL itself may be the bad value).
      createLogger('info').fatal({ problems: error.problems }, error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(config.LOG_LEVEL);
  // The content this build carries, against the schemas the build used: a
  // stale or hand-edited shared/generated stops the site here, naming the field.
  checkContent();
  warnAboutPlaceholders(config, logger);
  const dev = config.NODE_ENV === 'development';
  for (const warning of configWarnings(config)) logger.warn(warning);
  // One fatal line and exit 1, no stack trace: a crash loop under a
  // restart policy should say what to fix.
  const dataProblem = await dataDirProblem(path.resolve(root, config.DATA_DIR));
  if (dataProblem) {
    logger.fatal(dataProblem);
    process.exit(1);
  }
  // The form-signing key is made or checked here, before anything listens:
  // a full disk or an empty key file is one line to fix, not a stack trace.
  let secret: Buffer;
  try {
    secret = formSecret(config.FORM_SECRET, path.resolve(root, config.DATA_DIR));
  } catch (error) {
    if (!(error instanceof FormSecretError)) throw error;
    logger.fatal(error.message);
    process.exit(1);
  }
  const dataDir = path.resolve(root, config.DATA_DIR);
  let transport: MailTransport;
  try {
    // Reads the DKIM key, when one is configured: a bad one stops the site here, with one line.
    transport = createTransport(config, logger, path.join(dataDir, 'mail'));
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    logger.fatal(error.message);
    process.exit(1);
  }

  // The store, migrated before anything listens: a database that cannot be reached or
  // migrated is one fatal line, not a site that fails on its first visitor.
  let store: Store;
  try {
    store = await openStore(storeOptions(config, dataDir));
  } catch (error) {
    logger.fatal(
      { err: error },
      config.DATABASE_URL
        ? 'the store could not be opened: check DATABASE_URL and that PostgreSQL accepts connections'
        : `the store could not be opened in ${dataDir}`,
    );
    process.exit(1);
  }
  const subscribers = subscriberTable(store, { logger });
  // Lists kept in files before the store are moved in once, before anything listens: no sign-up can
  // then take an address whose older record is not in yet.
  await moveOldFilesIn(dataDir, subscribers, logger);
  logger.info({ engine: store.engine }, 'store ready');

  const server = createServer(httpServerOptions(config.limits));
  let source: RenderSource;
  const extra: Partial<AppDeps> = {};
  if (dev) {
    const { createServer: createVite } = await import('vite');
    // HMR shares our HTTP server, so dev needs one port only.
    const vite = await createVite({ root, server: { middlewareMode: true, hmr: { server } }, appType: 'custom' });
    source = devSource(vite, root);
    extra.devMiddleware = vite.middlewares as unknown as AppDeps['devMiddleware'];
  } else {
    const dist = path.join(root, 'dist');
    if (!existsSync(path.join(dist, 'client', 'index.html'))) {
      logger.fatal('No production build: run `npm run build` first (npm start does it for you).');
      process.exit(1);
    }
    source = await prodSource(dist);
    extra.clientDir = path.join(dist, 'client');
  }

  const outbox = await new Outbox({
    dir: path.join(dataDir, 'outbox'),
    store,
    transport,
    logger,
    ...outboxSettings(config),
  }).init();
  outbox.start();
  const pending = await outbox.counts();
  logger.info({ transport: transport.name, ...pending }, 'mail outbox ready');

  // Pending newsletter addresses not confirmed within 7 days are deleted, at start and hourly.
  pendingPurge({ store: subscribers, logger }).start();

  // The owner's counts: in memory, written to the store every minute and at the stop.
  const counts = pageCounts({ secret, siteUrl: config.SITE_URL, trustProxy: config.TRUST_PROXY });
  const countsWork = countsJob({
    store,
    counts,
    outbox,
    mail: { from: config.MAIL_FROM, to: config.MAIL_TO_SUPPORT },
    logger,
  });
  countsWork.start();

  const app = createApp({
    config,
    logger,
    outbox,
    counts: config.limits.PAGE_COUNTS ? counts : undefined,
    dataDir,
    subscribers,
    // Memory beside SQLite; on PostgreSQL, tables every copy shares.
    limits: limitTables(store, { secret: formSecret(config.FORM_SECRET, dataDir), logger }),
    source,
    publicDir: dev ? path.join(root, 'public') : path.join(root, 'dist', 'client'),
    pages: createPages({
      source,
      siteUrl: config.SITE_URL,
      logger,
      liveChatId: config.LIVE_CHAT_ID,
      cacheEntries: dev ? 0 : config.limits.RENDER_CACHE_ENTRIES,
      cacheBytes: config.limits.RENDER_CACHE_MB * 1024 * 1024,
      renderConcurrency: config.limits.RENDER_CONCURRENCY,
      renderQueue: config.limits.RENDER_QUEUE,
    }),
    ...extra,
  });

  server.on('request', guardServer({ server, limits: config.limits, logger })(app));
  server.listen(config.PORT, config.HOST, () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.PORT;
    logger.info({ port, mode: config.NODE_ENV }, `listening on http://localhost:${port}`);
    // After listening, not before: a slow or absent mail server never delays the site.
    void verifyMailServer(transport, logger);
  });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: no new connections, finishing in-flight requests');
    // Exit even if a connection never closes; unref so it does not keep us alive.
    setTimeout(() => {
      logger.warn('shutdown timed out; exiting');
      process.exit(1);
    }, config.limits.SHUTDOWN_TIMEOUT_S * 1000).unref();
    server.close((err) => {
      if (err) logger.error({ err }, 'error while closing the server');
      // Sign-ups already answered are written (and their mail queued) first; messages
      // still pending stay in the store and go out after the restart (or from another copy).
      void subscribers
        .idle()
        .then(() => countsWork.stop())
        .then(() => outbox.stop(3_000))
        .then(() => store.close())
        .then(() => {
          transport.close();
          logger.info('stopped');
          process.exit(err ? 1 : 0);
        });
    });
    server.closeIdleConnections();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

const thisFile = fileURLToPath(import.meta.url);
if (process.argv[1] && realpathSync(process.argv[1]) === realpathSync(thisFile)) void startServer();
