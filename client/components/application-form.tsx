import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { FormField } from './form-field';
import { SpamTrapFields, useStartedAt } from './spam-trap-fields';
import { useToast } from '../layout/toasts';
import { useServerFormState } from '../hooks/use-form-state';
import { messages } from '../../shared/messages';
import { applicationLabels } from '../../shared/schemas/application-fields';
import { fieldErrorsOf } from '../../shared/schemas/field-errors';

// The schema (and zod with it) loads when the visitor starts on the form, not with the page.
const loadSchema = () => import('../../shared/schemas/application');
import { MAX_RESUME_BYTES, PDF_MAGIC, RESUME_ACCEPT } from '../../shared/schemas/limits';
import type { Job } from '../../shared/content/schema';


const TEXT_FIELDS = ['name', 'email', 'phone', 'linkedIn', 'portfolio', 'coverLetter'] as const;
type TextField = (typeof TEXT_FIELDS)[number];
type Values = Record<TextField, string>;
type FieldErrors = Record<string, string[]>;
/** Form order, for focusing the first field in error. */
const ORDER = ['name', 'email', 'phone', 'linkedIn', 'portfolio', 'resume', 'coverLetter'] as const;

const EMPTY: Values = { name: '', email: '', phone: '', linkedIn: '', portfolio: '', coverLetter: '' };
const MAX_MB = MAX_RESUME_BYTES / (1024 * 1024);

/**
 * The browser's look at the CV before it is uploaded: present, within the
 * size limit and a real PDF by its first bytes (the server checks the same
 * again; a file's name and declared type prove nothing).
 */
async function checkResume(file: File | null | undefined): Promise<string | undefined> {
  if (!file || file.size === 0) return messages.forms.resumeRequired;
  if (file.size > MAX_RESUME_BYTES) return messages.forms.resumeTooLarge;
  const bytes = new Uint8Array(await file.slice(0, PDF_MAGIC.length).arrayBuffer());
  return String.fromCharCode(...bytes) === PDF_MAGIC ? undefined : messages.forms.resumeNotPdf;
}

async function readJson(res: Response): Promise<{ id?: string; error?: string; fieldErrors?: FieldErrors }> {
  try {
    return (await res.json()) as { id?: string; error?: string; fieldErrors?: FieldErrors };
  } catch {
    return {};
  }
}

/**
 * The application form of a job (spec 2.7, 3, 5). Without JavaScript it is
 * a plain multipart POST to /api/apply; with JavaScript the fields and the
 * file are checked first and the form is sent with fetch.
 */
export function ApplicationForm({ job, headingId }: { job: Job; headingId?: string }) {
  const serverState = useServerFormState('apply');
  // The server's echo only belongs to this form if it was for this job.
  const echo = serverState && serverState.values.jobId === job.id ? serverState : undefined;
  const toast = useToast();
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const [values, setValues] = useState<Values>(() => ({ ...EMPTY, ...pick(echo?.values) }));
  const [errors, setErrors] = useState<FieldErrors>(() => echo?.fieldErrors ?? {});
  const [submitting, setSubmitting] = useState(false);
  const [startedAt, restartTimer] = useStartedAt();

  useEffect(() => {
    if (formRef.current) formRef.current.noValidate = true;
  }, []);

  const update = (field: TextField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors(({ [field]: _gone, ...rest }) => rest);
  };

  const setResumeError = (message: string | undefined) =>
    setErrors(({ resume: _old, ...rest }) => (message ? { ...rest, resume: [message] } : rest));

  const showErrors = (found: FieldErrors) => {
    setErrors(found);
    const first = ORDER.find((f) => found[f]?.length);
    const el = first ? formRef.current?.elements.namedItem(first) : null;
    if (el instanceof HTMLElement) el.focus();
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const form = event.currentTarget;
    const { applicationSchema } = await loadSchema();
    const parsed = applicationSchema.safeParse({ ...values, jobId: job.id });
    const found: FieldErrors = parsed.success ? {} : fieldErrorsOf(parsed.error);
    const resumeError = await checkResume(fileRef.current?.files?.[0]);
    if (resumeError) found.resume = [resumeError];
    if (Object.keys(found).length > 0) {
      showErrors(found);
      return;
    }
    setErrors({});
    setSubmitting(true);
    const failed = (description?: string) => toast({ title: messages.application.failure, description, variant: 'danger' });
    try {
      const res = await fetch('/api/apply', {
        method: 'POST',
        headers: { Accept: 'application/json' },
        body: new FormData(form),
      });
      const body = await readJson(res);
      if (res.ok) {
        toast({
          title: messages.application.successTitle,
          description: (
            <>
              <p className="mb-1">{messages.application.successDescription}</p>
              {body.id ? (
                <p className="mb-0">
                  {messages.application.referenceLabel}: <strong>{body.id}</strong>
                </p>
              ) : null}
            </>
          ),
          variant: 'success',
        });
        setValues(EMPTY);
        form.reset();
        restartTimer();
        void navigate('/careers');
      } else if ((res.status === 400 || res.status === 413 || res.status === 415) && body.fieldErrors) {
        showErrors(body.fieldErrors);
      } else {
        failed(res.status === 429 ? body.error : undefined);
      }
    } catch {
      failed();
    } finally {
      setSubmitting(false);
    }
  }

  const formErrors = [...(errors.jobId ?? []), ...(errors.form ?? [])];
  const hasErrors = Object.keys(errors).length > 0;

  return (
    <form
      ref={formRef}
      onFocus={() => void loadSchema()}
      className="application-form"
      method="post"
      action="/api/apply"
      encType="multipart/form-data"
      aria-labelledby={headingId}
      onSubmit={(e) => void onSubmit(e)}
    >
      {echo?.error ? (
        <div className="alert alert-danger" role="alert">
          {echo.error}
        </div>
      ) : null}
      {hasErrors ? (
        <div className="alert alert-danger py-2" role="alert">
          {messages.forms.fixErrors}
          {formErrors.map((m) => (
            <span key={m} className="d-block">
              {m}
            </span>
          ))}
        </div>
      ) : null}
      <input type="hidden" name="jobId" value={job.id} />
      <div className="row g-3">
        <FormField name="name" label={applicationLabels.name} required error={errors.name} className="col-md-6">
          {(p) => <input {...p} type="text" autoComplete="name" value={values.name} onChange={(e) => update('name', e.target.value)} />}
        </FormField>
        <FormField name="email" label={applicationLabels.email} required error={errors.email} className="col-md-6">
          {(p) => (
            <input {...p} type="email" autoComplete="email" value={values.email} onChange={(e) => update('email', e.target.value)} />
          )}
        </FormField>
        <FormField name="phone" label={applicationLabels.phone} required error={errors.phone} className="col-md-6">
          {(p) => <input {...p} type="tel" autoComplete="tel" value={values.phone} onChange={(e) => update('phone', e.target.value)} />}
        </FormField>
        <FormField name="linkedIn" label={applicationLabels.linkedIn} error={errors.linkedIn} className="col-md-6">
          {(p) => (
            <input
              {...p}
              type="url"
              inputMode="url"
              placeholder="https://www.linkedin.com/in/your-name"
              value={values.linkedIn}
              onChange={(e) => update('linkedIn', e.target.value)}
            />
          )}
        </FormField>
        <FormField name="portfolio" label={applicationLabels.portfolio} error={errors.portfolio} className="col-12">
          {(p) => (
            <input
              {...p}
              type="url"
              inputMode="url"
              autoComplete="url"
              placeholder="https://"
              value={values.portfolio}
              onChange={(e) => update('portfolio', e.target.value)}
            />
          )}
        </FormField>
        <FormField
          name="resume"
          label={`${applicationLabels.resume} (PDF only, max ${MAX_MB}MB)`}
          required
          error={errors.resume}
          className="col-12"
        >
          {(p) => (
            <input
              {...p}
              ref={fileRef}
              type="file"
              accept={RESUME_ACCEPT}
              onChange={(e) => {
                const file = e.target.files?.[0];
                void checkResume(file).then((message) => setResumeError(file ? message : undefined));
              }}
            />
          )}
        </FormField>
        <FormField name="coverLetter" label={applicationLabels.coverLetter} required error={errors.coverLetter} className="col-12">
          {(p) => <textarea {...p} rows={8} value={values.coverLetter} onChange={(e) => update('coverLetter', e.target.value)} />}
        </FormField>
      </div>
      <SpamTrapFields startedAt={startedAt} />
      <div className="d-flex flex-wrap gap-3 mt-4">
        <button type="submit" className="btn btn-brand btn-lg" disabled={submitting} aria-busy={submitting || undefined}>
          {submitting ? (
            <>
              <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
              {messages.application.submitting}
            </>
          ) : (
            messages.application.submit
          )}
        </button>
        <Link to="/careers" className="btn btn-outline-brand btn-lg">
          Cancel
        </Link>
      </div>
    </form>
  );
}

function pick(values: Record<string, string> | undefined): Partial<Values> {
  const out: Partial<Values> = {};
  for (const f of TEXT_FIELDS) {
    const v = values?.[f];
    if (typeof v === 'string') out[f] = v;
  }
  return out;
}
