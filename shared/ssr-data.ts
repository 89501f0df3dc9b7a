// The data that crosses the SSR boundary, declared once: the server renders
// with it and hands the same object to the browser (as JSON in
// <script type="application/json">), so hydration sees the same input.

/** The id of the JSON script that carries this data; the site's script reads it without loading React. */
export const APP_DATA_ID = 'app-data';

/** The site's three forms, by the name their answers carry. */
export type FormName = 'contact' | 'apply' | 'newsletter';

/**
 * The answer to a form post without JavaScript that was not accepted: the
 * page is rendered with the values kept and the errors shown.
 */
export interface ServerFormState {
  form: FormName;
  values: Record<string, string>;
  fieldErrors: Record<string, string[]>;
  /** A failure that is not about one field (too many posts, storage full). */
  error?: string;
}

/**
 * What a newsletter link page shows, decided by the server from the link's
 * signed token (a GET never changes anything): the Confirm or Unsubscribe
 * button, the state after it, or the page for a link that has expired or
 * is not valid.
 */
export interface NewsletterLinkState {
  view:
    | 'confirm'
    | 'welcome'
    | 'already-confirmed'
    | 'unsubscribe'
    | 'unsubscribed'
    | 'already-unsubscribed'
    | 'expired'
    | 'invalid';
  /** The token the page's button posts back. */
  token?: string;
  /** The welcome (and already-confirmed) view's way out (site-relative, in the page's language). */
  unsubscribeUrl?: string;
  /** A post that could not be stored now (the button stays, to try again). */
  error?: string;
}

/** Per-request data the server renders with. */
export interface AppData {
  /** The URL the page was rendered for (differs from the address after a form post). */
  url?: string;
  /** The server's date ('YYYY-MM-DD'): ages in days are computed from it. */
  today: string;
  /** The answer to a form post without JavaScript (values and errors). */
  formState?: ServerFormState;
  /** On a newsletter link page: what it shows. */
  newsletterLink?: NewsletterLinkState;
  /** Live-chat widget id, when configured. */
  liveChatId?: string;
  /** The public origin (SITE_URL), for absolute links such as share buttons. */
  siteUrl?: string;
}

/** What the SSR entry decides before streaming: status, head tags, cache key, redirect. */
export interface PreparedPage {
  status: number;
  headHtml: string;
  /** The page's `<html lang>`. */
  htmlLang: string;
  /** The page module's source path ('client/pages/home-page.tsx'): the key of its inline CSS. */
  chunk: string;
  /** The render cache's key for this URL (path + declared query, normalised); undefined: never store it. */
  cacheKey?: string;
  /** Where to send a GET whose query holds parameters the page never reads. */
  redirect?: string;
}

/** Render a page as the answer to a form post (status and state chosen by the form handler). */
export interface FormAnswer {
  /** The page to render (the form's page, not the API path it posted to). */
  url: string;
  status: number;
  formState?: ServerFormState;
  newsletterLink?: NewsletterLinkState;
}
