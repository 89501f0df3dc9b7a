import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { FormField } from './form-field';
import { SpamTrapFields, useStartedAt } from './spam-trap-fields';
import { Icon } from './icon';
import { useToast } from '../layout/toasts';
import { useServerFormState } from '../hooks/use-form-state';
import { messages } from '../../shared/messages';
import { CONTACT_SENT_RESET_MS } from '../../shared/constants';
import { contactLabels, DEFAULT_SERVICE, SERVICE_OPTIONS } from '../../shared/schemas/contact-fields';
import { fieldErrorsOf } from '../../shared/schemas/field-errors';

// The schema (and zod with it) loads when the visitor starts on the form, not with the page.
const loadSchema = () => import('../../shared/schemas/contact');
import { HONEYPOT_FIELD, STARTED_AT_FIELD } from '../../shared/schemas/limits';

const FIELDS = ['name', 'email', 'phone', 'company', 'service', 'message'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;
type FieldErrors = Record<string, string[]>;

const EMPTY: Values = { name: '', email: '', phone: '', company: '', service: DEFAULT_SERVICE, message: '' };

/** Focus the first field, in form order, that has an error. */
function focusFirstInvalid(form: HTMLFormElement | null, errors: FieldErrors) {
  const first = FIELDS.find((f) => errors[f]?.length);
  const el = first ? form?.elements.namedItem(first) : null;
  if (el instanceof HTMLElement) el.focus();
}

async function readJson(res: Response): Promise<{ error?: string; fieldErrors?: FieldErrors }> {
  try {
    return (await res.json()) as { error?: string; fieldErrors?: FieldErrors };
  } catch {
    return {};
  }
}

/**
 * The contact form (spec 2.4, 3, 4, 5). Without JavaScript it is a plain
 * POST to /api/contact, answered by a redirect to /contact?sent=1 or by
 * this page re-rendered with the values and errors. With JavaScript it
 * checks the same schema first, sends JSON, and runs the states of spec 4:
 * idle -> submitting -> sent -> idle after 5 s.
 */
export function ContactForm({ headingId }: { headingId?: string }) {
  const serverState = useServerFormState('contact');
  const [searchParams] = useSearchParams();
  const toast = useToast();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Values>(() => ({ ...EMPTY, ...pick(serverState?.values) }));
  const [errors, setErrors] = useState<FieldErrors>(() => serverState?.fieldErrors ?? {});
  const [submitting, setSubmitting] = useState(false);
  const [sent, setSent] = useState(false);
  const [startedAt, restartTimer] = useStartedAt();

  // Once hydrated, our own checks replace the browser's bubbles; without
  // JavaScript the `required` and `type` attributes still guard the post.
  useEffect(() => {
    if (formRef.current) formRef.current.noValidate = true;
  }, []);

  useEffect(() => {
    if (!sent) return;
    const timer = setTimeout(() => setSent(false), CONTACT_SENT_RESET_MS);
    return () => clearTimeout(timer);
  }, [sent]);

  const update = (field: Field, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors(({ [field]: _gone, ...rest }) => rest);
  };

  const showErrors = (found: FieldErrors) => {
    setErrors(found);
    focusFirstInvalid(formRef.current, found);
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting || sent) return;
    const form = event.currentTarget;
    const { contactSchema } = await loadSchema();
    const parsed = contactSchema.safeParse(values);
    if (!parsed.success) {
      showErrors(fieldErrorsOf(parsed.error));
      return;
    }
    setErrors({});
    setSubmitting(true);
    const failed = (description?: string) =>
      toast({ title: messages.contact.failure, description, variant: 'danger' });
    try {
      const honeypot = new FormData(form).get(HONEYPOT_FIELD);
      const res = await fetch('/api/contact', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({
          ...values,
          [HONEYPOT_FIELD]: typeof honeypot === 'string' ? honeypot : '',
          [STARTED_AT_FIELD]: startedAt,
        }),
      });
      if (res.ok) {
        setValues(EMPTY);
        setSent(true);
        restartTimer();
        toast({ title: messages.contact.success, variant: 'success' });
      } else if (res.status === 400) {
        const body = await readJson(res);
        if (body.fieldErrors && Object.keys(body.fieldErrors).length > 0) showErrors(body.fieldErrors);
        else failed(body.error);
      } else {
        // 429 carries a useful hint (wait a moment); other errors do not.
        failed(res.status === 429 ? (await readJson(res)).error : undefined);
      }
    } catch {
      failed();
    } finally {
      setSubmitting(false);
    }
  }

  const hasErrors = Object.keys(errors).length > 0;
  const buttonClass = sent ? 'btn-success' : 'btn-brand';

  return (
    <>
      {searchParams.get('sent') === '1' ? (
        <div className="alert alert-success d-flex gap-2 align-items-center" role="status">
          <Icon name="check" size={20} />
          <span>{messages.contact.success}</span>
        </div>
      ) : null}
      {serverState?.error ? (
        <div className="alert alert-danger" role="alert">
          {serverState.error}
        </div>
      ) : null}
      <form
        ref={formRef}
        onFocus={() => void loadSchema()}
        className="contact-form"
        method="post"
        action="/api/contact"
        aria-labelledby={headingId}
        onSubmit={(e) => void onSubmit(e)}
      >
        {hasErrors ? (
          <div className="alert alert-danger py-2" role="alert">
            {messages.forms.fixErrors}
          </div>
        ) : null}
        <div className="row g-3">
          <FormField name="name" label={contactLabels.name} required error={errors.name} className="col-md-6">
            {(p) => (
              <input {...p} type="text" autoComplete="name" value={values.name} onChange={(e) => update('name', e.target.value)} />
            )}
          </FormField>
          <FormField name="email" label={contactLabels.email} required error={errors.email} className="col-md-6">
            {(p) => (
              <input {...p} type="email" autoComplete="email" value={values.email} onChange={(e) => update('email', e.target.value)} />
            )}
          </FormField>
          <FormField name="phone" label={contactLabels.phone} error={errors.phone} className="col-md-6">
            {(p) => (
              <input {...p} type="tel" autoComplete="tel" value={values.phone} onChange={(e) => update('phone', e.target.value)} />
            )}
          </FormField>
          <FormField name="company" label={contactLabels.company} error={errors.company} className="col-md-6">
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
          <FormField name="service" label={contactLabels.service} required error={errors.service} controlClass="form-select" className="col-12">
            {(p) => (
              // A choice is always selected (the default is the spec's), so the
              // browser's `required` adds nothing and is invalid HTML on a select
              // whose first option has a value; the label still marks it.
              <select {...p} required={undefined} aria-required="true" value={values.service} onChange={(e) => update('service', e.target.value)}>
                {SERVICE_OPTIONS.map((option) => (
                  <option key={option} value={option}>
                    {option}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormField name="message" label={contactLabels.message} required error={errors.message} className="col-12">
            {(p) => <textarea {...p} rows={5} value={values.message} onChange={(e) => update('message', e.target.value)} />}
          </FormField>
        </div>
        <SpamTrapFields startedAt={startedAt} />
        <p className="form-consent text-muted-strong mt-3">
          {messages.contact.consentBefore}
          <Link to="/privacy-policy">{messages.contact.consentLink}</Link>
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

/** The server's echo of a no-JS post, limited to our fields. */
function pick(values: Record<string, string> | undefined): Partial<Values> {
  const out: Partial<Values> = {};
  for (const f of FIELDS) {
    const v = values?.[f];
    if (typeof v === 'string') out[f] = v;
  }
  return out;
}
