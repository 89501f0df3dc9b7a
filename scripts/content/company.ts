// The company's facts (phone, mailboxes, address, social accounts, prices)
// are written once, in content/company.yaml, for every language; each
// language's site.yaml holds only its words (tagline, hours, the legal
// notice). The pages read the two together as one `site`, so the French
// pages cannot drift from the English ones, and a fact typed again into a
// language's site.yaml is refused with where it belongs.
import path from 'node:path';
import { companySchema, siteSchema, siteWordsSchema, type Site } from '../../shared/content/schema';
import { check, problem, readYaml, relPath, type Ctx } from './read-files';

/** The shared facts file, beside the language folders. */
export const COMPANY_FILE = 'company.yaml';

/** One language's `site`: content/company.yaml's facts with content/<lang>/site.yaml's words. */
export function readSite(ctx: Ctx, contentDir: string, lang: string): Site | undefined {
  const wordsFile = path.join(contentDir, lang, 'site.yaml');
  const companyFile = path.join(contentDir, COMPANY_FILE);
  const wordsData = readYaml(ctx, wordsFile);
  const companyData = readYaml(ctx, companyFile);
  if (wordsData && typeof wordsData === 'object') {
    for (const key of Object.keys(wordsData)) {
      if (key in companySchema.shape && !(key in siteWordsSchema.shape))
        problem(
          ctx,
          wordsFile,
          key,
          `is a company fact, written once for every language in ${relPath(companyFile)}: change it there and remove it here`,
        );
    }
  }
  const words = check(ctx, wordsFile, siteWordsSchema, wordsData);
  const company = check(ctx, companyFile, companySchema, companyData);
  if (!words || !company) return undefined;
  return check(ctx, wordsFile, siteSchema, {
    ...company,
    ...words,
    address: { ...company.address, ...words.address },
  });
}
