// What a reader, a screen reader or a link preview reads of a server-rendered
// page, as prose lines a copy rule can check: the head's texts (title, meta
// descriptions, og and twitter texts), the JSON-LD texts, the body's visible
// text and the attributes people hear or see (alt, aria-label, title,
// placeholder). URLs, colours, labels of the dump format and the language
// switch (written in the language it leads to, on purpose) are left out.
import { decodeEntities, visibleText } from '../../scripts/page-text/visible-text';

/** Meta tags whose value is not prose. */
const NOT_PROSE = new Set([
  'theme-color',
  'robots',
  'og:url',
  'og:image',
  'og:image:width',
  'og:image:height',
  'og:type',
  'og:locale',
  'twitter:card',
  'twitter:image',
]);

/** The text values of a JSON-LD block (its keys and URLs are schema.org's, not prose). */
function jsonText(value: unknown): string[] {
  if (typeof value === 'string')
    return /^(https?:|\/|[A-Z][a-z]?-[A-Z][a-z]? |\d{4}-\d{2}-\d{2}|[A-Z]{2,3}$)/.test(value) ? [] : [value];
  if (Array.isArray(value)) return value.flatMap(jsonText);
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => (k.startsWith('@') ? [] : jsonText(v)));
  return [];
}

function proseOf(line: string): string[] {
  if (line.startsWith('json-ld: ')) return jsonText(JSON.parse(line.slice('json-ld: '.length)));
  if (line.startsWith('link ') || line === '--- body') return [];
  const meta = /^meta ([^ ]+): ([\s\S]*)$/.exec(line);
  if (meta) return NOT_PROSE.has(meta[1]!) ? [] : [meta[2]!];
  if (line.startsWith('title: ')) return [line.slice('title: '.length)];
  const img = /^\[img: ([\s\S]*)\]$/.exec(line);
  if (img) return img[1] ? [img[1]] : [];
  return [line];
}

/** The page's prose, one piece per line. */
export function readableLines(page: string): string[] {
  // visibleText folds U+00A0 into a plain space; the narrow U+202F survives it, and both are the no-break space the rules look for.
  const html = page.replace(/\u00a0|&nbsp;|&#160;|&#xa0;/gi, '\u202f');
  // The switch and the suggestion of the other edition are written in the language they lead to, on purpose.
  const withoutSwitch = html
    .replace(/<a class="lang-switch[^"]*"[^>]*>[\s\S]*?<\/a>/g, '')
    .replace(/<aside class="lang-suggestion"[\s\S]*?<\/aside>/g, '');
  const at = withoutSwitch.indexOf('<body');
  const body = at < 0 ? '' : withoutSwitch.slice(at).replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, '');
  const attrs = [...body.matchAll(/\s(?:alt|aria-label|placeholder|title)="([^"]*)"/g)].map((m) =>
    decodeEntities(m[1]!),
  );
  return [...visibleText(html).split('\n').flatMap(proseOf), ...attrs].filter((l) => l.trim());
}
