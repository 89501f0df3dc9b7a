// The team's mail as a recruiter of fifty a week reads it, at the SMTP
// server: the CV named after the person, the job and the reference in
// ASCII; the date in words in Buea's time; sizes in KB/MB; email, phone and
// LinkedIn as links (http(s), mailto and tel only, escaped); the job's
// title without its URL slug; the language tag first in the subject. The
// contact mail gets the same care.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import type { ParsedMail } from 'mailparser';
import { testApp } from '../support/test-app';
import { SmtpSink } from '../support/smtp-sink';
import { pdfOfSize, smallPdf } from '../../scripts/fixtures/files';
import { jobs } from '../../shared/content/jobs';
import { openJobs, utcDay } from '../../shared/job-open';
import { applicationMail } from '../../server/forms/team-mails';
import { asciiWords, cvFileName, fileSize } from '../../server/outbox/mail-format';

// 15:30 UTC is 16:30 in Buea (West Africa Time, UTC+1).
const NOW = new Date('2026-11-25T15:30:00Z');
const sink = await new SmtpSink().start();
let ctx: Awaited<ReturnType<typeof testApp>>;
beforeAll(async () => {
  // One application per address here, so the acknowledgements never reach the daily number.
  ctx = await testApp({ env: sink.env(), now: () => NOW });
});
afterAll(async () => {
  await ctx.close();
  await sink.stop();
});
afterEach(async () => {
  // Everything a test posted is delivered (the team's mail and the acknowledgement) before the next one counts.
  const deadline = Date.now() + 20_000;
  while ((await ctx.outbox.counts()).pending > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  sink.mails.length = 0;
});

// A job open on the test's day whose title has several words (the file name joins them), whatever jobs the content holds.
const job = openJobs(jobs, utcDay(NOW)).find((j) => /\s/.test(j.title.trim()));
if (!job)
  throw new Error(
    `these tests apply to a job with a title of several words, open on ${utcDay(NOW)}: content/en/jobs has none`,
  );
const recipient = (m: ParsedMail) => (m.to && 'text' in m.to ? m.to.text : '');
const teamMail = async (mailbox: string) => {
  await sink.waitFor(2);
  return sink.mails.find((m) => recipient(m) === mailbox)!;
};

function apply(fields: Record<string, string>, cv = smallPdf(), url = '/api/apply') {
  const req = request(ctx.app).post(url).set('Accept', 'application/json').set('Cookie', ctx.cookie);
  for (const [k, v] of Object.entries(fields)) req.field(k, v);
  return req.attach('resume', cv, { filename: 'mon cv (final) v2.pdf', contentType: 'application/pdf' });
}
const applicant = {
  jobId: job.id,
  name: 'Amara Okafor',
  email: 'amara@example.org',
  phone: '+237 (677) 00-11-22',
  linkedIn: 'linkedin.com/in/amara-okafor',
  coverLetter: 'Five years of ML.',
};

describe('the recruiter’s mail', () => {
  it('names the CV after the person, the job and the reference, ASCII-safe, with its size in MB', async () => {
    const res = await apply(
      { ...applicant, name: 'Amara Ngozi Okafor-Ékané' },
      pdfOfSize(Math.round(2.4 * 1024 * 1024)),
    );
    expect(res.status).toBe(201);
    const mail = await teamMail(ctx.config.MAIL_TO_RECRUITING);
    const name = cvFileName({ name: 'Amara Ngozi Okafor-Ékané', jobTitle: job.title, reference: res.body.id });
    expect(name).toMatch(new RegExp(`^Amara-Ngozi-Okafor-Ekane_[A-Za-z0-9]+(-[A-Za-z0-9]+)+_${res.body.id}\\.pdf$`));
    expect(mail.attachments.map((a) => a.filename)).toEqual([name]);
    expect(mail.text).toContain(`CV: ${name} (PDF, 2.4\u00a0MB), attached; uploaded as "mon cv (final) v2.pdf"`);
  });

  it('dates it in words in Buea’s time, titles the job without its slug, and links email, phone and LinkedIn', async () => {
    const res = await apply(applicant);
    const mail = await teamMail(ctx.config.MAIL_TO_RECRUITING);
    expect(mail.subject).toBe(`Application: ${job.title} - Amara Okafor`);
    expect(mail.text).toContain('Received: Wednesday, November 25, 2026 at 16:30 (Buea time)');
    expect(mail.text).toContain(`Position: ${job.title}\n`);
    expect(mail.text).not.toContain(job.id);
    expect(mail.text).not.toMatch(/\d{4}-\d\d-\d\dT/);
    expect(mail.text).toContain(
      `CV: ${cvFileName({ name: 'Amara Okafor', jobTitle: job.title, reference: res.body.id })} (PDF, 1\u00a0KB)`,
    );
    expect(mail.html).toContain('<a href="mailto:amara@example.org">amara@example.org</a>');
    expect(mail.html).toContain('<a href="tel:+237677001122">+237677001122</a>');
    expect(mail.html).toContain(
      '<a href="https://linkedin.com/in/amara-okafor">https://linkedin.com/in/amara-okafor</a>',
    );
  });

  it('puts the language tag first in the subject of a French applicant', async () => {
    await apply({ ...applicant, email: 'amara.fr@example.org', lang: 'fr' }, smallPdf(), '/api/apply?lang=fr');
    const mail = await teamMail(ctx.config.MAIL_TO_RECRUITING);
    expect(mail.subject).toBe(`[FR] Application: ${job.title} - Amara Okafor`);
    expect(mail.text).toContain('Language: French');
  });

  it('escapes what the applicant typed in every link, and links only http(s) addresses', () => {
    const record = applicationMail(
      {
        ...applicant,
        name: 'Eve',
        linkedIn: 'https://linkedin.com/in/eve"><script>x</script>',
        portfolio: 'javascript:alert(1)',
      },
      job,
      { originalName: 'cv.pdf', size: 2048, file: '/nowhere' },
      { id: 'APP-TEST0000', from: 'site@example.com', to: 'careers@example.com', now: NOW },
    );
    expect(record.html).not.toContain('<script>');
    expect(record.html).toContain('<a href="https://linkedin.com/in/eve%22%3E%3Cscript%3Ex%3C/script%3E">');
    expect(record.html).not.toContain('href="javascript:');
    expect(record.html).toContain('<td style="padding:4px 0">javascript:alert(1)</td>');
  });
});

describe('the contact mail', () => {
  it('has the date in words, the [FR] tag first and the sender’s email and phone as links', async () => {
    const res = await request(ctx.app)
      .post('/api/contact?lang=fr')
      .set('Accept', 'application/json')
      .set('Cookie', ctx.cookie)
      .send({
        lang: 'fr',
        name: 'Amina Fon',
        email: 'amina@example.org',
        phone: '+237 650 11 22 33',
        service: 'Other',
        message: 'Bonjour',
      });
    expect(res.status).toBe(201);
    const mail = await teamMail(ctx.config.MAIL_TO_SUPPORT);
    expect(mail.subject).toBe('[FR] New Contact Form Submission from Amina Fon');
    expect(mail.text).toContain('Received: Wednesday, November 25, 2026 at 16:30 (Buea time)');
    expect(mail.html).toContain('<a href="mailto:amina@example.org">amina@example.org</a>');
    expect(mail.html).toContain('<a href="tel:+237650112233">+237650112233</a>');
  });
});

describe('file names and sizes', () => {
  it('transliterates accents, drops other characters and caps each part between words', () => {
    // Invented names and job titles: a string transformation, whatever jobs the content lists.
    expect(
      cvFileName({
        name: 'Hélène Ñúñez-Østergaard',
        jobTitle: 'Senior Machine Learning Engineer',
        reference: 'APP-LA87GJVB',
      }),
    ).toBe('Helene-Nunez-Ostergaard_Senior-Machine-Learning-Engineer_APP-LA87GJVB.pdf');
    expect(cvFileName({ name: '李小龙 / ../../etc', jobTitle: 'Data Scientist', reference: 'APP-X' })).toBe(
      'etc_Data-Scientist_APP-X.pdf',
    );
    expect(cvFileName({ name: '李小龙', jobTitle: 'Data Scientist', reference: 'APP-X' })).toBe(
      'Applicant_Data-Scientist_APP-X.pdf',
    );
    expect(asciiWords('Jean-Baptiste Mbappé Nkoulou Ekotto Abessolo Mvondo', 40)).toBe(
      'Jean-Baptiste-Mbappe-Nkoulou-Ekotto',
    );
    const longest = cvFileName({ name: 'A'.repeat(300), jobTitle: 'B'.repeat(300), reference: 'APP-LA87GJVB' });
    expect(longest.length).toBeLessThanOrEqual(100);
    expect(longest).toMatch(/^[A-Za-z0-9_-]+\.pdf$/);
  });

  it('writes sizes in KB and MB, with French units and decimal commas in French', () => {
    expect(fileSize(200 * 1024)).toBe('200\u00a0KB');
    expect(fileSize(5 * 1024 * 1024)).toBe('5\u00a0MB');
    expect(fileSize(Math.round(4.84 * 1024 * 1024), 'fr')).toBe('4,8\u00a0Mo');
    expect(fileSize(300, 'fr')).toBe('1\u00a0Ko');
  });
});
