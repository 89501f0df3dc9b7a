// What a copy editor checks in a page's text, as small rules a test can run
// on every page of a language: each rule returns the faults it finds, one
// short excerpt per fault, so a failing test names the words to fix.

/** A rule's finding: which rule, and the words around the fault. */
export interface CopyFault {
  rule: string;
  excerpt: string;
}

const VOWEL = 'aeiouâàäéèêëîïôöûùüœæAEIOUÂÀÄÉÈÊËÎÏÔÖÛÙÜŒÆ';

/**
 * Words that begin with a vowel sound but take no elision: an aspirated h
 * ("le haut", "la hausse", "le HTML") and a few others ("le onze", "le e-commerce").
 * Words starting with y ("de Yaoundé") are consonants for this purpose and
 * never match the rule. Kept apart from shared/i18n/french.ts on purpose: the
 * test is the helper's oracle, not its copy.
 */
const NO_ELISION = new Set(
  [
    'hache',
    'haie',
    'haine',
    'hall',
    'halte',
    'hameau',
    'hanche',
    'handicap',
    'hangar',
    'hardi',
    'hardware',
    'harcèlement',
    'hareng',
    'haricot',
    'hasard',
    'hâte',
    'haut',
    'haute',
    'hauts',
    'hautes',
    'hauteur',
    'hausse',
    'hausses',
    'héros',
    'hêtre',
    'hibou',
    'hiérarchie',
    'hiérarchies',
    'hockey',
    'homard',
    'honte',
    'hors',
    'hublot',
    'huit',
    'huitième',
    'hurler',
    'hackathon',
    'hackathons',
    'hub',
    'hubs',
    'helpdesk',
    'html',
    'http',
    'https',
    'onze',
    'onzième',
    'oui',
    'ouate',
    'e-commerce',
  ].map((w) => w.toLowerCase()),
);

/** The little words French elides before a vowel or a mute h. */
const ELIDING = ['de', 'le', 'la', 'que', 'ce', 'ne', 'se', 'je', 'me', 'te', 'jusque', 'lorsque', 'puisque'];
/** "ce à quoi", "ce en quoi", "ce où": "ce" as a pronoun before a preposition keeps its e. */
const CE_KEEPS = new Set(['à', 'en', 'où', 'auquel', 'auxquels', 'auxquelles']);

const around = (text: string, at: number, length: number) =>
  text.slice(Math.max(0, at - 20), at + length + 20).replace(/\s+/g, ' ');

/** "de Emmanuel", "que il", "la IA", "ce outil": a word French elides, written whole before a vowel or a mute h. */
export function missedElisions(text: string): CopyFault[] {
  const faults: CopyFault[] = [];
  const re = new RegExp(`(?<![\\p{L}\\p{N}’'-])(${ELIDING.join('|')})[ \\u00a0]+([${VOWEL}hH][\\p{L}’'-]*)`, 'giu');
  for (const m of text.matchAll(re)) {
    const word = m[1]!.toLowerCase();
    const next = m[2]!.toLowerCase().replace(/[’'].*$/, '');
    if (NO_ELISION.has(next)) continue;
    if (word === 'ce' && CE_KEEPS.has(next)) continue;
    if (word === 'la' && next === 'une') continue; // "à la une": the front page

    faults.push({ rule: 'missed elision', excerpt: around(text, m.index, m[0].length) });
  }
  return faults;
}

/** `...` where French writes the ellipsis character `…` (English keeps the spec's "Processing..."). */
export function threeDots(text: string): CopyFault[] {
  return [...text.matchAll(/\.\.\./g)].map((m) => ({ rule: 'three dots for …', excerpt: around(text, m.index, 3) }));
}

/** "$140,000" or "140,000" in French: money and thousands written the US way. */
export function usNumbers(text: string): CopyFault[] {
  const faults: CopyFault[] = [];
  for (const m of text.matchAll(/\$ ?\d|\d\$|(?<![\d.,])\d{1,3}(?:,\d{3})+(?![\d,])/g))
    faults.push({ rule: 'US-formatted number or money', excerpt: around(text, m.index, m[0].length) });
  return faults;
}

/**
 * A French whole number of four digits or more written without its thousands
 * grouped ("5000 caractères", "10000"): French writes "5 000", "10 000" (a
 * narrow no-break space). Left alone: years (1900 to 2099), and numbers that
 * are names rather than quantities: inside a word, a reference or an address
 * ("ISO 27001", "n° 2024/017", "TSA 80715", "MSG-1234", a postal code before
 * its town: "75334 Paris").
 */
export function ungroupedThousands(text: string): CopyFault[] {
  const faults: CopyFault[] = [];
  const re = /(?<![\p{L}\p{N}\-/.,:#_+@&=?%°])(\d{4,})(?![\p{L}\p{N}\-/_@]|[.,]\d)/gu;
  for (const m of text.matchAll(re)) {
    const digits = m[1]!;
    const before = text.slice(Math.max(0, m.index - 8), m.index);
    const after = text.slice(m.index + digits.length, m.index + digits.length + 3);
    if (digits.length === 4 && Number(digits) >= 1900 && Number(digits) <= 2099) continue;
    if (/(?:ISO|IEC|TSA|BP|n°|No\.?|RCCM|NIU)[ \u00a0\u202f]$/iu.test(before)) continue;
    if (digits.length === 5 && /^[ \u00a0]\p{Lu}/u.test(after)) continue;
    faults.push({ rule: 'thousands not grouped (write 5 000)', excerpt: around(text, m.index, digits.length) });
  }
  return faults;
}

/** "200+" or "+1 autres": a tile's figure or an English count left in a French sentence ("plus de 200", "+ 1 autre"). */
export function englishCounts(text: string): CopyFault[] {
  const faults: CopyFault[] = [];
  for (const m of text.matchAll(/(?<![\p{L}\p{N}+])\d+\+(?![\p{L}\p{N}+])/gu))
    faults.push({ rule: 'figure with + (write « plus de 200 »)', excerpt: around(text, m.index, m[0].length) });
  return faults;
}

/** The nouns the site counts: after 0 or 1, French takes the singular ("1 article", "+ 1 autre"). */
const COUNTED_PLURALS = [
  'autres',
  'articles',
  'postes',
  'projets',
  'questions',
  'jours',
  'résultats',
  'spécialistes',
  'heures',
  'minutes',
  'caractères',
  'fichiers',
];

/** "1 autres", "0 articles": a plural noun after a count French writes with the singular. */
export function pluralAfterOne(text: string): CopyFault[] {
  const re = new RegExp(`(?<![\\p{N},.\\u202f])[01][ \\u00a0\\u202f]+(?:${COUNTED_PLURALS.join('|')})(?!\\p{L})`, 'gu');
  return [...text.matchAll(re)].map((m) => ({
    rule: 'plural after 0 or 1',
    excerpt: around(text, m.index, m[0].length),
  }));
}

/**
 * English words a French page's keywords must not hold (the company's name
 * aside): a French reader searches « apprentissage automatique », « emplois »,
 * « confidentialité ». Words French shares (« chatbot », « marketing »,
 * « portfolio », « services ») are not here.
 */
export const ENGLISH_KEYWORDS = [
  'AI',
  'machine learning',
  'deep learning',
  'jobs',
  'job',
  'careers',
  'career',
  'consulting',
  'consultancy',
  'company',
  'development',
  'engineering',
  'engineer',
  'healthcare',
  'automation',
  'training',
  'workshop',
  'workshops',
  'privacy',
  'policy',
  'terms',
  'unsubscribe',
  'newsletter signup',
  'case study',
  'case studies',
  'analytics',
  'software',
  'remote',
  'hiring',
  'the',
  'and',
  'of',
  'for',
  'with',
];

/** Names that keep their English words in French: the company's, and the EU regulation French readers search as « AI Act ». */
const ENGLISH_NAMES = /Chariot AI( Labs)?|AI Act/g;

/** A French page's keywords ("conseil en IA, Buea, …", as its meta keywords holds them): the English words in them. */
export function englishKeywords(keywords: string): CopyFault[] {
  return wordsFrom(ENGLISH_KEYWORDS, 'English keyword on a French page')(keywords.replace(ENGLISH_NAMES, ''));
}

/**
 * French punctuation: a no-break space (U+00A0 or the narrow U+202F) before
 * `: ; ? !` and inside « ». An ordinary space or none is a fault; a colon in
 * a time, a URL or a ratio ("10:00", "https:", "16:9") is not punctuation.
 */
export function frenchSpacing(text: string): CopyFault[] {
  const faults: CopyFault[] = [];
  for (const m of text.matchAll(/(?<=[\p{L}\p{N})»"’%…])( ?)([;?!]|:(?![\d/]))/gu)) {
    faults.push({ rule: `no no-break space before ${m[2]}`, excerpt: around(text, m.index, m[0].length) });
  }
  for (const m of text.matchAll(/«(?![\u00a0\u202f])|(?<![\u00a0\u202f])»/g))
    faults.push({ rule: 'no no-break space inside « »', excerpt: around(text, m.index, 1) });
  return faults;
}

/** English: a French no-break space before `: ; ? !`. */
export function frenchSpaceInEnglish(text: string): CopyFault[] {
  return [...text.matchAll(/[\u00a0\u202f][:;?!]/g)].map((m) => ({
    rule: 'French space before punctuation',
    excerpt: around(text, m.index, 2),
  }));
}

/** The words as a whole: not inside a longer word, nor the start of a name such as "Next.js". */
const phrase = (words: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}])${words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}]|\\.\\p{L})`, 'gu');

/** Whole-word occurrences of any of the words. */
export function wordsFrom(list: readonly string[], rule: string) {
  const patterns = list.map((w) => [w, phrase(w)] as const);
  return (text: string): CopyFault[] =>
    patterns.flatMap(([, re]) =>
      [...text.matchAll(re)].map((m) => ({ rule, excerpt: around(text, m.index, m[0].length) })),
    );
}

/**
 * English words of the interface that a French page must not show (words
 * French shares, such as "Contact", "Services", "Blog" or "Menu", are not here).
 */
export const ENGLISH_UI_WORDS = [
  'Read more',
  'Learn more',
  'Submit',
  'Submitting',
  'Sending',
  'Processing',
  'Loading',
  'Search',
  'Subscribe',
  'Apply now',
  'Apply',
  'Get started',
  'Get in touch',
  'Contact us',
  'Back to',
  'Posted',
  'Full-time',
  'Remote',
  'Hybrid',
  'per year',
  'a year',
  'Previous',
  'Next',
  'Close',
  'Related',
  'Share',
  'Sign up',
  'Page not found',
  'Oops',
  'About us',
  'Our services',
  'Careers',
  'Schedule',
  'Read the',
  'Skip to',
  'Open menu',
  'What we',
  'days ago',
  'Salary',
];

/** French words an English page must not show (the language switch, written in French on purpose, is left out of the walk). */
export const FRENCH_WORDS = [
  'vous',
  'votre',
  'vos',
  'nous',
  'notre',
  'nos',
  'Accueil',
  'À propos',
  'Carrières',
  'Projets',
  'Découvrir',
  'Démarrer',
  'Envoyer',
  'Fermer',
  'Précédent',
  'Suivant',
  'Rechercher',
  'réservés',
  'Postuler',
  'Salaire',
  'appel découverte',
  'entreprise',
  'société',
  'IA',
  'données',
  'Télétravail',
];

export const englishUiWords = wordsFrom(ENGLISH_UI_WORDS, 'English word on a French page');
export const frenchWords = wordsFrom(FRENCH_WORDS, 'French word on an English page');

/**
 * The text outside « » quotations: a French page may quote a value as an
 * English file writes it (« Full-time », « $110,000-$140,000 »), and the
 * quotation marks say so.
 */
export const unquoted = (text: string) => text.replace(/«[^»]*»/g, (q) => ' '.repeat(q.length));

/** Every rule of a language over a text. */
export function copyFaults(lang: 'en' | 'fr', text: string): CopyFault[] {
  return lang === 'fr'
    ? [
        ...missedElisions(text),
        ...threeDots(text),
        ...usNumbers(unquoted(text)),
        ...frenchSpacing(text),
        ...englishUiWords(unquoted(text)),
        ...ungroupedThousands(unquoted(text)),
        ...englishCounts(unquoted(text)),
        ...pluralAfterOne(text),
      ]
    : [...frenchSpaceInEnglish(text), ...frenchWords(text)];
}
