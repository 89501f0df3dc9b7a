// Each fact typed once: the company's phone, mailboxes, address, social
// accounts and every price the copy states live in content/company.yaml
// alone, for both languages. A change there reaches the English and the
// French pages alike, each price written in each language's way; no other
// content file types one of them; a fact typed into a language's site.yaml
// is refused with where it belongs.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { compileAll } from '../../scripts/content/build';
import { ContentError } from '../../scripts/content/compile-content';
import { filesUnder } from '../../scripts/content/read-files';
import { companySchema } from '../../shared/content/schema';
import { formatMoney } from '../../shared/format';
import { contentRoot, editYaml } from '../support/content-sample';
import { contentCopies } from '../support/content-copy';

const copyWith = contentCopies('facts-once-');
const company = companySchema.parse(parseYaml(readFileSync(path.join(contentRoot, 'company.yaml'), 'utf8')));
const PRICES = ['workshopPrice', 'consultationPrice', 'projectPriceFrom', 'projectPriceTo'] as const;

/** Every text a language's pages carry from the copy that names facts: FAQ, home, service pages. */
const copyText = (c: ReturnType<typeof compileAll>[number]) =>
  JSON.stringify([c.faq, c.home, c.about, c.serviceDetails, c.legal]);

/** A price as copy might type it by hand, in either language, with any spaces. */
function typedPrice(dollars: number): RegExp {
  const digits = String(dollars);
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, '[,\\s\\u00a0\\u202f]?');
  const amount = `(?<![\\d,.])${grouped}(?![\\d]|[,.\\s\\u00a0\\u202f]\\d)`;
  return new RegExp(`\\$\\s*${amount}|${amount}[\\s\\u00a0\\u202f]*\\$`);
}

describe('the company facts file (content/company.yaml)', () => {
  it('reaches both languages: a new phone, mailbox and prices show on the English and the French pages', () => {
    const dir = copyWith((d) =>
      editYaml(path.join(d, 'company.yaml'), (f) => {
        f.phone = '+237677123456';
        f.phoneDisplay = '+237 677 12 34 56';
        f.emailInfo = 'hello@chariot-ai.cm';
        f.workshopPrice = 1500;
        f.consultationPrice = 250;
        f.projectPriceFrom = 3000;
        f.projectPriceTo = 45000;
      }),
    );
    const built = compileAll(dir);
    expect(built.map((c) => c.lang)).toEqual(['en', 'fr']);
    for (const c of built) {
      expect(c.site.phoneDisplay, c.lang).toBe('+237 677 12 34 56');
      expect(c.site.emailInfo, c.lang).toBe('hello@chariot-ai.cm');
      const text = copyText(c);
      const lang = c.lang as 'en' | 'fr';
      for (const amount of [1500, 250, 3000, 45000])
        expect(text, `${c.lang}: ${formatMoney(lang, amount, 'USD')}`).toContain(
          JSON.stringify(formatMoney(lang, amount, 'USD')).slice(1, -1),
        );
      // The old figures are gone from the copy that named them.
      for (const old of PRICES) expect(text, `${c.lang}: ${old}`).not.toMatch(typedPrice(company[old]));
    }
  });

  it('is the only content file that types a phone number, a mailbox, the street, a social account or a price', () => {
    const literals = [
      company.phone,
      company.phoneDisplay,
      company.emailInfo,
      company.emailSupport,
      company.address.street,
      ...company.social.map((s) => s.url),
    ];
    const found: string[] = [];
    for (const file of filesUnder(contentRoot)) {
      if (file === 'company.yaml') continue;
      const text = readFileSync(path.join(contentRoot, file), 'utf8');
      for (const l of literals) if (text.includes(l)) found.push(`${file}: ${l}`);
      for (const p of PRICES) if (typedPrice(company[p]).test(text)) found.push(`${file}: ${p} typed as a figure`);
    }
    expect(found).toEqual([]);
  });

  it("refuses a fact typed into a language's site.yaml, naming the facts file", () => {
    const dir = copyWith((d) => {
      const file = path.join(d, 'fr', 'site.yaml');
      writeFileSync(file, `${readFileSync(file, 'utf8')}phoneDisplay: +237 670 000 001\n`);
    });
    let problems: string[] = [];
    try {
      compileAll(dir);
    } catch (err) {
      if (!(err instanceof ContentError)) throw err;
      problems = err.problems.map((p) => p.replace(/(?:\.\.\/)*\S*?facts-once-[^/]+\//g, ''));
    }
    expect(problems).toEqual([
      'fr/site.yaml: phoneDisplay: is a company fact, written once for every language in company.yaml: change it there and remove it here',
    ]);
  });
});
