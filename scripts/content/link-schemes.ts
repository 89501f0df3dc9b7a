// Which links a Markdown body may hold: web addresses (http, https), mail
// and phone links, a #heading of the same page, and paths of this site
// (/contact). Anything else is refused by the build, naming the file and the
// line: a `javascript:` or `data:` link runs or shows whatever it carries
// when clicked (the production CSP blocks the first, `npm run dev` does not),
// `//host/x` leaves the site while looking like one of its paths, and a
// relative `contact` or an unknown scheme lands nowhere the owner meant.
// Links and link definitions are both read, from the parsed Markdown, so
// autolinks (<https://…>) and references ([text][ref]) are checked alike.
import { readFileSync } from 'node:fs';
import type { Definition, Link } from 'mdast';
import { visit } from 'unist-util-visit';
import { parseMarkdown } from './markdown';
import { relPath, type Ctx } from './read-files';
import { show } from './messages';

// `/\\host` is `//host` to a browser.
const ALLOWED = /^(?:https?:\/\/[^/\\\s]|mailto:|tel:|#|\/(?![/\\]))/i;

/** Whether a link target is one the site publishes. */
export const publishableLink = (href: string): boolean => ALLOWED.test(href.trim());

/**
 * Report every link of `body` that the site does not publish, as
 * `<file>:<line>: …`. `body` is the file's text after its front matter;
 * lines are counted in the whole file, as the owner's editor shows them.
 */
export function checkLinkSchemes(ctx: Ctx, file: string, body: string): void {
  const source = readFileSync(file, 'utf8');
  const before = source.endsWith(body) ? source.slice(0, source.length - body.length).split('\n').length - 1 : 0;
  visit(parseMarkdown(body), (node) => {
    if (node.type !== 'link' && node.type !== 'definition') return;
    const { url, position } = node as Link | Definition;
    if (publishableLink(url)) return;
    const line = (position?.start.line ?? 1) + before;
    ctx.problems.push(
      `${relPath(file)}:${line}: link ${show(url)} is not allowed: write a web address (https://…), mailto:, tel:, a #heading of the page or a path of this site such as /contact`,
    );
  });
}
