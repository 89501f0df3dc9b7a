// Each page's own CSS, inline in its <head>, and the site's whole stylesheet
// after the page's content: a page paints from its first response, without
// waiting for a second request (docs/decisions/0012). The build decides the
// CSS per page module (scripts/page-styles.ts), so a page's HTML stays a pure
// function of the build and its URL, and the render cache holds it as is.
// The CSP names each inline style by its hash (style-src-elem), per answer.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Where the build writes the CSS of each page module, in dist/client. */
export const PAGE_STYLES_FILE = path.join('.vite', 'page-styles.json');

export interface PageStylesFile {
  /** The whole stylesheet's URL ('/assets/style-….css'). */
  stylesheet: string;
  /** The CSS of each page module's first screen (its `chunk`, 'client/pages/home-page.tsx'), inline in <head>. */
  pages: Record<string, string>;
  /**
   * The URL of each page module's stylesheet, linked after the content: all of its CSS, the
   * first screen's again among it, in the site stylesheet's order ('/assets/page-home-page-….css').
   */
  rest?: Record<string, string>;
}

/** A page's inline CSS: the element for its <head> and its CSP source. */
export interface InlineStyle {
  element: string;
  /** `'sha256-…'`, for the page's Content-Security-Policy. */
  hash: string;
  /**
   * The stylesheet linked at the end of <body>: the page module's own, or
   * the whole stylesheet for a build that wrote none; undefined for a
   * module the build wrote no stylesheet for.
   */
  after: string | undefined;
}

export interface PageStyles {
  /** The whole stylesheet's URL. */
  stylesheet: string;
  /** The inline CSS of a page module; undefined for a module the build did not style (its page links the stylesheet in <head>). */
  of(chunk: string): InlineStyle | undefined;
}

/** The CSP source that allows exactly this <style> element's text. */
export const styleHash = (css: string) => `'sha256-${createHash('sha256').update(css, 'utf8').digest('base64')}'`;

export function pageStylesOf(file: PageStylesFile): PageStyles {
  const styles = new Map(
    Object.entries(file.pages).map(([chunk, css]) => [
      chunk,
      { element: `<style>${css}</style>`, hash: styleHash(css), after: file.rest ? file.rest[chunk] : file.stylesheet },
    ]),
  );
  return { stylesheet: file.stylesheet, of: (chunk) => styles.get(chunk) };
}

/** The build's page styles, or undefined for a build without them. */
export function readPageStyles(clientDir: string): PageStyles | undefined {
  const file = path.join(clientDir, PAGE_STYLES_FILE);
  if (!existsSync(file)) return undefined;
  return pageStylesOf(JSON.parse(readFileSync(file, 'utf8')) as PageStylesFile);
}

/**
 * The page's template with its first screen's CSS inline in <head> where
 * the stylesheet was linked, and its page module's stylesheet linked at the
 * end of <body>: it loads without holding the first paint, and the site's
 * script, which a stylesheet the parser met holds back, runs once it has
 * applied.
 */
export function withInlineStyle(template: string, stylesheet: string, style: InlineStyle): string {
  const link = new RegExp(
    `\\s*<link rel="stylesheet"[^>]*href="${stylesheet.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"[^>]*>`,
  );
  if (!link.test(template)) throw new Error(`the page template does not link ${stylesheet}`);
  const head = template.replace(link, `\n    ${style.element}`);
  return style.after ? head.replace('</body>', `  <link rel="stylesheet" href="${style.after}">\n  </body>`) : head;
}
