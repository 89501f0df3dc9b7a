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
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { trimAtWord } from '../../shared/text';
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
  testimonialSchema,
  teamMemberSchema,
  type LegalDocument,
  type ServiceDetail,
} from '../../shared/content/schema';
import { blockText, mdastToString, parseMarkdown, renderMarkdown, sections } from './markdown';
import { checkLinkSchemes, publishableLink } from './link-schemes';
import { show } from './messages';
import { fillAll, fillPlaceholders } from './placeholders';
import { readSite } from './company';
import {
  ContentError,
  check,
  fromName,
  listDir,
  plainParagraphs,
  problem,
  readMarkdown,
  readYaml,
  relPath,
  unique,
  valueAt,
  type Ctx,
} from './read-files';
import { readLabels, vocabularies } from './vocabularies';
import { EXCERPT_MAX, STATIC_PAGES, WORDS_PER_MINUTE, type CompiledContent } from './compiled-content';

// What the build and the tests name from the compiler.
export { ContentError } from './read-files';
export { VOCABULARY_KINDS } from './vocabularies';

export { EXCERPT_MAX, STATIC_PAGES, WORDS_PER_MINUTE } from './compiled-content';
export type { CompiledContent, Untranslated } from './compiled-content';

export function compileContent(options: { contentDir: string; lang?: string }): CompiledContent {
  const lang = options.lang ?? 'en';
  const root = path.resolve(options.contentDir, lang);
  const ctx: Ctx = { root, problems: [], files: [] };
  const at = (...p: string[]) => path.join(root, ...p);
  if (!existsSync(root)) throw new ContentError([`${root}: no content folder for language "${lang}"`]);

  const site = readSite(ctx, options.contentDir, lang);

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
    checkLinkSchemes(ctx, file, md.body);
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
      if (typeof t === 'string' && !knownTags.has(t))
        problem(
          ctx,
          file,
          `tags.${i}`,
          `unknown tag ${show(t)}: add it to ${relPath(tagsFile)} (one "- ${t}" line) or use one of its tags`,
        );
    });
    const post = check(ctx, file, blogPostSchema, input);
    if (!post) continue;
    blog.push({ ...post, headings: rendered.headings, searchText: rendered.text, file });
  }
  unique(
    ctx,
    blog,
    (p) => String(p.id),
    (p) => p.file,
    'id',
  );
  blog.sort((a, b) => a.id - b.id);

  // Projects: content/<lang>/projects/<slug>.md, the case study in three sections.
  const projects: CompiledContent['projects'] = [];
  for (const file of listDir(at('projects'), /\.md$/)) {
    const md = readMarkdown(ctx, file);
    if (!md) continue;
    const slug = fromName(ctx, file, md.front, 'slug', path.basename(file, '.md'));
    const { lead, parts } = sections(parseMarkdown(md.body));
    if (lead.some((n) => n.type !== 'html'))
      problem(ctx, file, '(body)', 'expected the body to start with "## Challenge"');
    const part = (name: string) => {
      const found = parts.find((p) => p.heading.toLowerCase() === name.toLowerCase());
      if (!found) return undefined;
      return plainParagraphs(ctx, file, `## ${name}`, found.blocks).join('\n\n') || undefined;
    };
    const extra = parts.filter((p) => !['challenge', 'solution', 'results'].includes(p.heading.toLowerCase()));
    if (extra.length)
      problem(
        ctx,
        file,
        '(body)',
        `expected only the sections Challenge, Solution and Results, got ${show(extra.map((p) => p.heading))}`,
      );
    const project = check(ctx, file, projectSchema, {
      ...md.front,
      slug,
      challenge: part('Challenge'),
      solution: part('Solution'),
      results: part('Results'),
    });
    if (project) projects.push({ ...project, file });
  }
  unique(
    ctx,
    projects,
    (p) => String(p.id),
    (p) => p.file,
    'id',
  );
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
  unique(
    ctx,
    jobs,
    (j) => j.id,
    (j) => j.file,
    'id',
  );

  // Services: the index (navigation facts) and each page's copy.
  const servicesFile = at('services', 'index.yaml');
  const servicesData = readYaml(ctx, servicesFile);
  const serviceGroups = check(ctx, servicesFile, serviceGroupSchema.array(), valueAt(servicesData, ['groups'])) ?? [];
  const serviceIndex = check(ctx, servicesFile, serviceEntrySchema.array(), valueAt(servicesData, ['pages'])) ?? [];
  const serviceDetails: Record<string, ServiceDetail> = {};
  const serviceFiles = listDir(at('services'), /\.md$/);
  for (const entry of serviceIndex) {
    if (!serviceGroups.some((g) => g.slug === entry.group))
      problem(ctx, servicesFile, `pages.${entry.slug}.group`, `unknown group ${show(entry.group)}`);
    if (!serviceFiles.includes(at('services', `${entry.slug}.md`)))
      problem(
        ctx,
        servicesFile,
        `pages.${entry.slug}`,
        `no copy: expected ${relPath(at('services', `${entry.slug}.md`))}`,
      );
  }
  for (const file of serviceFiles) {
    const slug = path.basename(file, '.md');
    if (!serviceIndex.some((s) => s.slug === slug))
      problem(
        ctx,
        file,
        '(file name)',
        `no service ${show(slug)} in ${relPath(servicesFile)} (pages): add its entry there`,
      );
    const md = readMarkdown(ctx, file);
    if (!md) continue;
    const intro = plainParagraphs(ctx, file, '(body)', parseMarkdown(md.body).children).join('\n\n');
    // A service page names prices ({{site.consultationPrice}}…): filled as in the other page copy.
    const detail = check(
      ctx,
      file,
      serviceDetailSchema,
      fillAll(ctx, file, { ...md.front, intro: intro || undefined }, site, lang),
    );
    if (detail) serviceDetails[slug] = detail;
  }
  unique(
    ctx,
    serviceGroups,
    (g) => g.slug,
    () => servicesFile,
    'groups.slug',
  );
  unique(
    ctx,
    serviceIndex,
    (s) => s.slug,
    () => servicesFile,
    'pages.slug',
  );
  unique(
    ctx,
    [...serviceGroups.map((g) => `/services/${g.slug}`), ...serviceIndex.flatMap((s) => [s.path, ...s.aliases])],
    (p) => p,
    () => servicesFile,
    'path',
  );

  // The small collections.
  // The page copy that may name a company fact or a price takes placeholders
  // (docs.yaml shows them as examples, so it is left as written).
  const copy = (name: string) => fillAll(ctx, at(name), readYaml(ctx, at(name)), site, lang);
  const faq = check(ctx, at('faq.yaml'), faqFileSchema, copy('faq.yaml'));
  const team = check(ctx, at('team.yaml'), teamMemberSchema.array(), readYaml(ctx, at('team.yaml')));
  const testimonials = check(
    ctx,
    at('testimonials.yaml'),
    testimonialSchema.array(),
    readYaml(ctx, at('testimonials.yaml')),
  );
  const about = check(ctx, at('about.yaml'), aboutSchema, copy('about.yaml'));
  const home = check(ctx, at('home.yaml'), homeSchema, copy('home.yaml'));
  const docs = check(ctx, at('docs.yaml'), docsSchema, readYaml(ctx, at('docs.yaml')));
  home?.featuredProjects.forEach((slug, i) => {
    if (!projects.some((p) => p.slug === slug))
      problem(ctx, at('home.yaml'), `featuredProjects.${i}`, `no project ${show(slug)} in projects/`);
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
      const bullets = lists.flatMap((l) =>
        l.type === 'list' ? l.children.map((li) => fill(mdastToString(li).replace(/\s*\n\s*/g, ' '))) : [],
      );
      const paragraphs = plainParagraphs(
        ctx,
        file,
        `## ${p.heading}`,
        p.blocks.filter((b) => b.type !== 'list'),
      ).map(fill);
      return bullets.length ? { heading: p.heading, paragraphs, bullets } : { heading: p.heading, paragraphs };
    });
    return check(ctx, file, legalDocumentSchema, {
      ...md.front,
      intro: fill(plainParagraphs(ctx, file, '(intro)', lead).join(' ')) || undefined,
      sections: docSections,
    });
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
      // Other links, and those refused by checkLinkSchemes (//host), are not the site's pages.
      if ((!href.startsWith('/') && !href.startsWith('#')) || !publishableLink(href)) continue;
      const url = new URL(href, `http://site/blog/${post.id}`);
      const target = url.pathname.replace(/\/+$/, '') || '/';
      if (!pages.has(target) && !/\.(xml|svg|jpg|png|webp|pdf)$/.test(target)) {
        problem(ctx, post.file, '(link)', `broken internal link ${show(href)}: no page at ${target}`);
        continue;
      }
      const anchor = decodeURIComponent(url.hash.slice(1));
      const linked = target === `/blog/${post.id}` ? post : blog.find((p) => `/blog/${p.id}` === target);
      if (anchor && linked && !linked.headings.some((h) => h.id === anchor))
        problem(ctx, post.file, '(link)', `broken anchor ${show(href)}: no heading with id "${anchor}"`);
    }
  }

  // A language labels the tags its own posts show; a tag only another language's posts use needs no label here.
  const shownTags = blogTags.filter((t) => blog.some((p) => p.tags.includes(t)));
  const labels =
    lang === 'en' ? {} : readLabels(ctx, at('labels.yaml'), vocabularies(blogTags), { blogTags: shownTags });

  if (
    ctx.problems.length ||
    !site ||
    !faq ||
    !team ||
    !testimonials ||
    !about ||
    !home ||
    !docs ||
    !privacyPolicy ||
    !termsOfService
  ) {
    throw new ContentError(ctx.problems.length ? ctx.problems : ['the content is incomplete']);
  }
  return {
    lang,
    site,
    blog,
    blogTags,
    projects,
    jobs,
    serviceGroups,
    serviceIndex,
    serviceDetails,
    faq,
    team,
    testimonials,
    about,
    home,
    docs,
    legal: { privacyPolicy, termsOfService },
    labels,
    files: ctx.files,
  };
}
