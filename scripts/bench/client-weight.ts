// The JavaScript each page lets the browser load before the visitor's first
// tap, key or scroll, gzip level 9, from a production build: every module
// script the page's HTML names (and every modulepreload), the chunks they
// import statically, and each island the page wakes without interaction
// (data-when 'visible' or 'idle') with the loader that hydrates it. Islands
// that wake on interaction, and the newsletter popup on its timer, are not
// counted: they are what the budget allows after the first interaction. The
// set is read from the page as served and the build's manifest, so the
// figure follows the code. Used by `npm run bench` and by
// tests/build/content-build.test.ts, which holds the budget.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { localizePath } from '../../shared/i18n/lang';
import { jobs } from '../../shared/content/jobs';

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}

/** KB of gzip JavaScript a page may load before the first interaction, on every page. */
export const BUDGET_KB = 15;

/** The pages the budget is measured on (forms, searches and a 404 among them), and their French twins. */
const ENGLISH_PAGES = [
  '/',
  '/about',
  '/contact',
  '/blog',
  '/blog?q=ai',
  '/blog/1',
  '/projects',
  '/projects?q=ai&category=Computer%20Vision',
  '/projects/ecommerce-ai',
  '/careers',
  `/careers?apply=${encodeURIComponent(jobs[0]!.id)}`,
  '/faq',
  '/faq?q=data',
  '/services',
  '/services/ai-agents',
  '/services/chatbot-solutions',
  '/privacy-policy',
  '/no-such-page',
];
export const BUDGET_PAGES: string[] = [...ENGLISH_PAGES, ...ENGLISH_PAGES.map((u) => localizePath('fr', u))];

export interface PageWeight {
  url: string;
  kb: number;
  /** The files counted, as served (/assets/…). */
  files: string[];
}

/** The islands a page's HTML wakes, with when each wakes. */
export function islandsOf(html: string): { name: string; when: string }[] {
  return [...html.matchAll(/<div[^>]*\bdata-island="([^"]+)"[^>]*\bdata-when="([^"]+)"/g)].map((m) => ({
    name: m[1]!,
    when: m[2]!,
  }));
}

export function clientWeigher(distClient = 'dist/client') {
  const manifest = JSON.parse(readFileSync(path.join(distClient, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const keyOfFile = new Map(Object.entries(manifest).map(([k, c]) => [c.file, k]));
  const sizes = new Map<string, number>();
  const gz = (file: string) => {
    let n = sizes.get(file);
    if (n === undefined) {
      n = gzipSync(readFileSync(path.join(distClient, file)), { level: 9 }).length;
      sizes.set(file, n);
    }
    return n;
  };
  const closure = (key: string, seen: Set<string>) => {
    const c = manifest[key];
    if (!c) throw new Error(`no chunk ${key} in the build's manifest`);
    if (seen.has(c.file)) return;
    seen.add(c.file);
    c.imports?.forEach((k) => closure(k, seen));
  };

  /** What a page, given its HTML, loads before any interaction. */
  return function weigh(url: string, html: string): PageWeight {
    const files = new Set<string>();
    const named = [
      ...html.matchAll(/<script[^>]*\btype="module"[^>]*\bsrc="\/([^"]+)"/g),
      ...html.matchAll(/<link[^>]*\brel="modulepreload"[^>]*\bhref="\/([^"]+)"/g),
    ].map((m) => m[1]!);
    for (const file of named) {
      const key = keyOfFile.get(file);
      if (!key) throw new Error(`${url} names ${file}, which this build's manifest does not hold`);
      closure(key, files);
    }
    for (const island of islandsOf(html)) {
      if (island.when === 'interaction') continue;
      closure(`client/islands/${island.name}-island.tsx`, files);
      closure('client/islands/mount.tsx', files);
    }
    const js = [...files].filter((f) => f.endsWith('.js'));
    return { url, kb: js.reduce((n, f) => n + gz(f), 0) / 1024, files: js.map((f) => `/${f}`) };
  };
}

/** Weighs every budget page of a running site. */
export async function clientWeights(baseUrl: string, distClient = 'dist/client'): Promise<PageWeight[]> {
  const weigh = clientWeigher(distClient);
  const out: PageWeight[] = [];
  for (const url of BUDGET_PAGES) {
    const res = await fetch(baseUrl + url, {
      headers: { 'user-agent': 'Mozilla/5.0 Chrome/130', accept: 'text/html' },
    });
    out.push(weigh(url, await res.text()));
  }
  return out;
}

export async function printClientWeights(baseUrl: string, distClient = 'dist/client') {
  const pages = await clientWeights(baseUrl, distClient);
  console.log(
    `\nClient: gzip KB of the JavaScript a page may load before the first tap, key or scroll (budget ${BUDGET_KB} KB)`,
  );
  for (const p of pages)
    console.log(
      `${p.url.padEnd(44)} ${p.kb.toFixed(1).padStart(6)} KB in ${p.files.length} file(s)${p.kb > BUDGET_KB ? '  OVER' : ''}`,
    );
}
