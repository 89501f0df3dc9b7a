// The JavaScript each page type needs for its first render, gzip level 9,
// from a production build's manifest: the entry, the page's chunk, the
// chunks they import statically, and the chunks the page loads before it
// renders for that URL (its language's dictionary and shell, the content
// it shows, the item): the set the server preloads, asked of the route
// table itself (resolveRoute), so the figure follows the code. Used by `npm run bench`
// and by tests/build/content-build.test.ts, which holds the budgets.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { resolveRoute } from '../../client/routes';
import { localizePath } from '../../shared/i18n/lang';

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}

/**
 * What react-router-dom costs every page's first render (KB of gzip
 * JavaScript, measured by this bench against a hand-written router of the
 * same routes; docs/decisions/0008): each budget holds exactly this much for it.
 */
export const ROUTER_KB = 11.1;

/** The page budgets (KB of gzip JavaScript). */
export const BUDGETS = { entry: 85 + ROUTER_KB, home: 90 + ROUTER_KB, page: 100 + ROUTER_KB };

/** The pages the budgets are measured on, and their French twins (the budgets hold for /fr pages too). */
const ENGLISH_PAGES = [
  '/',
  '/about',
  '/contact',
  '/blog',
  '/blog/1',
  '/projects',
  '/projects/ecommerce-ai',
  '/careers',
  '/faq',
  '/services',
  '/services/ai-agents',
  '/services/chatbot-solutions',
];
export const BUDGET_PAGES: string[] = [...ENGLISH_PAGES, ...ENGLISH_PAGES.map((u) => localizePath('fr', u))];

export interface PageWeight {
  url: string;
  kb: number;
  budget: number;
}

export async function clientWeights(distClient = 'dist/client'): Promise<{ entryKb: number; pages: PageWeight[] }> {
  const manifest = JSON.parse(readFileSync(path.join(distClient, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry)!;
  const gz = (file: string) => gzipSync(readFileSync(path.join(distClient, file)), { level: 9 }).length;
  const filesOf = (key: string, seen = new Set<string>()) => {
    const c = manifest[key];
    if (!c) throw new Error(`no chunk ${key} in the build's manifest`);
    if (seen.has(c.file)) return seen;
    seen.add(c.file);
    c.imports?.forEach((k) => filesOf(k, seen));
    return seen;
  };
  const kb = (files: Set<string>) => [...files].filter((f) => f.endsWith('.js')).reduce((n, f) => n + gz(f), 0) / 1024;
  const entryKb = kb(filesOf(entryKey));
  const pages: PageWeight[] = [];
  for (const url of BUDGET_PAGES) {
    const resolved = await resolveRoute(url);
    const files = filesOf(resolved.route.page.chunk, filesOf(entryKey));
    // A module some static import already put in the entry (the English
    // dictionary, while the form components read it through the old
    // shared/messages.ts) is no chunk of its own: it is counted in the entry.
    resolved.itemChunks.filter((k) => manifest[k]).forEach((k) => filesOf(k, files));
    pages.push({ url, kb: kb(files), budget: url === '/' || url === '/fr' ? BUDGETS.home : BUDGETS.page });
  }
  return { entryKb, pages };
}

export async function printClientWeights(distClient = 'dist/client') {
  const { entryKb, pages } = await clientWeights(distClient);
  console.log(
    '\nClient: gzip KB of JavaScript for the first render (entry + page chunk + imports + dictionary, shell and content shown)',
  );
  console.log(
    `${'entry chunk'.padEnd(32)} ${entryKb.toFixed(1).padStart(6)} KB  (budget ${BUDGETS.entry})${entryKb > BUDGETS.entry ? '  OVER' : ''}`,
  );
  for (const p of pages)
    console.log(
      `${p.url.padEnd(32)} ${p.kb.toFixed(1).padStart(6)} KB  (budget ${p.budget})${p.kb > p.budget ? '  OVER' : ''}`,
    );
}
