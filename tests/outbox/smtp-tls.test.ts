// SMTP never sends a password in clear: with credentials TLS is required
// (a server, or a man in the middle, that offers no STARTTLS gets no AUTH
// and the message waits in the outbox); without credentials STARTTLS is
// used whenever offered; SMTP_TLS=off (a local catcher) sends in clear.
// Real in-process SMTP servers, one with a certificate made by the test.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { connect, createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { pino } from 'pino';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';
import { testApp } from '../support/test-app';
import { smtpTlsOptions } from '../../server/outbox/transport';
import { configWarnings, loadConfig } from '../../server/config';

const PASSWORD = 'correct-horse-battery-staple';

/** What one SMTP server saw: AUTH attempts, messages and whether each came over TLS. */
interface Seen {
  auths: { user: string; secure: boolean }[];
  mails: { secure: boolean }[];
}

async function smtpServer(
  options: Partial<SMTPServerOptions>,
): Promise<{ port: number; seen: Seen; close(): Promise<void> }> {
  const seen: Seen = { auths: [], mails: [] };
  const server = new SMTPServer({
    logger: false,
    authOptional: true,
    // The server would take a password in clear: the client must be the one that refuses.
    allowInsecureAuth: true,
    onAuth(auth, session, callback) {
      seen.auths.push({ user: auth.username ?? '', secure: session.secure });
      callback(null, { user: auth.username });
    },
    onData(stream, session, callback) {
      stream.on('data', () => undefined);
      stream.on('end', () => {
        seen.mails.push({ secure: session.secure });
        callback();
      });
    },
    ...options,
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.server.address() as AddressInfo).port,
    seen,
    close: () => new Promise((r) => server.close(() => r())),
  };
}

/** A TCP relay in front of a server that records every byte the client sends (what a man in the middle reads). */
async function wiretap(targetPort: number): Promise<{ port: number; sent: () => string; close(): Promise<void> }> {
  const chunks: Buffer[] = [];
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    const upstream = connect(targetPort, '127.0.0.1');
    sockets.add(client).add(upstream);
    client.on('data', (c: Buffer) => chunks.push(c));
    client.pipe(upstream).pipe(client);
    const end = () => (client.destroy(), upstream.destroy());
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    sent: () => Buffer.concat(chunks).toString('latin1'),
    close: () => new Promise((r) => (sockets.forEach((s) => s.destroy()), server.close(() => r()))),
  };
}

async function until(check: () => boolean, what: string, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`${what}: not in time`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** The site delivering to `port` with `env`, its log lines in reach, one contact message posted. */
async function siteSending(port: number, env: Record<string, string>) {
  const lines: string[] = [];
  const logger = pino({ level: 'warn' }, new Writable({ write: (c, _e, cb) => (lines.push(String(c)), cb()) }));
  const ctx = await testApp({
    env: { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(port), ...env },
    logger,
  });
  const res = await request(ctx.app)
    .post('/api/contact')
    .set('Accept', 'application/json')
    .set('Cookie', ctx.cookie)
    .send({ name: 'Ada', email: 'ada@example.org', service: 'Other', message: 'Hello over SMTP.' });
  expect(res.status).toBe(201);
  return { ctx, lines };
}

type Wiretap = Awaited<ReturnType<typeof wiretap>>;

/**
 * A mail server with `options` and the site sending to it with `env`, through
 * a wiretap when `tapped`; `check` runs, then all of them close.
 */
async function sending(
  options: Partial<SMTPServerOptions>,
  env: Record<string, string>,
  check: (
    parts: { smtp: Awaited<ReturnType<typeof smtpServer>>; tap?: Wiretap } & Awaited<ReturnType<typeof siteSending>>,
  ) => Promise<void>,
  { tapped = false } = {},
) {
  const smtp = await smtpServer(options);
  const tap = tapped ? await wiretap(smtp.port) : undefined;
  const site = await siteSending(tap?.port ?? smtp.port, env);
  try {
    await check({ smtp, tap, ...site });
  } finally {
    await site.ctx.close();
    await tap?.close();
    await smtp.close();
  }
}

let dir: string;
let tls: { key: string; cert: string; certFile: string };
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'smtp-tls-'));
  const key = path.join(dir, 'key.pem');
  const certFile = path.join(dir, 'cert.pem');
  // A self-signed certificate for 127.0.0.1, made here: the test's own authority.
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      key,
      '-out',
      certFile,
      '-days',
      '2',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=IP:127.0.0.1,DNS:localhost',
    ],
    { stdio: 'ignore' },
  );
  tls = { key: readFileSync(key, 'utf8'), cert: readFileSync(certFile, 'utf8'), certFile };
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('SMTP with credentials', { timeout: 60_000 }, () => {
  it('never sends AUTH to a server that offers no STARTTLS: the message stays pending and an error is logged', async () => {
    await sending(
      { disabledCommands: ['STARTTLS'] },
      { SMTP_USER: 'site', SMTP_PASS: PASSWORD },
      async ({ smtp, tap, ctx, lines }) => {
        await until(() => lines.some((l) => l.includes('gave no TLS')), 'the error line');
        const line = JSON.parse(lines.find((l) => l.includes('gave no TLS'))!) as { level: number; msg: string };
        expect(line.level).toBe(50); // error
        expect(line.msg).toContain('the password is not sent in clear');
        expect(smtp.seen.auths).toEqual([]);
        expect(smtp.seen.mails).toEqual([]);
        // What crossed the wire: the greeting, STARTTLS refused, never AUTH nor the password in any form.
        const wire = tap!.sent();
        expect(wire).toMatch(/^EHLO /m);
        expect(wire).toMatch(/^STARTTLS/m);
        expect(wire).not.toMatch(/^AUTH/m);
        for (const form of [
          PASSWORD,
          Buffer.from(PASSWORD).toString('base64'),
          Buffer.from(`\0site\0${PASSWORD}`).toString('base64'),
        ])
          expect(wire).not.toContain(form);
        const counts = await ctx.outbox.counts();
        // The team's message and the sender's acknowledgement both wait.
        expect(counts).toMatchObject({ pending: 2, failed: 0 });
        expect(lines.join('')).not.toContain(PASSWORD);
      },
      { tapped: true },
    );
  });

  it('delivers over STARTTLS to a server whose certificate SMTP_CA_FILE vouches for, and authenticates inside TLS', async () => {
    await sending(
      { key: tls.key, cert: tls.cert },
      { SMTP_USER: 'site', SMTP_PASS: PASSWORD, SMTP_CA_FILE: tls.certFile },
      async ({ smtp, tap, ctx }) => {
        // The team's message and the sender's acknowledgement, each over TLS (the pool may log in once or twice).
        await until(() => smtp.seen.mails.length === 2, 'the two mails');
        expect(smtp.seen.auths.length).toBeGreaterThan(0);
        for (const auth of smtp.seen.auths) expect(auth).toEqual({ user: 'site', secure: true });
        expect(smtp.seen.mails).toEqual([{ secure: true }, { secure: true }]);
        expect(tap!.sent()).not.toContain(Buffer.from(`\0site\0${PASSWORD}`).toString('base64'));
        const deadline = Date.now() + 15_000;
        while ((await ctx.outbox.counts()).pending > 0 && Date.now() < deadline)
          await new Promise((r) => setTimeout(r, 20));
        expect(await ctx.outbox.counts()).toMatchObject({ pending: 0, failed: 0 });
      },
      { tapped: true },
    );
  });

  it('keeps the message pending when the certificate is not one it trusts', async () => {
    await sending(
      { key: tls.key, cert: tls.cert },
      { SMTP_USER: 'site', SMTP_PASS: PASSWORD },
      async ({ smtp, ctx, lines }) => {
        await until(
          () => lines.some((l) => l.includes('"level":50') && l.includes('SMTP: TLS with')),
          'the error line',
        );
        expect(smtp.seen.auths).toEqual([]);
        expect(smtp.seen.mails).toEqual([]);
        expect(await ctx.outbox.counts()).toMatchObject({ pending: 2, failed: 0 }); // the team's message and the acknowledgement
      },
    );
  });
});

describe('SMTP without credentials', { timeout: 60_000 }, () => {
  it('uses STARTTLS when the server offers it', async () => {
    await sending({ key: tls.key, cert: tls.cert }, { SMTP_CA_FILE: tls.certFile }, async ({ smtp }) => {
      await until(() => smtp.seen.mails.length === 2, 'the two mails'); // the team's and the acknowledgement
      expect(smtp.seen.mails).toEqual([{ secure: true }, { secure: true }]);
    });
  });

  it('sends in clear to a server without STARTTLS (a local catcher), and with SMTP_TLS=off even when offered', async () => {
    const cases: [Partial<SMTPServerOptions>, Record<string, string>][] = [
      [{ disabledCommands: ['STARTTLS'] }, {}],
      [{ key: tls.key, cert: tls.cert }, { SMTP_TLS: 'off' }],
    ];
    for (const [options, env] of cases) {
      await sending(options, env, async ({ smtp }) => {
        await until(() => smtp.seen.mails.length === 2, 'the two mails'); // the team's and the acknowledgement
        expect(smtp.seen.mails).toEqual([{ secure: false }, { secure: false }]);
      });
    }
  });
});

describe('smtpTlsOptions', () => {
  const base = {
    SMTP_PORT: 587,
    SMTP_TLS: 'auto' as const,
    SMTP_USER: undefined,
    SMTP_CA_FILE: undefined,
  };
  it('requires TLS with credentials, uses it when offered without, and turns it off only when told', () => {
    expect(smtpTlsOptions({ ...base, SMTP_USER: 'site' })).toMatchObject({
      secure: false,
      requireTLS: true,
      ignoreTLS: false,
    });
    expect(smtpTlsOptions(base)).toMatchObject({ secure: false, requireTLS: false, ignoreTLS: false });
    expect(smtpTlsOptions({ ...base, SMTP_TLS: 'required' })).toMatchObject({ requireTLS: true });
    expect(smtpTlsOptions({ ...base, SMTP_TLS: 'off' })).toMatchObject({ requireTLS: false, ignoreTLS: true });
    expect(smtpTlsOptions({ ...base, SMTP_PORT: 465, SMTP_USER: 'site' })).toMatchObject({
      secure: true,
      requireTLS: false,
      ignoreTLS: false,
    });
    expect(smtpTlsOptions({ ...base, SMTP_PORT: 465, SMTP_TLS: 'off' })).toMatchObject({
      secure: true,
      ignoreTLS: false,
    });
  });

  it('names SMTP_CA_FILE and what it should hold when the file cannot be read', () => {
    expect(() => smtpTlsOptions({ ...base, SMTP_CA_FILE: path.join(dir, 'missing.pem') })).toThrow(
      /SMTP_CA_FILE: cannot read .*missing\.pem \(ENOENT\); it should be the PEM certificate/,
    );
  });

  it('warns at start when SMTP_TLS=off would send a password in clear', () => {
    const config = loadConfig({
      SMTP_HOST: 'mail.example.org',
      SMTP_USER: 'site',
      SMTP_PASS: PASSWORD,
      SMTP_TLS: 'off',
      SITE_URL: 'https://www.example.com',
    });
    expect(configWarnings(config, { SITE_URL: 'https://www.example.com' })).toEqual([
      expect.stringContaining('SMTP_TLS=off with SMTP_USER set'),
    ]);
    expect(() => loadConfig({ SMTP_TLS: 'maybe' })).toThrow(/SMTP_TLS/);
  });
});
