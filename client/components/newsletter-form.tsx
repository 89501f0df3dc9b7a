import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useNewsletterSignup } from '../hooks/use-newsletter-signup';
import { useServerFormState } from '../hooks/use-form-state';
import { draftKey, useDraft } from '../hooks/form-draft';
import { readOutcome } from '../hooks/form-outcome';
import { useInView } from '../hooks/use-in-view';
import { useLang, useT } from '../i18n';
import { formAction, LANG_FIELD } from '../../shared/schemas/form-lang';
import { HONEYPOT_FIELD } from '../../shared/schemas/limits';

const EMPTY = { email: '' };

/**
 * The inline newsletter form of the footer: a plain POST without
 * JavaScript (303 back to this page with ?subscribed=1#newsletter, so the
 * confirmation is what the visitor sees), a fetch with it. Either way a
 * lasting line under the button says to confirm from the inbox, the same
 * for every address; with JavaScript the spec's toast repeats it, and the
 * line comes back after a reload of the tab. Browsers without JavaScript never see the popup; they have this.
 * In the page's language, and the post carries it (answers, errors and the
 * way back are in that language).
 */
export function NewsletterForm() {
  const id = useId();
  const t = useT();
  const lang = useLang();
  const location = useLocation();
  const server = useServerFormState('newsletter');
  const [values, setValues] = useState({ email: server?.values.email ?? '' });
  const email = values.email;
  const setEmail = (next: string) => setValues({ email: next });
  // An address typed before the page came alive, or before a reload, is kept until it is signed up.
  const draft = useDraft({ form: 'newsletter', key: draftKey('newsletter', lang), empty: EMPTY, values, setValues });
  const { subscribe, busy } = useNewsletterSignup();
  const [signedUp, setSignedUp] = useState(false);
  // Signed up from this tab before a reload (here or in the popup): the line comes back.
  useEffect(() => {
    if (readOutcome('newsletter', lang) !== undefined) setSignedUp(true);
  }, [lang]);
  // Signed up just now: the form and its lasting line on screen together.
  const [justSignedUp, setJustSignedUp] = useState(false);
  // What a post with JavaScript found wrong stays beside the field until the address changes.
  const [refused, setRefused] = useState<{ message: string; field: boolean } | undefined>();
  const formRef = useRef<HTMLFormElement>(null);
  useInView(formRef, refused ?? justSignedUp);
  const subscribed = signedUp || new URLSearchParams(location.search).get('subscribed') === '1';
  const error = refused?.message ?? server?.fieldErrors.email?.[0] ?? server?.error;
  const invalid = refused ? refused.field : Boolean(error);

  const returnTo = (() => {
    const params = new URLSearchParams(location.search);
    params.delete('subscribed');
    params.delete('form');
    const qs = params.toString();
    return location.pathname + (qs ? `?${qs}` : '');
  })();

  return (
    <form
      ref={formRef}
      id="newsletter"
      data-form="newsletter"
      className="newsletter-inline"
      method="post"
      action={formAction(lang, '/api/newsletter')}
      noValidate
      onSubmit={async (e) => {
        e.preventDefault();
        const result = await subscribe(email);
        setRefused(
          result.outcome === 'subscribed'
            ? undefined
            : { message: result.message, field: result.outcome === 'invalid' },
        );
        if (result.outcome === 'subscribed') {
          setEmail('');
          draft.clear();
          setSignedUp(true);
          setJustSignedUp(true);
        }
      }}
    >
      <label htmlFor={id} className="footer-heading d-block">
        {t.forms.newsletter.heading}
      </label>
      <p className="small mb-2">{t.forms.newsletter.blurb}</p>
      <input type="hidden" name={LANG_FIELD} value={lang} />
      <input type="hidden" name="returnTo" value={returnTo} />
      <div className="visually-hidden" aria-hidden="true">
        <label htmlFor={`${id}-hp`}>{t.forms.honeypot}</label>
        <input id={`${id}-hp`} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <div className="input-group">
        <input
          id={id}
          type="email"
          name="email"
          required
          autoComplete="email"
          className={`form-control${invalid ? ' is-invalid' : ''}`}
          placeholder={t.forms.newsletter.placeholder}
          value={email}
          onChange={(e) => {
            setEmail(e.target.value);
            setRefused(undefined);
          }}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <button type="submit" className="btn btn-brand" disabled={busy}>
          {t.forms.newsletter.subscribe}
        </button>
      </div>
      {error ? (
        <p id={`${id}-error`} className="newsletter-error mt-2 mb-0" role="alert">
          {error}
        </p>
      ) : null}
      {subscribed ? (
        <p className="newsletter-ok mt-2 mb-0" role="status">
          {t.messages.newsletter.success} {t.messages.newsletter.checkInbox}
        </p>
      ) : null}
    </form>
  );
}
