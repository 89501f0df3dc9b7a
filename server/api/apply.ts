// POST /api/apply: a job application with its CV (spec 2.7, 5) -> the
// recruiting mailbox, the CV attached as CV-<reference>.pdf.
import type { FormKit } from '../forms/form-kit';
import { applicationMail } from '../mail/build';
import { applicationSchema } from '../../shared/schemas/application';
import { MAX_RESUME_BYTES, PDF_MAGIC } from '../../shared/schemas/limits';
import { findJob } from '../../shared/content/jobs';
import { isJobOpen, utcDay } from '../../shared/job-open';
import { open } from 'node:fs/promises';

/** The file's own first bytes decide, not its name or declared type. */
async function isPdf(file: string): Promise<boolean> {
  const handle = await open(file, 'r');
  try {
    const buf = Buffer.alloc(PDF_MAGIC.length);
    const { bytesRead } = await handle.read(buf, 0, buf.length, 0);
    return bytesRead === buf.length && buf.toString('latin1') === PDF_MAGIC;
  } finally {
    await handle.close();
  }
}

export function applyEndpoint(kit: FormKit) {
  const { config, outbox } = kit;
  return kit.endpoint({
    name: 'apply',
    schema: applicationSchema,
    referencePrefix: 'APP',
    upload: { field: 'resume', maxBytes: MAX_RESUME_BYTES },
    // A closed job's page says it is closed; an unknown one's is the list, with a warning.
    page: (body) => (findJob(body.jobId, 'en') ? `/careers?apply=${encodeURIComponent(String(body.jobId))}` : '/careers'),
    anchor: 'application',
    successUrl: (id) => `/careers?applied=${id}#application-confirmation`,
    async check(body, file, { now, lang }) {
      const fieldErrors: Record<string, string[]> = {};
      const job = findJob(body.jobId, lang);
      // Past its validThrough, a job takes no more applications: 410 Gone, naming the field.
      if (job && !isJobOpen(job, utcDay(now))) return { status: 410, fieldErrors: { jobId: ['unknownJob'] } };
      if (typeof body.jobId === 'string' && body.jobId && !job) fieldErrors.jobId = ['unknownJob'];
      if (!file || file.size === 0) fieldErrors.resume = ['resumeRequired'];
      if (Object.keys(fieldErrors).length > 0) return { status: 400, fieldErrors };
      if (!(await isPdf(file!.path))) return { status: 415, fieldErrors: { resume: ['resumeNotPdf'] } };
      return undefined;
    },
    accept: (input, { id, file, now, lang }) =>
      outbox.enqueue(
        // The recruiting mailbox reads the job as the site lists it in English, when it exists there.
        applicationMail(input, findJob(input.jobId, 'en')!, { originalName: file!.originalName, size: file!.size, file: file!.path }, {
          id,
          from: config.MAIL_FROM,
          to: config.MAIL_TO_RECRUITING,
          now,
          lang,
        }),
      ),
  });
}
