// DKIM signing, proved as a receiver proves it: the raw message a real
// in-process SMTP server captured is verified by mailauth against the public
// key, published through a stubbed DNS resolver. The settings come all
// three or none; a key that cannot be read stops the start with a line that
// says what to fix; From is always the site's own address.
import { runServer } from '../support/run-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateKeyPairSync, type KeyObject } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { dkimVerify } from 'mailauth/lib/dkim/verify';
import { testApp, until } from '../support/test-app';
import { smallPdf } from '../../scripts/fixtures/files';
import { applicantFor, openJobsToday, postApplication } from '../support/posts';
import { SmtpSink } from '../support/smtp-sink';
import { ConfigError, loadConfig } from '../../server/config';
import { dkimSigning } from '../../server/outbox/dkim';
import { createTransport } from '../../server/outbox/transport';
import { pino } from 'pino';

const DOMAIN = 'example.com';
const SELECTOR = 'site2026';
const keys = generateKeyPairSync('rsa', { modulusLength: 2048 });
const dir = mkdtempSync(path.join(tmpdir(), 'dkim-test-'));
const keyFile = path.join(dir, 'dkim.pem');
writeFileSync(keyFile, keys.privateKey.export({ type: 'pkcs8', format: 'pem' }), { mode: 0o600 });

/** The DKIM TXT record an owner publishes for a public key. */
const txtRecord = (publicKey: KeyObject) =>
  `v=DKIM1; k=rsa; p=${publicKey.export({ type: 'spki', format: 'der' }).toString('base64')}`;

/** A DNS that knows one record: the selector's, with `publicKey`. */
const resolverWith = (publicKey: KeyObject) => async (name: string, type: string) => {
  if (name === `${SELECTOR}._domainkey.${DOMAIN}` && type === 'TXT') return [[txtRecord(publicKey)]];
  throw Object.assign(new Error(`queryTxt ENOTFOUND ${name}`), { code: 'ENOTFOUND' });
};

/** A real SMTP server that keeps each message's bytes exactly as they arrived. */
const sink = new SmtpSink();
const raws = sink.raws;

let ctx: Awaited<ReturnType<typeof testApp>>;
beforeAll(async () => {
  await sink.start();
  ctx = await testApp({
    env: {
      ...sink.env(),
      MAIL_FROM: `Site <no-reply@${DOMAIN}>`,
      DKIM_SELECTOR: SELECTOR,
      DKIM_PRIVATE_KEY_FILE: keyFile,
    },
  });
});
afterAll(async () => {
  await ctx.close();
  await sink.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('DKIM signing', () => {
  it('signs the team’s mail with a CV and the acknowledgement so that the signatures verify against the published key', async () => {
    const res = await postApplication(
      ctx,
      {
        ...applicantFor(openJobsToday()[0]!.id),
        name: 'Hélène Ekane',
        email: 'helene@example.org',
        coverLetter: 'Bonjour\nÀ bientôt',
      },
      { bytes: smallPdf(), name: 'cv.pdf' },
    );
    expect(res.status).toBe(201);
    await until(() => raws.length >= 2);
    for (const raw of raws.slice(0, 2)) {
      const { results } = await dkimVerify(raw, { resolver: resolverWith(keys.publicKey) });
      expect(results).toHaveLength(1);
      expect(results[0]!.status.result).toBe('pass');
      expect(results[0]!.signingDomain).toBe(DOMAIN);
      expect(results[0]!.selector).toBe(SELECTOR);
    }
  });

  it('does not verify against another key, nor once the message is altered', async () => {
    const raw = raws[0]!;
    const other = generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey;
    expect((await dkimVerify(raw, { resolver: resolverWith(other) })).results[0]!.status.result).toBe('fail');
    const altered = Buffer.from(raw.toString('latin1').replace('Reference: APP-', 'Reference: APX-'), 'latin1');
    expect(altered.equals(raw)).toBe(false);
    expect((await dkimVerify(altered, { resolver: resolverWith(keys.publicKey) })).results[0]!.status.result).not.toBe(
      'pass',
    );
  });

  it('sends From the site’s own address on the signed domain, the visitor only in Reply-To or as the acknowledgement’s recipient', async () => {
    for (const raw of raws.slice(0, 2)) {
      const mail = await simpleParser(raw);
      expect(mail.from?.value.map((a) => a.address)).toEqual(['no-reply@example.com']);
    }
    const [team, ack] = await Promise.all(raws.slice(0, 2).map((r) => simpleParser(r)));
    expect(team!.replyTo?.value.map((a) => a.address)).toEqual(['helene@example.org']);
    expect(ack!.replyTo?.value.map((a) => a.address)).toEqual([ctx.config.MAIL_TO_RECRUITING]);
  });
});

describe('DKIM settings', () => {
  it('go together, naming the one missing, and need a sender with a domain to sign for', () => {
    expect(dkimSigning(loadConfig({}))).toBeUndefined();
    try {
      loadConfig({ DKIM_SELECTOR: SELECTOR });
      expect.unreachable('a lone DKIM_SELECTOR was accepted');
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const problems = (error as ConfigError).problems;
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatch(/^DKIM_PRIVATE_KEY_FILE: required for DKIM signing/);
    }
    expect(() =>
      loadConfig({ MAIL_FROM: 'The website', DKIM_SELECTOR: SELECTOR, DKIM_PRIVATE_KEY_FILE: keyFile }),
    ).toThrow(/MAIL_FROM: "The website" has no domain to sign for/);
  });

  it('stop the start with a clear line when the key file is missing or not a key', () => {
    const logger = pino({ level: 'silent' });
    const env = { SMTP_HOST: '127.0.0.1', DKIM_SELECTOR: SELECTOR };
    const missing = loadConfig({ ...env, DKIM_PRIVATE_KEY_FILE: path.join(dir, 'nope.pem') });
    expect(() => createTransport(missing, logger)).toThrow(ConfigError);
    expect(() => createTransport(missing, logger)).toThrow(
      /DKIM_PRIVATE_KEY_FILE: cannot read ".*nope\.pem" \(ENOENT\)/,
    );
    const notAKey = path.join(dir, 'notakey.pem');
    writeFileSync(notAKey, 'hello');
    const bad = loadConfig({ ...env, DKIM_PRIVATE_KEY_FILE: notAKey });
    expect(() => createTransport(bad, logger)).toThrow(
      /DKIM_PRIVATE_KEY_FILE: ".*notakey\.pem" is not a usable private key/,
    );
    // nodemailer signs rsa-sha256 only: another kind of key is refused at start, not at the first message.
    const edFile = path.join(dir, 'ed25519.pem');
    writeFileSync(edFile, generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }));
    expect(() => createTransport(loadConfig({ ...env, DKIM_PRIVATE_KEY_FILE: edFile }), logger)).toThrow(
      /a ed25519 key, not RSA/,
    );
    // Log-only mode (no SMTP_HOST) checks the key too, so setting SMTP_HOST later holds no surprise.
    expect(() =>
      createTransport(loadConfig({ DKIM_SELECTOR: SELECTOR, DKIM_PRIVATE_KEY_FILE: notAKey }), logger),
    ).toThrow(ConfigError);
  });

  it(
    'stop the real server at start with one fatal line naming the key file, exit code 1 and no stack trace',
    { timeout: 120_000 },
    async () => {
      const run = await runServer({
        NODE_ENV: 'production',
        SITE_URL: 'https://www.example.com',
        DATA_DIR: dir,
        DKIM_SELECTOR: SELECTOR,
        DKIM_PRIVATE_KEY_FILE: path.join(dir, 'nope.pem'),
      });
      const { code } = run;
      const out = [...run.stdout, run.stderr].join('\n');
      expect(code).toBe(1);
      const fatal = out
        .split('\n')
        .filter((l) => l.startsWith('{'))
        .map((l) => JSON.parse(l) as { level: number; msg: string })
        .filter((l) => l.level === 60);
      expect(fatal).toHaveLength(1);
      expect(fatal[0]!.msg).toMatch(/DKIM_PRIVATE_KEY_FILE: cannot read ".*nope\.pem" \(ENOENT\)/);
      expect(out).not.toMatch(/\n\s+at /);
    },
  );

  it("sign for MAIL_FROM's own domain, so receivers' DMARC checks count the signature", () => {
    const base = { DKIM_SELECTOR: SELECTOR, DKIM_PRIVATE_KEY_FILE: keyFile };
    expect(dkimSigning(loadConfig({ ...base, MAIL_FROM: 'Site <No-Reply@Mail.Example.com>' }))?.domainName).toBe(
      'mail.example.com',
    );
    expect(dkimSigning(loadConfig({ ...base, MAIL_FROM: 'no-reply@other.example' }))?.domainName).toBe('other.example');
  });
});
