// The shape of every piece of static site content. Content modules are typed
// with the inferred types; tests/content/site-content.test.ts parses them all with
// these schemas, so a typo in the data fails CI, not a visitor's page.
import { z } from '../zod';

// The taxonomies live without zod, so pages can use them without the schema library.
import { BLOG_CATEGORIES, COLOURS, DEPARTMENTS, ICON_NAMES, INDUSTRIES, PROJECT_CATEGORIES } from './taxonomy';

export { BLOG_CATEGORIES, COLOURS, DEPARTMENTS, ICON_NAMES, INDUSTRIES, PROJECT_CATEGORIES };

// Each rule says in words what it wants: the content checker shows these
// messages to the owner (scripts/content/messages.ts adds an example to copy).
const text = z.string().trim().min(1);
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A day on the calendar: 2026-02-30 is written right and is no day (Date would roll it to 2026-03-02). */
const realDay = (s: string) => !ISO_DATE.test(s) || new Date(`${s}T00:00:00Z`).toISOString().slice(0, 10) === s;
/**
 * `params.line`: the content build names the line of a date it refuses
 * (scripts/content/read-files.ts), so the owner finds the typo at once.
 */
const isoDate = z
  .string()
  .regex(ISO_DATE, 'expected a date written year-month-day (YYYY-MM-DD)')
  .refine(realDay, { message: 'expected a day that exists on the calendar', params: { line: true } });
const localPath = z
  .string()
  .regex(/^\/[a-z0-9/_.-]*$/, 'expected a path of this site: a / then lower-case letters, digits and dashes');
const imagePath = z
  .string()
  .regex(
    /^\/images\/[a-z0-9/_-]+\.(svg|webp|png|jpg)$/,
    'expected an image file under /images/ (lower-case name ending in .svg, .webp, .png or .jpg)',
  );
const dashedId = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'expected lower-case words joined by dashes, such as data-engineer');

/** A whole number of dollars as written in a range: "120,000", "120000", "120 000". */
const DOLLARS = /^\d{1,3}(?:[, \u00a0\u202f]\d{3})*$|^\d+$/;
const SALARY = /^\$\d{1,3}(,\d{3})*-\$\d{1,3}(,\d{3})*$/;
const dollars = (n: number) => `$${n.toLocaleString('en-US')}`;

/**
 * A salary range in the one spelling the site parses ('$120,000-$150,000'),
 * from the ways an owner types it: spaces around the dash, an en dash or
 * "to", the second "$" left out, thousands unseparated or spaced. Anything
 * else is left as typed, for the schema to refuse with an example.
 */
export function normaliseSalary(raw: string): string {
  const m = /^\$\s*([\d,\s\u00a0\u202f]+?)\s*(?:-|–|—|to)\s*\$?\s*([\d,\s\u00a0\u202f]+?)$/i.exec(raw.trim());
  if (!m || !DOLLARS.test(m[1]!) || !DOLLARS.test(m[2]!)) return raw.trim();
  const [low, high] = [m[1]!, m[2]!].map((x) => Number(x.replace(/\D/g, '')));
  return `${dollars(low!)}-${dollars(high!)}`;
}

const salaryRange = z
  .string()
  .transform(normaliseSalary)
  .pipe(
    z
      .string()
      .regex(SALARY, { message: 'expected a yearly range of US dollars, lowest first', abort: true })
      .refine((s) => {
        const [low, high] = s.split('-').map((x) => Number(x.replace(/\D/g, '')));
        return low! <= high!;
      }, 'expected the lower amount first'),
  );

export const faqItemSchema = z.object({ question: text, answer: text });

export const projectSchema = z.object({
  id: z.number().int().positive(),
  slug: dashedId,
  title: text,
  category: z.enum(PROJECT_CATEGORIES),
  industry: z.enum(INDUSTRIES),
  client: text,
  description: text,
  challenge: text,
  solution: text,
  results: text,
  technologies: z.array(text).min(3),
  image: imagePath,
  imageAlt: text,
});

export const blogPostSchema = z.object({
  id: z.number().int().positive(),
  title: text,
  excerpt: text,
  /** Trusted HTML written by us: p, h2, h3, ul, ol, li, strong, em, blockquote, a, code. */
  content: text,
  author: z.object({ name: text, role: text, avatar: imagePath }),
  date: isoDate,
  readTime: z.number().int().positive(),
  category: z.enum(BLOG_CATEGORIES),
  tags: z.array(text).min(3),
  image: imagePath,
  imageAlt: text,
});

/** content/<lang>/blog/tags.yaml: the tags that language's posts may use. */
export const blogTagListSchema = z.array(text);

export const jobSchema = z
  .object({
    id: dashedId,
    title: text,
    department: z.enum(DEPARTMENTS),
    location: text,
    locationType: z.enum(['Hybrid', 'Remote']),
    type: z.literal('Full-time'),
    experience: text,
    /** The range text, e.g. '$140,000-$180,000' (typed with spaces or an en dash, it is written so). */
    salary: salaryRange,
    postedDate: isoDate,
    /** The last day the job takes applications (UTC); the job closes by itself the day after. */
    validThrough: isoDate,
    /** `closed: true` closes the job now, whatever its validThrough says. */
    closed: z.boolean({ error: 'expected true (the job is closed now) or no closed line at all' }).optional(),
    description: text,
    responsibilities: z.array(text).min(4),
    requirements: z.array(text).min(4),
    benefits: z.array(text).min(3),
  })
  .refine(
    (j) =>
      !(
        ISO_DATE.test(j.postedDate) &&
        ISO_DATE.test(j.validThrough) &&
        realDay(j.postedDate) &&
        realDay(j.validThrough)
      ) || j.validThrough >= j.postedDate,
    {
      path: ['validThrough'],
      message: 'expected the last day to take applications on or after postedDate',
      params: { line: true },
    },
  );

export const testimonialSchema = z.object({
  id: z.number().int().positive(),
  name: text,
  position: text,
  company: text,
  avatar: imagePath,
  content: text,
  stars: z.number().int().min(4).max(5),
});

export const teamMemberSchema = z.object({
  name: text,
  position: text,
  image: imagePath,
  bio: text,
});

export const headSchema = z.object({
  title: text,
  description: z.string().min(50).max(170),
  keywords: z.array(text).optional(),
});

export const serviceGroupEntrySchema = z.object({
  slug: z.string().regex(/^[a-z-]+$/, 'expected lower-case words joined by dashes, such as automation'),
  /** Full group name as in the navigation (e.g. 'Marketing & Content'). */
  title: text,
  /** Short title for the home service cards. */
  cardTitle: text,
  /** The name as a sentence uses it, with its article where the language needs one ('les agents IA'); see shared/i18n/french.ts. */
  inSentence: text.optional(),
  description: text,
  icon: z.enum(ICON_NAMES),
  colour: z.enum(COLOURS),
});
export const serviceGroupDetailSchema = z.object({ head: headSchema, intro: text });
export const serviceGroupSchema = serviceGroupEntrySchema.extend(serviceGroupDetailSchema.shape);

export const serviceEntrySchema = z.object({
  slug: z.string().regex(/^[a-z-]+$/, 'expected lower-case words joined by dashes, such as chatbot-solutions'),
  group: z.string().regex(/^[a-z-]+$/, 'expected the slug of a group, such as automation'),
  title: text,
  /** Short label for menus (e.g. 'Development' under AI Agents). */
  navLabel: text,
  /** The name as a sentence uses it, with its article where the language needs one ('l’IA en santé'); see shared/i18n/french.ts. */
  inSentence: text.optional(),
  /** Canonical path. */
  path: localPath,
  /** Other paths that render the same page (their canonical link is `path`). */
  aliases: z.array(localPath),
  icon: z.enum(ICON_NAMES),
  colour: z.enum(COLOURS),
});
export const serviceDetailSchema = z.object({
  tagline: text,
  head: headSchema,
  intro: text,
  steps: z.array(z.object({ title: text, description: text })).length(4),
  impacts: z.array(z.object({ title: text, bullets: z.array(text).min(3).max(5) })).length(3),
  faqTitle: text.optional(),
  faq: z.array(faqItemSchema).length(4),
});
export const servicePageSchema = serviceEntrySchema.extend(serviceDetailSchema.shape);

// The pieces of the other content files (content/<lang>/*.yaml and legal
// Markdown). The build checks each file with these; types follow from them.
const titledText = z.object({ title: text, description: text });
const valueCard = titledText.extend({ icon: z.enum(ICON_NAMES) });

/** A price: a whole number of US dollars, written by the build in each language's way. */
const price = (example: number) =>
  z
    .number({ error: `expected a whole number of US dollars, digits only, such as ${example}` })
    .int()
    .positive();

/**
 * The company's facts, the same in every language: content/company.yaml,
 * written once, so no language's pages can show an older phone number or
 * price than another's.
 */
export const companySchema = z.object({
  name: text,
  shortName: text,
  legalName: text,
  foundedYear: z.number().int(),
  phone: z
    .string()
    .regex(/^\+\d{6,15}$/, 'expected an international number: + then the country code and the digits, no spaces'),
  phoneDisplay: text,
  emailInfo: z.email(),
  emailSupport: z.email(),
  /** The address's own words (region, country) are each language's, in its site.yaml. */
  address: z.object({
    street: text,
    locality: text,
    countryCode: z.string().length(2),
    postalCode: z.string(),
  }),
  geo: z.object({ latitude: z.number(), longitude: z.number() }),
  social: z.array(z.object({ network: z.enum(['LinkedIn', 'X', 'Facebook', 'GitHub']), url: z.url() })),
  mapEmbedUrl: z.url(),
  mapLinkUrl: z.url(),
  /**
   * The prices the copy states, each a whole number of US dollars: the
   * build writes them in each language's way ("$8,000", "8 000 $ US")
   * wherever the copy says {{site.workshopPrice}}, {{site.consultationPrice}},
   * {{site.projectPriceFrom}}, {{site.projectPriceTo}}.
   */
  workshopPrice: price(8000),
  consultationPrice: price(100),
  projectPriceFrom: price(100),
  projectPriceTo: price(2000),
});

/** A language's own words about the company: content/<lang>/site.yaml. */
export const siteWordsSchema = z.object({
  tagline: text,
  blurb: text,
  address: z.object({ region: text, country: text }),
  hours: text,
  stats: z.object({ satisfaction: text, projects: text, experts: text, specialists: text }),
  /**
   * The legal notice (footer, terms section 1) in the language's words; a
   * [bracketed] value is a placeholder the pre-launch check reports.
   */
  legalNotice: z.object({
    companyForm: text,
    shareCapital: text,
    rccm: text,
    niu: text,
    registeredOffice: text,
    publicationDirector: text,
    host: text,
  }),
  /** Cameroon's personal data protection authority (law no. 2024/017): where a visitor sends a complaint. */
  dataProtectionAuthority: z.object({ address: text }),
});

/** What the pages read: the company's facts with one language's words. */
export const siteSchema = companySchema.extend(siteWordsSchema.shape).extend({
  address: companySchema.shape.address.extend(siteWordsSchema.shape.address.shape),
});

export const aboutSchema = z.object({
  heroTitle: text,
  heroLead: text,
  story: z.array(text).min(1),
  mission: text,
  values: z.array(valueCard),
  ctaTitle: text,
  ctaText: text,
  careerValues: z.array(valueCard),
});

export const homeSchema = z.object({
  hero: z.object({ eyebrow: text, title: text, lead: text }),
  conceptToScale: z.object({
    title: text,
    intro: text,
    phases: z.array(titledText),
    caseStudies: z.array(z.object({ title: text, summary: text, metric: text, href: localPath })),
  }),
  processSteps: z.array(titledText),
  /** Slugs of the projects the home page features. */
  featuredProjects: z.array(text).length(4),
});

export const faqFileSchema = z.object({
  page: z.array(faqItemSchema),
  contact: z.array(faqItemSchema),
  home: z.array(faqItemSchema),
});

export const docsSchema = z.object({
  title: text,
  intro: text,
  pageTypes: z.array(z.object({ name: text, description: text })),
  mainPages: z.array(z.object({ name: text, path: localPath, description: text })),
  editing: z.array(z.object({ title: text, steps: z.array(text) })),
  architecture: z.array(text),
  styling: z.object({
    intro: text,
    colours: z.array(
      z.object({
        name: text,
        hex: z.string().regex(/^#[0-9a-fA-F]{6}$/, 'expected a colour written # and six hexadecimal digits'),
        use: text,
      }),
    ),
    notes: z.array(text),
  }),
  support: z.object({ intro: text }),
});

export const legalSectionSchema = z.object({
  heading: text,
  paragraphs: z.array(text),
  bullets: z.array(text).optional(),
});
export const legalDocumentSchema = z.object({
  title: text,
  lastUpdated: isoDate,
  intro: text,
  sections: z.array(legalSectionSchema).min(1),
});

/** What a blog list, card or feed needs: everything but the body. */
export const blogCardSchema = blogPostSchema.omit({ content: true });
/** The body of one article, loaded only by its own page. */
export const blogBodySchema = z.object({
  content: text,
  headings: z.array(z.object({ depth: z.number().int(), id: text, text })),
});
export const projectCardSchema = projectSchema.omit({ challenge: true, solution: true, results: true });
export const projectBodySchema = projectSchema.pick({ challenge: true, solution: true, results: true });

export type Site = z.infer<typeof siteSchema>;
export type SocialNetwork = Site['social'][number]['network'];
export type AboutContent = z.infer<typeof aboutSchema>;
export type ValueCard = AboutContent['values'][number];
export type HomeContent = z.infer<typeof homeSchema>;
export type Documentation = z.infer<typeof docsSchema>;
export type LegalSection = z.infer<typeof legalSectionSchema>;
export type LegalDocument = z.infer<typeof legalDocumentSchema>;
export type BlogPostCard = z.infer<typeof blogCardSchema>;
export type BlogBody = z.infer<typeof blogBodySchema>;
export type ProjectCard = z.infer<typeof projectCardSchema>;
export type ProjectBody = z.infer<typeof projectBodySchema>;
export type FaqItem = z.infer<typeof faqItemSchema>;
export type Project = z.infer<typeof projectSchema>;
export type BlogPost = z.infer<typeof blogPostSchema>;
export type Job = z.infer<typeof jobSchema>;
export type Testimonial = z.infer<typeof testimonialSchema>;
export type TeamMember = z.infer<typeof teamMemberSchema>;
export type ServiceGroup = z.infer<typeof serviceGroupSchema>;
export type ServiceGroupEntry = z.infer<typeof serviceGroupEntrySchema>;
export type ServiceGroupDetail = z.infer<typeof serviceGroupDetailSchema>;
export type ServiceEntry = z.infer<typeof serviceEntrySchema>;
export type ServiceDetail = z.infer<typeof serviceDetailSchema>;
export type ServicePage = z.infer<typeof servicePageSchema>;
export type IconName = (typeof ICON_NAMES)[number];
export type Colour = (typeof COLOURS)[number];
