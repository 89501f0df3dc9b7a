import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FormField, TextField } from './form-field';
import { PersonFields } from './person-fields';
import { FormAlerts } from './form-alerts';
import { FormConfirmation } from './form-confirmation';
import { SendNotice } from './send-notice';
import { SiteLink } from './site-link';
import { SpamTrapFields } from './spam-trap-fields';
import { Icon } from './icon';
import { useToast } from '../islands/use-toast';
import { useSchemaForm } from '../hooks/use-schema-form';
import { usePageSearch } from '../hooks/use-page-address';
import { keepOutcome, readOutcome } from '../hooks/form-outcome';
import { useInView } from '../hooks/use-in-view';
import { useLocalize } from '../i18n';
import { CONTACT_SENT_RESET_MS } from '../../shared/constants';
import { DEFAULT_SERVICE, SERVICE_OPTIONS, SERVICE_PARAM, serviceOfSlug } from '../../shared/schemas/contact-fields';
import { fieldErrorsOf } from '../../shared/schemas/field-errors';
import { LANG_FIELD } from '../../shared/schemas/form-lang';
import { HONEYPOT_FIELD } from '../../shared/schemas/limits';

// The schema (and zod with it) loads when the visitor starts on the form, not with the page.
const loadSchema = () => import('../../shared/schemas/contact');

const FIELDS = ['name', 'email', 'phone', 'company', 'service', 'message'] as const;
type Field = (typeof FIELDS)[number];
/** The fields a visitor types into: all empty, the form holds no new message (the service always has a value). */
const TEXT_FIELDS = ['name', 'email', 'phone', 'company', 'message'] as const;

const EMPTY: Record<Field, string> = {
  name: '',
  email: '',
  phone: '',
  company: '',
  service: DEFAULT_SERVICE,
  message: '',
};

/**
 * The contact form. Without JavaScript it is a plain
 * POST to /api/contact, answered by a redirect to the confirmation
 * (/contact?sent=1&ref=MSG-…#contact-sent) or back to this page with the
 * values and errors. With JavaScript it checks the same schema first, sends
 * JSON, and runs the specified states: idle -> submitting -> sent -> idle
 * after 5 s. Every outcome is shown beside the submit button, where the
 * visitor is looking: the confirmation with its reference stays there (and
 * comes back after a reload of the tab), a press on the emptied form brings
 * the focus back to it rather than asking to correct empty fields, and a
 * send that fails leaves the text in place with a notice saying why. What
 * the visitor types is kept in the tab until it is sent. Every word is the
 * page's language's (useFormT), and so are the server's answers: the post
 * carries the language.
 */
export function ContactForm({ headingId }: { headingId?: string }) {
  const search = usePageSearch();
  const toast = useToast();
  // A call to action from a service page chooses its service (?service=); the server's HTML has it selected too.
  const chosen = serviceOfSlug(search.get(SERVICE_PARAM));
  const { formProps, values, errors, update, bind, submit, submitting, serverError, failure, t, lang, action } =
    useSchemaForm({
      form: 'contact',
      order: FIELDS,
      empty: EMPTY,
      start: chosen ? { service: chosen } : undefined,
      loadSchema,
    });
  const localize = useLocalize();
  const messages = t.messages;
  const labels = t.forms.contact.fields;
  const field = (name: Field) => ({ ...bind(name), label: labels[name] });
  const url = action('/api/contact');
  const [sent, setSent] = useState(false);
  // The reference of the message sent from this page with JavaScript; without it, the address carries it.
  const [reference, setReference] = useState<string | undefined>();
  const confirmationHeading = useRef<HTMLHeadingElement>(null);
  const sentHere = search.get('sent') === '1';

  useEffect(() => {
    if (!sent) return;
    const timer = setTimeout(() => setSent(false), CONTACT_SENT_RESET_MS);
    return () => clearTimeout(timer);
  }, [sent]);

  // Sent just now: the confirmation, where the button is, takes the focus (a reload's does not).
  const justSent = useRef(false);
  const [shownNow, setShownNow] = useState<string | undefined>();
  useEffect(() => {
    if (reference === undefined || !justSent.current) return;
    justSent.current = false;
    confirmationHeading.current?.focus({ preventScroll: true });
    setShownNow(reference);
  }, [reference]);
  // The outcome and its button, brought on screen together when a send ends.
  const sendRow = useRef<HTMLDivElement>(null);
  useInView(sendRow, failure ?? shownNow);

  // Sent from this tab before a reload: the confirmation comes back.
  useEffect(() => {
    const kept = readOutcome('contact', lang);
    if (kept !== undefined) setReference((shown) => shown ?? kept);
  }, [lang]);

  const sentOnce = reference !== undefined || sentHere;
  const emptied = TEXT_FIELDS.every((f) => values[f].trim() === '');

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sent) return;
    // The form was emptied by the send: a press says where the message went, not that fields are empty.
    if (sentOnce && emptied) {
      confirmationHeading.current?.focus();
      return;
    }
    const honeypot = new FormData(event.currentTarget).get(HONEYPOT_FIELD);
    void submit({
      failureTitle: messages.contact.failure,
      async validate() {
        const parsed = (await loadSchema()).contactSchema.safeParse(values);
        return parsed.success ? {} : fieldErrorsOf(parsed.error);
      },
      send: (signal) =>
        fetch(url, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
          body: JSON.stringify({
            ...values,
            [LANG_FIELD]: lang,
            [HONEYPOT_FIELD]: typeof honeypot === 'string' ? honeypot : '',
          }),
          signal,
        }),
      onSuccess(body) {
        setSent(true);
        setReference(body.id ?? '');
        keepOutcome('contact', lang, body.id ?? '');
        toast({ title: messages.contact.success, variant: 'success' });
        justSent.current = true;
      },
    });
  }

  const hasErrors = Object.keys(errors).length > 0;
  const buttonClass = sent ? 'btn-success' : 'btn-brand';

  return (
    <>
      <form
        {...formProps}
        className="contact-form"
        method="post"
        action={url}
        aria-labelledby={headingId}
        onSubmit={onSubmit}
      >
        <FormAlerts notice={serverError} fixErrors={hasErrors ? messages.forms.fixErrors : undefined} />
        <input type="hidden" name={LANG_FIELD} value={lang} />
        <div className="row g-3">
          <PersonFields field={field} />
          <TextField {...field('company')} className="col-md-6" type="text" autoComplete="organization" />
          <FormField
            name="service"
            label={labels.service}
            required
            error={errors.service}
            controlClass="form-select"
            className="col-12"
          >
            {(p) => (
              // A choice is always selected (the default is the spec's), so the
              // browser's `required` adds nothing and is invalid HTML on a select
              // whose first option has a value; the label still marks it.
              <select
                {...p}
                required={undefined}
                aria-required="true"
                value={values.service}
                onChange={(e) => update('service', e.target.value)}
              >
                {SERVICE_OPTIONS.map((option) => (
                  <option key={option} value={option}>
                    {t.forms.contact.services[option]}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <TextField {...field('message')} required className="col-12" rows={5} />
        </div>
        <SpamTrapFields />
        <p className="form-consent text-muted-strong mt-3">
          {messages.contact.consentBefore}
          <SiteLink to={localize('/privacy-policy')}>{messages.contact.consentLink}</SiteLink>
          {messages.contact.consentAfter}
        </p>
        <div ref={sendRow} className="form-send">
          {sentOnce ? (
            // A browser without JavaScript lands here (#contact-sent), so it is the first thing seen.
            <FormConfirmation
              ref={confirmationHeading}
              id="contact-sent"
              title={messages.contact.confirmationTitle}
              description={messages.contact.success}
              reference={reference ?? search.get('ref')}
            />
          ) : null}
          <SendNotice text={failure} />
          <button
            type="submit"
            className={`btn btn-lg ${buttonClass} contact-submit`}
            disabled={submitting || sent}
            aria-busy={submitting || undefined}
            data-state={sent ? 'sent' : submitting ? 'submitting' : 'idle'}
          >
            {submitting ? (
              <>
                <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
                {messages.contact.submitting}
              </>
            ) : sent ? (
              <>
                <Icon name="check" size={18} className="me-2" />
                {messages.contact.sent}
              </>
            ) : (
              messages.contact.submit
            )}
          </button>
        </div>
      </form>
    </>
  );
}
