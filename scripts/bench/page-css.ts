// What a page makes a phone wait for before its first paint, from a
// production build: the page's HTML and every stylesheet its <head> links
// (each blocks the paint), brotli as sent, with the answer's headers; the CSS
// inline in its <head> and the rest of its CSS, linked at the end of <body>;
// and the classes the page uses that the site's stylesheet styles but
// neither of those does: classes in the HTML, and those the browser's code
// can add on that page (the site's script on every page, each island the
// page carries, the react-bootstrap states scripts/page-styles.ts names).
// Used by `npm run bench` and by tests/build/content-build.test.ts, which
// holds the budgets.
import { readFileSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants } from 'node:zlib';
import { islandModules, islandsIn, RUN_TIME_CLASSES, siteModules } from '../page-styles';
import { PAGE_BROTLI_QUALITY } from '../../server/pages/page-cache';

/** KB of brotli CSS a page may carry before its first paint, on every page. */
export const STYLE_BUDGET_KB = 8;

/**
 * Bytes a server sends in the first round trip of a new connection: TCP's
 * initial window of 10 segments of 1,460 bytes, as Lighthouse's simulated
 * network counts it. A page whose answer (headers and brotli body) is larger
 * waits one more round trip, 150 ms on a 3G line, before it can paint.
 */
export const FIRST_ROUND_TRIP_BYTES = 14_600;

/** The pages held to FIRST_ROUND_TRIP_BYTES, and measured by Lighthouse and the slow-phone bench. */
export const FIRST_PAINT_PAGES = [
  '/',
  '/about',
  '/projects',
  '/blog/1',
  '/faq',
  '/contact',
  '/careers',
  '/fr',
  '/fr/contact',
];

/**
 * A page as the server sends it to a browser asking for brotli, once the
 * render cache holds it compressed (it compresses a page asked for twice, in
 * the background): its HTML, the body's bytes, and the bytes of the status
 * line and headers as written on the wire (HTTP/1.1).
 */
export async function sentPage(url: string): Promise<{ html: string; bodyBytes: number; headerBytes: number }> {
  const headers = { 'accept-encoding': 'br', 'user-agent': 'Mozilla/5.0 Chrome/130', accept: 'text/html' };
  for (let i = 0; i < 50; i++) {
    const answer = await new Promise<{ encoding?: string; cached: boolean; body: Buffer; headerBytes: number }>(
      (resolve, reject) => {
        httpGet(url, { headers }, (res) => {
          const parts: Buffer[] = [];
          res.on('data', (c: Buffer) => parts.push(c));
          res.on('end', () => {
            let head = `HTTP/1.1 ${res.statusCode} ${res.statusMessage}\r\n`;
            for (let h = 0; h < res.rawHeaders.length; h += 2)
              head += `${res.rawHeaders[h]}: ${res.rawHeaders[h + 1]}\r\n`;
            resolve({
              encoding: res.headers['content-encoding'],
              // Compressed on the fly (the first answers) it is streamed, without a length.
              cached: res.headers['content-length'] !== undefined,
              body: Buffer.concat(parts),
              headerBytes: Buffer.byteLength(`${head}\r\n`),
            });
          });
          res.on('error', reject);
        }).on('error', reject);
      },
    );
    if (answer.encoding === 'br' && answer.cached)
      return {
        html: brotliDecompressSync(answer.body).toString('utf8'),
        bodyBytes: answer.body.length,
        headerBytes: answer.headerBytes,
      };
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} was never sent compressed with brotli`);
}

export interface PageCss {
  url: string;
  /** KB of brotli of the CSS inline in <head>, compressed alone. */
  inlineKb: number;
  /** The stylesheet linked at the end of <body> (the rest of the page's CSS), and its KB of brotli. */
  after?: { href: string; kb: number };
  /** Stylesheets linked in <head>: each is a second request before the first paint. */
  blocking: string[];
  /** KB of the HTML (as sent, or brotli) and of every blocking stylesheet (brotli): what the first paint waits for. */
  beforePaintKb: number;
  /** Classes of the stylesheet's rules that apply to the page (HTML and run time) that neither its inline CSS nor the stylesheet after its content has. */
  missing: string[];
}

/** KB of brotli at the render cache's quality for a page (server/pages/page-cache.ts). */
const br = (text: string | Buffer) =>
  brotliCompressSync(text, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: PAGE_BROTLI_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(text),
    },
  }).length / 1024;

const classesIn = (selector: string) => [...selector.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1]!);

/** The classes of each selector of a stylesheet's rules (one list per selector of a selector list). */
export function selectorClasses(css: string): string[][] {
  return [...css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/([^{}]+)\{[^{}]*\}/g)].flatMap((m) =>
    m[1]!.split(',').map(classesIn),
  );
}

/** The class names a stylesheet's selectors name (declarations left out). */
export const styledClasses = (css: string) => new Set(selectorClasses(css).flat());

/** Words of the string literals of a module: the class names it can set. */
function literalWords(file: string): Set<string> {
  const text = readFileSync(file, 'utf8');
  const words = new Set<string>();
  for (const m of text.matchAll(/'([^'\n]*)'|"([^"\n]*)"|`([^`]*)`/g))
    for (const w of (m[1] ?? m[2] ?? m[3] ?? '').split(/[\s{}$]+/)) if (/^[a-z][\w-]*$/.test(w)) words.add(w);
  return words;
}

export function pageCssWeigher(root = process.cwd()) {
  const distClient = path.join(root, 'dist', 'client');
  const template = readFileSync(path.join(distClient, 'index.html'), 'utf8');
  const href = /<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"/.exec(template)?.[1];
  if (!href) throw new Error('dist/client/index.html links no stylesheet');
  const full = readFileSync(path.join(distClient, href), 'utf8');
  const selectors = selectorClasses(full).filter((classes) => classes.length > 0);
  const wordsOf = (files: readonly string[]) => new Set(files.flatMap((f) => [...literalWords(path.join(root, f))]));
  const site = wordsOf(siteModules(root));
  const islands = Object.fromEntries(
    Object.entries(islandModules(root)).map(([name, files]) => [name, wordsOf(files)]),
  );

  /** The classes a page's HTML uses, and those its scripts can add. */
  const usedBy = (html: string) => {
    const used = new Set<string>(RUN_TIME_CLASSES);
    for (const m of html.matchAll(/\bclass="([^"]*)"/g)) for (const c of m[1]!.split(/\s+/)) if (c) used.add(c);
    for (const word of site) used.add(word);
    for (const name of islandsIn(html)) for (const word of islands[name] ?? []) used.add(word);
    return used;
  };

  /** `sentBytes`: what the server sent for the page (headers and brotli body), when known (else the HTML's brotli here). */
  return function weigh(url: string, html: string, sentBytes?: number): PageCss {
    const head = html.slice(0, html.indexOf('</head>'));
    const inline = [...head.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]!).join('\n');
    const blocking = [...head.matchAll(/<link[^>]*\brel="stylesheet"[^>]*\bhref="\/([^"]+)"/g)].map((m) => m[1]!);
    const blockingCss = blocking.map((f) => readFileSync(path.join(distClient, f), 'utf8'));
    const afterHref = /<link rel="stylesheet" href="\/([^"]+)">\s*<\/body>/.exec(html)?.[1];
    const afterCss = afterHref ? readFileSync(path.join(distClient, afterHref), 'utf8') : '';
    const styled = styledClasses([inline, ...blockingCss, afterCss].join('\n'));
    // A class is missing where a rule of the stylesheet applies to the page (every class its
    // selector names is used) and the page's own CSS has no rule naming it.
    const used = usedBy(html);
    const applying = new Set(selectors.filter((classes) => classes.every((c) => used.has(c))).flat());
    const missing = [...applying].filter((c) => !styled.has(c)).sort();
    return {
      url,
      inlineKb: br(inline),
      after: afterHref ? { href: `/${afterHref}`, kb: br(afterCss) } : undefined,
      blocking: blocking.map((f) => `/${f}`),
      beforePaintKb:
        (sentBytes === undefined ? br(html) : sentBytes / 1024) + blockingCss.reduce((n, css) => n + br(css), 0),
      missing,
    };
  };
}
