// The app as tests drive it: real middleware, the React source rendered by
// vitest's transform (no build needed), silent logs, no listening port, a
// data folder of its own and a store (SQLite there unless a test gives one).
import path from 'node:path';
import { mkdtempSync, rmSync } from 'node:fs';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { SmtpSink } from './smtp-sink';
import { tmpdir } from 'node:os';
import { pino, type Logger } from 'pino';
import request from 'supertest';
import { createApp, type AppDeps } from '../../server/app';
import { loadConfig } from '../../server/config';
import { limitsWith, type Limits } from '../../server/limits';
import { createPages } from '../../server/pages/page-handler';
import { moduleSource } from '../../server/pages/sources';
import type { PageStyles } from '../../server/pages/page-styles';
import { Outbox } from '../../server/outbox/outbox';
import { outboxSettings, type OutboxOptions } from '../../server/outbox/settings';
import { openStore, type Store } from '../../server/store/store';
import { subscriberTable, type SubscriberTableOptions } from '../../server/store/subscribers';
import { limitTables } from '../../server/store/limits';
import { formSecret } from '../../server/forms/time-trap';
import { moveOldFilesIn } from '../../server/newsletter/move-in';
import { createTransport, type MailTransport } from '../../server/outbox/transport';
import * as entry from '../../client/entry-server';

const root = path.resolve(import.meta.dirname, '../..');

export interface TestAppOptions {
  /** The operator's settings, as the environment gives them. */
  env?: Record<string, string>;
  /** The server's fixed limits a test changes (server/limits.ts). */
  limits?: Partial<Limits>;
  transport?: MailTransport;
  logger?: Logger;
  /** Reuse a data folder (to test a restart). */
  dataDir?: string;
  /**
   * The store (eachEngine's, for a file run on both engines), or a function
   * that opens it in the data folder; by default a SQLite store in the data
   * folder, closed with the app. A store given here is closed by its opener.
   */
  store?: Store | ((dataDir: string) => Promise<Store>);
  /** The subscribers' bounds and ids a test sets. */
  subscribers?: SubscriberTableOptions;
  /** Start the outbox worker (default true). */
  deliver?: boolean;
  /** Outbox options beyond the configuration (a fake disk, a short scan). */
  outbox?: Partial<OutboxOptions>;
  now?: () => Date;
  /** The pages' date stamp (YYYY-MM-DD), for pages that show ages in days; a function for a day that moves. */
  today?: string | (() => string);
  /** A built client folder whose /assets the app serves, as in production. */
  clientDir?: string;
  /** The client entry the renderer calls (a wrapped one counts what reaches the renderer). */
  entry?: typeof entry;
  /** Each page's inline CSS, as a production build has it (server/pages/page-styles.ts). */
  pageStyles?: PageStyles;
  /** The owner's counts (server/stats/page-views.ts); none unless a test is about them. */
  counts?: AppDeps['counts'];
}

/** Limits for a robot that posts at once and often, with retries it need not wait for. */
export const TEST_LIMITS: Partial<Limits> = {
  FORM_MIN_FILL_MS: 0,
  RATE_LIMIT_MAX: 1000,
  OUTBOX_RETRY_BASE_MS: 20,
  OUTBOX_RETRY_MAX_MS: 200,
  // The quarantine's digest is a mail of its own: off unless a test is about it, so other tests' mailboxes hold only what they sent.
  QUARANTINE_DIGEST: false,
};

export async function testApp(options: TestAppOptions = {}) {
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'site-test-'));
  const config = {
    ...loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      SITE_URL: 'https://www.example.com',
      DATA_DIR: dataDir,
      ...options.env,
    }),
    limits: limitsWith({ ...TEST_LIMITS, ...options.limits }),
  };
  const logger = options.logger ?? pino({ level: 'silent' });
  const transport = options.transport ?? createTransport(config, logger);
  const store =
    typeof options.store === 'function'
      ? await options.store(dataDir)
      : (options.store ?? (await openStore({ dataDir })));
  const outbox = await new Outbox({
    dir: path.join(dataDir, 'outbox'),
    store,
    transport,
    logger,
    ...outboxSettings(config),
    ...options.outbox,
  }).init();
  if (options.deliver !== false) outbox.start();
  const source = moduleSource(options.entry ?? entry, path.join(root, 'index.html'), options.pageStyles);
  // A sign-up is answered before it is written: tests wait for the store (subscribers.idle()).
  const subscribers = subscriberTable(store, { logger, ...options.subscribers });
  // As the server does before it listens (server/index.ts).
  await moveOldFilesIn(dataDir, subscribers, logger);
  // The pages (fast path, renderer, cache) with the cache's limits as the server sets them.
  const pages = createPages({
    source,
    siteUrl: config.SITE_URL,
    logger,
    cacheEntries: config.limits.RENDER_CACHE_ENTRIES,
    cacheBytes: config.limits.RENDER_CACHE_MB * 1024 * 1024,
    today:
      typeof options.today === 'function'
        ? options.today
        : options.today === undefined
          ? undefined
          : () => options.today as string,
  });
  const app = createApp({
    config,
    logger,
    outbox,
    dataDir,
    subscribers,
    // As the server chooses them: memory beside SQLite, shared tables on PostgreSQL.
    limits: limitTables(store, { secret: formSecret(config.FORM_SECRET, dataDir) }),
    now: options.now,
    source,
    publicDir: path.join(root, 'public'),
    clientDir: options.clientDir,
    pages,
    counts: options.counts,
  });
  // A page view hands out the signed time-trap cookie every form post must bring back.
  const page = await request(app).get('/privacy-policy').set('Accept', 'text/html').set('User-Agent', BROWSER_UA);
  const cookie = String(page.headers['set-cookie']?.[0] ?? '').split(';')[0]!;
  return {
    app,
    /** The time-trap cookie (`ft=...`), issued at start: send it with form posts. */
    cookie,
    config,
    outbox,
    store,
    subscribers,
    dataDir,
    /** The render cache and the fast path in front of it. */
    pages,
    async close(removeData = options.dataDir === undefined) {
      await subscribers.idle();
      await outbox.stop();
      transport.close();
      if (!options.store) await store.close();
      if (removeData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Streaming SSR treats bot agents differently in some renderers; test as a browser. */
export const BROWSER_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130 Safari/537.36';

/** The cookies an answer sets (`name=value; ...`), as a browser sends them back. */
export const cookiesOf = (res: { headers: Record<string, unknown> }) =>
  ((res.headers['set-cookie'] as string[] | undefined) ?? []).map((c) => c.split(';')[0]!).join('; ');

/**
 * What a browser does after a 303: GET its Location (without the fragment)
 * with the cookies the answer set, such as the one a saved form is bound to.
 */
export function follow(app: Parameters<typeof request>[0], res: { headers: Record<string, unknown> }) {
  const req = request(app)
    .get(String(res.headers.location).split('#')[0]!)
    .set('Accept', 'text/html')
    .set('User-Agent', BROWSER_UA);
  const cookies = cookiesOf(res);
  return cookies ? req.set('Cookie', cookies) : req;
}

/**
 * One app for a test file, delivering to `sink`: each test starts with an
 * empty outbox and an empty mailbox; the app and the sink close after the
 * file. `app()` is the app of the running test; `pending()` what waits.
 */
export function appDeliveringTo(sink: SmtpSink, options: Omit<TestAppOptions, 'env'> = {}) {
  let ctx: Awaited<ReturnType<typeof testApp>>;
  const pending = async () => (await ctx.outbox.counts()).pending;
  beforeAll(async () => {
    ctx = await testApp({ ...options, env: sink.env() });
  });
  afterAll(async () => {
    await ctx.close();
    await sink.stop();
  });
  afterEach(async () => {
    // Every mail queued by the test has left the outbox before the next one starts.
    await ctx.subscribers.idle();
    const deadline = Date.now() + 20_000;
    while ((await pending()) > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    sink.mails.length = 0;
  });
  return { app: () => ctx, pending };
}

/** Wait until `check()` holds (a mail in the sink, a file gone), polling; fails after `timeoutMs`. */
export async function until(check: () => boolean | Promise<boolean>, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** The contact message of visitor `i` (a sender and a text of its own). */
export const contact = (i: number) => ({
  name: `Visitor ${i}`,
  email: `v${i}@example.org`,
  service: 'Other',
  message: `Message number ${i}`,
});

/** A contact post as a script sends it, with the app's time-trap cookie. */
export const postContact = (ctx: { app: Parameters<typeof request>[0]; cookie: string }, body: object) =>
  request(ctx.app).post('/api/contact').set('Accept', 'application/json').set('Cookie', ctx.cookie).send(body);
