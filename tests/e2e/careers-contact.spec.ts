// Contact and Careers. The form APIs
// are mocked with page.route to the contract of POST /api/contact and
// POST /api/apply, so these tests pin the browser's side of it.
import type { Page, Request, Route } from '@playwright/test';
import { test, expect, expectNoAxeViolations, expectOneOpenAtATime, open } from './fixtures';
import { en as enCore } from '../../shared/i18n/en';
import enForms from '../../shared/i18n/pages/en/forms';
import { jobs as allJobs } from '../../shared/content/jobs';
import { openJobs, utcDay } from '../../shared/job-open';

/** The jobs that take applications today (content/ decides which and how many). */
const jobs = openJobs(allJobs, utcDay());
import { faqContact, careerValues } from '../../shared/content/collections';
import { site } from '../../shared/content/site';
import { DEFAULT_SERVICE } from '../../shared/schemas/contact';
import { MAX_RESUME_BYTES } from '../../shared/schemas/limits';
import { pdfOfSize, pngBytes, smallPdf } from '../../scripts/fixtures/files';
import { withForms } from '../../shared/i18n/form-words';
import { formatSalary } from '../../shared/format';

// The core dictionary with the contact and application forms' strings, as those pages and the server read them.
const en = withForms(enCore, enForms);

const { messages } = en;

const json = (route: Route, status: number, body: unknown) =>
  route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });

/** The map is a third-party frame; keep the tests off the network. */
async function stubMap(page: Page) {
  await page.route('https://www.openstreetmap.org/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="en"><head><title>Map</title></head><body><p>Map</p></body></html>',
    }),
  );
}

/** Record the requests to an API path and answer them with `answer`. */
async function mockApi(page: Page, path: string, answer: (route: Route) => Promise<void> | void) {
  const requests: Request[] = [];
  await page.route(`**${path}`, async (route) => {
    requests.push(route.request());
    await answer(route);
  });
  return requests;
}

/** How many requests the page has made to OpenStreetMap so far. */
function countMapRequests(page: Page) {
  let n = 0;
  page.on('request', (request) => {
    if (request.url().startsWith('https://www.openstreetmap.org/')) n++;
  });
  return () => n;
}

async function openContact(page: Page, url = '/contact') {
  await stubMap(page);
  await open(page, url);
  return page.locator('form.contact-form');
}

async function fillContact(page: Page) {
  const form = page.locator('form.contact-form');
  await form.getByLabel('Full Name').fill('Ada Lovelace');
  await form.getByLabel('Email').fill('ada@example.org');
  await form.getByLabel('Phone', { exact: true }).fill('+237 670 000 001');
  await form.getByLabel('Company').fill('Analytical Engines');
  // One of the spec's service-interest options, a value of the form (shared/schemas/contact-fields.ts), not of content/.
  await form.getByLabel('Service Interest').selectOption('Voice Assistants');
  await form.getByLabel('Your Message').fill('We would like a voice assistant for our clinic.');
  return form;
}

test.describe('contact page', () => {
  test('shows the office address, a tel: link, two mailto: links and the working hours', async ({
    page,
    consoleErrors,
  }) => {
    await openContact(page);
    const info = page.locator('.contact-info');
    await expect(info).toContainText(site.address.locality);
    await expect(info.getByRole('link', { name: site.phoneDisplay })).toHaveAttribute('href', `tel:${site.phone}`);
    await expect(info.getByRole('link', { name: site.emailInfo })).toHaveAttribute('href', `mailto:${site.emailInfo}`);
    await expect(info.getByRole('link', { name: site.emailSupport })).toHaveAttribute(
      'href',
      `mailto:${site.emailSupport}`,
    );
    await expect(info).toContainText('Mon-Fri 9:00 AM to 6:00 PM WAT'); // the spec's working hours, as it writes them
    await expect(page.locator('h1')).toHaveCount(1);
    void consoleErrors;
  });

  test('the map loads only when a visitor asks for it, as a titled frame in place, beside a link that opens it in a new tab', async ({
    page,
    consoleErrors,
  }) => {
    const mapRequests = countMapRequests(page);
    await openContact(page);
    const show = page.getByRole('link', { name: /Show the map/ });
    await show.scrollIntoViewIfNeeded();
    // In view, a lazy frame would load now: none is on the page until asked for.
    await page.waitForTimeout(500);
    await expect(page.locator('iframe')).toHaveCount(0);
    expect(mapRequests()).toBe(0);
    await show.click();
    const frame = page.locator('.contact-map iframe');
    await expect(frame).toBeVisible();
    await expect(frame).toBeFocused();
    expect(new URL(page.url()).search).toBe(''); // put in place, not a page load
    await expect.poll(mapRequests).toBeGreaterThan(0);
    await expect(frame).toHaveAttribute('loading', 'lazy');
    await expect(frame).toHaveAttribute('title', 'Map of our office in Buea');
    await expect(frame).toHaveAttribute('src', site.mapEmbedUrl);
    await expect(frame).toHaveAttribute('referrerpolicy', 'no-referrer-when-downgrade');
    const link = page.getByRole('link', { name: 'Open the map in a new tab' });
    await expect(link).toHaveAttribute('href', site.mapLinkUrl);
    await expect(link).toHaveAttribute('target', '_blank');
    void consoleErrors;
  });

  test('the consent sentence links to the privacy policy', async ({ page, consoleErrors }) => {
    const form = await openContact(page);
    const consent = form.locator('.form-consent');
    await expect(consent).toHaveText(
      `${messages.contact.consentBefore}${messages.contact.consentLink}${messages.contact.consentAfter}`,
    );
    await consent.getByRole('link', { name: messages.contact.consentLink }).click();
    await expect(page).toHaveURL(/\/privacy-policy$/);
    void consoleErrors;
  });

  test('the FAQ block has the contact questions, one open at a time', async ({ page, consoleErrors }) => {
    await openContact(page);
    const items = page.locator('.faq-item');
    await expect(items).toHaveCount(faqContact.length);
    for (const [i, item] of faqContact.entries())
      await expect(items.nth(i).locator('summary')).toHaveText(item.question);
    await expectOneOpenAtATime(page, 0, 3, { collapse: false });
    void consoleErrors;
  });

  test('checks the fields in the browser and shows inline errors without sending anything', async ({
    page,
    consoleErrors,
  }) => {
    const form = await openContact(page);
    const requests = await mockApi(page, '/api/contact', (route) => json(route, 201, { ok: true, id: 'x' }));
    await form.getByRole('button', { name: messages.contact.submit }).click();

    const name = form.getByLabel('Full Name');
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveClass(/is-invalid/);
    await expect(name).toBeFocused();
    await expect(form.locator('.invalid-feedback')).toHaveText([
      messages.forms.required('Full Name'),
      messages.forms.invalidEmail,
      messages.forms.required('Your Message'),
    ]);
    // The error is the field's description for screen readers.
    const describedBy = (await name.getAttribute('aria-describedby')) ?? '';
    await expect(page.locator(`[id="${describedBy}"]`)).toHaveText(messages.forms.required('Full Name'));

    await name.fill('Ada Lovelace');
    await form.getByLabel('Email').fill('not-an-email');
    await form.getByLabel('Your Message').fill('Hello');
    await form.getByRole('button', { name: messages.contact.submit }).click();
    await expect(form.getByLabel('Email')).toBeFocused();
    await expect(form.locator('.invalid-feedback')).toHaveText([messages.forms.invalidEmail]);
    await expect(name).not.toHaveAttribute('aria-invalid', 'true');
    expect(requests).toHaveLength(0);
    void consoleErrors;
  });

  test('sends: Processing... then a green Message Sent, fields cleared, service reset, idle again after 5 s', async ({
    page,
    consoleErrors,
  }) => {
    await page.clock.install();
    const form = await openContact(page);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const requests = await mockApi(page, '/api/contact', async (route) => {
      await held;
      await json(route, 201, { ok: true, id: 'msg-1' });
    });

    await fillContact(page);
    // From here on the page's time moves only when the test says so (the
    // page's clock started at real time, so a minute ahead is its future).
    await page.clock.pauseAt(Date.now() + 60_000);
    const button = form.locator('button[type=submit]');
    await button.click();
    await expect(button).toHaveText(messages.contact.submitting);
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');

    release();
    await expect(button).toHaveText(messages.contact.sent);
    await expect(button).toBeDisabled();
    await expect(button).toHaveClass(/btn-success/);
    await expect(button).toHaveCSS('background-color', 'rgb(21, 115, 71)');
    await expect(button).not.toHaveAttribute('aria-busy', 'true');
    await page.clock.runFor(500); // the toast's entrance
    const toast = page.getByTestId('toast');
    await expect(toast).toContainText(messages.contact.success);
    await expect(toast).toHaveClass(/toast-success/);

    await expect(form.getByLabel('Full Name')).toHaveValue('');
    await expect(form.getByLabel('Email')).toHaveValue('');
    await expect(form.getByLabel('Phone', { exact: true })).toHaveValue('');
    await expect(form.getByLabel('Company')).toHaveValue('');
    await expect(form.getByLabel('Your Message')).toHaveValue('');
    await expect(form.getByLabel('Service Interest')).toHaveValue(DEFAULT_SERVICE);

    // What was sent: JSON with the fields and the two spam-trap fields.
    expect(requests).toHaveLength(1);
    const sent = requests[0]!;
    expect(sent.method()).toBe('POST');
    expect(sent.headers()['content-type']).toContain('application/json');
    const body = sent.postDataJSON() as Record<string, string>;
    expect(body).toMatchObject({
      name: 'Ada Lovelace',
      email: 'ada@example.org',
      phone: '+237 670 000 001',
      company: 'Analytical Engines',
      service: 'Voice Assistants',
      message: 'We would like a voice assistant for our clinic.',
      website: '',
    });
    // The time trap is the server's signed cookie, not a field.
    expect(body.startedAt).toBeUndefined();

    await page.clock.runFor(4000); // 4.5 s in the sent state
    await expect(button).toHaveText(messages.contact.sent);
    await page.clock.runFor(500); // 5 s
    await expect(button).toHaveText(messages.contact.submit);
    await expect(button).toBeEnabled();
    await expect(button).not.toHaveClass(/btn-success/);
    void consoleErrors;
  });

  test('shows the confirmation of a post without JavaScript (?sent=1)', async ({ page, consoleErrors }) => {
    await openContact(page, '/contact?sent=1');
    await expect(page.getByRole('status').filter({ hasText: messages.contact.success })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/contact$/);
    void consoleErrors;
  });

  test('has no axe-core violations, also with errors shown', async ({ page, consoleErrors }) => {
    test.slow(); // two full scans
    const form = await openContact(page);
    await expectNoAxeViolations(page);
    await form.getByRole('button', { name: messages.contact.submit }).click();
    await expect(form.locator('.invalid-feedback')).toHaveCount(3);
    await expectNoAxeViolations(page);
    void consoleErrors;
  });
});

test.describe('contact page: failed sends', () => {
  // The browser logs a failed request to the console; that is the point here.
  test.use({ allowConsoleErrors: /Failed to load resource|net::ERR_FAILED/ });

  test('a server error (500) shows the failure toast and returns to idle with the fields kept', async ({
    page,
    consoleErrors,
  }) => {
    const form = await openContact(page);
    await mockApi(page, '/api/contact', (route) => json(route, 500, { error: 'Internal error' }));
    await fillContact(page);
    await form.locator('button[type=submit]').click();
    const toast = page.getByTestId('toast');
    await expect(toast).toContainText(messages.contact.failure);
    await expect(toast).toHaveClass(/toast-danger/);
    await expect(form.locator('button[type=submit]')).toHaveText(messages.contact.submit);
    await expect(form.locator('button[type=submit]')).toBeEnabled();
    await expect(form.getByLabel('Full Name')).toHaveValue('Ada Lovelace');
    void consoleErrors;
  });

  test('a network failure shows the failure toast', async ({ page, consoleErrors }) => {
    const form = await openContact(page);
    await mockApi(page, '/api/contact', (route) => route.abort('failed'));
    await fillContact(page);
    await form.locator('button[type=submit]').click();
    await expect(page.getByTestId('toast')).toContainText(messages.contact.failure);
    await expect(form.locator('button[type=submit]')).toBeEnabled();
    void consoleErrors;
  });

  test("a 400 answer shows the server's field errors inline", async ({ page, consoleErrors }) => {
    const form = await openContact(page);
    await mockApi(page, '/api/contact', (route) =>
      json(route, 400, { error: 'Invalid fields', fieldErrors: { phone: [messages.forms.invalidPhone] } }),
    );
    await fillContact(page);
    await form.locator('button[type=submit]').click();
    const phone = form.getByLabel('Phone', { exact: true });
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(form.locator('.invalid-feedback')).toHaveText([messages.forms.invalidPhone]);
    await expect(phone).toBeFocused();
    await expect(form.locator('button[type=submit]')).toHaveText(messages.contact.submit);
    await expect(page.getByTestId('toast')).toHaveCount(0);
    void consoleErrors;
  });
});

test.describe('contact page without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  // A browser without scripts loads even a lazy frame at once: the map is a page of its own asking.
  for (const [path, show, title] of [
    ['/contact', 'Show the map', 'Map of our office in Buea'],
    ['/fr/contact', 'Afficher la carte', 'Carte de notre bureau à Buea'],
  ] as const)
    test(`${path}: no request reaches OpenStreetMap until "${show}" asks for the page with the map`, async ({
      page,
      consoleErrors,
    }) => {
      const mapRequests = countMapRequests(page);
      await stubMap(page);
      await page.goto(path);
      await page.getByRole('link', { name: new RegExp(show) }).scrollIntoViewIfNeeded();
      await page.waitForTimeout(500);
      expect(mapRequests()).toBe(0);
      await page.getByRole('link', { name: new RegExp(show) }).click();
      await expect(page).toHaveURL(new RegExp(`${path}\\?map=1#contact-map$`));
      const frame = page.locator('.contact-map iframe');
      await expect(frame).toBeVisible();
      await expect(frame).toHaveAttribute('title', title);
      await expect.poll(mapRequests).toBeGreaterThan(0);
      // The same page, not a second one for search engines.
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${path}$`));
      void consoleErrors;
    });

  test('the form is a plain urlencoded POST with the spam-trap fields, and ?sent=1 confirms', async ({ page }) => {
    await stubMap(page);
    await page.goto('/contact');
    const form = page.locator('form.contact-form');
    await expect(form).toHaveAttribute('method', 'post');
    await expect(form).toHaveAttribute('action', '/api/contact');
    await expect(form.getByLabel('Service Interest')).toHaveValue(DEFAULT_SERVICE);
    const trap = form.getByLabel('Leave this field empty');
    await expect(trap).toHaveAttribute('name', 'website');
    await expect(trap).toHaveAttribute('tabindex', '-1');
    await expect(form.locator('input[name=startedAt]')).toHaveCount(0);

    const posts = await mockApi(page, '/api/contact', (route) =>
      route.fulfill({ status: 303, headers: { location: '/contact?sent=1#contact-sent' } }),
    );
    await fillContact(page);
    await form.locator('button[type=submit]').click();
    await expect(page).toHaveURL(/\/contact\?sent=1#contact-sent$/);
    await expect(page.getByRole('status').filter({ hasText: messages.contact.success })).toBeVisible();
    expect(posts).toHaveLength(1);
    const sent = new URLSearchParams(posts[0]!.postData() ?? '');
    expect(posts[0]!.headers()['content-type']).toContain('application/x-www-form-urlencoded');
    expect(Object.fromEntries(sent)).toMatchObject({
      name: 'Ada Lovelace',
      email: 'ada@example.org',
      service: 'Voice Assistants',
      website: '',
    });
    expect(sent.has('startedAt')).toBe(false);
  });
});

// ---------------------------------------------------------------- careers

const DAY_MS = 24 * 60 * 60 * 1000;
const first = jobs[0]!;
const second = jobs[1]!;

const openCareers = (page: Page, url = '/careers') => open(page, url);

async function fillApplication(page: Page) {
  const form = page.locator('form.application-form');
  await form.getByLabel('Full Name').fill('Grace Hopper');
  await form.getByLabel('Email').fill('grace@example.org');
  await form.getByLabel('Phone Number').fill('+237 670 000 002');
  await form.getByLabel('LinkedIn').fill('https://www.linkedin.com/in/grace');
  await form.getByLabel('Portfolio').fill('https://grace.example.org');
  await form.getByLabel('Cover Letter').fill('I would love to build compilers for your models.');
  return form;
}

/** The first job's application form, filled in, /api/apply answering `status` and `answer`; the requests it gets. */
async function filledApplication(page: Page, status: number, answer: unknown) {
  await openCareers(page, `/careers?apply=${first.id}`);
  const requests = await mockApi(page, '/api/apply', (route) => json(route, status, answer));
  return { requests, form: await fillApplication(page) };
}

/** Follow the Apply Now link of the job card at `index`. */
const applyNow = (page: Page, index: number) =>
  page
    .locator('article.job-card')
    .nth(index)
    .getByRole('link', { name: /Apply Now/ })
    .click();
const resumeInput = (page: Page) => page.locator('form.application-form input[type=file]');

test.describe('careers page', () => {
  test('shows the value cards and the open positions with their facts', async ({ page, consoleErrors }) => {
    await openCareers(page);
    await expect(page.locator('.value-card h3')).toHaveText(careerValues.map((v) => v.title));
    const cards = page.locator('article.job-card');
    await expect(cards).toHaveCount(jobs.length);
    for (const [i, job] of jobs.entries()) {
      const card = cards.nth(i);
      await expect(card.locator('h3')).toHaveText(job.title);
      await expect(card).toContainText(job.department);
      await expect(card).toContainText(job.location);
      await expect(card).toContainText(job.locationType);
      await expect(card).toContainText(job.type);
      await expect(card).toContainText(job.experience);
      await expect(card).toContainText(formatSalary('en', job.salary));
      await expect(card.getByRole('link', { name: /Apply Now/ })).toHaveAttribute(
        'href',
        `/careers?apply=${job.id}#application`,
      );
    }
    await expect(page.locator('h1')).toHaveCount(1);
    void consoleErrors;
  });

  test('the posted age is the days since postedDate, rounded up, at the moment the page is seen', async ({
    page,
    consoleErrors,
  }) => {
    await openCareers(page);
    const data = JSON.parse((await page.locator('#app-data').textContent()) ?? '{}') as { today: string };
    expect(data.today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // Days since posting with the real clock (midnight of today gave calendar days).
    const now = Date.now();
    for (const [i, job] of jobs.entries()) {
      const days = Math.ceil((now - Date.parse(`${job.postedDate}T00:00:00Z`)) / DAY_MS);
      const expected = days <= 0 ? 'Posted today' : `Posted ${days} day${days === 1 ? '' : 's'} ago`;
      const posted = page.locator('article.job-card').nth(i).locator('time.job-posted');
      await expect(posted).toHaveText(expected);
      await expect(posted).toHaveAttribute('datetime', job.postedDate);
    }
    void consoleErrors;
  });

  test('the full description expands: responsibilities, requirements, benefits and salary range', async ({
    page,
    consoleErrors,
  }) => {
    await openCareers(page);
    const details = page.locator('article.job-card').nth(1).locator('details');
    await expect(details).not.toHaveAttribute('open', '');
    await expect(details.getByText(second.responsibilities[0]!)).toBeHidden();
    await details.locator('summary').click();
    await expect(details).toHaveAttribute('open', '');
    await expect(details.getByText(second.description)).toBeVisible();
    for (const heading of ['Responsibilities', 'Requirements', 'Benefits', 'Salary range'])
      await expect(details.getByRole('heading', { name: heading })).toBeVisible();
    await expect(details.getByText(second.responsibilities[0]!)).toBeVisible();
    await expect(details.getByText(second.requirements[0]!)).toBeVisible();
    await expect(details.getByText(second.benefits[0]!)).toBeVisible();
    await expect(details).toContainText(`${formatSalary('en', second.salary)} a year`);
    void consoleErrors;
  });

  test("Apply Now loads the job's form, landed on and in view; Back and Cancel return to the list", async ({
    page,
    consoleErrors,
  }) => {
    await openCareers(page);
    await applyNow(page, 1);
    // A link is the browser's own page load, landing on the form's anchor.
    await expect(page).toHaveURL(new RegExp(`/careers\\?apply=${second.id}#application$`));
    const heading = page.getByRole('heading', { level: 2, name: `Apply for ${second.title}` });
    await expect(heading).toBeVisible();
    await expect(heading).toBeInViewport();
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.locator('article.job-card')).toHaveCount(0);
    await expect(page.locator('form.application-form input[name=jobId]')).toHaveValue(second.id);
    await expect(page).toHaveTitle(new RegExp(`Apply for ${second.title}`));

    await page.getByRole('link', { name: 'Back to Job Listings' }).click();
    await expect(page).toHaveURL(/\/careers$/);
    await expect(page.locator('article.job-card')).toHaveCount(jobs.length);

    await applyNow(page, 0);
    await expect(page.getByRole('heading', { name: `Apply for ${first.title}` })).toBeInViewport();
    await page.getByRole('link', { name: 'Cancel', exact: true }).click();
    await expect(page).toHaveURL(/\/careers$/);
    await expect(page.locator('article.job-card')).toHaveCount(jobs.length);
    void consoleErrors;
  });

  test('the form has the specified fields with the required marks', async ({ page, consoleErrors }) => {
    await openCareers(page, `/careers?apply=${first.id}`);
    const form = page.locator('form.application-form');
    for (const label of ['Full Name', 'Email', 'Phone Number', 'Cover Letter'])
      await expect(form.getByLabel(label)).toHaveAttribute('required', '');
    await expect(form.getByLabel('Email')).toHaveAttribute('type', 'email');
    await expect(form.getByLabel('LinkedIn')).not.toHaveAttribute('required', '');
    await expect(form.getByLabel('Portfolio')).not.toHaveAttribute('required', '');
    const resume = form.getByLabel(/Resume\/CV/);
    await expect(resume).toHaveAttribute('accept', '.pdf,application/pdf');
    await expect(form.locator('label', { has: page.locator('.required-mark') })).toHaveCount(5);
    await expect(form.getByText('Resume/CV (PDF only, max 5MB)')).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/careers$/);
    void consoleErrors;
  });

  test('rejects a missing CV, a renamed PNG and a file over 5 MB in the browser, before any upload', async ({
    page,
    consoleErrors,
  }) => {
    const { requests, form } = await filledApplication(page, 201, { ok: true, id: 'APP-NOPE00' });
    const submit = form.getByRole('button', { name: 'Submit Application' });
    const feedback = form.locator('.invalid-feedback');

    await submit.click();
    await expect(feedback).toHaveText([messages.forms.resumeRequired]);
    await expect(resumeInput(page)).toBeFocused();

    await resumeInput(page).setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: pngBytes() });
    await expect(feedback).toHaveText([messages.forms.resumeNotPdf]);
    await submit.click();
    await expect(feedback).toHaveText([messages.forms.resumeNotPdf]);
    await expect(resumeInput(page)).toHaveAttribute('aria-invalid', 'true');

    await resumeInput(page).setInputFiles({
      name: 'big.pdf',
      mimeType: 'application/pdf',
      buffer: pdfOfSize(MAX_RESUME_BYTES + 1),
    });
    await expect(feedback).toHaveText([messages.forms.resumeTooLarge]);
    await submit.click();
    await expect(feedback).toHaveText([messages.forms.resumeTooLarge]);

    // A good file clears the error.
    await resumeInput(page).setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: smallPdf() });
    await expect(feedback).toHaveCount(0);
    expect(requests).toHaveLength(0);
    void consoleErrors;
  });

  test('checks the text fields with the shared schema', async ({ page, consoleErrors }) => {
    await openCareers(page, `/careers?apply=${first.id}`);
    const requests = await mockApi(page, '/api/apply', (route) => json(route, 201, { ok: true, id: 'APP-NOPE00' }));
    const form = page.locator('form.application-form');
    // A bare linkedin.com/in/x is accepted; this is not an address at all.
    await form.getByLabel('LinkedIn').fill('not a web address');
    await form.getByRole('button', { name: 'Submit Application' }).click();
    await expect(form.getByLabel('Full Name')).toBeFocused();
    await expect(form.locator('.invalid-feedback')).toHaveText([
      messages.forms.required('Full Name'),
      messages.forms.invalidEmail,
      messages.forms.required('Phone Number'),
      messages.forms.invalidUrl,
      messages.forms.resumeRequired,
      messages.forms.required('Cover Letter'),
    ]);
    expect(requests).toHaveLength(0);
    void consoleErrors;
  });

  test('a successful application shows the toast with the reference, clears the form and returns to the list, where the reference stays', async ({
    page,
    consoleErrors,
  }) => {
    const { requests, form } = await filledApplication(page, 201, { ok: true, id: 'APP-7K3F9Q' });
    await resumeInput(page).setInputFiles({ name: 'grace-cv.pdf', mimeType: 'application/pdf', buffer: smallPdf() });
    await form.getByRole('button', { name: 'Submit Application' }).click();

    const toast = page.getByTestId('toast');
    await expect(toast).toContainText(messages.application.successTitle);
    await expect(toast).toContainText(messages.application.successDescription);
    await expect(toast).toContainText(`${messages.application.referenceLabel}: APP-7K3F9Q`);
    await expect(toast).toHaveClass(/toast-success/);
    await expect(page).toHaveURL(/\/careers\?applied=APP-7K3F9Q#application-confirmation$/);
    await expect(page.locator('article.job-card')).toHaveCount(jobs.length);
    await expect(page.locator('#application-confirmation[role=status]')).toContainText('APP-7K3F9Q');

    // Sent as multipart with every field and the file's bytes.
    expect(requests).toHaveLength(1);
    const request = requests[0]!;
    expect(request.headers()['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(request.headers()['accept']).toBe('application/json');
    const body = request.postDataBuffer()?.toString('latin1') ?? '';
    const field = (name: string, value: string) =>
      expect(body).toMatch(
        new RegExp(`name="${name}"\\r\\n\\r\\n${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\r\\n`),
      );
    field('jobId', first.id);
    field('name', 'Grace Hopper');
    field('email', 'grace@example.org');
    field('phone', '+237 670 000 002');
    field('linkedIn', 'https://www.linkedin.com/in/grace');
    field('portfolio', 'https://grace.example.org');
    field('coverLetter', 'I would love to build compilers for your models.');
    field('website', '');
    expect(body).not.toContain('name="startedAt"');
    expect(body).toContain('name="resume"; filename="grace-cv.pdf"');
    expect(body).toContain(smallPdf().toString('latin1'));

    // Opening the form again starts empty.
    await applyNow(page, 0);
    await expect(page.locator('form.application-form').getByLabel('Full Name')).toHaveValue('');
    await expect(resumeInput(page)).toHaveValue('');
    void consoleErrors;
  });

  test('an unknown ?apply id shows the list with a warning', async ({ page, consoleErrors }) => {
    const response = await open(page, '/careers?apply=chief-vibes-officer');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('status').filter({ hasText: messages.forms.unknownJob })).toBeVisible();
    await expect(page.locator('article.job-card')).toHaveCount(jobs.length);
    await expect(page.locator('form.application-form')).toHaveCount(0);
    void consoleErrors;
  });

  test('?applied={reference} confirms an application sent without JavaScript', async ({ page, consoleErrors }) => {
    await openCareers(page, '/careers?applied=APP-7K3F9Q');
    const status = page.getByRole('status').filter({ hasText: messages.application.successTitle });
    await expect(status).toContainText(messages.application.successDescription);
    await expect(status).toContainText(`${messages.application.referenceLabel}: APP-7K3F9Q`);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    void consoleErrors;
  });

  test('has no axe-core violations on the list', async ({ page, consoleErrors }) => {
    await openCareers(page);
    await page.locator('article.job-card').first().locator('summary').click();
    await expectNoAxeViolations(page);
    void consoleErrors;
  });

  test('has no axe-core violations on the application view, also with errors shown', async ({
    page,
    consoleErrors,
  }) => {
    test.slow(); // two full scans
    await openCareers(page, `/careers?apply=${first.id}`);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect(page.locator('form.application-form .invalid-feedback')).toHaveCount(5);
    await expectNoAxeViolations(page);
    void consoleErrors;
  });
});

test.describe('careers page: failed applications', () => {
  test.use({ allowConsoleErrors: /Failed to load resource/ });

  for (const [status, field, message] of [
    [400, 'email', messages.forms.invalidEmail],
    [413, 'resume', messages.forms.resumeTooLarge],
    [415, 'resume', messages.forms.resumeNotPdf],
  ] as const) {
    test(`a ${status} answer shows the server's field error inline`, async ({ page, consoleErrors }) => {
      await openCareers(page, `/careers?apply=${first.id}`);
      await mockApi(page, '/api/apply', (route) =>
        json(route, status, { error: 'Rejected', fieldErrors: { [field]: [message] } }),
      );
      const form = await fillApplication(page);
      await resumeInput(page).setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: smallPdf() });
      await form.getByRole('button', { name: 'Submit Application' }).click();
      await expect(form.locator('.invalid-feedback')).toHaveText([message]);
      await expect(form.locator(`[name="${field}"]`)).toHaveAttribute('aria-invalid', 'true');
      await expect(form.locator(`[name="${field}"]`)).toBeFocused();
      await expect(page).toHaveURL(new RegExp(`apply=${first.id}$`));
      await expect(form.getByLabel('Full Name')).toHaveValue('Grace Hopper');
      await expect(form.getByRole('button', { name: 'Submit Application' })).toBeEnabled();
      void consoleErrors;
    });
  }

  test('a server error (500) shows a danger toast and keeps the form', async ({ page, consoleErrors }) => {
    const { form } = await filledApplication(page, 500, { error: 'Internal error' });
    await resumeInput(page).setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: smallPdf() });
    await form.getByRole('button', { name: 'Submit Application' }).click();
    const toast = page.getByTestId('toast');
    await expect(toast).toHaveClass(/toast-danger/);
    await expect(toast).toContainText(/problem submitting your application/);
    await expect(page).toHaveURL(new RegExp(`apply=${first.id}$`));
    await expect(form.getByLabel('Full Name')).toHaveValue('Grace Hopper');
    await expect(form.getByRole('button', { name: 'Submit Application' })).toBeEnabled();
    void consoleErrors;
  });
});

test.describe('careers page without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('Apply Now opens the application view, a plain multipart POST form; Back returns', async ({ page }) => {
    await page.goto('/careers');
    await expect(page.locator('article.job-card')).toHaveCount(jobs.length);
    await applyNow(page, 1);
    await expect(page).toHaveURL(new RegExp(`/careers\\?apply=${second.id}#application$`));
    await expect(page.getByRole('heading', { level: 2, name: `Apply for ${second.title}` })).toBeInViewport();
    const form = page.locator('form.application-form');
    await expect(form).toHaveAttribute('method', 'post');
    await expect(form).toHaveAttribute('enctype', 'multipart/form-data');
    await expect(form).toHaveAttribute('action', '/api/apply');
    await expect(form.locator('input[type=hidden][name=jobId]')).toHaveValue(second.id);
    await expect(form.locator('input[name=website]')).toHaveValue('');
    await expect(form.locator('input[name=startedAt]')).toHaveCount(0);
    await expect(form.locator('input[type=file][name=resume]')).toHaveAttribute('required', '');
    await page.getByRole('link', { name: 'Back to Job Listings' }).click();
    await expect(page).toHaveURL(/\/careers$/);
    await expect(page.locator('article.job-card')).toHaveCount(jobs.length);
  });

  test('the full description expands', async ({ page }) => {
    await page.goto('/careers');
    const details = page.locator('article.job-card').first().locator('details');
    await details.locator('summary').click();
    await expect(details.getByText(first.requirements[0]!)).toBeVisible();
  });
});
