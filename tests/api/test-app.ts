// The app as tests drive it: real middleware, the React source rendered by
// vitest's transform (no build needed), silent logs, no listening port.
import path from 'node:path';
import { pino } from 'pino';
import { createApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { createPageHandler } from '../../server/render/page-handler';
import { moduleSource } from '../../server/render/sources';
import * as entry from '../../client/entry-server';

const root = path.resolve(import.meta.dirname, '../..');

export function testApp(env: Record<string, string> = {}) {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SITE_URL: 'https://www.example.com', ...env });
  const logger = pino({ level: 'silent' });
  const source = moduleSource(entry, path.join(root, 'index.html'));
  const app = createApp({
    config,
    logger,
    publicDir: path.join(root, 'public'),
    renderPage: createPageHandler({ source, siteUrl: config.SITE_URL, logger }),
  });
  return { app, config };
}

/** Streaming SSR treats bot agents differently in some renderers; test as a browser. */
export const BROWSER_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130 Safari/537.36';
