// POST /api/apply: a job application with its CV -> the recruiting
// mailbox, the CV attached under the applicant's, the job's and the
// reference's names; and a fixed-text acknowledgement to the applicant.
// Past APPLY_BURST_PER_HOUR in an hour, applications wait in the quarantine
// for review instead (burst.ts).
import type { FormPipeline, Refusal, StagedFile } from '../pipeline';
import type { CappedAcknowledgements } from '../acknowledgement/daily-cap';
import { applicationMail } from '../team-mails';
import { pdfChecker, type PdfVerdict } from './pdf-check';
import type { ApplicationBurst } from './burst';
import { applicationSchema, type Application } from '../../../shared/schemas/application';
import type { Lang } from '../../../shared/i18n/lang';
import { MAX_RESUME_BYTES } from '../../../shared/schemas/limits';
import { findJob, jobsByLang } from '../../../shared/content/jobs';
import { isJobOpen, utcDay } from '../../../shared/job-open';

/**
 * The answer to a CV by what it is (its structure, parsed by pdf-lib, not
 * its name, declared type or first bytes): a plain PDF passes; anything
 * else is refused on the resume field, with a sentence that says what to do.
 */
function refusalOf(verdict: PdfVerdict): Refusal | undefined {
  switch (verdict.verdict) {
    case 'pdf':
      return undefined;
    case 'notPdf':
      return { status: 415, fieldErrors: { resume: ['resumeNotPdf'] } };
    case 'active':
      return { status: 422, fieldErrors: { resume: ['resumeActiveContent'] } };
    case 'protected':
      return { status: 422, fieldErrors: { resume: ['resumeProtected'] } };
    case 'tooComplex':
      return { status: 422, fieldErrors: { resume: ['resumeTooComplex'] } };
  }
}

export function applyEndpoint(pipeline: FormPipeline, acks: CappedAcknowledgements, burst: ApplicationBurst) {
  const { config, outbox } = pipeline;
  /** The recruiting mailbox's message, CV attached; it reads the job as the site lists it in English, when it exists there. */
  const teamMail = (
    input: Application,
    { id, file, now, lang }: { id: string; file?: StagedFile; now: Date; lang: Lang },
  ) =>
    applicationMail(
      input,
      findJob(input.jobId, 'en')!,
      { originalName: file!.originalName, size: file!.size, file: file!.path },
      {
        id,
        from: config.MAIL_FROM,
        to: config.MAIL_TO_RECRUITING,
        now,
        lang,
      },
    );
  const pdf = pdfChecker({ timeoutMs: config.limits.CV_CHECK_TIMEOUT_MS, heapMb: config.limits.CV_CHECK_HEAP_MB });
  return pipeline.endpoint({
    name: 'apply',
    schema: applicationSchema,
    referencePrefix: 'APP',
    upload: { field: 'resume', maxBytes: MAX_RESUME_BYTES },
    // A closed job's page says it is closed; an unknown one's is the list, with a warning.
    page: (body) =>
      findJob(body.jobId, 'en') ? `/careers?apply=${encodeURIComponent(String(body.jobId))}` : '/careers',
    anchor: 'application',
    successUrl: (id) => `/careers?applied=${id}#application-confirmation`,
    async check(body, file, { now, lang }) {
      const fieldErrors: Record<string, string[]> = {};
      const job = findJob(body.jobId, lang);
      // A closed job takes no more applications: 410 Gone, naming the field, with a sentence the form shows
      // while it keeps the text; without JavaScript the job's page shows the closing and what was written.
      if (job && !isJobOpen(job, utcDay(now)))
        return { status: 410, fieldErrors: { jobId: ['unknownJob'] }, error: (t) => t.forms.apply.closedNotSent };
      if (typeof body.jobId === 'string' && body.jobId && !job) fieldErrors.jobId = ['unknownJob'];
      if (!file || file.size === 0) fieldErrors.resume = ['resumeRequired'];
      if (Object.keys(fieldErrors).length > 0) return { status: 400, fieldErrors };
      // No worker could start: the site's trouble, so "try again later", never a verdict on the file.
      const verdict = await pdf.check(file!.path).catch(() => undefined);
      if (!verdict)
        return { status: 503, fieldErrors: {}, error: (t) => t.messages.forms.unavailable, retryAfterS: 300 };
      return refusalOf(verdict);
    },
    accept: async (input, context) => {
      const { id, file, now, lang, client } = context;
      // The job's title as the applicant read it, on the page in their language.
      const job = findJob(input.jobId, 'en')!;
      const jobTitle = jobsByLang[lang].find((j) => j.id === job.id)?.title ?? job.title;
      await outbox.enqueue(
        teamMail(input, context),
        ...(await acks.mailsFor({
          reference: id,
          to: input.email,
          client,
          lang,
          now,
          about: { form: 'application', jobTitle, cvBytes: file!.size },
        })),
      );
    },
    // Past the hour's number, an application waits for review instead of reaching careers@.
    holdForReview: () => burst.verdict(),
    quarantine: (input, context) => ({
      mail: teamMail(input, context),
      sender: input.email,
      message: input.coverLetter,
    }),
  });
}
