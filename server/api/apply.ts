// POST /api/apply: a job application with its CV -> the recruiting
// mailbox, the CV attached under the applicant's, the job's and the
// reference's names; and a fixed-text acknowledgement to the applicant.
import type { FormKit } from '../forms/form-kit';
import type { Acknowledger } from '../mail/acknowledger';
import { applicationMail } from '../mail/build';
import { applicationSchema } from '../../shared/schemas/application';
import { MAX_RESUME_BYTES, PDF_MAGIC } from '../../shared/schemas/limits';
import { jobs, jobsByLang } from '../../shared/content/jobs';
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

export function applyEndpoint(kit: FormKit, acks: Acknowledger) {
  const { config, outbox } = kit;
  return kit.endpoint({
    name: 'apply',
    schema: applicationSchema,
    referencePrefix: 'APP',
    upload: { field: 'resume', maxBytes: MAX_RESUME_BYTES },
    page: (body) => (jobs.some((j) => j.id === body.jobId) ? `/careers?apply=${encodeURIComponent(String(body.jobId))}` : '/careers'),
    anchor: 'application',
    successUrl: (id) => `/careers?applied=${id}#application-confirmation`,
    async check(body, file) {
      const fieldErrors: Record<string, string[]> = {};
      if (typeof body.jobId === 'string' && body.jobId && !jobs.some((j) => j.id === body.jobId)) fieldErrors.jobId = ['unknownJob'];
      if (!file || file.size === 0) fieldErrors.resume = ['resumeRequired'];
      if (Object.keys(fieldErrors).length > 0) return { status: 400, fieldErrors };
      if (!(await isPdf(file!.path))) return { status: 415, fieldErrors: { resume: ['resumeNotPdf'] } };
      return undefined;
    },
    accept: async (input, { id, file, now, lang }) => {
      const job = jobs.find((j) => j.id === input.jobId)!;
      await outbox.enqueue(
        applicationMail(input, job, { originalName: file!.originalName, size: file!.size, file: file!.path }, {
          id,
          from: config.MAIL_FROM,
          to: config.MAIL_TO_RECRUITING,
          now,
          lang,
        }),
      );
      // The job's title as the applicant read it, on the page in their language.
      const jobTitle = jobsByLang[lang].find((j) => j.id === job.id)?.title ?? job.title;
      await acks.send({ reference: id, to: input.email, lang, now, about: { form: 'application', jobTitle, cvBytes: file!.size } });
    },
  });
}
