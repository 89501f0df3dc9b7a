// The placeholders the site ships with (spec {email}/{phone} values, invented
// address and social accounts, the spec's contradictory prices, localhost
// addresses, the legal notice's [bracketed] company facts): `findPlaceholders`
// lists those still in place, and the server warns about them once at
// start-up in production, so nobody launches with example.com mailboxes or
// "[numéro RCCM]" by accident. It reads every file that holds one: the
// company's facts (content/company.yaml, both languages) and each
// language's site.yaml (the legal notice). The owner's side of it is
// docs/launch-checklist.md; keep the two in step.
import type { Logger } from 'pino';
import type { Config } from './config';
import { site, siteByLang } from '../shared/content/site';
import type { Lang } from '../shared/i18n/lang';
import { contentFolder } from '../shared/generated/content-source';
import { formatMoney } from '../shared/format';

/** What the check reads: the server's settings and the company facts. */
export interface PrelaunchInput {
  config: Pick<
    Config,
    'SITE_URL' | 'SMTP_HOST' | 'MAIL_FROM' | 'MAIL_TO_SUPPORT' | 'MAIL_TO_RECRUITING' | 'LIVE_CHAT_ID'
  >;
  facts: {
    phone: string;
    emailInfo: string;
    emailSupport: string;
    address: { street: string };
    social: readonly { network: string; url: string }[];
    /** US dollars. */
    workshopPrice: number;
    /** US dollars. */
    consultationPrice: number;
    /** Each language's legal notice (footer, terms section 1) and the data protection authority's address (privacy policy). */
    legal: Readonly<
      Record<Lang, { legalNotice: Readonly<Record<string, string>>; dataProtectionAuthority: { address: string } }>
    >;
  };
}

export interface Placeholder {
  /** What to settle, as docs/launch-checklist.md names it. */
  item: string;
  /** Where it is set: an environment variable or a content file. */
  where: string;
  value: string;
}

// The values shipped in the content, which nothing else tells apart from
// real ones: once the owner changes one, its warning goes.
const SHIPPED_STREET = 'Molyko, Great Soppo Road';
const SHIPPED_WORKSHOP_PRICE = 8000;
const SHIPPED_CONSULTATION_PRICE = 100;

/** Domains reserved for examples (RFC 2606), and hosts that are never public. */
const exampleDomain = (s: string) => /(^|[.@/])example\.(com|org|net)\b/i.test(s);
const localHost = (url: string) => {
  const host = new URL(url).hostname;
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host === '::1' ||
    host === '[::1]' ||
    /^127\./.test(host) ||
    host === '0.0.0.0'
  );
};
/** A value the owner has still to write: the site ships "[RCCM number]", "XAF [amount]". */
const bracketed = (value: string) => /\[[^\]]*\]/.test(value);

/** A test number: a run of six zeros in the subscriber part (+237 670 000 000). */
const testPhone = (e164: string) => /0{6}/.test(e164.replace(/\D/g, '').slice(3));

/** Every placeholder still in place, in the launch checklist's order. Pure. */
export function findPlaceholders({ config, facts }: PrelaunchInput, folder: string = contentFolder): Placeholder[] {
  const found: Placeholder[] = [];
  const add = (item: string, where: string, value: string) => found.push({ item, where, value });

  if (localHost(config.SITE_URL) || exampleDomain(config.SITE_URL)) add('public address', 'SITE_URL', config.SITE_URL);
  if (!config.SMTP_HOST) add('mail delivery (messages are only written to DATA_DIR)', 'SMTP_HOST', '(unset)');
  for (const key of ['MAIL_FROM', 'MAIL_TO_SUPPORT', 'MAIL_TO_RECRUITING'] as const) {
    if (exampleDomain(config[key])) add('mailbox', key, config[key]);
  }
  if (!config.LIVE_CHAT_ID) add('live-chat id', 'LIVE_CHAT_ID', '(unset)');

  const siteFile = `${folder}/company.yaml`;
  if (exampleDomain(facts.emailInfo)) add('mailbox shown on the site', `${siteFile} emailInfo`, facts.emailInfo);
  if (exampleDomain(facts.emailSupport))
    add('mailbox shown on the site', `${siteFile} emailSupport`, facts.emailSupport);
  if (testPhone(facts.phone)) add('phone number (also the chat button)', `${siteFile} phone`, facts.phone);
  if (facts.address.street === SHIPPED_STREET)
    add('office address and map', `${siteFile} address, geo, map URLs`, facts.address.street);
  for (const s of facts.social) {
    if (exampleDomain(s.url) || /\/example\/?$/i.test(s.url)) add(`${s.network} account`, `${siteFile} social`, s.url);
  }
  if (facts.workshopPrice === SHIPPED_WORKSHOP_PRICE && facts.consultationPrice === SHIPPED_CONSULTATION_PRICE) {
    add(
      'prices (the spec\'s: a $8,000 workshop beside "consultation and workshop start at $100")',
      `${siteFile} workshopPrice, consultationPrice`,
      `${formatMoney('en', facts.workshopPrice)} and ${formatMoney('en', facts.consultationPrice)}`,
    );
  }
  for (const [lang, legal] of Object.entries(facts.legal)) {
    const file = `${folder}/${lang}/site.yaml`;
    for (const [field, value] of Object.entries(legal.legalNotice)) {
      if (bracketed(value))
        add('legal notice (footer, terms of service section 1)', `${file} legalNotice.${field}`, value);
    }
    const authority = legal.dataProtectionAuthority.address;
    if (bracketed(authority))
      add('data protection authority (privacy policy section 6)', `${file} dataProtectionAuthority.address`, authority);
  }
  return found;
}

/** One placeholder as a person reads it: where to change it, what it holds, what it is. */
export const placeholderLine = (p: Placeholder) => `${p.where}: ${p.value} (${p.item})`;

/**
 * At start-up in production, the placeholders still in place, one log line
 * each after a heading line, so the terminal shows a list a person reads
 * (nothing in development or tests, where they are expected).
 */
export function warnAboutPlaceholders(config: Config, logger: Pick<Logger, 'warn'>): Placeholder[] {
  if (config.NODE_ENV !== 'production') return [];
  const placeholders = findPlaceholders({ config, facts: { ...site, legal: siteByLang } });
  if (placeholders.length > 0) {
    logger.warn(
      { placeholders: placeholders.length },
      `${placeholders.length} placeholder(s) still in place: settle them before launch (docs/launch-checklist.md)`,
    );
    for (const p of placeholders)
      logger.warn({ placeholder: { where: p.where, value: p.value } }, `placeholder: ${placeholderLine(p)}`);
  }
  return placeholders;
}
