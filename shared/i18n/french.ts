// French grammar for the few places a sentence takes a name, a service or a
// job from the content: elision ("d’Emmanuel", "qu’il") and the articles
// that merge with "de" and "à" ("du support client", "aux assistants
// vocaux"). A name that needs an article is written with it in the content
// (services and their groups carry `inSentence`, e.g. "l’IA en santé");
// these helpers only join it to the words before.

/**
 * Words whose h is aspirated, and a few vowel words that refuse elision:
 * "le haut", "la hausse", "le onze", "le e-commerce", "le HTML" (the letter
 * H is aspirated), "le helpdesk" (English words in h keep it aspirated).
 */
const NO_ELISION = new Set([
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
]);

const VOWEL_START = /^[aeiouâàäéèêëîïôöûùüœæh]/i;

/** True when French elides before this word: a vowel or a mute h ("Emmanuel", "IA", "hôpital"; not "haut", not "Yaoundé"). */
export function startsWithVowelSound(text: string): boolean {
  const word = (/^[\p{L}-]+/u.exec(text.trim())?.[0] ?? '').toLowerCase();
  return word !== '' && VOWEL_START.test(word) && !NO_ELISION.has(word);
}

/** A little word that loses its e (or a) before a vowel sound: elide('de', 'Emmanuel Tabi') -> 'd’Emmanuel Tabi'. */
export function elide(
  word: 'de' | 'le' | 'la' | 'que' | 'ce' | 'ne' | 'se' | 'je' | 'me' | 'te',
  next: string,
): string {
  if (!startsWithVowelSound(next)) return `${word} ${next}`;
  return `${word.slice(0, -1)}’${next}`;
}

/** The parts of a phrase written with its article: 'les assistants vocaux' -> ['les', 'assistants vocaux']. */
function splitArticle(phrase: string): { article?: 'le' | 'la' | 'l’' | 'les'; rest: string } {
  const m = /^(le|la|les) (.+)$/i.exec(phrase) ?? /^(l[’'])(.+)$/i.exec(phrase);
  if (!m) return { rest: phrase };
  const article = m[1]!.toLowerCase().replace("'", '’') as 'le' | 'la' | 'l’' | 'les';
  return { article, rest: m[2]! };
}

/** "de" before a name or a phrase with its article: de('le support client') -> 'du support client', de('Ernest') -> 'd’Ernest'. */
export function de(phrase: string): string {
  const { article, rest } = splitArticle(phrase);
  if (article === 'le') return `du ${rest}`;
  if (article === 'les') return `des ${rest}`;
  if (article) return `de ${phrase}`;
  return elide('de', phrase);
}

/** "à" before a phrase with its article: au('les assistants vocaux') -> 'aux assistants vocaux', au('le conseil') -> 'au conseil', au('la santé') -> 'à la santé'. */
export function au(phrase: string): string {
  const { article, rest } = splitArticle(phrase);
  if (article === 'le') return `au ${rest}`;
  if (article === 'les') return `aux ${rest}`;
  return `à ${phrase}`;
}

/** "que" before a phrase: que('il') -> 'qu’il', que('les assistants') -> 'que les assistants'. */
export const que = (phrase: string) => elide('que', phrase);

const PLURAL_DETERMINERS = new Set(['les', 'des', 'nos', 'vos', 'ces', 'leurs', 'mes', 'tes', 'ses']);

/** A phrase that opens with a plural determiner takes a plural verb ("les assistants vocaux apportent", "nos ateliers apportent"). */
export const isPlural = (phrase: string) => PLURAL_DETERMINERS.has(phrase.trim().split(/\s+/)[0]!.toLowerCase());

/**
 * A job title as a French sentence writes it: a common noun in lower case
 * ("au poste d’architecte de solutions IA (F/H)"), the heading's capitals
 * dropped; acronyms ("IA", "F/H") keep theirs.
 */
export const titleInSentence = (title: string) =>
  title.replace(/(?<![\p{L}\p{N}’'/-])(\p{Lu})(?=\p{Ll})/gu, (c) => c.toLowerCase());
