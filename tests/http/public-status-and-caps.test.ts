// What the public can learn and what strangers can make the site send:
// /healthz gives the public its status word only; no visitor address or
// newsletter token reaches a log line or `npm run outbox -- list`; mail to
// visitors has a site-wide hourly cap that never changes the public status;
// a burst of applications waits in the quarantine instead of the recruiters'
// inbox; and the people behind one shared address can each send a message,
// told in words how long to wait when they cannot.
import { afterEach, describe, expect, it } from 'vitest';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { execFile } from 'node:child_process';
import path from 'node:path';
import request from 'supertest';
import { testApp, until, type TestAppOptions } from '../support/test-app';
import { stored } from '../support/outbox-rows';
import { createLogger } from '../../server/http/logger';
import { fromThisMachine } from '../../server/http/healthz';
import { waitInWords } from '../../server/forms/answers';
import { maskAddresses } from '../../server/outbox/relay-errors';
import { outboxCommand } from '../../server/outbox/cli';
import type { MailRecord } from '../../server/outbox/mail-record';
import type { MailTransport } from '../../server/outbox/transport';
import { smallPdf } from '../../scripts/fixtures/files';
import { jobs } from '../../shared/content/jobs';
import { isJobOpen, utcDay } from '../../shared/job-open';
import { withForms } from '../../shared/i18n/form-words';
import { en } from '../../shared/i18n/en';
import { fr } from '../../shared/i18n/fr';
import enForms from '../../shared/i18n/pages/en/forms';
import frForms from '../../shared/i18n/pages/fr/forms';

/** An address whose mail server refuses it for good, as a mistyped or probed mailbox is. */
const UNKNOWN = 'nobody.ceo@corp.example';
/** A request from beyond this machine, as a reverse proxy relays it. */
const PUBLIC = { 'X-Forwarded-For': '203.0.113.7' };

type Ctx = Awaited<ReturnType<typeof testApp>>;
let open: Ctx[] = [];
afterEach(async () => {
  await Promise.all(open.map((c) => c.close()));
  open = [];
});

/** The app with a relay that refuses UNKNOWN with a 550, and its log lines (the site's own logger) kept. */
async function site(env: Record<string, string> = {}, options: TestAppOptions = {}) {
  const lines: string[] = [];
  const sent: MailRecord[] = [];
  const transport: MailTransport = {
    name: 'smtp',
    async send(mail) {
      if (mail.to === UNKNOWN) {
        throw Object.assign(
          new Error(`Can't send mail - all recipients were rejected: 550 5.1.1 <${UNKNOWN}>: User unknown`),
          { responseCode: 550, rejected: [UNKNOWN], response: `550 5.1.1 <${UNKNOWN}>: User unknown` },
        );
      }
      sent.push(mail);
    },
    close: () => undefined,
  };
  const logger = createLogger('info', { write: (line: string) => void lines.push(line) });
  const ctx = await testApp({ env, transport, logger, outbox: { scanMs: 50 }, ...options });
  open.push(ctx);
  return { ctx, lines, sent, log: () => lines.join('') };
}

const contact = (email: string) => ({ name: 'Amina Fon', email, service: 'Other', message: 'Hello from Buea.' });
/** A contact post; `from` a client network of its own when the site trusts a proxy (TRUST_PROXY). */
const postContact = (ctx: Ctx, email: string, cookie = ctx.cookie, from = '203.0.113.1') =>
  request(ctx.app)
    .post('/api/contact')
    .set('Accept', 'application/json')
    .set('Cookie', cookie)
    .set('X-Forwarded-For', from)
    .send(contact(email));

const job = jobs.find((j) => isJobOpen(j, utcDay()))!;
function apply(ctx: Ctx, email: string) {
  const req = request(ctx.app).post('/api/apply').set('Accept', 'application/json').set('Cookie', ctx.cookie);
  const fields = { jobId: job.id, name: 'Paul Nji', email, phone: '+237 670 12 34 56', coverLetter: 'Hello.' };
  for (const [k, v] of Object.entries(fields)) req.field(k, v);
  return req.attach('resume', smallPdf(), 'cv.pdf');
}

const health = (ctx: Ctx, headers: Record<string, string> = {}) => request(ctx.app).get('/healthz').set(headers);

describe('/healthz', () => {
  it('answers the public its status word only, after a visitor’s mailbox refused mail and a post was quarantined', async () => {
    const { ctx } = await site();
    expect((await postContact(ctx, UNKNOWN)).status).toBe(201);
    expect((await postContact(ctx, 'bot@example.org', '')).status).toBe(201);
    await until(async () => (await stored(ctx.outbox, 'failed')).length > 0);
    const mine = await health(ctx);
    expect(mine.body.outbox).toMatchObject({ failed: 1, failedForTeam: 0, quarantined: 1 });
    const theirs = await health(ctx, PUBLIC);
    expect(theirs.status).toBe(200);
    expect(theirs.body).toEqual({ status: 'ok' });
    expect(theirs.headers['cache-control']).toBe('no-store');
  });

  it('gives the figures to a request with HEALTHZ_TOKEN, and the word only with another token', async () => {
    const token = 'a-token-the-operator-chose-0123456789';
    const { ctx } = await site({ HEALTHZ_TOKEN: token });
    const withToken = await health(ctx, { ...PUBLIC, Authorization: `Bearer ${token}` });
    expect(withToken.body).toMatchObject({ status: 'ok', outbox: { failed: 0 }, visitorMail: { perHour: 100 } });
    const wrong = await health(ctx, { ...PUBLIC, Authorization: `Bearer ${token.slice(0, -1)}x` });
    expect(wrong.body).toEqual({ status: 'ok' });
  });

  it('still passes the container’s healthcheck, which asks from inside the container', async () => {
    const { ctx } = await site();
    const server = createServer(ctx.app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    const script = path.resolve(import.meta.dirname, '../../scripts/healthcheck.mjs');
    const code = await new Promise<number>((resolve) =>
      execFile(process.execPath, [script], { env: { PATH: process.env.PATH ?? '', PORT: String(port) } }, (err) =>
        resolve(err ? Number(err.code ?? 1) : 0),
      ),
    );
    await new Promise<void>((resolve) => server.close(() => resolve()));
    expect(code).toBe(0);
  });

  it('counts as this machine only a loopback client that no proxy relayed', () => {
    const req = (remoteAddress: string, headers: Record<string, string> = {}) =>
      ({ socket: { remoteAddress }, headers }) as unknown as IncomingMessage;
    expect(fromThisMachine(req('127.0.0.1'))).toBe(true);
    expect(fromThisMachine(req('::1'))).toBe(true);
    expect(fromThisMachine(req('::ffff:127.0.0.1'))).toBe(true);
    expect(fromThisMachine(req('203.0.113.7'))).toBe(false);
    expect(fromThisMachine(req('127.0.0.1', { 'x-forwarded-for': '203.0.113.7' }))).toBe(false);
    expect(fromThisMachine(req('127.0.0.1', { forwarded: 'for=203.0.113.7' }))).toBe(false);
  });
});

describe('visitors’ addresses and tokens', () => {
  it('reach no log line and no `outbox list`: the relay’s refusal is kept with its code, the address masked', async () => {
    const { ctx, log } = await site();
    await postContact(ctx, UNKNOWN);
    await until(async () => (await stored(ctx.outbox, 'failed')).length > 0);
    await until(() => log().includes('moved to failed'));
    expect(log()).not.toContain(UNKNOWN);
    expect(log()).toContain('550 5.1.1 <n***@corp.example>');
    const out: string[] = [];
    expect(await outboxCommand(['--data-dir', ctx.dataDir, 'list'], (l) => out.push(l))).toBe(0);
    expect(out.join('\n')).toContain('last error:');
    expect(out.join('\n')).toContain('n***@corp.example');
    expect(out.join('\n')).not.toContain(UNKNOWN);
  });

  it('masks every address in a text to its first character and its domain', () => {
    expect(maskAddresses('550 <nobody.ceo@corp.example> and bob+x@mail.corp.example')).toBe(
      '550 <n***@corp.example> and b***@mail.corp.example',
    );
  });

  it('reach the access log as [redacted]: the newsletter’s token and welcome values, like the saved form’s key', async () => {
    const { ctx, log } = await site();
    await request(ctx.app).get('/newsletter/unsubscribe?token=u.secret-unsubscribe-token');
    await request(ctx.app).get('/newsletter/confirm?token=c.secret-confirm-token');
    await request(ctx.app).get('/?welcome=secret-welcome-value');
    await until(() => log().includes('secret') || log().split('request completed').length > 3);
    expect(log()).not.toContain('secret-');
    expect(log()).toContain('token=[redacted]');
    expect(log()).toContain('welcome=[redacted]');
  });
});

describe('the hourly cap on mail to visitors', () => {
  it('past VISITOR_MAIL_PER_HOUR sends no acknowledgement, delivers every message, tells the operator and keeps the public status', async () => {
    // Three visitors from three networks: each within its own share of the hour.
    const { ctx, sent, log } = await site({ VISITOR_MAIL_PER_HOUR: '2', TRUST_PROXY: '1' });
    for (const i of [1, 2, 3])
      expect((await postContact(ctx, `visitor${i}@example.org`, ctx.cookie, `203.0.113.${i}`)).status).toBe(201);
    await until(() => sent.length >= 5);
    await new Promise((r) => setTimeout(r, 200));
    expect(sent.filter((m) => m.kind === 'acknowledgement').map((m) => m.to)).toEqual([
      'visitor1@example.org',
      'visitor2@example.org',
    ]);
    expect(sent.filter((m) => m.to === ctx.config.MAIL_TO_SUPPORT)).toHaveLength(3);
    expect(log()).toContain('VISITOR_MAIL_PER_HOUR');
    expect(log()).toMatch(/"level":50[^\n]*VISITOR_MAIL_PER_HOUR/);
    expect((await health(ctx, PUBLIC)).body).toEqual({ status: 'ok' });
    expect((await health(ctx)).body.visitorMail).toEqual({ perHour: 2, sentLastHour: 2, notSentLastHour: 1 });
  });
});

const signUpFrom = (ctx: Ctx, email: string, from: string) =>
  request(ctx.app)
    .post('/api/newsletter')
    .set('Accept', 'application/json')
    .set('Cookie', ctx.cookie)
    .set('X-Forwarded-For', from)
    .send({ email });

describe('the hourly cap on newsletter mail', () => {
  it('gives each client a share of the hour, so one network’s sign-ups cannot stop a real visitor’s confirmation', async () => {
    const { ctx, sent } = await site({ VISITOR_MAIL_PER_HOUR: '5', TRUST_PROXY: '1' });
    // Five sign-ups from one IPv6 /64 (five addresses in it: one network), then a visitor from elsewhere.
    for (const [i, from] of ['::1', '::2', '::3', '::4', '::5'].map((h) => `2001:db8:1:1${h}`).entries())
      expect((await signUpFrom(ctx, `flood${i}@example.org`, from)).status).toBe(201);
    expect((await signUpFrom(ctx, 'real.person@example.org', '198.51.100.7')).status).toBe(201);
    await until(() => sent.some((m) => m.to === 'real.person@example.org'));
    await ctx.subscribers.idle();
    await new Promise((r) => setTimeout(r, 200));
    const confirmations = sent.filter((m) => m.kind === 'newsletter-confirm').map((m) => m.to);
    // A fifth of 5 an hour: one of the five, and the visitor's.
    expect(confirmations.filter((to) => to.startsWith('flood'))).toEqual(['flood0@example.org']);
    expect(confirmations).toContain('real.person@example.org');
    expect((await health(ctx)).body.visitorMail).toEqual({ perHour: 5, sentLastHour: 2, notSentLastHour: 4 });
  });

  it('counts confirmation links with acknowledgements: past the cap a sign-up is answered as usual and mailed nothing', async () => {
    const { ctx, sent, log } = await site({ VISITOR_MAIL_PER_HOUR: '1', TRUST_PROXY: '1' });
    expect((await signUpFrom(ctx, 'first.reader@example.org', '203.0.113.1')).status).toBe(201);
    expect((await signUpFrom(ctx, 'second.reader@example.org', '203.0.113.2')).status).toBe(201);
    await until(() => log().includes('VISITOR_MAIL_PER_HOUR'));
    await new Promise((r) => setTimeout(r, 300));
    expect(sent.filter((m) => m.kind === 'newsletter-confirm').map((m) => m.to)).toEqual(['first.reader@example.org']);
    expect((await health(ctx)).body.visitorMail).toEqual({ perHour: 1, sentLastHour: 1, notSentLastHour: 1 });
    expect((await health(ctx, PUBLIC)).body).toEqual({ status: 'ok' });
  });
});

describe('a burst of applications', () => {
  it('beyond APPLY_BURST_PER_HOUR waits in the quarantine for review, answered as usual, never evicted by spam', async () => {
    const { ctx, sent, log } = await site({ APPLY_BURST_PER_HOUR: '1' }, { limits: { QUARANTINE_MAX_ITEMS: 1 } });
    const first = await apply(ctx, 'first@example.org');
    const second = await apply(ctx, 'second@example.org');
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(second.body.id).toMatch(/^APP-/);
    await until(() => sent.some((m) => m.to === ctx.config.MAIL_TO_RECRUITING));
    /** What the quarantine holds: each item's reference and the reason kept with its facts. */
    const facts = async () =>
      (await stored(ctx.outbox, 'quarantined')).map((m) => ({
        ...(JSON.parse(m.facts!) as { reason: string }),
        id: m.id,
      }));
    expect(await facts()).toEqual([expect.objectContaining({ id: second.body.id, reason: 'burst' })]);
    expect(log()).toMatch(/"level":50[^\n]*held in the quarantine for review/);
    // Two posts judged spam: the quarantine (one item at most) evicts spam, never the application held for review.
    await postContact(ctx, 'bot1@example.org', '');
    await postContact(ctx, 'bot2@example.org', '');
    expect((await facts()).map((f) => f.reason).sort()).toEqual(['burst', 'missing']);
    expect((await facts()).find((f) => f.reason === 'burst')?.id).toBe(second.body.id);
    expect((await health(ctx)).body.applications).toEqual({ perHour: 1, mailedLastHour: 1, heldLastHour: 1 });
    await new Promise((r) => setTimeout(r, 200));
    expect(sent.filter((m) => m.to === ctx.config.MAIL_TO_RECRUITING)).toHaveLength(1);
  });
});

describe('behind one shared address', () => {
  it('lets twenty people who pass the time trap each send a message in ten minutes, and keeps the tight limit for posts that do not', async () => {
    const { ctx } = await site({}, { limits: { RATE_LIMIT_MAX: 10 } });
    const people = [];
    for (let i = 0; i < 20; i++) people.push((await postContact(ctx, `person${i}@example.org`)).status);
    expect(people).toEqual(Array<number>(20).fill(201));
    const bots = [];
    for (let i = 0; i < 11; i++) bots.push((await postContact(ctx, `bot${i}@example.org`, '')).status);
    expect(bots).toEqual([...Array<number>(10).fill(201), 429]);
  });

  it('says in words how long to wait, consistent with Retry-After, in the post’s language, for scripts and browsers', async () => {
    const { ctx } = await site({}, { limits: { RATE_LIMIT_MAX: 1 } });
    const post = (lang: string, accept: string) =>
      request(ctx.app)
        .post(`/api/contact?lang=${lang}`)
        .set('Accept', accept)
        .type('form')
        .send({ ...contact('someone@example.org'), lang });
    await post('en', 'application/json');
    const script = await post('en', 'application/json');
    expect(script.status).toBe(429);
    expect(Number(script.headers['retry-after'])).toBeGreaterThan(540);
    expect(script.body.error).toBe(
      'Too many messages have come from your network. Please try again in about 10 minutes.',
    );
    const browser = await post('fr', 'text/html');
    expect(browser.status).toBe(303);
    const page = await request(ctx.app)
      .get(String(browser.headers.location).split('#')[0]!)
      .set('Accept', 'text/html')
      .set('Cookie', (browser.headers['set-cookie'] as unknown as string[]).map((c) => c.split(';')[0]).join('; '));
    expect(page.text).toContain(
      'Nous avons reçu trop de messages depuis votre réseau. Veuillez réessayer dans une dizaine de minutes.',
    );
  });

  it('lets the newsletter’s link buttons be pressed behind one address, and says the wait in words past the ceiling', async () => {
    const { ctx } = await site({}, { limits: { RATE_LIMIT_MAX: 1 } });
    const press = (lang: string, accept: string) =>
      request(ctx.app)
        .post(`/api/newsletter/unsubscribe?lang=${lang}`)
        .set('Accept', accept)
        .type('form')
        .send({ token: 'u.not-a-token', lang });
    // Six people behind one address (the forms' wider ceiling): each is told about their link, none is refused.
    const people = [];
    for (let i = 0; i < 6; i++) people.push((await press('en', 'application/json')).status);
    expect(people).toEqual(Array<number>(6).fill(400));
    const script = await press('fr', 'application/json');
    expect(script.status).toBe(429);
    expect(Number(script.headers['retry-after'])).toBeGreaterThan(540);
    expect(script.body.error).toBe(
      'Nous avons reçu trop de demandes depuis votre réseau. Veuillez réessayer dans une dizaine de minutes.',
    );
    const browser = await press('en', 'text/html');
    expect(browser.status).toBe(429);
    expect(browser.text.replace(/&#x27;|&#39;/g, "'")).toContain(
      'Too many requests have come from your network. Please try again in about 10 minutes.',
    );
    expect(browser.text).not.toContain('wait a moment');
  });

  it('words every wait to fit the header, in both languages', () => {
    const t = { en: withForms(en, enForms), fr: withForms(fr, frForms) };
    expect(waitInWords(t.en, 577)).toBe('in about 10 minutes');
    expect(waitInWords(t.fr, 577)).toBe('dans une dizaine de minutes');
    expect(waitInWords(t.en, 30)).toBe('in a minute');
    expect(waitInWords(t.fr, 61)).toBe('dans environ 2\u00a0minutes');
    expect(waitInWords(t.en, 14 * 60)).toBe('in about a quarter of an hour');
    expect(waitInWords(t.fr, 29 * 60)).toBe('dans une demi-heure');
    expect(waitInWords(t.en, 3600)).toBe('in about an hour');
    expect(waitInWords(t.fr, 2 * 3600)).toBe('dans environ 2\u00a0heures');
  });
});
