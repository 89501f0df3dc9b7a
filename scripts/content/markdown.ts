// Markdown to HTML and text at build time, with the unified chain most
// React blogs and Astro use: remark-parse (CommonMark) + remark-gfm
// (tables, strikethrough, autolinks) -> remark-rehype -> rehype-slug
// (heading ids) -> rehype-stringify. Only the build runs this; pages
// receive the HTML.
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import remarkRehype from 'remark-rehype';
import rehypeSlug from 'rehype-slug';
import rehypeStringify from 'rehype-stringify';
import { toString as hastToString } from 'hast-util-to-string';
import { toString as mdastToString } from 'mdast-util-to-string';
import type { Root as MdastRoot, RootContent } from 'mdast';
import type { Root as HastRoot, Element } from 'hast';
import { visit } from 'unist-util-visit';

export interface Heading {
  depth: number;
  id: string;
  text: string;
}

export interface RenderedMarkdown {
  html: string;
  /** The readable text, for word counts and search. */
  text: string;
  headings: Heading[];
  /** Every link target, to check internal links. */
  links: string[];
}

const parser = unified().use(remarkParse).use(remarkGfm);
const toHtml = unified().use(remarkRehype).use(rehypeSlug).use(rehypeStringify);

export const parseMarkdown = (source: string): MdastRoot => parser.runSync(parser.parse(source)) as MdastRoot;

/** A file under the site's root (/images/x.svg, /blog/rss.xml): the same for every language. */
const FILE_LINK = /\.[a-z0-9]{2,5}$/i;

/**
 * A site path written in content for the language of `prefix` ('' for
 * English, '/fr' for French): '/contact' -> '/fr/contact', '/' -> '/fr',
 * '/contact#form' -> '/fr/contact#form'. Files, external links, anchors
 * on the same page and paths already prefixed stay as they are.
 */
export function localizeLink(prefix: string, href: string): string {
  if (!prefix || !href.startsWith('/') || href.startsWith('//')) return href;
  const cut = href.search(/[?#]/);
  const pathname = cut === -1 ? href : href.slice(0, cut);
  if (FILE_LINK.test(pathname) || pathname === prefix || pathname.startsWith(`${prefix}/`)) return href;
  return (pathname === '/' ? prefix : prefix + pathname) + (cut === -1 ? '' : href.slice(cut));
}

/**
 * Markdown to HTML. `linkPrefix` ('/fr') localizes internal links for a
 * language other than English; `links` keeps them as written (the checker
 * tests them against the English paths, which every language shares).
 */
export function renderMarkdown(source: string, options: { linkPrefix?: string } = {}): RenderedMarkdown {
  const mdast = parseMarkdown(source);
  const hast = toHtml.runSync(mdast) as HastRoot;
  const headings: Heading[] = [];
  const links: string[] = [];
  visit(hast, 'element', (el: Element) => {
    const depth = /^h([1-6])$/.exec(el.tagName)?.[1];
    if (depth) headings.push({ depth: Number(depth), id: String(el.properties.id ?? ''), text: hastToString(el) });
    if (el.tagName === 'a' && typeof el.properties.href === 'string') {
      links.push(el.properties.href);
      if (options.linkPrefix) el.properties.href = localizeLink(options.linkPrefix, el.properties.href);
    }
  });
  return { html: String(toHtml.stringify(hast)).trim(), text: blockText(mdast), headings, links };
}

/** The text of every block, one space between blocks (words do not run together). */
export function blockText(node: MdastRoot | RootContent): string {
  const parts: string[] = [];
  visit(node, (n) => {
    if (n.type === 'paragraph' || n.type === 'heading' || n.type === 'code' || n.type === 'tableCell') {
      parts.push(mdastToString(n));
      return 'skip';
    }
    return undefined;
  });
  return parts.join(' ').replace(/\s+/g, ' ').trim();
}

/**
 * The sections of a document by '## ' heading: the text before the first
 * heading, then each heading with its blocks. For pages whose copy is plain
 * paragraphs (case studies, service intros, legal pages).
 */
export function sections(mdast: MdastRoot): {
  lead: RootContent[];
  parts: { heading: string; blocks: RootContent[] }[];
} {
  const lead: RootContent[] = [];
  const parts: { heading: string; blocks: RootContent[] }[] = [];
  for (const node of mdast.children) {
    if (node.type === 'heading' && node.depth === 2) parts.push({ heading: mdastToString(node), blocks: [] });
    else (parts.at(-1)?.blocks ?? lead).push(node);
  }
  return { lead, parts };
}

export { mdastToString };
