// The /faq search, in both languages: case and accents do not count, over
// questions and answers (shared/text.ts fold).
// A plain substring match leaves a visitor in dead ends ("pricing" when the
// answers say "price" or "cost", « prix » when they say « coûte », "ROI" when
// they say « retour sur investissement »), so besides the term itself a
// question also matches when every word of the term is found in it as a word
// start, as the same stem, or as one of a few synonyms. Pure and
// dependency-free: the page runs it on every key, on the server for ?q= and in
// the browser as the visitor types.
import { boundedSearch, fold } from './text';
import type { Lang } from './i18n/lang';

/**
 * Words each language's search box proposes (its placeholder quotes them);
 * each must find at least one question in that language (tested).
 */
export const FAQ_SEARCH_SUGGESTIONS: Record<Lang, readonly string[]> = {
  en: ['pricing', 'security', 'support', 'ROI'],
  fr: ['prix', 'sécurité', 'assistance', 'ROI'],
};

/**
 * Words a visitor uses for what the answers call otherwise, English and
 * French in one group: a word of one language never means something else in
 * the other here, and a French visitor who types "cost" still lands on the
 * price. Matching is by stem on folded text, so one form of each word is
 * enough and accents are optional; an entry with a space is a phrase.
 */
const SYNONYM_GROUPS: readonly (readonly string[])[] = [
  ['price', 'cost', 'fee', 'quote', 'budget', 'prix', 'tarif', 'cout', 'coute', 'frais', 'devis'],
  [
    'secure',
    'privacy',
    'private',
    'protect',
    'confidential',
    'encrypt',
    'safe',
    'securite',
    'securise',
    'confidentialite',
    'protection',
    'chiffre',
  ],
  [
    'roi',
    'return on investment',
    'pay back',
    'payback',
    'retour sur investissement',
    'rentabilite',
    'rentabilisent',
    'rentable',
  ],
  ['support', 'maintenance', 'assistance', 'suivi'],
  ['timeline', 'how long', 'duration', 'weeks', 'months', 'delai', 'duree', 'combien de temps', 'semaines', 'mois'],
  ['language', 'french', 'english', 'multilingual', 'langue', 'francais', 'anglais', 'multilingue', 'bilingue'],
];

// Longest first, so 'ations' goes before 'ation' before 's'.
const SUFFIXES = ['ations', 'ation', 'ate', 'ities', 'ity', 'ings', 'ing', 'ies', 'ive', 'ed', 'es', 'ly', 's', 'e'];

/** A light English stem: the word without one common suffix, never shorter than 3 letters. */
export function stem(word: string): string {
  const w = fold(word);
  for (const suffix of SUFFIXES) {
    if (w.endsWith(suffix) && w.length - suffix.length >= 3) {
      const base = w.slice(0, -suffix.length);
      return suffix === 'ies' ? `${base}y` : base;
    }
  }
  return w;
}

const words = (text: string) => fold(text).match(/[\p{L}\p{N}]+/gu) ?? [];

// Each one-word synonym's stem to its group, so a term word finds its group in one lookup.
const GROUP_BY_STEM = new Map<string, readonly string[]>();
for (const group of SYNONYM_GROUPS)
  for (const w of group) if (!w.includes(' ') && !GROUP_BY_STEM.has(stem(w))) GROUP_BY_STEM.set(stem(w), group);

/** Every way of saying `word`: itself and its synonyms (by stem). */
function alternatives(word: string): string[] {
  const s = stem(word);
  const group = GROUP_BY_STEM.get(s);
  return group ? [word, ...group] : [word];
}

/** An item's text as the search looks it up: built once per item, then each term word is a few set lookups. */
interface FaqIndex {
  /** Question and answer, folded, for the plain substring match. */
  text: string;
  /** The words joined by one space and framed by spaces, for phrases. */
  joined: string;
  stems: Set<string>;
  /** Every start of four letters or more of every word. */
  starts: Set<string>;
}

// Keyed by the item itself: the content objects live as long as the page's
// module, and a search never tokenises the same answer twice.
const indexes = new WeakMap<object, FaqIndex>();

function indexOf(item: { question: string; answer: string }): FaqIndex {
  let index = indexes.get(item);
  if (!index) {
    const text = fold(`${item.question}\n${item.answer}`);
    const textWords = words(text);
    const starts = new Set<string>();
    for (const w of textWords) for (let n = 4; n <= w.length; n++) starts.add(w.slice(0, n));
    index = { text, joined: ` ${textWords.join(' ')} `, stems: new Set(textWords.map(stem)), starts };
    indexes.set(item, index);
  }
  return index;
}

/**
 * True when the text's words contain `alt`: a phrase as a run of words, a
 * word by its stem or (from four letters, so 'fee' does not find 'feedback')
 * as the start of a word.
 */
function textHas(index: FaqIndex, alt: string): boolean {
  if (alt.includes(' ')) return index.joined.includes(` ${words(alt).join(' ')} `);
  return index.stems.has(stem(alt)) || (alt.length >= 4 && index.starts.has(alt));
}

/**
 * The items whose question or answer matches `term`, in their original order.
 * Surrounding blanks are ignored and a blank term keeps every item. The term
 * is read within the search bound (shared/text.ts boundedSearch), so its
 * cost is that of at most a dozen words whatever the caller passes.
 */
export function filterFaq<T extends { question: string; answer: string }>(items: readonly T[], term: string): T[] {
  const needle = fold(boundedSearch(term));
  if (!needle) return [...items];
  // Each term word's alternatives once, not once per item.
  const wanted = words(needle).map(alternatives);
  return items.filter((item) => {
    const index = indexOf(item);
    if (index.text.includes(needle)) return true;
    if (wanted.length === 0) return false;
    return wanted.every((alts) => alts.some((alt) => textHas(index, alt)));
  });
}
