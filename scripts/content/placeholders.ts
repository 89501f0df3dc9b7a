// {{site.*}} placeholders in the owner's text, filled from the company's
// facts (content/company.yaml), the language's site.yaml and the server's
// own constants, so a fact or a price is written once.
import { formatMoney } from '../../shared/format';
import { FAILED_MAIL_RETENTION_DAYS, QUARANTINE_RETENTION_DAYS } from '../../shared/constants';
import { isLang } from '../../shared/i18n/lang';
import type { Site } from '../../shared/content/schema';
import { problem, type Ctx } from './read-files';

/**
 * {{site.legalName}} and friends in legal text and page copy: company facts
 * written once, in content/company.yaml, and prices written in the
 * language's way.
 */
export function fillPlaceholders(ctx: Ctx, file: string, text: string, site: Site | undefined, lang: string): string {
  const money = (dollars: number) => formatMoney(isLang(lang) ? lang : 'en', dollars, 'USD');
  const values: Record<string, string> = site
    ? {
        workshopPrice: money(site.workshopPrice),
        consultationPrice: money(site.consultationPrice),
        projectPriceFrom: money(site.projectPriceFrom),
        projectPriceTo: money(site.projectPriceTo),
        // What the server does, so the privacy policy says it (shared/constants.ts).
        failedMailRetentionDays: String(FAILED_MAIL_RETENTION_DAYS),
        quarantineRetentionDays: String(QUARANTINE_RETENTION_DAYS),
        name: site.name,
        legalName: site.legalName,
        emailInfo: site.emailInfo,
        emailSupport: site.emailSupport,
        phoneDisplay: site.phoneDisplay,
        hours: site.hours,
        // Inside a French sentence, after a comma: « …, du lundi au vendredi, … ». English days keep their capital.
        hoursInSentence: lang === 'fr' ? site.hours.charAt(0).toLowerCase() + site.hours.slice(1) : site.hours,
        postalAddress: [
          site.address.street,
          site.address.locality,
          site.address.postalCode,
          site.address.region,
          site.address.country,
        ]
          .filter((p) => p.trim() !== '')
          .join(', '),
        ...site.legalNotice,
        dataProtectionAuthorityAddress: site.dataProtectionAuthority.address,
      }
    : {};
  return text.replace(/\{\{\s*site\.([a-zA-Z]+)\s*\}\}/g, (m, key: string) => {
    if (key in values) return values[key]!;
    if (site)
      problem(
        ctx,
        file,
        '(text)',
        `unknown placeholder ${m}; known: ${Object.keys(values)
          .map((k) => `{{site.${k}}}`)
          .join(', ')}`,
      );
    return m;
  });
}

/** Every text of a YAML file's data with its placeholders filled. */
export function fillAll(ctx: Ctx, file: string, value: unknown, site: Site | undefined, lang: string): unknown {
  if (typeof value === 'string') return fillPlaceholders(ctx, file, value, site, lang);
  if (Array.isArray(value)) return value.map((v) => fillAll(ctx, file, v, site, lang));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fillAll(ctx, file, v, site, lang)]));
  return value;
}
