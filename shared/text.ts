// Case-folding for the site's searches, the bound on what they read, and
// the cut of a long text for a description.
import { SEARCH_MAX_CHARS, SEARCH_MAX_WORDS } from './constants';

// English and French fold the same way under the default Unicode mapping
// (no Turkish dotless i), so this needs no locale: the locale-aware call loads ICU data on
// first use, tens of milliseconds of a slow phone's main thread while the
// page starts.
export const lower = (s: string) => s.toLowerCase();

// Letters a search treats as the same: ligatures written out, typographic
// apostrophes as the keyboard's.
const LIGATURES: Record<string, string> = { œ: 'oe', æ: 'ae', ß: 'ss', '’': "'", ʼ: "'" };

/**
 * The form in which every search of the site compares text: lower case,
 * accents and other combining marks dropped, ligatures written out. Phone
 * keyboards and hurried typists leave accents out, so « securite » must find
 * « sécurité » and « coeur » « cœur ». Canonical decomposition is built into
 * every engine (no ICU data, no locale), and each text is folded once: the
 * searches keep their folded haystacks per item.
 */
export function fold(s: string): string {
  return s
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/[œæß’ʼ]/g, (c) => LIGATURES[c] ?? c);
}

/**
 * The search text a page works with: blanks around and between words
 * collapsed, each word once (the first spelling kept), at most
 * SEARCH_MAX_WORDS words and SEARCH_MAX_CHARS characters. Only the start of
 * the raw text is ever looked at, so a 15 KB query costs what a short one
 * does; a word cut by the character bound is dropped rather than searched
 * half-typed. The page shows this text as what was searched.
 */
export function boundedSearch(raw: string): string {
  const head = raw.trimStart().slice(0, SEARCH_MAX_CHARS + 1);
  const cut = head.length > SEARCH_MAX_CHARS;
  const parts = head.split(/\s+/).filter(Boolean);
  // The last word was cut by the bound when the text goes on past it: drop it, unless it is the only one.
  if (cut && !/\s$/.test(head) && parts.length > 1) parts.pop();
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const word of parts) {
    const key = fold(word);
    if (seen.has(key)) continue;
    seen.add(key);
    kept.push(word);
    if (kept.length === SEARCH_MAX_WORDS) break;
  }
  return kept.join(' ').slice(0, SEARCH_MAX_CHARS);
}

/** Shorten to at most `max` characters, cutting at a word boundary and ending with an ellipsis. */
export function trimAtWord(text: string, max = 160): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > 0 ? cut.slice(0, space) : cut).replace(/[\s,;:.-]+$/, '')}…`;
}
