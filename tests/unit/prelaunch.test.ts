import { describe, expect, it } from 'vitest';
import { findPlaceholders, warnAboutPlaceholders, type PrelaunchInput } from '../../server/prelaunch';
import { loadConfig } from '../../server/config';

const settled: PrelaunchInput = {
  config: {
    SITE_URL: 'https://www.chariot-ai.cm',
    SMTP_HOST: 'mail.chariot-ai.cm',
    MAIL_FROM: 'Chariot AI Labs <web@chariot-ai.cm>',
    MAIL_TO_SUPPORT: 'support@chariot-ai.cm',
    MAIL_TO_RECRUITING: 'jobs@chariot-ai.cm',
    LIVE_CHAT_ID: 'abc123_def',
  },
  facts: {
    phone: '+237677123456',
    emailInfo: 'info@chariot-ai.cm',
    emailSupport: 'support@chariot-ai.cm',
    address: { street: 'Clerks Quarter, Mile 17' },
    social: [{ network: 'LinkedIn', url: 'https://www.linkedin.com/company/chariot-ai-labs' }],
    workshopPrice: 1500,
  },
};

/**
 * The company facts as the site ships them (the owner replaces them in
 * content/en/site.yaml, and the warnings go one by one): written here, so
 * this test stays about the check once the owner has settled them.
 */
const shipped: PrelaunchInput['facts'] = {
  phone: '+237670000000',
  emailInfo: 'info@example.com',
  emailSupport: 'support@example.com',
  address: { street: 'Molyko, Great Soppo Road' },
  social: ['LinkedIn', 'X', 'Facebook', 'GitHub'].map((network) => ({
    network,
    url: `https://www.${network.toLowerCase()}.com/example`,
  })),
  workshopPrice: 8000,
};

describe('findPlaceholders (the pre-launch check)', () => {
  it('lists every placeholder the site ships with, under the default settings', () => {
    const found = findPlaceholders({ config: loadConfig({}), facts: shipped }, 'content');
    expect(found.map((p) => p.where)).toEqual([
      'SITE_URL',
      'SMTP_HOST',
      'MAIL_FROM',
      'MAIL_TO_SUPPORT',
      'MAIL_TO_RECRUITING',
      'LIVE_CHAT_ID',
      'content/en/site.yaml emailInfo',
      'content/en/site.yaml emailSupport',
      'content/en/site.yaml phone',
      'content/en/site.yaml address, geo, map URLs',
      'content/en/site.yaml social',
      'content/en/site.yaml social',
      'content/en/site.yaml social',
      'content/en/site.yaml social',
      'content/en/site.yaml workshopPrice, FAQ and service answers',
    ]);
    expect(found.find((p) => p.where === 'SITE_URL')?.value).toBe('http://localhost:3000');
    expect(found.at(-1)?.value).toBe('$8,000');
  });

  it('names the site file of the content folder the site was built from', () => {
    const found = findPlaceholders({ ...settled, facts: { ...settled.facts, workshopPrice: 8000 } }, 'owner/content');
    expect(found.map((p) => p.where)).toEqual(['owner/content/en/site.yaml workshopPrice, FAQ and service answers']);
  });

  it('finds nothing once every value is settled', () => {
    expect(findPlaceholders(settled)).toEqual([]);
  });

  it('knows a local or example address, whatever its form', () => {
    for (const url of [
      'http://127.0.0.1:8080',
      'http://app.localhost',
      'http://0.0.0.0:3000',
      'https://www.example.org',
    ]) {
      const found = findPlaceholders({ ...settled, config: { ...settled.config, SITE_URL: url } });
      expect(
        found.map((p) => p.where),
        url,
      ).toEqual(['SITE_URL']);
    }
  });

  it('flags each example mailbox and test number on its own', () => {
    const found = findPlaceholders({
      config: { ...settled.config, MAIL_TO_RECRUITING: 'careers@example.com' },
      facts: { ...settled.facts, phone: '+237 670 000 000' },
    });
    expect(found.map((p) => `${p.where}=${p.value}`)).toEqual([
      'MAIL_TO_RECRUITING=careers@example.com',
      'content/en/site.yaml phone=+237 670 000 000',
    ]);
  });
});

describe('warnAboutPlaceholders (called once by server/index.ts)', () => {
  const spy = () => {
    const calls: unknown[][] = [];
    return { calls, logger: { warn: (...args: unknown[]) => void calls.push(args) } };
  };

  it('warns once in production, naming every placeholder', () => {
    const { calls, logger } = spy();
    const found = warnAboutPlaceholders(loadConfig({ NODE_ENV: 'production' }), logger as never);
    expect(calls).toHaveLength(1);
    const [fields, message] = calls[0] as [{ placeholders: string[] }, string];
    expect(fields.placeholders).toHaveLength(found.length);
    expect(fields.placeholders).toContain('MAIL_TO_SUPPORT: support@example.com');
    expect(message).toMatch(new RegExp(`^${found.length} placeholder\\(s\\) still in place.*docs/launch-checklist.md`));
  });

  it('says nothing in development, where the placeholders are expected', () => {
    const { calls, logger } = spy();
    expect(warnAboutPlaceholders(loadConfig({ NODE_ENV: 'development' }), logger as never)).toEqual([]);
    expect(calls).toEqual([]);
  });
});
