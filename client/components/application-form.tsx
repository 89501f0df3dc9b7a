import { useRef, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { FormField } from './form-field';
import { SpamTrapFields } from './spam-trap-fields';
import { useToast } from '../layout/toasts';
import { useSchemaForm } from '../hooks/use-schema-form';
import { useLocalize } from '../i18n';
import { fieldErrorsOf } from '../../shared/schemas/field-errors';
import type { FieldCode } from '../../shared/schemas/form-codes';
import { formMessage } from '../../shared/schemas/form-messages';
import { LANG_FIELD } from '../../shared/schemas/form-lang';
import { MAX_RESUME_BYTES, PDF_MAGIC, RESUME_ACCEPT } from '../../shared/schemas/limits';
import type { Job } from '../../shared/content/schema';

// The schema (and zod with it) loads when the visitor starts on the form, not with the page.
const loadSchema = () => import('../../shared/schemas/application');

type TextField = 'name' | 'email' | 'phone' | 'linkedIn' | 'portfolio' | 'coverLetter';
/** Form order, for focusing the first field in error. */
const ORDER = ['name', 'email', 'phone', 'linkedIn', 'portfolio', 'resume', 'coverLetter'] as const;

const EMPTY: Record<TextField, string> = {
  name: '',
  email: '',
  phone: '',
  linkedIn: '',
  portfolio: '',
  coverLetter: '',
};
const MAX_MB = MAX_RESUME_BYTES / (1024 * 1024);

/**
 * The browser's look at the CV before it is uploaded: present, within the
 * size limit and a real PDF by its first bytes (the server checks the same
 * again; a file's name and declared type prove nothing). A code, as the schema's.
 */
async function checkResume(file: File | null | undefined): Promise<FieldCode | undefined> {
  if (!file || file.size === 0) return 'resumeRequired';
  if (file.size > MAX_RESUME_BYTES) return 'resumeTooLarge';
  const bytes = new Uint8Array(await file.slice(0, PDF_MAGIC.length).arrayBuffer());
  return String.fromCharCode(...bytes) === PDF_MAGIC ? undefined : 'resumeNotPdf';
}

/**
 * The application form of a job. Without JavaScript it is
 * a plain multipart POST to /api/apply; with JavaScript the fields and the
 * file are checked first and the form is sent with fetch. Every word is the
 * page's language's (useT), and so are the server's answers: the post
 * carries the language.
 */
export function ApplicationForm({ job, headingId }: { job: Job; headingId?: string }) {
  const toast = useToast();
  const navigate = useNavigate();
  const fileRef = useRef<HTMLInputElement>(null);
  const localize = useLocalize();
  const { formRef, values, errors, setErrors, update, submit, submitting, serverError, t, lang, action } =
    useSchemaForm({
      form: 'apply',
      order: ORDER,
      empty: EMPTY,
      // The server's echo only belongs to this form if it was for this job.
      accepts: (state) => state.values.jobId === job.id,
    });

  const messages = t.messages;
  const labels = t.forms.apply.fields;
  const url = action('/api/apply');

  const setResumeError = (problem: FieldCode | undefined) =>
    setErrors(({ resume: _old, ...rest }) =>
      problem ? { ...rest, resume: [formMessage(t, 'apply', 'resume', problem)] } : rest,
    );

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    void submit({
      failureTitle: messages.application.failure,
      async validate() {
        const parsed = (await loadSchema()).applicationSchema.safeParse({ ...values, jobId: job.id });
        const found = parsed.success ? {} : fieldErrorsOf(parsed.error);
        const resumeError = await checkResume(fileRef.current?.files?.[0]);
        if (resumeError) found.resume = [resumeError];
        return found;
      },
      send: () => fetch(url, { method: 'POST', headers: { Accept: 'application/json' }, body: new FormData(form) }),
      onSuccess(body) {
        toast({
          title: messages.application.successTitle,
          description: (
            <>
              <p className="mb-1">{messages.application.successDescription}</p>
              {body.id ? (
                <p className="mb-0">
                  {messages.application.referenceLabel}
                  {t.forms.colon}
                  <strong>{body.id}</strong>
                </p>
              ) : null}
            </>
          ),
          variant: 'success',
        });
        form.reset();
        void navigate(localize('/careers'));
      },
    });
  }

  const formErrors = [...(errors.jobId ?? []), ...(errors.form ?? [])];
  // Beside the server's own sentence (too many posts, try later), the CV field's request for the
  // file again needs no second alert; errors of no field are always listed.
  const hasErrors = Object.keys(errors).length > 0 && (!serverError || formErrors.length > 0);

  return (
    <form
      ref={formRef}
      onFocus={() => void loadSchema()}
      className="application-form"
      method="post"
      action={url}
      encType="multipart/form-data"
      aria-labelledby={headingId}
      onSubmit={onSubmit}
    >
      {serverError ? (
        <div className="alert alert-danger" role="alert">
          {serverError}
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
      <input type="hidden" name={LANG_FIELD} value={lang} />
      <input type="hidden" name="jobId" value={job.id} />
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
        <FormField name="phone" label={labels.phone} required error={errors.phone} className="col-md-6">
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
        <FormField name="linkedIn" label={labels.linkedIn} error={errors.linkedIn} className="col-md-6">
          {(p) => (
            // type="text": a browser without JavaScript would refuse `linkedin.com/in/x`, which we accept.
            <input
              {...p}
              type="text"
              inputMode="url"
              placeholder={t.forms.apply.linkedInPlaceholder}
              value={values.linkedIn}
              onChange={(e) => update('linkedIn', e.target.value)}
            />
          )}
        </FormField>
        <FormField name="portfolio" label={labels.portfolio} error={errors.portfolio} className="col-12">
          {(p) => (
            <input
              {...p}
              type="text"
              inputMode="url"
              autoComplete="url"
              placeholder={t.forms.apply.portfolioPlaceholder}
              value={values.portfolio}
              onChange={(e) => update('portfolio', e.target.value)}
            />
          )}
        </FormField>
        <FormField
          name="resume"
          label={t.forms.apply.resumeLabel(labels.resume, MAX_MB)}
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
        <FormField name="coverLetter" label={labels.coverLetter} required error={errors.coverLetter} className="col-12">
          {(p) => (
            <textarea
              {...p}
              rows={8}
              value={values.coverLetter}
              onChange={(e) => update('coverLetter', e.target.value)}
            />
          )}
        </FormField>
      </div>
      <SpamTrapFields />
      <div className="d-flex flex-wrap gap-3 mt-4">
        <button
          type="submit"
          className="btn btn-brand btn-lg"
          disabled={submitting}
          aria-busy={submitting || undefined}
        >
          {submitting ? (
            <>
              <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
              {messages.application.submitting}
            </>
          ) : (
            messages.application.submit
          )}
        </button>
        <Link to={localize('/careers')} className="btn btn-outline-brand btn-lg">
          {t.forms.apply.cancel}
        </Link>
      </div>
    </form>
  );
}
