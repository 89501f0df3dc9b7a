import { useEffect, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { FormField } from './form-field';
import { SpamTrapFields } from './spam-trap-fields';
import { Icon } from './icon';
import { useToast } from '../layout/toasts';
import { useSchemaForm } from '../hooks/use-schema-form';
import { useLocalize } from '../i18n';
import { CONTACT_SENT_RESET_MS } from '../../shared/constants';
import { DEFAULT_SERVICE, SERVICE_OPTIONS } from '../../shared/schemas/contact-fields';
import { fieldErrorsOf } from '../../shared/schemas/field-errors';
import { LANG_FIELD } from '../../shared/schemas/form-lang';
import { HONEYPOT_FIELD } from '../../shared/schemas/limits';

// The schema (and zod with it) loads when the visitor starts on the form, not with the page.
const loadSchema = () => import('../../shared/schemas/contact');

const FIELDS = ['name', 'email', 'phone', 'company', 'service', 'message'] as const;
type Field = (typeof FIELDS)[number];

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
 * (/contact?sent=1#contact-sent) or back to this page with the values and
 * errors. With JavaScript it checks the same schema first, sends JSON, and
 * runs the specified states: idle -> submitting -> sent -> idle after 5 s.
 * Every word is the page's language's (useT), and so are the server's
 * answers: the post carries the language.
 */
export function ContactForm({ headingId }: { headingId?: string }) {
  const [searchParams] = useSearchParams();
  const toast = useToast();
  const { formRef, values, errors, update, submit, submitting, serverError, t, lang, action } = useSchemaForm({
    form: 'contact',
    order: FIELDS,
    empty: EMPTY,
  });
  const localize = useLocalize();
  const messages = t.messages;
  const labels = t.forms.contact.fields;
  const url = action('/api/contact');
  const [sent, setSent] = useState(false);

  useEffect(() => {
    if (!sent) return;
    const timer = setTimeout(() => setSent(false), CONTACT_SENT_RESET_MS);
    return () => clearTimeout(timer);
  }, [sent]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sent) return;
    const honeypot = new FormData(event.currentTarget).get(HONEYPOT_FIELD);
    void submit({
      failureTitle: messages.contact.failure,
      async validate() {
        const parsed = (await loadSchema()).contactSchema.safeParse(values);
        return parsed.success ? {} : fieldErrorsOf(parsed.error);
      },
      send: () =>
        fetch(url, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
          body: JSON.stringify({
            ...values,
            [LANG_FIELD]: lang,
            [HONEYPOT_FIELD]: typeof honeypot === 'string' ? honeypot : '',
          }),
        }),
      onSuccess() {
        setSent(true);
        toast({ title: messages.contact.success, variant: 'success' });
      },
    });
  }

  const hasErrors = Object.keys(errors).length > 0;
  const buttonClass = sent ? 'btn-success' : 'btn-brand';

  return (
    <>
      {searchParams.get('sent') === '1' ? (
        // A browser without JavaScript lands here (#contact-sent), so it is the first thing seen.
        <div
          id="contact-sent"
          tabIndex={-1}
          className="alert alert-success d-flex gap-2 align-items-center"
          role="status"
        >
          <Icon name="check" size={20} />
          <span>{messages.contact.success}</span>
        </div>
      ) : null}
      {serverError ? (
        <div className="alert alert-danger" role="alert">
          {serverError}
        </div>
      ) : null}
      <form
        ref={formRef}
        onFocus={() => void loadSchema()}
        className="contact-form"
        method="post"
        action={url}
        aria-labelledby={headingId}
        onSubmit={onSubmit}
      >
        {hasErrors ? (
          <div className="alert alert-danger py-2" role="alert">
            {messages.forms.fixErrors}
          </div>
        ) : null}
        <input type="hidden" name={LANG_FIELD} value={lang} />
        <div className="row g-3">
          <FormField name="name" label={labels.name} required error={errors.name} className="col-md-6">
            {(p) => (
              <input
                {...p}
                type="text"
                autoComplete="name"
                value={values.name}
                onChange={(e) => update('name', e.target.value)}
              />
            )}
          </FormField>
          <FormField name="email" label={labels.email} required error={errors.email} className="col-md-6">
            {(p) => (
              <input
                {...p}
                type="email"
                autoComplete="email"
                value={values.email}
                onChange={(e) => update('email', e.target.value)}
              />
            )}
          </FormField>
          <FormField name="phone" label={labels.phone} error={errors.phone} className="col-md-6">
            {(p) => (
              <input
                {...p}
                type="tel"
                autoComplete="tel"
                value={values.phone}
                onChange={(e) => update('phone', e.target.value)}
              />
            )}
          </FormField>
          <FormField name="company" label={labels.company} error={errors.company} className="col-md-6">
            {(p) => (
              <input
                {...p}
                type="text"
                autoComplete="organization"
                value={values.company}
                onChange={(e) => update('company', e.target.value)}
              />
            )}
          </FormField>
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
          <FormField name="message" label={labels.message} required error={errors.message} className="col-12">
            {(p) => (
              <textarea {...p} rows={5} value={values.message} onChange={(e) => update('message', e.target.value)} />
            )}
          </FormField>
        </div>
        <SpamTrapFields />
        <p className="form-consent text-muted-strong mt-3">
          {messages.contact.consentBefore}
          <Link to={localize('/privacy-policy')}>{messages.contact.consentLink}</Link>
          {messages.contact.consentAfter}
        </p>
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
      </form>
    </>
  );
}
