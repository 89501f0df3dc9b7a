// A browser without JavaScript whose post is turned away before its turn
// (too many posts, no room to store an upload) gets its form back filled in,
// as it does after field errors. A file is never kept between two tries: the
// CV field asks for it again, in the post's language.
import { afterEach, describe, expect, it } from 'vitest';
import request from 'supertest';
import { BROWSER_UA, follow, testApp } from '../support/test-app';
import { smallPdf } from '../../scripts/fixtures/files';
import { jobs as allJobs } from '../../shared/content/jobs';
import { openJobs, utcDay } from '../../shared/job-open';
import { withForms } from '../../shared/i18n/form-words';
import { en as enCore } from '../../shared/i18n/en';
import { fr as frCore } from '../../shared/i18n/fr';
import enForms from '../../shared/i18n/pages/en/forms';
import frForms from '../../shared/i18n/pages/fr/forms';
import type { Limits } from '../../server/limits';

const en = withForms(enCore, enForms);
const fr = withForms(frCore, frForms);
const job = openJobs(allJobs, utcDay())[0]!;
const applicant = {
  jobId: job.id,
  name: 'Hélène Ekane',
  email: 'helene@example.org',
  phone: '+237 670 12 34 56',
  coverLetter: 'I have built recommendation systems for two marketplaces in Douala.',
};

let open: Awaited<ReturnType<typeof testApp>>[] = [];
afterEach(async () => {
  await Promise.all(open.map((c) => c.close()));
  open = [];
});
async function app(limits: Partial<Limits>) {
  const ctx = await testApp({ deliver: false, limits });
  open.push(ctx);
  return ctx;
}

/** An application as a browser without JavaScript sends it (multipart, with the time-trap cookie). */
function browserApply(ctx: Awaited<ReturnType<typeof testApp>>, fields: Record<string, string>, cookie = ctx.cookie) {
  const req = request(ctx.app)
    .post('/api/apply')
    .set('Accept', 'text/html')
    .set('User-Agent', BROWSER_UA)
    .set('Cookie', cookie);
  for (const [k, v] of Object.entries(fields)) req.field(k, v);
  return req.attach('resume', smallPdf(), 'cv.pdf');
}

/** The decoded text of a page (the form's values are HTML-escaped in it). */
const textOf = (html: string) =>
  html
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

describe('an application turned away from a browser without JavaScript', () => {
  it('by the rate limit comes back with what was typed, the reason, and a request to choose the CV again', async () => {
    const ctx = await app({ RATE_LIMIT_MAX: 1 });
    // Without the form cookie: the tight limit (RATE_LIMIT_MAX) applies.
    expect((await browserApply(ctx, applicant, '')).status).toBe(303);
    const res = await browserApply(ctx, { ...applicant, name: 'Paul Nji' }, '');
    expect(res.status).toBe(303);
    expect(res.headers.location).toMatch(new RegExp(`^/careers\\?apply=${job.id}&form=[\\w-]+#`));
    const page = textOf((await follow(ctx.app, res)).text);
    expect(page).toContain(en.messages.errors.tooManyPosts(en.messages.errors.waits.tenMinutes));
    expect(page).toContain('value="Paul Nji"');
    expect(page).toContain(applicant.coverLetter);
    expect(page).toContain(en.messages.forms.resumeAgain);
    // One alert, the server's: the CV field's request needs no "correct the fields" beside it.
    expect(page).not.toContain(en.messages.forms.fixErrors);
  });

  it('for want of room to store it comes back filled in too, in French for a French post', async () => {
    const ctx = await app({ OUTBOX_MIN_FREE_MB: 100_000_000 });
    const res = await browserApply(ctx, { ...applicant, lang: 'fr' });
    expect(res.status).toBe(303);
    expect(res.headers.location).toMatch(/^\/fr\/careers\?/);
    const page = textOf((await follow(ctx.app, res)).text);
    expect(page).toContain(fr.messages.forms.unavailable);
    expect(page).toContain('value="Hélène Ekane"');
    expect(page).toContain(fr.messages.forms.resumeAgain);
  });

  it('for a field error asks for the CV again beside the fields to correct', async () => {
    const ctx = await app({});
    const res = await browserApply(ctx, { ...applicant, email: 'not an address' });
    const page = textOf((await follow(ctx.app, res)).text);
    expect(page).toContain(en.messages.forms.invalidEmail);
    expect(page).toContain(en.messages.forms.fixErrors);
    expect(page).toContain(en.messages.forms.resumeAgain);
    expect(page).toContain('value="Hélène Ekane"');
  });

  it('from a script gets JSON without the browser’s request for the file', async () => {
    const ctx = await app({ RATE_LIMIT_MAX: 1 });
    const post = () => {
      const req = request(ctx.app).post('/api/apply').set('Accept', 'application/json');
      for (const [k, v] of Object.entries(applicant)) req.field(k, v);
      return req.attach('resume', smallPdf(), 'cv.pdf');
    };
    expect((await post()).status).toBe(201);
    const res = await post();
    expect(res.status).toBe(429);
    expect(res.body).toEqual({
      error: en.messages.errors.tooManyPosts(en.messages.errors.waits.tenMinutes),
      fieldErrors: {},
    });
  });
});
