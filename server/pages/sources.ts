import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RenderToPipeableStreamOptions, PipeableStream } from 'react-dom/server';
import type { ViteDevServer } from 'vite';
import type { AppData, PreparedPage } from '../../shared/ssr-data';
import type { ParamReads } from '../../shared/request-url';
import { readPageStyles, type PageStyles } from './page-styles';

/** What the server asks of the SSR entry (client/entry-server.tsx). */
export interface SsrEntry {
  /** Match the URL (once), load what its page shows, decide status, head and cache key. */
  prepare(url: string, siteUrl: string, today?: string): Promise<PreparedPage>;
  /** Stream the page prepare() returned, matched then (never matched again). */
  render(page: PreparedPage, options: RenderToPipeableStreamOptions, data: AppData): PipeableStream;
  appDataScript(data: AppData): string;
  indexableUrls(): Promise<string[]>;
  /** The query parameters each served path reads (client/route-kit.ts readParamsIn). */
  readParams?(): Promise<Record<string, ParamReads>>;
  /** Load every page module and island once, so no render waits on an import (an island must be loaded to render). */
  preloadAll(): Promise<void>;
}

/** Where pages come from: dev (Vite middleware), prod (built assets) or tests (source imported by vitest). */
export interface RenderSource {
  entry(): Promise<SsrEntry>;
  /** index.html, transformed for this URL (dev) or as built (prod). */
  template(url: string): Promise<string>;
  /** Changes whenever the HTML for a URL may change (build id). */
  version: string;
  /** Each page's inline CSS (a production build); without it, pages link the stylesheet in <head>. */
  styles?: PageStyles;
}

interface ManifestChunk {
  file: string;
}

/** Built site: dist/client (assets, index.html, manifest) and dist/ssr. */
export async function prodSource(distDir: string): Promise<RenderSource> {
  const clientDir = path.join(distDir, 'client');
  const template = await readFile(path.join(clientDir, 'index.html'), 'utf8');
  const manifest = JSON.parse(await readFile(path.join(clientDir, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const entryUrl = pathToFileURL(path.join(distDir, 'ssr', 'entry-server.js')).href;
  const entry = (await import(/* @vite-ignore */ entryUrl)) as SsrEntry;
  await entry.preloadAll();

  const styles = readPageStyles(clientDir);
  const version = createHash('sha1')
    .update(template)
    .update(JSON.stringify(manifest))
    .update(styles ? styles.stylesheet : '')
    .digest('hex')
    .slice(0, 12);
  return { entry: async () => entry, template: async () => template, version, styles };
}

/** Development: Vite in middleware mode, fresh modules on every request. */
export function devSource(vite: ViteDevServer, root: string): RenderSource {
  return {
    entry: async () => {
      const entry = (await vite.ssrLoadModule('/client/entry-server.tsx')) as SsrEntry;
      await entry.preloadAll(); // at once after the first request: the modules are Vite's, cached until an edit
      return entry;
    },
    template: async (url) => vite.transformIndexHtml(url, await readFile(path.join(root, 'index.html'), 'utf8')),
    version: `dev-${Date.now()}`,
  };
}

/** Tests: the source entry imported directly, the raw index.html, and page styles when a test gives them. */
export function moduleSource(entry: SsrEntry, indexHtmlPath: string, styles?: PageStyles): RenderSource {
  const template = readFileSync(indexHtmlPath, 'utf8');
  const ready = entry.preloadAll();
  return {
    entry: async () => {
      await ready;
      return entry;
    },
    template: async () => template,
    version: 'test',
    styles,
  };
}
