// Reads content/<lang>/ (Markdown with YAML front matter, YAML data files),
// checks every file with the zod schemas of shared/content/schema.ts and
// the rules below, renders Markdown to HTML, and returns the site's content
// as plain data. Every problem is collected and reported at once as
// `<file>: <field>: <what was expected>, got <value>`.
//
// Rules beyond the schemas: ids, slugs and paths are unique; a blog tag
// must be listed in blog/tags.yaml; a category must be one of the spec's
// (shared/content/taxonomy.ts); internal links in Markdown must reach a
// page; read time and missing excerpts are computed; ids and slugs come
// from file names (0003-title.md, <slug>.md, [<order>-]<id>.yaml).
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { parse as parseYaml, YAMLParseError } from 'yaml';
import type { RootContent } from 'mdast';
import type { z } from '../../shared/zod';
import { trimAtWord } from '../../shared/text';
import { formatMoney } from '../../shared/format';
import { FAILED_MAIL_RETENTION_DAYS, QUARANTINE_RETENTION_DAYS } from '../../shared/constants';
import { isLang } from '../../shared/i18n/lang';
import {
  aboutSchema,
  blogPostSchema,
  blogTagListSchema,
  docsSchema,
  faqFileSchema,
  homeSchema,
  jobSchema,
  legalDocumentSchema,
  projectSchema,
  serviceDetailSchema,
  serviceEntrySchema,
  serviceGroupSchema,
  siteSchema,
  testimonialSchema,
  teamMemberSchema,
  type AboutContent,
  type BlogPost,
  type Documentation,
  type FaqItem,
  type HomeContent,
  type Job,
  type LegalDocument,
  type Project,
  type ServiceDetail,
  type ServiceEntry,
  type ServiceGroup,
  type Site,
  type TeamMember,
  type Testimonial,
} from '../../shared/content/schema';
import { blockText, mdastToString, parseMarkdown, renderMarkdown, sections, type Heading } from './markdown';
import { describeIssue, show, showWhole } from './messages';
import { BLOG_CATEGORIES, DEPARTMENTS, INDUSTRIES, PROJECT_CATEGORIES } from '../../shared/content/taxonomy';

/** Words per minute of the read time (the rule the hand-typed values followed). */
export const WORDS_PER_MINUTE = 200;
/** A computed excerpt: the first paragraph, cut at a word before this length. */
export const EXCERPT_MAX = 200;

/** Site paths that are pages of their own (the route table's static paths; tests/content/compiler-rules.test.ts keeps them equal). */
export const STATIC_PAGES = ['/', '/home', '/about', '/contact', '/faq', '/projects', '/careers', '/blog', '/blog/post', '/privacy-policy', '/terms-of-service', '/demo-documentation', '/services'];

export interface CompiledContent {
  lang: string;
  site: Site;
  blog: (BlogPost & { headings: Heading[]; searchText: string; file: string })[];
  blogTags: string[];
  projects: (Project & { file: string })[];
  jobs: (Job & { file: string })[];
  serviceGroups: ServiceGroup[];
  serviceIndex: ServiceEntry[];
  serviceDetails: Record<string, ServiceDetail>;
  faq: { page: FaqItem[]; contact: FaqItem[]; home: FaqItem[] };
  team: TeamMember[];
  testimonials: Testimonial[];
  about: AboutContent;
  home: HomeContent;
  docs: Documentation;
  legal: { privacyPolicy: LegalDocument; termsOfService: LegalDocument };
  /**
   * How this language shows the English vocabulary values (content/<lang>/labels.yaml);
   * empty for English, whose labels are the values.
   */
  labels: VocabularyLabels;
  /** Every file read, to watch in development. */
  files: string[];
  /** This language's items another language lacks (filled by compileAll). */
  untranslated?: Untranslated;
}

/** The vocabularies content files and URLs keep in English, and a language's labels for them. */
export const VOCABULARY_KINDS = ['blogCategories', 'blogTags', 'projectCategories', 'industries', 'departments', 'locationTypes', 'jobTypes'] as const;
export type VocabularyKind = (typeof VOCABULARY_KINDS)[number];
export type VocabularyLabels = Partial<Record<VocabularyKind, Record<string, string>>>;

/** The values of each vocabulary (blog tags come from the language's blog/tags.yaml). */
function vocabularies(blogTags: readonly string[]): Record<VocabularyKind, readonly string[]> {
  return {
    blogCategories: BLOG_CATEGORIES,
    blogTags,
    projectCategories: PROJECT_CATEGORIES,
    industries: INDUSTRIES,
    departments: DEPARTMENTS,
    locationTypes: jobSchema.shape.locationType.options,
    jobTypes: [jobSchema.shape.type.value],
  };
}

export class ContentError extends Error {
  constructor(readonly problems: string[]) {
    super(`The content has ${problems.length} problem${problems.length === 1 ? '' : 's'}:\n  ${problems.join('\n  ')}`);
    this.name = 'ContentError';
  }
}


function valueAt(input: unknown, at: readonly PropertyKey[]): unknown {
  let v = input;
  for (const k of at) v = v && typeof v === 'object' ? (v as Record<PropertyKey, unknown>)[k] : undefined;
  return v;
}

interface Ctx {
  root: string;
  problems: string[];
  files: string[];
}

function rel(ctx: Ctx, file: string) {
  void ctx;
  return path.relative(process.cwd(), file).split(path.sep).join('/');
}

function problem(ctx: Ctx, file: string, field: string, message: string) {
  ctx.problems.push(`${rel(ctx, file)}: ${field ? `${field}: ` : ''}${message}`);
}

/** Parse with a schema; report every issue as file: field: what it must hold, got value; an example to copy. */
function check<S extends z.ZodType>(ctx: Ctx, file: string, schema: S, input: unknown): z.infer<S> | undefined {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join('.') || '(file)';
    problem(ctx, file, field, describeIssue(issue, valueAt(input, issue.path)));
  }
  return undefined;
}

function read(ctx: Ctx, file: string): string | undefined {
  ctx.files.push(file);
  try {
    return readFileSync(file, 'utf8');
  } catch {
    problem(ctx, file, '', 'file is missing');
    return undefined;
  }
}

function readYaml(ctx: Ctx, file: string): unknown {
  const source = read(ctx, file);
  if (source === undefined) return undefined;
  try {
    return parseYaml(source);
  } catch (err) {
    problem(ctx, file, '', err instanceof YAMLParseError ? `not valid YAML: ${err.message.split('\n')[0]}` : String(err));
    return undefined;
  }
}

/** A Markdown file: YAML front matter between '---' lines, then the body. */
function readMarkdown(ctx: Ctx, file: string): { front: Record<string, unknown>; body: string } | undefined {
  const source = read(ctx, file);
  if (source === undefined) return undefined;
  const m = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source);
  if (!m) {
    problem(ctx, file, '', 'expected front matter between two --- lines at the top');
    return undefined;
  }
  try {
    const front = parseYaml(m[1]!) as unknown;
    if (!front || typeof front !== 'object' || Array.isArray(front)) {
      problem(ctx, file, '(front matter)', 'expected fields such as "title: ..."');
      return undefined;
    }
    return { front: front as Record<string, unknown>, body: m[2]! };
  } catch (err) {
    problem(ctx, file, '(front matter)', err instanceof YAMLParseError ? `not valid YAML: ${err.message.split('\n')[0]}` : String(err));
    return undefined;
  }
}

const listDir = (dir: string, ext: RegExp) =>
  existsSync(dir)
    ? readdirSync(dir)
        .filter((n) => ext.test(n) && !n.startsWith('_'))
        .sort()
        .map((n) => path.join(dir, n))
    : [];

/** A field the file name already gives must not disagree with it. */
function fromName<T>(ctx: Ctx, file: string, front: Record<string, unknown>, field: string, value: T): T {
  if (field in front && front[field] !== value) problem(ctx, file, field, `comes from the file name (${show(value)}); remove it or make it match, got ${show(front[field])}`);
  return value;
}

/** Only plain paragraphs: for copy the page shows as text (case studies, intros, legal). */
function plainParagraphs(ctx: Ctx, file: string, where: string, blocks: RootContent[]): string[] {
  const out: string[] = [];
  for (const b of blocks) {
    if (b.type === 'paragraph' && b.children.every((c) => c.type === 'text')) out.push(mdastToString(b).replace(/\s*\n\s*/g, ' '));
    else if (b.type !== 'html' || !/^<!--[\s\S]*-->$/.test(b.value)) problem(ctx, file, where, `expected plain paragraphs here (no lists, links or formatting), got a ${b.type === 'paragraph' ? 'formatted paragraph' : b.type}`);
  }
  return out;
}

function unique<T>(ctx: Ctx, items: readonly T[], key: (t: T) => string, fileOf: (t: T) => string, what: string) {
  const seen = new Map<string, T>();
  for (const item of items) {
    const k = key(item);
    const first = seen.get(k);
    if (first) problem(ctx, fileOf(item), what, `duplicate ${show(k)}, also used by ${rel(ctx, fileOf(first))}`);
    else seen.set(k, item);
  }
}

/**
 * {{site.legalName}} and friends in legal text and page copy: company facts
 * written once, in site.yaml, and amounts written in the language's way.
 */
function fillPlaceholders(ctx: Ctx, file: string, text: string, site: Site | undefined, lang: string): string {
  const values: Record<string, string> = site
    ? {
        workshopPrice: formatMoney(isLang(lang) ? lang : 'en', site.workshopPrice, 'USD'),
        // What the server does, so the privacy policy says it (shared/constants.ts).
        failedMailRetentionDays: String(FAILED_MAIL_RETENTION_DAYS),
        quarantineRetentionDays: String(QUARANTINE_RETENTION_DAYS),
        name: site.name,
        legalName: site.legalName,
        emailInfo: site.emailInfo,
        emailSupport: site.emailSupport,
        phoneDisplay: site.phoneDisplay,
        hours: site.hours,
        postalAddress: [site.address.street, site.address.locality, site.address.postalCode, site.address.region, site.address.country].filter((p) => p.trim() !== '').join(', '),
        ...site.legalNotice,
        dataProtectionAuthorityAddress: site.dataProtectionAuthority.address,
      }
    : {};
  return text.replace(/\{\{\s*site\.([a-zA-Z]+)\s*\}\}/g, (m, key: string) => {
    if (key in values) return values[key]!;
    if (site) problem(ctx, file, '(text)', `unknown placeholder ${m}; known: ${Object.keys(values).map((k) => `{{site.${k}}}`).join(', ')}`);
    return m;
  });
}

/** Every text of a YAML file's data with its placeholders filled. */
function fillAll(ctx: Ctx, file: string, value: unknown, site: Site | undefined, lang: string): unknown {
  if (typeof value === 'string') return fillPlaceholders(ctx, file, value, site, lang);
  if (Array.isArray(value)) return value.map((v) => fillAll(ctx, file, v, site, lang));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fillAll(ctx, file, v, site, lang)]));
  return value;
}

export function compileContent(options: { contentDir: string; lang?: string }): CompiledContent {
  const lang = options.lang ?? 'en';
  const root = path.resolve(options.contentDir, lang);
  const ctx: Ctx = { root, problems: [], files: [] };
  const at = (...p: string[]) => path.join(root, ...p);
  if (!existsSync(root)) throw new ContentError([`${root}: no content folder for language "${lang}"`]);

  const site = check(ctx, at('site.yaml'), siteSchema, readYaml(ctx, at('site.yaml')));

  // Blog: content/<lang>/blog/<id>-<words>.md
  const tagsFile = at('blog', 'tags.yaml');
  const blogTags = check(ctx, tagsFile, blogTagListSchema, readYaml(ctx, tagsFile)) ?? [];
  const knownTags = new Set(blogTags);
  const blog: CompiledContent['blog'] = [];
  for (const file of listDir(at('blog'), /\.md$/)) {
    const idText = /^(\d+)-[a-z0-9-]+\.md$/.exec(path.basename(file))?.[1];
    if (!idText) {
      problem(ctx, file, '(file name)', 'expected <number>-<words-with-dashes>.md, e.g. 0008-my-new-post.md');
      continue;
    }
    const md = readMarkdown(ctx, file);
    if (!md) continue;
    const id = fromName(ctx, file, md.front, 'id', Number(idText));
    const rendered = renderMarkdown(md.body, { linkPrefix: lang === 'en' ? '' : `/${lang}` });
    const words = rendered.text.split(/\s+/).filter(Boolean).length;
    const firstParagraph = parseMarkdown(md.body).children.find((n) => n.type === 'paragraph');
    const input = {
      ...md.front,
      id,
      content: rendered.html,
      readTime: md.front.readTime ?? Math.max(1, Math.ceil(words / WORDS_PER_MINUTE)),
      excerpt: md.front.excerpt ?? (firstParagraph ? trimAtWord(blockText(firstParagraph), EXCERPT_MAX) : undefined),
    };
    // Unknown tags are named even when the post has other problems: one build tells the owner everything.
    const tags: unknown[] = Array.isArray(md.front.tags) ? md.front.tags : [];
    tags.forEach((t, i) => {
      if (typeof t === 'string' && !knownTags.has(t)) problem(ctx, file, `tags.${i}`, `unknown tag ${show(t)}: add it to ${rel(ctx, tagsFile)} (one "- ${t}" line) or use one of its tags`);
    });
    const post = check(ctx, file, blogPostSchema, input);
    if (!post) continue;
    blog.push({ ...post, headings: rendered.headings, searchText: rendered.text, file });
  }
  unique(ctx, blog, (p) => String(p.id), (p) => p.file, 'id');
  blog.sort((a, b) => a.id - b.id);

  // Projects: content/<lang>/projects/<slug>.md, the case study in three sections.
  const projects: CompiledContent['projects'] = [];
  for (const file of listDir(at('projects'), /\.md$/)) {
    const md = readMarkdown(ctx, file);
    if (!md) continue;
    const slug = fromName(ctx, file, md.front, 'slug', path.basename(file, '.md'));
    const { lead, parts } = sections(parseMarkdown(md.body));
    if (lead.some((n) => n.type !== 'html')) problem(ctx, file, '(body)', 'expected the body to start with "## Challenge"');
    const part = (name: string) => {
      const found = parts.find((p) => p.heading.toLowerCase() === name.toLowerCase());
      if (!found) return undefined;
      return plainParagraphs(ctx, file, `## ${name}`, found.blocks).join('\n\n') || undefined;
    };
    const extra = parts.filter((p) => !['challenge', 'solution', 'results'].includes(p.heading.toLowerCase()));
    if (extra.length) problem(ctx, file, '(body)', `expected only the sections Challenge, Solution and Results, got ${show(extra.map((p) => p.heading))}`);
    const project = check(ctx, file, projectSchema, { ...md.front, slug, challenge: part('Challenge'), solution: part('Solution'), results: part('Results') });
    if (project) projects.push({ ...project, file });
  }
  unique(ctx, projects, (p) => String(p.id), (p) => p.file, 'id');
  projects.sort((a, b) => a.id - b.id);

  // Jobs: content/<lang>/jobs/<id>.yaml
  const jobs: CompiledContent['jobs'] = [];
  for (const file of listDir(at('jobs'), /\.ya?ml$/)) {
    const data = readYaml(ctx, file);
    if (!data || typeof data !== 'object') {
      if (data !== undefined) problem(ctx, file, '(file)', 'expected fields such as "title: ..."');
      continue;
    }
    const name = /^(?:\d+-)?([a-z0-9]+(?:-[a-z0-9]+)*)\.ya?ml$/.exec(path.basename(file))?.[1];
    if (!name) {
      problem(ctx, file, '(file name)', 'expected [<order>-]<id-with-dashes>.yaml, e.g. 06-data-engineer.yaml');
      continue;
    }
    const id = fromName(ctx, file, data as Record<string, unknown>, 'id', name);
    const job = check(ctx, file, jobSchema, { ...data, id });
    if (job) jobs.push({ ...job, file });
  }
  // Listed in file-name order (the optional number prefix sets it).
  unique(ctx, jobs, (j) => j.id, (j) => j.file, 'id');

  // Services: the index (navigation facts) and each page's copy.
  const servicesFile = at('services', 'index.yaml');
  const servicesData = readYaml(ctx, servicesFile);
  const serviceGroups = check(ctx, servicesFile, serviceGroupSchema.array(), valueAt(servicesData, ['groups'])) ?? [];
  const serviceIndex = check(ctx, servicesFile, serviceEntrySchema.array(), valueAt(servicesData, ['pages'])) ?? [];
  const serviceDetails: Record<string, ServiceDetail> = {};
  const serviceFiles = listDir(at('services'), /\.md$/);
  for (const entry of serviceIndex) {
    if (!serviceGroups.some((g) => g.slug === entry.group)) problem(ctx, servicesFile, `pages.${entry.slug}.group`, `unknown group ${show(entry.group)}`);
    if (!serviceFiles.includes(at('services', `${entry.slug}.md`))) problem(ctx, servicesFile, `pages.${entry.slug}`, `no copy: expected ${rel(ctx, at('services', `${entry.slug}.md`))}`);
  }
  for (const file of serviceFiles) {
    const slug = path.basename(file, '.md');
    if (!serviceIndex.some((s) => s.slug === slug)) problem(ctx, file, '(file name)', `no service ${show(slug)} in ${rel(ctx, servicesFile)} (pages): add its entry there`);
    const md = readMarkdown(ctx, file);
    if (!md) continue;
    const intro = plainParagraphs(ctx, file, '(body)', parseMarkdown(md.body).children).join('\n\n');
    const detail = check(ctx, file, serviceDetailSchema, { ...md.front, intro: intro || undefined });
    if (detail) serviceDetails[slug] = detail;
  }
  unique(ctx, serviceGroups, (g) => g.slug, () => servicesFile, 'groups.slug');
  unique(ctx, serviceIndex, (s) => s.slug, () => servicesFile, 'pages.slug');
  unique(ctx, [...serviceGroups.map((g) => `/services/${g.slug}`), ...serviceIndex.flatMap((s) => [s.path, ...s.aliases])], (p) => p, () => servicesFile, 'path');

  // The small collections.
  // The page copy that may name a company fact or a price takes placeholders
  // (docs.yaml shows them as examples, so it is left as written).
  const copy = (name: string) => fillAll(ctx, at(name), readYaml(ctx, at(name)), site, lang);
  const faq = check(ctx, at('faq.yaml'), faqFileSchema, copy('faq.yaml'));
  const team = check(ctx, at('team.yaml'), teamMemberSchema.array(), readYaml(ctx, at('team.yaml')));
  const testimonials = check(ctx, at('testimonials.yaml'), testimonialSchema.array(), readYaml(ctx, at('testimonials.yaml')));
  const about = check(ctx, at('about.yaml'), aboutSchema, copy('about.yaml'));
  const home = check(ctx, at('home.yaml'), homeSchema, copy('home.yaml'));
  const docs = check(ctx, at('docs.yaml'), docsSchema, readYaml(ctx, at('docs.yaml')));
  home?.featuredProjects.forEach((slug, i) => {
    if (!projects.some((p) => p.slug === slug)) problem(ctx, at('home.yaml'), `featuredProjects.${i}`, `no project ${show(slug)} in projects/`);
  });

  // Legal pages: intro, then '## ' sections of paragraphs and one bullet list.
  const legalDoc = (name: string): LegalDocument | undefined => {
    const file = at('legal', `${name}.md`);
    const md = readMarkdown(ctx, file);
    if (!md) return undefined;
    // Placeholders are filled in the extracted text, so an e-mail address
    // does not become a Markdown autolink.
    const fill = (t: string) => fillPlaceholders(ctx, file, t, site, lang);
    const { lead, parts } = sections(parseMarkdown(md.body));
    const docSections = parts.map((p) => {
      const lists = p.blocks.filter((b) => b.type === 'list');
      if (lists.length > 1) problem(ctx, file, `## ${p.heading}`, 'expected at most one bullet list per section');
      const bullets = lists.flatMap((l) => (l.type === 'list' ? l.children.map((li) => fill(mdastToString(li).replace(/\s*\n\s*/g, ' '))) : []));
      const paragraphs = plainParagraphs(ctx, file, `## ${p.heading}`, p.blocks.filter((b) => b.type !== 'list')).map(fill);
      return bullets.length ? { heading: p.heading, paragraphs, bullets } : { heading: p.heading, paragraphs };
    });
    return check(ctx, file, legalDocumentSchema, { ...md.front, intro: fill(plainParagraphs(ctx, file, '(intro)', lead).join(' ')) || undefined, sections: docSections });
  };
  const privacyPolicy = legalDoc('privacy-policy');
  const termsOfService = legalDoc('terms-of-service');

  // Internal links in Markdown must reach a page (and an anchor, when they name one on a post).
  const pages = new Set([
    ...STATIC_PAGES,
    ...blog.map((p) => `/blog/${p.id}`),
    ...projects.map((p) => `/projects/${p.slug}`),
    ...serviceGroups.map((g) => `/services/${g.slug}`),
    ...serviceIndex.flatMap((s) => [s.path, ...s.aliases]),
  ]);
  for (const post of blog) {
    for (const href of renderMarkdown(readFileSync(post.file, 'utf8').replace(/^---[\s\S]*?\n---/, '')).links) {
      if (!href.startsWith('/') && !href.startsWith('#')) continue;
      const url = new URL(href, `http://site/blog/${post.id}`);
      const target = url.pathname.replace(/\/+$/, '') || '/';
      if (!pages.has(target) && !/\.(xml|svg|jpg|png|webp|pdf)$/.test(target)) {
        problem(ctx, post.file, '(link)', `broken internal link ${show(href)}: no page at ${target}`);
        continue;
      }
      const anchor = decodeURIComponent(url.hash.slice(1));
      const linked = target === `/blog/${post.id}` ? post : blog.find((p) => `/blog/${p.id}` === target);
      if (anchor && linked && !linked.headings.some((h) => h.id === anchor)) problem(ctx, post.file, '(link)', `broken anchor ${show(href)}: no heading with id "${anchor}"`);
    }
  }

  // A language labels the tags its own posts show; a tag only another language's posts use needs no label here.
  const shownTags = blogTags.filter((t) => blog.some((p) => p.tags.includes(t)));
  const labels = lang === 'en' ? {} : readLabels(ctx, at('labels.yaml'), vocabularies(blogTags), { blogTags: shownTags });

  if (ctx.problems.length || !site || !faq || !team || !testimonials || !about || !home || !docs || !privacyPolicy || !termsOfService) {
    throw new ContentError(ctx.problems.length ? ctx.problems : ['the content is incomplete']);
  }
  return { lang, site, blog, blogTags, projects, jobs, serviceGroups, serviceIndex, serviceDetails, faq, team, testimonials, about, home, docs, legal: { privacyPolicy, termsOfService }, labels, files: ctx.files };
}

/**
 * content/<lang>/labels.yaml: for each vocabulary, every English value
 * with its label in the language, and nothing else.
 */
function readLabels(ctx: Ctx, file: string, vocab: Record<VocabularyKind, readonly string[]>, required: Partial<Record<VocabularyKind, readonly string[]>> = {}): VocabularyLabels {
  const data = readYaml(ctx, file);
  if (data === undefined) return {};
  if (!data || typeof data !== 'object' || Array.isArray(data)) {
    problem(ctx, file, '(file)', `expected the maps ${VOCABULARY_KINDS.join(', ')}`);
    return {};
  }
  const out: VocabularyLabels = {};
  for (const key of Object.keys(data)) if (!(VOCABULARY_KINDS as readonly string[]).includes(key)) problem(ctx, file, key, `unknown vocabulary; expected one of ${VOCABULARY_KINDS.join(', ')}`);
  for (const kind of VOCABULARY_KINDS) {
    const map = (data as Record<string, unknown>)[kind];
    if (!map || typeof map !== 'object' || Array.isArray(map)) {
      problem(ctx, file, kind, map === undefined ? 'missing' : `expected a map of English value: label, got ${show(map)}`);
      continue;
    }
    const entries = map as Record<string, unknown>;
    const labels: Record<string, string> = {};
    const needed = required[kind] ?? vocab[kind];
    for (const value of vocab[kind]) {
      const label = entries[value];
      if (typeof label === 'string' && label.trim() !== '') labels[value] = label.trim();
      else if (label !== undefined) problem(ctx, file, `${kind}.${value}`, `expected its name in this language after "${value}:", got ${show(label)}`);
      else if (needed.includes(value)) problem(ctx, file, `${kind}.${value}`, `missing label: add the line "${value}: <its name in this language>" under ${kind}:`);
    }
    for (const value of Object.keys(entries)) if (!vocab[kind].includes(value)) problem(ctx, file, `${kind}.${value}`, `not a value of this vocabulary; expected one of ${show(vocab[kind])}`);
    out[kind] = labels;
  }
  return out;
}

/** Every file under a folder, as relative paths with '/'. */
function filesUnder(dir: string, base = dir): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? filesUnder(path.join(dir, e.name), base) : [path.relative(base, path.join(dir, e.name)).split(path.sep).join('/')]))
    .sort();
}

/** Folders whose files are items (a post, a case study, a job): each may exist in one language only. */
const ITEM_FILE = /^(blog\/(?!tags\.yaml$)|projects\/|jobs\/)/;

/**
 * A translation mirrors English file for file (labels.yaml aside), items
 * excepted: a missing or extra page-copy or data file is named, before
 * anything is compiled. A post, case study or job may be written in one
 * language only (untranslatedItems reports those as warnings).
 */
export function translationFileProblems(contentDir: string, lang: string): string[] {
  const enDir = path.resolve(contentDir, 'en');
  const dir = path.resolve(contentDir, lang);
  const name = (d: string, f: string) => path.relative(process.cwd(), path.join(d, f)).split(path.sep).join('/');
  if (!existsSync(dir)) return [`${name(dir, '')}: no content folder for language "${lang}"`];
  const enFiles = filesUnder(enDir).filter((f) => !ITEM_FILE.test(f));
  const files = filesUnder(dir).filter((f) => f !== 'labels.yaml' && !ITEM_FILE.test(f));
  return [
    ...(existsSync(path.join(dir, 'labels.yaml')) ? [] : [`${name(dir, 'labels.yaml')}: file is missing: the labels of the vocabularies in this language`]),
    ...enFiles.filter((f) => !files.includes(f)).map((f) => `${name(dir, f)}: missing: the translation of ${name(enDir, f)}`),
    ...files.filter((f) => !enFiles.includes(f)).map((f) => `${name(dir, f)}: extra: no such file in ${name(enDir, '')}; name it as the English file or remove it`),
  ];
}

/** The items of a language that another language lacks: that edition neither lists nor links them. */
export interface Untranslated {
  blog: number[];
  projects: string[];
  jobs: string[];
}

/**
 * Items written in one language only: for each language, its items without
 * a twin (same id or slug) in the other, and a warning naming each missing
 * translation. Never a problem: an owner who writes in one language publishes.
 */
export function untranslatedItems(a: CompiledContent, b: CompiledContent): { untranslated: Map<CompiledContent, Untranslated>; warnings: string[] } {
  const rel = (f: string) => path.relative(process.cwd(), f).split(path.sep).join('/');
  const folder = (c: CompiledContent) => rel(path.dirname(c.files[0] ?? '.'));
  const warnings: string[] = [];
  const lacking = (from: CompiledContent, to: CompiledContent): Untranslated => {
    const say = (file: string) => warnings.push(`${rel(file)}: no translation in ${folder(to)}/ yet: published in ${from.lang === 'en' ? 'English' : from.lang === 'fr' ? 'French' : from.lang} only`);
    const blog = from.blog.filter((p) => !to.blog.some((x) => x.id === p.id));
    const projects = from.projects.filter((p) => !to.projects.some((x) => x.slug === p.slug));
    const jobs = from.jobs.filter((j) => !to.jobs.some((x) => x.id === j.id));
    [...blog, ...projects, ...jobs].forEach((i) => say(i.file));
    return { blog: blog.map((p) => p.id), projects: projects.map((p) => p.slug), jobs: jobs.map((j) => j.id) };
  };
  return { untranslated: new Map([[a, lacking(a, b)], [b, lacking(b, a)]]), warnings };
}

/**
 * A translation keeps English's ids, slugs, paths, dates, vocabulary values
 * and facts (a salary, the workshop's price, an author), so every English URL has its twin, a
 * filter means the same in both languages and no reader is told another
 * salary. Returns problems, each naming both files and both values.
 */
export function translationProblems(en: CompiledContent, other: CompiledContent): string[] {
  const problems: string[] = [];
  const rel = (f: string) => path.relative(process.cwd(), f).split(path.sep).join('/');
  // Both values whole: a comparison cut before the difference hides it.
  const same = (files: { en: string; other: string }, field: string, a: unknown, b: unknown) => {
    if (JSON.stringify(a) === JSON.stringify(b)) return;
    let diff = '';
    if (Array.isArray(a) && Array.isArray(b)) {
      const key = (v: unknown) => JSON.stringify(v);
      const missing = a.filter((v) => !b.some((w) => key(w) === key(v)));
      const extra = b.filter((v) => !a.some((w) => key(w) === key(v)));
      const parts = [missing.length ? `missing ${missing.map(showWhole).join(', ')}` : '', extra.length ? `extra ${extra.map(showWhole).join(', ')}` : ''].filter(Boolean);
      diff = `: ${parts.length ? parts.join('; ') : 'the same values in another order'}`;
    }
    problems.push(`${files.other}: ${field}: must be the same as in ${files.en} (${showWhole(a)}), got ${showWhole(b)}${diff}`);
  };
  // files[0] is the language's site.yaml, at the root of its folder.
  const at = (c: CompiledContent, f: string) => rel(path.join(path.dirname(c.files[0] ?? '.'), f));
  const both = (f: string) => ({ en: at(en, f), other: at(other, f) });
  const pair = (e: { file: string }, o: { file: string }) => ({ en: rel(e.file), other: rel(o.file) });
  same(both('site.yaml'), 'workshopPrice', en.site.workshopPrice, other.site.workshopPrice);
  // Each language's blog/tags.yaml lists the tags its own posts may use: a
  // post's tags agree with its original's (below), so a tag filter means the
  // same in both editions, and an English-only post's new tag needs nothing
  // in French.
  for (const p of other.blog) {
    const e = en.blog.find((x) => x.id === p.id);
    if (!e) continue;
    if (path.basename(e.file) !== path.basename(p.file)) problems.push(`${rel(p.file)}: (file name): has the id ${p.id} of ${rel(e.file)}; name a translation as its original, or give it an id of its own`);
    for (const field of ['category', 'tags', 'date', 'image'] as const) same(pair(e, p), field, e[field], p[field]);
    same(pair(e, p), 'author.name', e.author.name, p.author.name);
    same(pair(e, p), 'author.avatar', e.author.avatar, p.author.avatar);
  }
  for (const p of other.projects) {
    const e = en.projects.find((x) => x.slug === p.slug);
    if (e) for (const field of ['id', 'category', 'industry', 'image'] as const) same(pair(e, p), field, e[field], p[field]);
  }
  for (const j of other.jobs) {
    const e = en.jobs.find((x) => x.id === j.id);
    if (!e) continue;
    if (path.basename(e.file) !== path.basename(j.file)) problems.push(`${rel(j.file)}: (file name): has the id ${show(j.id)} of ${rel(e.file)}; name a translation as its original`);
    for (const field of ['department', 'locationType', 'type', 'salary', 'postedDate', 'validThrough'] as const) same(pair(e, j), field, e[field], j[field]);
    // A job closed in one language is closed in both: the owner writes `closed: true` in each file.
    if (Boolean(e.closed) !== Boolean(j.closed)) problems.push(`${rel(j.file)}: closed: must be the same as in ${rel(e.file)}: write "closed: true" in both files to close the job, or in neither`);
  }
  same(both('services/index.yaml'), 'groups (slugs)', en.serviceGroups.map((g) => g.slug), other.serviceGroups.map((g) => g.slug));
  same(both('services/index.yaml'), 'pages (slug, group, path, aliases)', en.serviceIndex.map((s) => [s.slug, s.group, s.path, s.aliases]), other.serviceIndex.map((s) => [s.slug, s.group, s.path, s.aliases]));
  same(both('home.yaml'), 'featuredProjects', en.home.featuredProjects, other.home.featuredProjects);
  return problems;
}
