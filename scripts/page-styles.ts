// `npm run build`, after the client and SSR builds: each page's own CSS
// (docs/decisions/0012, 0076-first-screen-css). The server renders every
// page of the route table (both languages, the 404, and the query variants
// each page links to, such as the blog's grid view), and PurgeCSS keeps, per
// page module, the rules of the site's stylesheet those pages' HTML uses plus
// the classes the browser's code can add at run time (toasts, the modal,
// validation states, spinners, alerts: the modules client/entry-client.tsx
// reaches). Of those, the rules its first screen uses go inline in <head>, so
// its first paint waits for no second request; all of them, in the
// stylesheet's order, go to a hashed file linked at the end of <body>.
// Writes dist/client/.vite/page-styles.json ({ stylesheet, pages, rest }),
// which the server reads at start (server/pages/page-styles.ts).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Writable } from 'node:stream';
import { Parser } from 'htmlparser2';
import { PurgeCSS } from 'purgecss';
import { recordWritten } from './keep-previous-build';
import type { SsrEntry } from '../server/pages/sources';
import { PAGE_STYLES_FILE, type PageStylesFile } from '../server/pages/page-styles';

/** The site URL pages are rendered for here: only class names are read from them. */
const SITE = 'http://localhost';
/** Query variants of one page rendered at most (the blog links to every tag, each tag to its pages). */
const MAX_VARIANTS = 40;

/**
 * Class names the browser's code sets that neither a server render nor a
 * token of the site's own modules shows: react-bootstrap composes them from
 * its prefix (the newsletter popup is a centred Modal, the toasts are Toasts
 * in a ToastContainer) and toggles its transition states by name.
 */
export const RUN_TIME_CLASSES = [
  'modal',
  'modal-dialog',
  'modal-dialog-centered',
  'modal-content',
  'modal-header',
  'modal-title',
  'modal-body',
  'modal-backdrop',
  'toast',
  'toast-container',
  'toast-header',
  'toast-body',
  'btn-close',
  'fade',
  'show',
  'showing',
];

const REGISTRY = 'client/islands/registry.ts';

/**
 * The modules of client/ reached from `entry` by static or dynamic import,
 * but not through the island registry (each island is counted where it is
 * on the page, `islandModules`).
 */
export function reachedModules(root: string, entry: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || file === REGISTRY) return;
    seen.add(file);
    const text = readFileSync(path.join(root, file), 'utf8');
    for (const m of text.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)['"](\.{1,2}\/[^'"]+)['"]/g)) {
      const base = path.posix.join(path.posix.dirname(file), m[1]!);
      if (!base.startsWith('client/')) continue;
      const found = ['', '.ts', '.tsx'].map((ext) => base + ext).find((f) => existsSync(path.join(root, f)));
      if (found && /\.tsx?$/.test(found)) visit(found);
    }
  };
  visit(entry);
  return [...seen].sort();
}

/** The browser's code on every page: the site's script, the toasts, the newsletter popup. */
export const siteModules = (root: string) => reachedModules(root, 'client/entry-client.tsx');

/** The modules of each island the registry names, which the browser loads where that island is on the page. */
export function islandModules(root: string): Record<string, string[]> {
  const text = readFileSync(path.join(root, REGISTRY), 'utf8');
  return Object.fromEntries(
    [...text.matchAll(/'([a-z-]+)':\s*\(\)\s*=>\s*import\('\.\/([^']+)'\)/g)].map((m) => [
      m[1]!,
      reachedModules(root, `client/islands/${m[2]!}.tsx`),
    ]),
  );
}

/** The islands a page's HTML carries (client/islands/island.tsx writes `data-island`). */
export const islandsIn = (html: string) => new Set([...html.matchAll(/data-island="([^"]+)"/g)].map((m) => m[1]!));

/** The rules of `css` that the given HTML and run-time sources can use. */
export async function pageCss(options: {
  css: string;
  html: readonly string[];
  sources: readonly string[];
  safelist?: readonly string[];
}) {
  const [result] = await new PurgeCSS().purge({
    content: [...options.html.map((raw) => ({ raw, extension: 'html' })), ...options.sources],
    css: [{ raw: options.css }],
    safelist: { standard: [...(options.safelist ?? RUN_TIME_CLASSES)] },
    variables: true,
    keyframes: true,
    fontFace: true,
  });
  return result!.css;
}

/** Blocks of <main> that make a page's first screen: its opening section and the two after it (the contact page shows its form on a laptop's first screen). */
export const FIRST_SCREEN_BLOCKS = 3;

/**
 * The part of a page's HTML its first screen can show: everything but the
 * blocks of <main> after its first FIRST_SCREEN_BLOCKS and the site's footer
 * (the header and its menus, the skip link, the chat button fixed to the
 * screen and the toasts' region stay). What is cut lies below the first
 * screen on a phone and on a laptop (tests/e2e/first-paint-css.spec.ts).
 */
export function firstScreenHtml(html: string, blocks = FIRST_SCREEN_BLOCKS): string {
  const cuts: [number, number][] = [];
  // Names of the elements open, and where each one's content starts.
  const open: { name: string; inner: number }[] = [];
  // The main element's depth while it is open; -1 before it, -2 after it.
  let main = -1;
  let footer = -1;
  let shown = 0;
  let cutFrom = -1;
  const parser = new Parser(
    {
      onopentag(name) {
        if (name === 'main' && main === -1) main = open.length;
        if (name === 'footer' && main === -2 && footer < 0) {
          footer = open.length;
          cutFrom = parser.startIndex;
        }
        open.push({ name, inner: parser.endIndex + 1 });
      },
      onclosetag(name, implied) {
        const depth = open.length - 1;
        const { inner } = open.pop()!;
        const end = parser.endIndex + 1;
        if (depth === main + 1 && main >= 0 && !implied && parser.startIndex > inner) {
          // A block of main with content (an empty placeholder, such as the popup's, is not one).
          shown += 1;
          if (shown === blocks) cutFrom = end;
        } else if (name === 'main' && depth === main) {
          if (cutFrom >= 0) cuts.push([cutFrom, parser.startIndex]);
          main = -2;
          cutFrom = -1;
        } else if (name === 'footer' && depth === footer) {
          cuts.push([cutFrom, end]);
          cutFrom = -1;
        }
      },
    },
    { decodeEntities: false, lowerCaseTags: true },
  );
  parser.end(html);
  let out = html;
  for (const [from, to] of cuts.reverse()) out = out.slice(0, from) + out.slice(to);
  return out;
}

/** A page's HTML as the server streams it, once complete. */
function renderHtml(entry: SsrEntry, url: string, today: string): Promise<{ chunk: string; html: string }> {
  return entry.prepare(url, SITE, today).then(
    (page) =>
      new Promise((resolve, reject) => {
        const parts: Buffer[] = [];
        const sink = new Writable({
          write(chunk: Buffer, _enc, done) {
            parts.push(Buffer.from(chunk));
            done();
          },
          final(done) {
            resolve({ chunk: page.chunk, html: Buffer.concat(parts).toString('utf8') });
            done();
          },
        });
        const stream = entry.render(
          page,
          { onAllReady: () => stream.pipe(sink), onShellError: reject, onError: reject },
          { today, siteUrl: SITE },
        );
      }),
  );
}

/** A search no item answers: its page shows the empty state and the active filters. */
const NO_MATCH = 'zqxjv';

/**
 * The page's own query variants: its links to its path with a query (the
 * blog's views, tags and pages; the projects' filters; a job's application)
 * and each of its search forms answered with no match.
 */
function queryVariants(url: string, html: string): string[] {
  const out = new Set<string>();
  for (const m of html.matchAll(/href="([^"]*\?[^"]*)"/g)) {
    const href = m[1]!.replace(/&amp;/g, '&').split('#')[0]!;
    if (href.split('?')[0] === url) out.add(href);
  }
  for (const m of html.matchAll(/<form[^>]*action="([^"]+)" method="get">([\s\S]*?)<\/form>/g)) {
    // A search form's action may end in the fragment its results open at.
    if (m[1]!.split('#')[0] !== url) continue;
    for (const input of m[2]!.matchAll(/<input[^>]*type="search"[^>]*name="([^"]+)"/g))
      out.add(`${url}?${input[1]}=${NO_MATCH}`);
  }
  return [...out];
}

export async function writePageStyles(root: string, distDir = path.join(root, 'dist')): Promise<PageStylesFile> {
  const clientDir = path.join(distDir, 'client');
  const template = readFileSync(path.join(clientDir, 'index.html'), 'utf8');
  const href = /<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"/.exec(template)?.[1];
  if (!href) throw new Error('dist/client/index.html links no stylesheet');
  const css = readFileSync(path.join(clientDir, href), 'utf8');
  const entry = (await import(pathToFileURL(path.join(distDir, 'ssr', 'entry-server.js')).href)) as SsrEntry & {
    servedUrls(): string[];
  };
  await entry.preloadAll();
  const today = new Date().toISOString().slice(0, 10);
  const byChunk = new Map<string, string[]>();
  for (const url of entry.servedUrls()) {
    // The page, then its variants breadth first (a filter chip is a link of the filters' own variant).
    const seen = new Set([url]);
    const queue = [url];
    while (queue.length > 0) {
      const page = await renderHtml(entry, queue.shift()!, today);
      byChunk.set(page.chunk, [...(byChunk.get(page.chunk) ?? []), page.html]);
      for (const variant of queryVariants(url, page.html))
        if (seen.size <= MAX_VARIANTS && !seen.has(variant)) {
          seen.add(variant);
          queue.push(variant);
        }
    }
  }
  const site = siteModules(root);
  const islands = islandModules(root);
  const pages: Record<string, string> = {};
  const rest: Record<string, string> = {};
  const written: string[] = [];
  for (const [chunk, html] of [...byChunk].sort(([a], [b]) => a.localeCompare(b))) {
    const carried = [...new Set(html.flatMap((h) => [...islandsIn(h)]))];
    const sources = [...new Set([...site, ...carried.flatMap((name) => islands[name] ?? [])])];
    const own = await pageCss({ css, html, sources });
    // The first screen before the site's script runs: its HTML alone (the script waits for the stylesheet after the content).
    const first = await pageCss({
      css: own,
      html: [template, ...html.map((h) => firstScreenHtml(h))],
      sources: [],
      safelist: [],
    });
    if (first.includes('</')) throw new Error(`the CSS of ${chunk} holds "</", which would end its <style> element`);
    pages[chunk] = first;
    // After the content, all of the page module's CSS in the stylesheet's order, the first
    // screen's rules again among them: a rule kept inline cannot then win over a later rule of
    // the same weight it lost to in the stylesheet (tests/e2e/whole-page-css.spec.ts).
    const name = `assets/page-${path.basename(chunk).replace(/\.\w+$/, '')}-${createHash('sha256').update(own).digest('base64url').slice(0, 8)}.css`;
    writeFileSync(path.join(clientDir, name), `${own}\n`);
    written.push(name);
    rest[chunk] = `/${name}`;
  }
  // Kept as the client build's own files are, for pages opened before a later build (0056).
  recordWritten(clientDir, written);
  const file: PageStylesFile = { stylesheet: `/${href}`, pages, rest };
  writeFileSync(path.join(clientDir, PAGE_STYLES_FILE), `${JSON.stringify(file)}\n`);
  return file;
}

// `tsx scripts/page-styles.ts [DIST]`: the build being made (scripts/build-site.mjs names its staging folder).
if (import.meta.url === pathToFileURL(process.argv[1]!).href) {
  const root = process.cwd();
  await writePageStyles(root, process.argv[2] ? path.resolve(process.argv[2]) : undefined);
}
