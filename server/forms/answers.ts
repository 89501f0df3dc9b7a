// The answers of the form pipeline: one shape for every status. JSON
// `{ error, fieldErrors }` (or `{ ok, id }`) for scripts; for a browser
// without JavaScript a 303, to the confirmation on success and otherwise to
// the form's page at an address it can reload, with the values kept and the
// errors shown (see form-states.ts); a post another site's page made gets a
// 403 page instead, and nothing of it is kept.
//
// Every answer is in the post's language: the form's hidden `lang` field,
// or, for refusals made before the body is read (403, 429, 415, 413, 503),
// the `?lang=` its action carries; missing or unknown means English, never
// a guess from Accept-Language. Field errors arrive here as codes (the
// schemas speak no language) and leave as that language's sentences; the
// redirects go to the page in that language.
//
// Every redirect a browser gets is judged here, once, on its final text:
// after the form's own page or success address, the language prefix and the
// saved state's key are all in it (see sameSiteLocation).
import type { Request, Response } from 'express';
import { statusPage } from '../http/errors';
import type { FormStates } from './form-states';
import type { Body, FormDefinition, Refusal } from './form-definition';
import { formMessages } from '../../shared/schemas/form-messages';
import { HONEYPOT_FIELD } from '../../shared/schemas/limits';
import { LANG_FIELD } from '../../shared/schemas/form-lang';
import { DEFAULT_LANG, isLang, localizePath, type Lang } from '../../shared/i18n/lang';
import { withForms, type FormDictionary } from '../../shared/i18n/form-words';
import type { Dictionary } from '../../shared/i18n/dictionary';
import { en } from '../../shared/i18n/en';
import { fr } from '../../shared/i18n/fr';
import enForms from '../../shared/i18n/pages/en/forms';
import frForms from '../../shared/i18n/pages/fr/forms';
import { wantsHtml } from '../http/request-body';

/** The server words its answers in the post's language: its dictionary with the forms' strings (both are small). */
const DICTIONARIES: Readonly<Record<Lang, FormDictionary>> = { en: withForms(en, enForms), fr: withForms(fr, frForms) };

/**
 * How long to wait, in words that fit a Retry-After of `seconds`: rounded
 * up to whole minutes, then to what a person would say ("in about 10
 * minutes", « dans une dizaine de minutes »), never less than the header.
 */
export function waitInWords(t: Pick<Dictionary, 'messages'>, seconds: number): string {
  const w = t.messages.errors.waits;
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  if (minutes === 1) return w.minute;
  if (minutes <= 7) return w.minutes(minutes);
  if (minutes <= 10) return w.tenMinutes;
  if (minutes <= 15) return w.quarterHour;
  if (minutes <= 25) return w.minutes(Math.ceil(minutes / 5) * 5);
  if (minutes <= 30) return w.halfHour;
  if (minutes <= 55) return w.minutes(Math.ceil(minutes / 5) * 5);
  if (minutes <= 60) return w.hour;
  return w.hours(Math.ceil(minutes / 60));
}

/** The post's language: its `lang` field, else its action's `?lang=`, else English. */
export function postLang(req: Request): Lang {
  const body: unknown = req.body;
  const field = body && typeof body === 'object' ? (body as Body)[LANG_FIELD] : undefined;
  if (isLang(field)) return field;
  const query = req.query[LANG_FIELD];
  return isLang(query) ? query : DEFAULT_LANG;
}

const SITE_BASE = 'http://site.invalid';

/**
 * The address a browser is sent to, as a path of this site, or undefined
 * when a browser would read it as another site. Judged on the final text,
 * after every rewrite: `/fr//evil.example` is a path until its language
 * prefix is taken off and leaves `//evil.example`, a host. The answer is the
 * WHATWG parser's own serialisation (the parser browsers use: it turns `\`
 * into `/` and drops tabs and newlines), so what is judged is what is sent.
 */
export function sameSiteLocation(location: string): string | undefined {
  if (!location.startsWith('/')) return undefined;
  let url: URL;
  try {
    url = new URL(location, SITE_BASE);
  } catch {
    return undefined;
  }
  if (url.origin !== SITE_BASE || url.pathname.startsWith('//')) return undefined;
  return url.pathname + url.search + url.hash;
}

/** `location` in the post's language when it stays on this site, else that language's home page. */
function landing(lang: Lang, location: string): string {
  return sameSiteLocation(localizePath(lang, location)) ?? localizePath(lang, '/');
}

/** Form values as plain strings (to re-fill a form), never the honeypot or a file. */
function valuesOf(body: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (body && typeof body === 'object') {
    for (const [k, v] of Object.entries(body)) {
      if (typeof v === 'string' && k !== HONEYPOT_FIELD) out[k] = v.slice(0, 10_000);
    }
  }
  return out;
}

/** Close the connection once the answer is sent: the rest of a body cut short is not read. */
export function closeAfterAnswer(req: Request, res: Response) {
  res.setHeader('Connection', 'close');
  res.once('finish', () => req.destroy());
}

/** The one way a browser is sent on: 303 to a path of this site in the post's language. */
function seeOther(res: Response, lang: Lang, location: string) {
  res.setHeader('Cache-Control', 'no-store');
  res.redirect(303, landing(lang, location));
}

/** A form's two answers: a refusal of any kind, and success with the visitor's reference. */
export function formAnswers<T>(form: FormDefinition<T>, states: FormStates) {
  /** Every answer but success, in the shape the client asked for. */
  function refuse(req: Request, res: Response, refusal: Refusal) {
    const lang = postLang(req);
    const t = DICTIONARIES[lang];
    const error = (refusal.error ?? form.invalidMessage)?.(t) ?? t.messages.forms.fixErrors;
    const fieldErrors = formMessages(t, form.name, refusal.fieldErrors);
    if (refusal.retryAfterS) res.setHeader('Retry-After', String(refusal.retryAfterS));
    if (!wantsHtml(req)) {
      res.status(refusal.status).json({ error, fieldErrors });
      return;
    }
    const body = (req.body ?? {}) as Body;
    if (refusal.page) {
      res.setHeader('Cache-Control', 'no-store');
      const link = { href: landing(lang, form.page(body)), label: t.messages.forms.openForm };
      res
        .status(refusal.status)
        .type('html')
        .send(statusPage({ lang, status: refusal.status, title: error, body: refusal.page(t), link }));
      return;
    }
    const hasFieldErrors = Object.keys(fieldErrors).length > 0;
    // A file is never kept between two tries: the form comes back without it, and says so by its field.
    if (form.upload && !fieldErrors[form.upload.field])
      fieldErrors[form.upload.field] = formMessages(t, form.name, { [form.upload.field]: ['resumeAgain'] })[
        form.upload.field
      ]!;
    // The words are stored already in the post's language, and the page is that language's.
    const page = landing(lang, form.page(body));
    // Sent once the state is kept, so whichever copy of the site the browser asks next finds it;
    // a store that cannot keep it gets the page of the refusal, with the way back to the form.
    void states
      .save(req, res, {
        page,
        state: { form: form.name, values: valuesOf(body), fieldErrors, error: hasFieldErrors ? undefined : error },
        anchor: form.anchor,
      })
      .then(
        (location) => seeOther(res, lang, location),
        (err: unknown) => {
          req.log?.error({ err, form: form.name }, 'no-JS form state not kept: the refusal is answered as a page');
          res.setHeader('Cache-Control', 'no-store');
          const link = { href: page, label: t.messages.forms.openForm };
          res
            .status(refusal.status)
            .type('html')
            .send(statusPage({ lang, status: refusal.status, title: error, body: error, link }));
        },
      );
  }

  function succeed(req: Request, res: Response, id: string) {
    if (wantsHtml(req)) return seeOther(res, postLang(req), form.successUrl(id, (req.body ?? {}) as Body));
    res.setHeader('Cache-Control', 'no-store');
    res.status(201).json({ ok: true, id });
  }

  return { refuse, succeed };
}

export type FormAnswers = ReturnType<typeof formAnswers>;
