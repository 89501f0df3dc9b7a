/* eslint-disable */
// @ts-nocheck -- historical: this script ran once (commit 9dcf047) against the
// shared/content/*.ts modules of commit d514fe4, which no longer exist. Kept in
// history as the record of how content/en was produced; removed in the next commit.
// One-off migration (kept in git history, removed after it ran): writes the
// content of shared/content/*.ts to content/en/ as Markdown and YAML. Blog
// bodies (HTML strings) become Markdown through rehype-parse ->
// rehype-remark -> remark-stringify (with GFM); the text is checked after
// the content compiler renders it back (tests/api/page-text.test.ts).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { unified } from 'unified';
import rehypeParse from 'rehype-parse';
import rehypeRemark from 'rehype-remark';
import remarkGfm from 'remark-gfm';
import remarkStringify from 'remark-stringify';
import { stringify } from 'yaml';
import { site } from '../shared/content/site';
import { blogPosts } from '../shared/content/blog-posts';
import { projects, featuredProjectSlugs } from '../shared/content/projects';
import { featuredProjects } from '../shared/content/featured-projects';
import { jobs } from '../shared/content/jobs';
import { faqPage, faqContact, faqHome } from '../shared/content/faq';
import { team, testimonials } from '../shared/content/people';
import { about, careerValues } from '../shared/content/about';
import { hero, conceptToScale, processSteps } from '../shared/content/home';
import { documentation } from '../shared/content/docs';
import { privacyPolicy, termsOfService, type LegalDocument } from '../shared/content/legal';
import { serviceGroups as groupEntries, serviceIndex } from '../shared/content/service-index';
import { groupDetails, serviceDetails } from '../shared/content/service-details';

const root = path.resolve(import.meta.dirname, '..', 'content', 'en');
const yaml = (v: unknown) => stringify(v, { lineWidth: 0 });
const write = (file: string, text: string) => {
  const to = path.join(root, file);
  mkdirSync(path.dirname(to), { recursive: true });
  writeFileSync(to, text.endsWith('\n') ? text : `${text}\n`);
};
const doc = (front: Record<string, unknown>, body: string) => `---\n${yaml(front)}---\n\n${body.trim()}\n`;

const toMarkdown = unified()
  .use(rehypeParse, { fragment: true })
  .use(rehypeRemark)
  .use(remarkGfm)
  .use(remarkStringify, { bullet: '-', emphasis: '_', strong: '*', rule: '-' });
const htmlToMarkdown = (html: string) => String(toMarkdown.processSync(html));

const slugOf = (title: string) =>
  title
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .split('-')
    .slice(0, 6)
    .join('-');

// Company facts, and the collections that are data.
write('site.yaml', yaml(site));
write('faq.yaml', yaml({ page: faqPage, contact: faqContact, home: faqHome }));
write('team.yaml', yaml(team));
write('testimonials.yaml', yaml(testimonials));
write('about.yaml', yaml({ ...about, careerValues }));
write('home.yaml', yaml({ hero, conceptToScale, processSteps, featuredProjects: [...featuredProjectSlugs] }));
write('docs.yaml', yaml(documentation));
void featuredProjects; // the home tiles are now taken from the projects they name

// Blog: one Markdown file per article; readTime is computed, tags listed.
for (const { content, id, readTime: _readTime, ...front } of blogPosts) {
  write(`blog/${String(id).padStart(4, '0')}-${slugOf(front.title)}.md`, doc(front, htmlToMarkdown(content)));
}
write('blog/tags.yaml', yaml([...new Set(blogPosts.flatMap((p) => p.tags))].sort((a, b) => a.localeCompare(b))));

// Projects: facts in front matter, the case study's three parts as sections.
for (const { slug, challenge, solution, results, ...front } of projects) {
  write(`projects/${slug}.md`, doc(front, `## Challenge\n\n${challenge}\n\n## Solution\n\n${solution}\n\n## Results\n\n${results}`));
}

// Jobs: one data file each.
for (const { id, ...job } of jobs) write(`jobs/${id}.yaml`, yaml(job));

// Services: the index (navigation facts) as data, each page's copy as Markdown.
write(
  'services/index.yaml',
  yaml({
    groups: groupEntries.map((g) => ({ ...g, ...groupDetails[g.slug] })),
    pages: serviceIndex,
  }),
);
for (const { slug } of serviceIndex) {
  const { intro, ...front } = serviceDetails[slug]!;
  write(`services/${slug}.md`, doc(front, intro));
}

// Legal pages: sections as '## ' headings; company facts as {{site.*}}
// placeholders, so a changed mailbox in site.yaml reaches the legal text.
const postalAddress = [site.address.street, site.address.locality, site.address.postalCode, site.address.region, site.address.country]
  .filter((p) => p.trim() !== '')
  .join(', ');
const placeholders: [string, string][] = [
  [postalAddress, '{{site.postalAddress}}'],
  [site.legalName, '{{site.legalName}}'],
  [site.name, '{{site.name}}'],
  [site.emailInfo, '{{site.emailInfo}}'],
  [site.emailSupport, '{{site.emailSupport}}'],
  [site.phoneDisplay, '{{site.phoneDisplay}}'],
  [site.hours, '{{site.hours}}'],
];
const withPlaceholders = (text: string) => placeholders.reduce((t, [value, name]) => t.split(value).join(name), text);
function legalMarkdown(d: LegalDocument): string {
  const parts = [d.intro];
  for (const s of d.sections) {
    parts.push(`## ${s.heading}`);
    const bullets = (s.bullets ?? []).map((b) => `- ${b}`).join('\n');
    const lead = s.paragraphs.findIndex((p) => p.trimEnd().endsWith(':'));
    const after = lead === -1 ? s.paragraphs.length - 1 : lead;
    if (after < 0 && bullets) parts.push(bullets);
    s.paragraphs.forEach((p, i) => {
      parts.push(p);
      if (i === after && bullets) parts.push(bullets);
    });
  }
  return withPlaceholders(parts.join('\n\n'));
}
write('legal/privacy-policy.md', doc({ title: privacyPolicy.title, lastUpdated: privacyPolicy.lastUpdated }, legalMarkdown(privacyPolicy)));
write('legal/terms-of-service.md', doc({ title: termsOfService.title, lastUpdated: termsOfService.lastUpdated }, legalMarkdown(termsOfService)));
console.log('content/en written');
