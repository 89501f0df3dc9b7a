import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useAppData } from '../app-data';
import { useContent } from '../content';
import { useLang, useLocalize } from '../i18n';
import { newsletterLinksStrings } from '../../shared/generated/load/strings/newsletter-links';
import { formAction, LANG_FIELD } from '../../shared/schemas/form-lang';
import type { NewsletterLinkState } from '../../shared/ssr-data';

/** A state of the page: its heading, then its button, or its lead and what follows. */
interface ViewCopy {
  heading: string;
  button?: { label: string; lead: string };
  lead?: string;
  /** A state the visitor's own click just reached: announced to screen readers. */
  status?: boolean;
  /** A state a failed post may land on, so the post's error shows in it. */
  failed?: boolean;
  next?: ReactNode;
}

const ENDPOINTS = { confirm: '/api/newsletter/confirm', unsubscribe: '/api/newsletter/unsubscribe' } as const;

/**
 * A newsletter link page: one button that posts the link's token, or what
 * became of the link (already confirmed, already unsubscribed, expired, not
 * valid). The server decides what the page shows from the token (AppData);
 * a page rendered without that decision shows the button for the token in
 * its address, and the post decides. The button is a plain form post,
 * answered by a 303 to the next state or by the page again with a 4xx.
 */
export function NewsletterLinkView({ kind }: { kind: 'confirm' | 'unsubscribe' }) {
  const server = useAppData().newsletterLink;
  const location = useLocation();
  const lang = useLang();
  const localize = useLocalize();
  const t = useContent(newsletterLinksStrings);
  const token = new URLSearchParams(location.search).get('token');
  const state: NewsletterLinkState = server ?? (token ? { view: kind, token } : { view: 'invalid' });

  const title = (text: string) => <h1 className="mb-4">{text}</h1>;
  const error = state.error ? (
    <p className="alert alert-danger" role="alert">
      {state.error}
    </p>
  ) : null;
  const button = (label: string, lead: string) => (
    <form method="post" action={formAction(lang, ENDPOINTS[kind])}>
      <p className="lead">{lead}</p>
      {error}
      <input type="hidden" name={LANG_FIELD} value={lang} />
      <input type="hidden" name="token" value={state.token ?? ''} />
      <button type="submit" className="btn btn-brand btn-lg">
        {label}
      </button>
    </form>
  );

  const signUpAgain = (
    <div className="d-flex flex-wrap gap-3 mt-4">
      <a className="btn btn-brand" href="#newsletter">
        {t.invalid.signUpAgain}
      </a>
      <Link className="btn btn-outline-brand" to={localize('/')}>
        {t.invalid.home}
      </Link>
    </div>
  );
  const leave = state.unsubscribeUrl ? (
    <p>
      {t.confirm.leave} <a href={state.unsubscribeUrl}>{t.confirm.leaveLink}</a>
    </p>
  ) : null;

  // What each state shows under its heading: the button that posts the
  // token, or what became of the link and where to go next.
  const views: Record<NewsletterLinkState['view'], ViewCopy> = {
    confirm: { heading: t.confirm.heading, button: { label: t.confirm.button, lead: t.confirm.consent } },
    welcome: { heading: t.confirm.welcomeHeading, lead: t.confirm.welcome, status: true, next: leave },
    'already-confirmed': { heading: t.confirm.alreadyHeading, lead: t.confirm.already, next: leave },
    unsubscribe: { heading: t.unsubscribe.heading, button: { label: t.unsubscribe.button, lead: t.unsubscribe.lead } },
    unsubscribed: { heading: t.unsubscribe.doneHeading, lead: t.unsubscribe.done, status: true },
    'already-unsubscribed': { heading: t.unsubscribe.alreadyHeading, lead: t.unsubscribe.already, next: signUpAgain },
    expired: { heading: t.expired.heading, lead: t.expired.body, failed: true, next: signUpAgain },
    invalid: { heading: t.invalid.heading, lead: t.invalid.body, failed: true, next: signUpAgain },
  };
  const view = views[state.view] ?? views.invalid;

  return (
    <section className="section newsletter-link">
      <div className="container">
        <div className="col-lg-8 mx-auto">
          {title(view.heading)}
          {view.button ? (
            button(view.button.label, view.button.lead)
          ) : (
            <>
              {view.failed ? error : null}
              <p className="lead" role={view.status ? 'status' : undefined}>
                {view.lead}
              </p>
              {view.next}
            </>
          )}
        </div>
      </div>
    </section>
  );
}
