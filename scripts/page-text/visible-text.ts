// The text a visitor (or a search engine) gets from a page's server HTML:
// head title, description, canonical and JSON-LD, then the body's visible
// text one block per line, with image alt texts. Hashed asset names, the
// app-data script and markup details are left out, so the same page built
// another way (Markdown instead of HTML strings, another chunk layout)
// yields the same text, and a changed word does not.

const BLOCK =
  /^(address|article|aside|blockquote|br|button|dd|details|div|dl|dt|fieldset|figcaption|figure|footer|form|h[1-6]|header|hr|label|legend|li|main|nav|ol|option|p|pre|section|select|summary|table|td|th|tr|ul)$/i;

const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

export function decodeEntities(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (m, e: string) => {
    if (e[0] === '#')
      return String.fromCodePoint(e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10));
    return named[e.toLowerCase()] ?? m;
  });
}

const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];

// English pages too carry tags that say
// which languages a page exists in: hreflang alternates, og:locale:alternate,
// JSON-LD inLanguage, and the language switch link. They are left out here,
// so the English text is still compared word for word with the baseline
// recorded before; tests/pages/language-walk.test.ts checks them on every page.
const I18N_META = new Set(['og:locale:alternate']);

/** A JSON-LD block without its inLanguage fields. */
function withoutLanguage(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutLanguage);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([k]) => k !== 'inLanguage')
      .map(([k, v]) => [k, withoutLanguage(v)]),
  );
}

function headLines(head: string): string[] {
  const lines: string[] = [];
  const title = /<title>([\s\S]*?)<\/title>/.exec(head)?.[1];
  if (title !== undefined) lines.push(`title: ${decodeEntities(title)}`);
  for (const tag of head.match(/<meta\s[^>]*>/g) ?? []) {
    const key = attr(tag, 'name') ?? attr(tag, 'property');
    const content = attr(tag, 'content');
    if (key && content !== undefined && key !== 'viewport' && !I18N_META.has(key))
      lines.push(`meta ${key}: ${decodeEntities(content)}`);
  }
  for (const tag of head.match(/<link\s[^>]*>/g) ?? []) {
    const rel = attr(tag, 'rel');
    if ((rel === 'canonical' || rel === 'alternate') && attr(tag, 'hreflang') === undefined)
      lines.push(`link ${rel}: ${decodeEntities(attr(tag, 'href') ?? '')}`);
  }
  for (const m of head.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)) {
    // Re-serialised, so escaping choices (\u003c) do not count as a change.
    lines.push(`json-ld: ${JSON.stringify(withoutLanguage(JSON.parse(m[1]!)))}`);
  }
  return lines;
}

function bodyLines(body: string): string[] {
  const text = body
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, '')
    .replace(/<a class="lang-switch[^"]*"[^>]*>[\s\S]*?<\/a>/g, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<img\s[^>]*>/gi, (tag) => `\n[img: ${attr(tag, 'alt') ?? ''}]\n`)
    .replace(/<\/?([a-z][a-z0-9-]*)\b[^>]*>/gi, (_, name: string) => (BLOCK.test(name) ? '\n' : ''));
  return decodeEntities(text)
    .split('\n')
    .map((l) => l.replace(/[ \t\r\f\v\u00a0]+/g, ' ').trim())
    .filter(Boolean);
}

/** The visible text of a server-rendered page, one line per block. */
export function visibleText(html: string): string {
  const at = html.indexOf('<body');
  const head = at < 0 ? html : html.slice(0, at);
  const body = at < 0 ? '' : html.slice(at);
  return [...headLines(head), '--- body', ...bodyLines(body)].join('\n');
}
