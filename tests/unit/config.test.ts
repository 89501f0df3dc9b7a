import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config';

describe('loadConfig', () => {
  it('gives working defaults for an empty environment', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.HOST).toBe('0.0.0.0');
    expect(config.SITE_URL).toBe('http://localhost:3000');
    expect(config.LOG_LEVEL).toBe('info');
  });

  it('names every bad variable at once', () => {
    try {
      loadConfig({ PORT: 'eighty', SITE_URL: 'not a url', LOG_LEVEL: 'loud', HOST: '' , SHUTDOWN_TIMEOUT_S: '-1' });
      expect.unreachable('loadConfig accepted a bad environment');
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const problems = (error as ConfigError).problems.join('\n');
      expect(problems).toMatch(/^PORT:/m);
      expect(problems).toMatch(/^SITE_URL:/m);
      expect(problems).toMatch(/^LOG_LEVEL:/m);
      expect(problems).toMatch(/^SHUTDOWN_TIMEOUT_S:/m);
    }
  });

  it('rejects a port out of range and a non-http site URL', () => {
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT/);
    expect(() => loadConfig({ SITE_URL: 'ftp://example.com' })).toThrow(/SITE_URL/);
  });

  it('treats empty strings as unset', () => {
    expect(loadConfig({ PORT: '' }).PORT).toBe(3000);
  });
});

describe('the privacy policy and the outbox configuration', () => {
  it('states the same retention periods as the defaults', async () => {
    const { privacyPolicy } = await import('../../shared/content/collections');
    const text = JSON.stringify(privacyPolicy);
    const config = loadConfig({});
    expect(config.OUTBOX_FAILED_RETENTION_DAYS).toBe(30);
    expect(text).toContain('deleted from the server 30 days later');
    expect(config.OUTBOX_MAX_AGE_H).toBeGreaterThanOrEqual(72);
    expect(text).toContain('at least three days');
    expect(text).toContain('named \\"ft\\"');
  });
});
