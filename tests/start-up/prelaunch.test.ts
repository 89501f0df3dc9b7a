import { describe, expect, it } from 'vitest';
import { findPlaceholders, placeholderLine, warnAboutPlaceholders, type PrelaunchInput } from '../../server/prelaunch';
import { loadConfig } from '../../server/config';
import { siteByLang } from '../../shared/content/site';

/** A language's legal notice once the owner has written it. */
const settledLegal = {
  legalNotice: {
    companyForm: 'limited liability company',
    shareCapital: 'XAF 1,000,000',
    rccm: 'RC/BUE/2018/B/0123',
    niu: 'M011800012345A',
    registeredOffice: 'Clerks Quarter, Mile 17, Buea',
    publicationDirector: 'Ernest Ndifor, manager', // an operator's setting as written, not read from content/
    host: 'Example Hosting Ltd, 1 Main Street, Douala, +237 233 000 111',
  },
  dataProtectionAuthority: { address: 'PO Box 1234, Yaoundé' },
};

const settled: PrelaunchInput = {
  config: {
    SITE_URL: 'https://www.chariot-ai.cm',
    SMTP_HOST: 'mail.chariot-ai.cm',
    MAIL_FROM: 'Chariot AI Labs <web@chariot-ai.cm>', // an operator's setting as written, not read from content/
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
    consultationPrice: 250,
    legal: { en: settledLegal, fr: settledLegal },
  },
};

/**
 * The company facts as the site ships them (the owner replaces them in
 * content/company.yaml, and the warnings go one by one): written here, so
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
  consultationPrice: 100,
  legal: {
    en: {
      legalNotice: {
        companyForm: 'limited liability company',
        shareCapital: 'XAF [amount]',
        rccm: '[RCCM number]',
        niu: '[NIU number]',
        registeredOffice: '[registered office address]',
        publicationDirector: '[name], manager (gérant)',
        host: "[host's name, address and phone number]",
      },
      dataProtectionAuthority: { address: "[the authority's postal address]" },
    },
    fr: {
      legalNotice: {
        companyForm: 'société à responsabilité limitée',
        shareCapital: '[montant] FCFA',
        rccm: '[numéro RCCM]',
        niu: '[numéro NIU]',
        registeredOffice: '[adresse du siège social]',
        publicationDirector: '[nom], gérant',
        host: '[nom, adresse et numéro de téléphone de l’hébergeur]',
      },
      dataProtectionAuthority: { address: '[adresse postale de l’Autorité]' },
    },
  },
};

const legalFields = ['shareCapital', 'rccm', 'niu', 'registeredOffice', 'publicationDirector', 'host'];

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
      'content/company.yaml emailInfo',
      'content/company.yaml emailSupport',
      'content/company.yaml phone',
      'content/company.yaml address, geo, map URLs',
      'content/company.yaml social',
      'content/company.yaml social',
      'content/company.yaml social',
      'content/company.yaml social',
      'content/company.yaml workshopPrice, consultationPrice',
      ...['en', 'fr'].flatMap((lang) => [
        ...legalFields.map((f) => `content/${lang}/site.yaml legalNotice.${f}`),
        `content/${lang}/site.yaml dataProtectionAuthority.address`,
      ]),
    ]);
    expect(found.find((p) => p.where === 'SITE_URL')?.value).toBe('http://localhost:3000');
    expect(found.find((p) => p.where.endsWith('workshopPrice, consultationPrice'))?.value).toBe('$8,000 and $100');
    expect(found.find((p) => p.where === 'content/fr/site.yaml legalNotice.rccm')?.value).toBe('[numéro RCCM]');
  });

  it('names the facts file of the content folder the site was built from', () => {
    const found = findPlaceholders(
      { ...settled, facts: { ...settled.facts, workshopPrice: 8000, consultationPrice: 100 } },
      'owner/content',
    );
    expect(found.map((p) => p.where)).toEqual(['owner/content/company.yaml workshopPrice, consultationPrice']);
  });

  it('lets the prices go once the owner has changed either of the two the spec contradicts', () => {
    const facts = { ...shipped, workshopPrice: 1500 };
    const found = findPlaceholders({ ...settled, facts: { ...settled.facts, ...facts, legal: settled.facts.legal } });
    expect(found.map((p) => p.item).join('\n')).not.toMatch(/prices/);
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
      'content/company.yaml phone=+237 670 000 000',
    ]);
  });
});

describe('findPlaceholders on the legal notice', () => {
  it('flags a value left in brackets in one language only, naming that file and field', () => {
    const fr = { ...settledLegal, legalNotice: { ...settledLegal.legalNotice, niu: '[numéro NIU]' } };
    const found = findPlaceholders({ ...settled, facts: { ...settled.facts, legal: { en: settledLegal, fr } } });
    expect(found.map((p) => `${p.where}=${p.value}`)).toEqual(['content/fr/site.yaml legalNotice.niu=[numéro NIU]']);
  });

  it('flags the data protection authority’s address while it is a placeholder', () => {
    const en = { ...settledLegal, dataProtectionAuthority: { address: '[address]' } };
    const found = findPlaceholders({ ...settled, facts: { ...settled.facts, legal: { en, fr: settledLegal } } });
    expect(found.map((p) => p.item)).toEqual(['data protection authority (privacy policy section 6)']);
  });

  it('reads the legal notice of every language the site is built with', () => {
    const found = warnAboutPlaceholders(loadConfig({ NODE_ENV: 'production' }), { warn: () => undefined } as never);
    // Whatever the owner has settled so far: each bracketed value of each language's site.yaml is reported, no other.
    const expected = Object.entries(siteByLang).flatMap(([lang, site]) => {
      const fields: [string, string][] = [
        ...Object.entries(site.legalNotice).map(([f, v]): [string, string] => [`legalNotice.${f}`, v]),
        ['dataProtectionAuthority.address', site.dataProtectionAuthority.address],
      ];
      return fields.filter(([, v]) => /\[[^\]]*\]/.test(v)).map(([f, v]) => `content/${lang}/site.yaml ${f}=${v}`);
    });
    const legal = found.filter((p) => /legalNotice|dataProtectionAuthority/.test(p.where));
    expect(legal.map((p) => `${p.where.replace(/^.*?content\//, 'content/')}=${p.value}`)).toEqual(expected);
  });
});

describe('warnAboutPlaceholders (called once by server/index.ts)', () => {
  const spy = () => {
    const calls: unknown[][] = [];
    return { calls, logger: { warn: (...args: unknown[]) => void calls.push(args) } };
  };

  it('warns in production with a heading, then one line per placeholder in words', () => {
    const { calls, logger } = spy();
    const found = warnAboutPlaceholders(loadConfig({ NODE_ENV: 'production' }), logger as never);
    expect(found.length).toBeGreaterThan(1);
    const messages = calls.map((c) => c[1] as string);
    expect(messages[0]).toMatch(
      new RegExp(`^${found.length} placeholder\\(s\\) still in place.*docs/launch-checklist.md`),
    );
    expect(messages.slice(1)).toEqual(found.map((p) => `placeholder: ${placeholderLine(p)}`));
    expect(messages).toContain('placeholder: MAIL_TO_SUPPORT: support@example.com (mailbox)');
    // Each line reads alone, short enough for a terminal: no list packed into one line.
    for (const m of messages) expect(m.length, m).toBeLessThan(200);
  });

  it('says nothing in development, where the placeholders are expected', () => {
    const { calls, logger } = spy();
    expect(warnAboutPlaceholders(loadConfig({ NODE_ENV: 'development' }), logger as never)).toEqual([]);
    expect(calls).toEqual([]);
  });
});
