import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, configSchema, loadConfig } from '../../server/config';
import { LIMITS } from '../../server/limits';
import { FAILED_MAIL_RETENTION_DAYS, QUARANTINE_RETENTION_DAYS } from '../../shared/constants';
import { site } from '../../shared/content/site';
import addressparser from 'nodemailer/lib/addressparser';

describe('loadConfig', () => {
  it('gives working defaults for an empty environment', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.HOST).toBe('0.0.0.0');
    expect(config.SITE_URL).toBe('http://localhost:3000');
    expect(config.LOG_LEVEL).toBe('info');
  });

  it('sends every mail by default under the company’s name, as the site writes it', () => {
    const [from] = addressparser(loadConfig({}).MAIL_FROM, { flatten: true });
    expect(from?.name).toBe(site.name);
  });

  it('names every bad variable at once', () => {
    try {
      loadConfig({ PORT: 'eighty', SITE_URL: 'not a url', LOG_LEVEL: 'loud', HOST: '', TRUST_PROXY: '-1' });
      expect.unreachable('loadConfig accepted a bad environment');
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const problems = (error as ConfigError).problems.join('\n');
      expect(problems).toMatch(/^PORT:/m);
      expect(problems).toMatch(/^SITE_URL:/m);
      expect(problems).toMatch(/^LOG_LEVEL:/m);
      expect(problems).toMatch(/^TRUST_PROXY:/m);
    }
  });

  it('rejects a port out of range and a non-http site URL', () => {
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT/);
    expect(() => loadConfig({ SITE_URL: 'ftp://example.com' })).toThrow(/SITE_URL/);
  });

  it('keeps SITE_URL as its origin, without a trailing slash', () => {
    expect(loadConfig({ SITE_URL: 'https://www.example.com/' }).SITE_URL).toBe('https://www.example.com');
  });

  it('refuses a SITE_URL with a path, a query or a fragment, since the site is served at the root', () => {
    expect(() => loadConfig({ SITE_URL: 'https://example.com/site' })).toThrow(
      'Invalid configuration: SITE_URL: "https://example.com/site" has a path (/site); the site is served at the root of its host, so canonical links, the sitemap and mail links would be wrong. Write https://example.com',
    );
    expect(() => loadConfig({ SITE_URL: 'https://example.com/?lang=fr' })).toThrow(
      /SITE_URL: .* has a query \(\?lang=fr\)/,
    );
    expect(() => loadConfig({ SITE_URL: 'https://example.com/#top' })).toThrow(/SITE_URL: .* has a fragment \(#top\)/);
  });

  it('names the bad value and what is expected, variable by variable', () => {
    const problem = (env: Record<string, string>) => {
      try {
        loadConfig(env);
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        expect((error as ConfigError).problems).toHaveLength(1);
        return (error as ConfigError).problems[0];
      }
      return expect.unreachable(`accepted ${JSON.stringify(env)}`);
    };
    const refused: [Record<string, string>, string][] = [
      [{ SITE_URL: 'www.example.com' }, 'SITE_URL: "www.example.com" is not a URL; write https://www.example.com'],
      [
        { SITE_URL: 'ftp://example.com' },
        'SITE_URL: "ftp://example.com" is not an http or https address; write https://example.com',
      ],
      [{ PORT: 'eighty' }, 'PORT: "eighty" is not a number; write a whole number from 0 to 65535'],
      [{ PORT: '70000' }, 'PORT: "70000" is out of range; write a whole number from 0 to 65535'],
      [{ TRUST_PROXY: '2.5' }, 'TRUST_PROXY: "2.5" is not a whole number; write a whole number from 0 to 10'],
      [{ OUTBOX_ALERT_AFTER_MIN: '0' }, 'OUTBOX_ALERT_AFTER_MIN: "0" is out of range; write a number above 0'],
      [
        { LOG_LEVEL: 'loud' },
        'LOG_LEVEL: "loud" is not one of the accepted values; write one of fatal, error, warn, info, debug, trace, silent',
      ],
      [{ MAIL_ACKNOWLEDGE: 'maybe' }, 'MAIL_ACKNOWLEDGE: "maybe" is not a yes or no; write true or false'],
      [
        { MAIL_TO_SUPPORT: 'support' },
        'MAIL_TO_SUPPORT: "support" is not an email address; write one such as team@example.com',
      ],
      [
        { LIVE_CHAT_ID: 'a b' },
        'LIVE_CHAT_ID: "a b" is not valid; write the widget id: 4 to 64 letters, digits, _ or -',
      ],
      [{ SMTP_USER: 'site' }, 'SMTP_PASS: SMTP_USER and SMTP_PASS go together'],
      [{ OUTBOX_ALERT_AFTER_MIN: 'soon' }, 'OUTBOX_ALERT_AFTER_MIN: "soon" is not a number; write a number above 0'],
    ];
    for (const [env, message] of refused) expect(problem(env), JSON.stringify(env)).toBe(message);
  });

  it('never writes a secret into the message', () => {
    expect(() => loadConfig({ FORM_SECRET: 'hunter2-hunter2' })).toThrow(
      /^Invalid configuration: FORM_SECRET: must be at least 32 characters/,
    );
    expect(() => loadConfig({ FORM_SECRET: 'hunter2-hunter2' })).not.toThrow(/hunter2/);
    expect(() => loadConfig({ SMTP_USER: 'me', SMTP_PASS: 'x'.repeat(2000), SMTP_TLS: 'maybe' })).not.toThrow(/xxxx/);
  });

  it('puts every problem on one line, numbered', () => {
    expect(() => loadConfig({ PORT: 'x', SITE_URL: 'y' })).toThrow(
      'Invalid configuration, 2 problems: (1) PORT: "x" is not a number; write a whole number from 0 to 65535 (2) SITE_URL: "y" is not a URL; write https://y',
    );
  });

  it('requires FORM_SECRET with DATABASE_URL, since every copy sharing the database must sign alike', () => {
    const url = 'postgres://site:pw@db:5432/site';
    expect(() => loadConfig({ DATABASE_URL: url })).toThrow(
      /^Invalid configuration: FORM_SECRET: required when DATABASE_URL is set/,
    );
    expect(loadConfig({ DATABASE_URL: url, FORM_SECRET: 'k'.repeat(32) }).DATABASE_URL).toBe(url);
    // Its password is never written into the message.
    expect(() => loadConfig({ DATABASE_URL: 'mysql://site:s3cr3t@db/site' })).toThrow(/DATABASE_URL: .*not shown/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://site:s3cr3t@db/site' })).not.toThrow(/s3cr3t/);
  });

  it('treats empty strings as unset', () => {
    expect(loadConfig({ PORT: '' }).PORT).toBe(3000);
  });

  it('reads no fixed limit from the environment: a variable of that name changes nothing', () => {
    expect(loadConfig({ RATE_LIMIT_MAX: '1', FORM_MIN_FILL_MS: '0' }).limits).toEqual(LIMITS);
  });

  // The README's table lists them all; room is left for a few more before the list stops being short.
  it('holds at most 26 settings, each in the README', () => {
    const names = Object.keys(configSchema.shape);
    expect(names.length).toBeLessThanOrEqual(26);
    const readme = readFileSync(path.resolve(import.meta.dirname, '../../README.md'), 'utf8');
    expect(names.filter((name) => !readme.includes(`\`${name}\``))).toEqual([]);
  });
});

describe('the privacy policy and the outbox', () => {
  it('states the retention periods the outbox keeps, rendered from the same constants', async () => {
    const { privacyPolicy } = await import('../../shared/content/collections');
    const text = JSON.stringify(privacyPolicy);
    expect(text).toContain(`deleted from the server ${FAILED_MAIL_RETENTION_DAYS} days later`);
    expect(text).toContain(`for ${QUARANTINE_RETENTION_DAYS} days so that our staff`);
    for (const lang of ['en', 'fr']) {
      const source = readFileSync(
        path.resolve(import.meta.dirname, `../../content/${lang}/legal/privacy-policy.md`),
        'utf8',
      );
      expect(source).toContain('{{site.failedMailRetentionDays}}');
      expect(source).toContain('{{site.quarantineRetentionDays}}');
    }
    expect(LIMITS.OUTBOX_MAX_AGE_H).toBeGreaterThanOrEqual(72);
    expect(text).toContain('at least three days');
    expect(text).toContain('named \\"ft\\"');
  });
});
