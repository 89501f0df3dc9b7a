// How a form post says which language to answer in: a hidden
// field `lang` with the page's language, read by the server with the body;
// and, on pages not in English, the same in the action's query, so even a
// refusal made before the body is read (403, 429, 415, 413, 503) is in
// that language. Missing or unknown means English; the server never
// guesses from Accept-Language. English forms keep their plain action.
import { DEFAULT_LANG, type Lang } from '../i18n/lang';

export const LANG_FIELD = 'lang';

/** The action (and fetch URL) of a form on a page in `lang`: '/api/contact' or '/api/contact?lang=fr'. */
export const formAction = (lang: Lang, path: string) =>
  lang === DEFAULT_LANG ? path : `${path}?${LANG_FIELD}=${lang}`;
