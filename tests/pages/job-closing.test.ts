// A job past its validThrough closes by itself, decided at request time
// from the server's day: out of the lists in both languages, its apply page
// says it is closed (no form), no JobPosting for it, the content API leaves
// it out, and /api/apply refuses it naming the field. The days come from
// the content (the job that closes first), and the clock is injected.
import { afterAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { BROWSER_UA, testApp } from '../support/test-app';
import { smallPdf } from '../../scripts/fixtures/files';
import { jobs } from '../../shared/content/jobs';
import careersEn from '../../shared/i18n/pages/en/careers';
import careersFr from '../../shared/i18n/pages/fr/careers';
import formsEn from '../../shared/i18n/pages/en/forms';
import { en } from '../../shared/i18n/en';
import { fr } from '../../shared/i18n/fr';
import { withForms } from '../../shared/i18n/form-words';

const DAY_MS = 24 * 60 * 60 * 1000;
const dayAfter = (d: string) => new Date(Date.parse(`${d}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);

/** The job that closes first, and the last day it is open. */
const closing = [...jobs].sort((a, b) => a.validThrough.localeCompare(b.validThrough))[0]!;
const lastDay = closing.validThrough;
const stillOpen = jobs.filter((j) => j.validThrough > lastDay);

/** One app whose clock the test moves: the site keeps running from day to day. */
let clock = new Date(`${lastDay}T12:00:00Z`);
const day = () => clock.toISOString().slice(0, 10);
const { app, cookie, close } = await testApp({
  deliver: false,
  now: () => clock,
  today: day,
  limits: { RENDER_CACHE_ENTRIES: 100 },
});
afterAll(() => close());

const page = (url: string) => request(app).get(url).set('User-Agent', BROWSER_UA).set('Accept', 'text/html');
const jsonLdTitles = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
    .map((m) => JSON.parse(m[1]!) as { '@type': string; title?: string })
    .filter((b) => b['@type'] === 'JobPosting')
    .map((b) => b.title);
const applyFor = (jobId: string) =>
  request(app)
    .post('/api/apply')
    .set('Accept', 'application/json')
    .set('Cookie', cookie)
    .field('jobId', jobId)
    .field('name', 'Hélène Ekane')
    .field('email', 'helene@example.org')
    .field('phone', '+237 677 00 11 22')
    .field('linkedIn', 'https://www.linkedin.com/in/example')
    .field('coverLetter', 'I have shipped ML systems for five years.')
    .attach('resume', smallPdf(), { filename: 'cv.pdf', contentType: 'application/pdf' });

describe('a job on the last day of its validThrough', () => {
  it('is still listed, with its JobPosting, and its form opens', async () => {
    clock = new Date(`${lastDay}T23:00:00Z`);
    const list = await page('/careers');
    expect(list.text).toContain(`id="job-${closing.id}"`);
    expect(jsonLdTitles(list.text)).toContain(closing.title);
    const form = await page(`/careers?apply=${closing.id}`);
    expect(form.text).toContain('name="jobId"');
  });

  it('shows its last day on the list and above its form, written as each language writes a date', async () => {
    for (const [prefix, strings, date] of [
      ['', careersEn, en.format.date(lastDay)],
      ['/fr', careersFr, fr.format.date(lastDay)],
    ] as const) {
      const closesOn = `<time class="job-closes" dateTime="${lastDay}">${strings.applyBy(date)}</time>`;
      expect((await page(`${prefix}/careers`)).text.replace(/<!-- -->/g, '')).toContain(closesOn);
      const form = (await page(`${prefix}/careers?apply=${closing.id}`)).text.replace(/<!-- -->/g, '');
      expect(form).toContain(`<time dateTime="${lastDay}">${strings.applyBy(date)}</time>`);
    }
  });

  it('takes applications', async () => {
    expect((await applyFor(closing.id)).status).toBe(201);
  });
});

describe('the day after its validThrough, on the same running site', () => {
  it('is gone from the careers list in both languages, and from its JSON-LD', async () => {
    clock = new Date(`${dayAfter(lastDay)}T00:00:01Z`);
    const list = await page('/careers');
    expect(list.status).toBe(200);
    expect(list.text).not.toContain(`id="job-${closing.id}"`);
    expect(jsonLdTitles(list.text)).not.toContain(closing.title);
    expect(jsonLdTitles(list.text)).toHaveLength(stillOpen.length);
    for (const j of stillOpen) expect(list.text).toContain(`id="job-${j.id}"`);
    const fr = await page('/fr/careers');
    expect(fr.text).not.toContain(`id="job-${closing.id}"`);
    expect(jsonLdTitles(fr.text)).toHaveLength(stillOpen.length);
  });

  it('has an apply page that says the position is closed, in English and in French, with no form', async () => {
    const date = { en: en.format.date(lastDay), fr: fr.format.date(lastDay) };
    for (const [url, lead] of [
      [`/careers?apply=${closing.id}`, careersEn.closedLead(date.en)],
      [`/fr/careers?apply=${closing.id}`, careersFr.closedLead(date.fr)],
    ] as const) {
      const res = await page(url);
      expect(res.status, url).toBe(200);
      expect(res.text.replace(/<!-- -->/g, ''), url).toContain(lead);
      expect(res.text, url).not.toContain('name="jobId"');
      expect(res.text, url).not.toContain('name="resume"');
      expect(res.text, url).toContain('noindex');
    }
  });

  it('is left out of the content API, and asking for it answers 410', async () => {
    const list = await request(app).get('/api/content/jobs');
    expect((list.body as { id: string }[]).map((j) => j.id)).toEqual(stillOpen.map((j) => j.id));
    const one = await request(app).get(`/api/content/jobs/${closing.id}`);
    expect(one.status).toBe(410);
    expect(JSON.stringify(one.body)).toContain(lastDay);
  });

  it('refuses an application with 410, naming the jobId field, with a sentence the form shows as it keeps the text', async () => {
    const res = await applyFor(closing.id);
    expect(res.status).toBe(410);
    expect(res.body.fieldErrors.jobId).toEqual([withForms(en, formsEn).messages.forms.unknownJob]);
    expect(res.body.error).toBe(formsEn.forms.apply.closedNotSent);
  });

  it("gives a browser without JavaScript its words back, on the closed job's page, in its language", async () => {
    for (const [lang, strings, date] of [
      ['en', careersEn, en.format.date(lastDay)],
      ['fr', careersFr, fr.format.date(lastDay)],
    ] as const) {
      const letter = `Lettre de motivation ${lang}: five years of shipped ML systems, and « données » cleaned by hand.`;
      const post = request(app).post('/api/apply').set('Accept', 'text/html').set('Cookie', cookie);
      for (const [k, v] of Object.entries({
        jobId: closing.id,
        lang,
        name: 'Hélène Ekane',
        email: 'helene@example.org',
        coverLetter: letter,
      }))
        post.field(k, v);
      const res = await post.attach('resume', smallPdf(), { filename: 'cv.pdf', contentType: 'application/pdf' });
      expect(res.status, lang).toBe(303);
      const saved = ([] as string[]).concat(res.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]);
      const back = await request(app)
        .get(res.headers.location!)
        .set('User-Agent', BROWSER_UA)
        .set('Accept', 'text/html')
        .set('Cookie', [cookie, ...saved].join('; '));
      const text = back.text.replace(/<!-- -->/g, '');
      expect(text, lang).toContain(strings.notSentClosed);
      expect(text, lang).toContain(strings.closedLead(date));
      expect(text, lang).toMatch(new RegExp(`<textarea [^>]*readOnly[^>]*>${letter}</textarea>`, 'i'));
      expect(text, lang).not.toContain('name="resume"');
    }
  });
});
