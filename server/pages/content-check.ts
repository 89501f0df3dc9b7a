// At start, the server checks the content it was built with against the
// same zod schemas the build used (content/ -> shared/generated): a build
// from a stale or hand-edited shared/generated fails fast, naming the item
// and field, instead of serving a broken page.
import type { z } from '../../shared/zod';
import {
  aboutSchema,
  blogPostSchema,
  docsSchema,
  faqItemSchema,
  jobSchema,
  legalDocumentSchema,
  projectSchema,
  servicePageSchema,
  serviceGroupSchema,
  siteSchema,
  teamMemberSchema,
  testimonialSchema,
} from '../../shared/content/schema';
import {
  blogPostsFull,
  projectsFull,
  faqContact,
  faqHome,
  faqPage,
  team,
  testimonials,
  about,
  careerValues,
  documentation,
  privacyPolicy,
  termsOfService,
} from '../../shared/content/collections';
import { jobs } from '../../shared/content/jobs';
import { servicePages, serviceGroups } from '../../shared/content/services';
import { site } from '../../shared/content/site';

export function checkContent(): void {
  const collections: [string, z.ZodType, unknown][] = [
    ['site', siteSchema, site],
    ['blog', blogPostSchema.array(), blogPostsFull],
    ['projects', projectSchema.array(), projectsFull],
    ['jobs', jobSchema.array(), jobs],
    ['service pages', servicePageSchema.array(), servicePages],
    ['service groups', serviceGroupSchema.array(), serviceGroups],
    ['faq', faqItemSchema.array(), [...faqPage, ...faqContact, ...faqHome]],
    ['team', teamMemberSchema.array(), team],
    ['testimonials', testimonialSchema.array(), testimonials],
    ['about', aboutSchema, { ...about, careerValues }],
    ['docs', docsSchema, documentation],
    ['privacy policy', legalDocumentSchema, privacyPolicy],
    ['terms of service', legalDocumentSchema, termsOfService],
  ];
  const problems = collections.flatMap(([name, schema, data]) => {
    const result = schema.safeParse(data);
    return result.success ? [] : result.error.issues.map((i) => `${name}: ${i.path.join('.')}: ${i.message}`);
  });
  if (problems.length)
    throw new Error(`The built content does not match its schemas (run npm run content):\n  ${problems.join('\n  ')}`);
}
