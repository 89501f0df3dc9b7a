import { useRef, type FormEvent } from 'react';
import { FormField, TextField } from './form-field';
import { PersonFields } from './person-fields';
import { FormAlerts } from './form-alerts';
import { SendNotice } from './send-notice';
import { useInView } from '../hooks/use-in-view';
import { SiteLink } from './site-link';
import { SpamTrapFields } from './spam-trap-fields';
import { useToast } from '../islands/use-toast';
import { useSchemaForm } from '../hooks/use-schema-form';
import { useGoTo } from '../hooks/use-page-address';
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
 * file are checked first and the form is sent with fetch. Either way the
 * visitor lands on the job list with the lasting confirmation and its
 * reference (/careers?applied=APP-…#application-confirmation). The text
 * typed is kept in the tab until it is sent (the CV file never is), and a
 * send that fails leaves it all in place with a notice saying so. Every word
 * is the page's language's (useFormT), and so are the server's answers: the
 * post carries the language.
 */
export function ApplicationForm({ job, headingId }: { job: Job; headingId?: string }) {
  const toast = useToast();
  const goTo = useGoTo();
  const fileRef = useRef<HTMLInputElement>(null);
  const sendRow = useRef<HTMLDivElement>(null);
  const localize = useLocalize();
  const { formProps, values, errors, setErrors, bind, submit, submitting, serverError, failure, t, lang, action } =
    useSchemaForm({
      form: 'apply',
      order: ORDER,
      empty: EMPTY,
      // The server's echo only belongs to this form if it was for this job.
      accepts: (state) => state.values.jobId === job.id,
      // A letter written for one job is not the draft of another's.
      draftScope: job.id,
      loadSchema,
    });

  const messages = t.messages;
  const labels = t.forms.apply.fields;
  const field = (name: TextField) => ({ ...bind(name), label: labels[name] });
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
      send: (signal) =>
        fetch(url, { method: 'POST', headers: { Accept: 'application/json' }, body: new FormData(form), signal }),
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
        // Back to the list, where the confirmation and its reference stay (as without JavaScript).
        const applied = body.id ? `?applied=${encodeURIComponent(body.id)}` : '';
        goTo(localize(`/careers${applied}#application-confirmation`));
      },
    });
  }

  // A failed send's notice and the buttons, brought on screen together.
  useInView(sendRow, failure);

  const formErrors = [...(errors.jobId ?? []), ...(errors.form ?? [])];
  // Beside the server's own sentence (too many posts, try later), the CV field's request for the
  // file again needs no second alert; errors of no field are always listed.
  const hasErrors = Object.keys(errors).length > 0 && (!(failure ?? serverError) || formErrors.length > 0);

  return (
    <form
      {...formProps}
      className="application-form"
      method="post"
      action={url}
      encType="multipart/form-data"
      aria-labelledby={headingId}
      onSubmit={onSubmit}
    >
      <FormAlerts
        notice={serverError}
        fixErrors={hasErrors ? messages.forms.fixErrors : undefined}
        details={formErrors}
      />
      <input type="hidden" name={LANG_FIELD} value={lang} />
      <input type="hidden" name="jobId" value={job.id} />
      <div className="row g-3">
        <PersonFields field={field} phoneRequired />
        {/* type="text" for the addresses: a browser without JavaScript would refuse `linkedin.com/in/x`, which we accept. */}
        <TextField
          {...field('linkedIn')}
          className="col-md-6"
          type="text"
          inputMode="url"
          placeholder={t.forms.apply.linkedInPlaceholder}
        />
        <TextField
          {...field('portfolio')}
          className="col-12"
          type="text"
          inputMode="url"
          autoComplete="url"
          placeholder={t.forms.apply.portfolioPlaceholder}
        />
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
        <TextField {...field('coverLetter')} required className="col-12" rows={8} />
      </div>
      <SpamTrapFields />
      <div ref={sendRow} className="form-send">
        <SendNotice text={failure} />
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
          <SiteLink to={localize('/careers')} className="btn btn-outline-brand btn-lg">
            {t.forms.apply.cancel}
          </SiteLink>
        </div>
      </div>
    </form>
  );
}
