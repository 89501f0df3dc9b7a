// The JavaScript each page type needs for its first render, gzip level 9,
// from a production build's manifest: the entry, the page's chunk, the
// chunks they import statically, and the content chunk of the item the
// URL shows (the server preloads the same set). Used by `npm run bench`
// and by tests/build/content-build.test.ts, which holds the budgets.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { parseProjectQuery, projectListing } from '../../shared/projects-query';

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}

/** The budgets of issue 12 (KB of gzip JavaScript). */
export const BUDGETS = { entry: 85, home: 90, page: 100 };

/** The pages the budgets are measured on, with the chunks of the item each shows. */
export const BUDGET_PAGES: { url: string; page: string; items: string[] }[] = [
  { url: '/', page: 'home-page', items: [] },
  { url: '/about', page: 'about-page', items: [] },
  { url: '/contact', page: 'contact-page', items: [] },
  { url: '/blog', page: 'blog-page', items: [] },
  { url: '/blog/1', page: 'blog-post-page', items: ['shared/generated/en/blog/1.ts'] },
  // The list loads the case-study bodies of the cards it shows (View Details).
  { url: '/projects', page: 'projects-page', items: projectListing(parseProjectQuery(new URLSearchParams())).items.map((p) => `shared/generated/en/projects/${p.slug}.ts`) },
  { url: '/projects/ecommerce-ai', page: 'project-page', items: ['shared/generated/en/projects/ecommerce-ai.ts'] },
  { url: '/careers', page: 'careers-page', items: [] },
  { url: '/faq', page: 'faq-page', items: [] },
  { url: '/services', page: 'services-page', items: [] },
  { url: '/services/ai-agents', page: 'service-page', items: ['shared/generated/en/service-groups/ai-agents.ts'] },
  { url: '/services/chatbot-solutions', page: 'service-page', items: ['shared/generated/en/services/chatbot-solutions.ts'] },
];

export interface PageWeight {
  url: string;
  kb: number;
  budget: number;
}

export function clientWeights(distClient = 'dist/client'): { entryKb: number; pages: PageWeight[] } {
  const manifest = JSON.parse(readFileSync(path.join(distClient, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
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
  const pages = BUDGET_PAGES.map(({ url, page, items }) => {
    const files = filesOf(`client/pages/${page}.tsx`, filesOf(entryKey));
    items.forEach((k) => filesOf(k, files));
    return { url, kb: kb(files), budget: url === '/' ? BUDGETS.home : BUDGETS.page };
  });
  return { entryKb, pages };
}

export function printClientWeights(distClient = 'dist/client') {
  const { entryKb, pages } = clientWeights(distClient);
  console.log('\nClient: gzip KB of JavaScript for the first render (entry + page chunk + imports + the item shown)');
  console.log(`${'entry chunk'.padEnd(32)} ${entryKb.toFixed(1).padStart(6)} KB  (budget ${BUDGETS.entry})${entryKb > BUDGETS.entry ? '  OVER' : ''}`);
  for (const p of pages) console.log(`${p.url.padEnd(32)} ${p.kb.toFixed(1).padStart(6)} KB  (budget ${p.budget})${p.kb > p.budget ? '  OVER' : ''}`);
}
