// With no DATABASE_URL and mail sent over SMTP, what visitors leave with the
// site lives in one SQLite database under DATA_DIR: a sign-up, a contact
// message and an application with its CV, while the mail server is down and
// after it has taken them. Every file in the data folder is read for the
// visitors' words; only the database (with its write-ahead log and shared
// index) may hold them. The form-signing key (form-secret) is the one other file.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SmtpSink } from '../support/smtp-sink';
import { testApp, until } from '../support/test-app';
import { applicantFor, openJobsToday, postApplication, postJson } from '../support/posts';
import { smallPdf } from '../../scripts/fixtures/files';

/** Words only these visitors wrote, in what each post carries. */
const SIGN_UP = 'only-in-the-store@example.org';
const MESSAGE = 'Quinoa-harvest-7Q3 is my question';
const APPLICANT = 'Nadege Ekwalla-Store';
/** A CV whose bytes carry words of their own. */
const cv = () => Buffer.concat([smallPdf(), Buffer.from('\n% CV-Ebolowa-unique-marker\n')]);
const CV_MARK = 'CV-Ebolowa-unique-marker';

/** Every file under `dir`, relative, with its bytes. */
const filesIn = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((f) => f.isFile())
    .map((f) => {
      const full = path.join(f.parentPath, f.name);
      return { name: path.relative(dir, full), bytes: readFileSync(full) };
    });

/** The files holding any of the visitors' words. */
const holding = (dir: string) =>
  filesIn(dir)
    .filter(({ bytes }) => [SIGN_UP, MESSAGE, APPLICANT, CV_MARK].some((w) => bytes.includes(w)))
    .map((f) => f.name)
    .sort();

describe('the embedded store, with SMTP delivery', { timeout: 60_000 }, () => {
  const sink = new SmtpSink();
  let ctx: Awaited<ReturnType<typeof testApp>>;
  beforeAll(async () => {
    await sink.start();
    ctx = await testApp({ env: { ...sink.env(), MAIL_ACKNOWLEDGE: 'false' } });
    // The mail server goes away: what the visitors sent waits in the site.
    await sink.stop();
  });
  afterAll(async () => {
    await ctx.close();
    await sink.stop();
  });

  it('keeps a sign-up, a message and an application in site.db alone, waiting and delivered', async () => {
    const signUp = await postJson(ctx, '/api/newsletter', { email: SIGN_UP });
    expect(signUp.status).toBe(201);
    const message = await postJson(ctx, '/api/contact', {
      name: 'Store Visitor',
      email: 'visitor@example.org',
      service: 'Other',
      message: MESSAGE,
    });
    expect(message.status).toBe(201);
    const job = openJobsToday()[0]!;
    const application = await postApplication(
      ctx,
      { ...applicantFor(job.id), name: APPLICANT },
      { bytes: cv(), name: 'cv.pdf' },
    );
    expect(application.status).toBe(201);
    await ctx.subscribers.idle();
    await until(async () => (await ctx.outbox.counts()).pending === 3);

    // SQLite checkpoints its log into the file on its own time: either may hold a row.
    const names = filesIn(ctx.dataDir).map((f) => f.name);
    expect(names.filter((n) => !/^site\.db(-wal|-shm)?$/.test(n))).toEqual(['form-secret']);
    expect(holding(ctx.dataDir).length).toBeGreaterThan(0);
    expect(holding(ctx.dataDir).every((n) => /^site\.db(-wal)?$/.test(n))).toBe(true);

    // The mail server is back: each of the three reaches it, and still no file but the store holds them.
    await sink.start();
    await sink.waitFor(3, 30_000);
    const subjects = sink.mails.map((m) => m.subject ?? '');
    expect(subjects.some((s) => /newsletter/i.test(s))).toBe(true);
    expect(sink.mails.some((m) => m.text?.includes(MESSAGE))).toBe(true);
    expect(sink.mails.some((m) => m.attachments.some((a) => a.content.includes(CV_MARK)))).toBe(true);
    await until(async () => (await ctx.outbox.counts()).pending === 0);
    const after = filesIn(ctx.dataDir).map((f) => f.name);
    expect(after.filter((n) => !/^site\.db(-wal|-shm)?$/.test(n))).toEqual(['form-secret']);
    expect(holding(ctx.dataDir).every((n) => /^site\.db(-wal)?$/.test(n))).toBe(true);
    // And the store answers for the sign-up after delivery: it is on the list, waiting for its confirmation.
    const list = await ctx.subscribers.list();
    expect(list.map((s) => s.email)).toContain(SIGN_UP);
  });
});
