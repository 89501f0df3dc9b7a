import { describe, expect, it } from 'vitest';
import {
  blogPostSchema,
  faqItemSchema,
  jobSchema,
  projectSchema,
  teamMemberSchema,
  testimonialSchema,
  PROJECT_CATEGORIES,
  BLOG_CATEGORIES,
} from '../../shared/content/schema';
import { featuredProjectSlugs } from '../../shared/content/projects';
import {
  projectsFull as projects,
  featuredProjects,
  blogPostsFull,
  faqContact,
  faqHome,
  faqPage,
  team,
  testimonials,
  processSteps,
  conceptToScale,
  privacyPolicy,
  termsOfService,
} from '../../shared/content/collections';
import { blogPosts } from '../../shared/content/blog-posts';
import { jobs } from '../../shared/content/jobs';
import { site, siteByLang } from '../../shared/content/site';
import { formatMoney } from '../../shared/format';
import frHome from '../../shared/generated/fr/home';
import { existsSync } from 'node:fs';
import path from 'node:path';

const wordCount = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length;
const publicFile = (p: string) => existsSync(path.join('public', p));

describe('site content', () => {
  it('has valid projects with unique slugs, in the spec categories, with our own images', () => {
    expect(projects.length).toBeGreaterThan(0);
    for (const p of projects) {
      expect(() => projectSchema.parse(p)).not.toThrow();
      expect(publicFile(p.image)).toBe(true);
    }
    expect(new Set(projects.map((p) => p.slug)).size).toBe(projects.length);
    for (const p of projects) expect(PROJECT_CATEGORIES, p.slug).toContain(p.category);
    expect(featuredProjects.map((f) => f.slug)).toEqual([...featuredProjectSlugs]);
    for (const tile of featuredProjects) {
      const p = projects.find((x) => x.slug === tile.slug)!;
      // The tile carries its category as shown: in English, the value itself.
      expect(tile).toEqual({
        slug: p.slug,
        title: p.title,
        categoryLabel: p.category,
        client: p.client,
        image: p.image,
        imageAlt: p.imageAlt,
      });
    }
  });

  it('has valid articles in the spec categories, read time honest', () => {
    expect(blogPosts.length).toBeGreaterThan(0);
    for (const p of blogPosts) expect(BLOG_CATEGORIES, String(p.id)).toContain(p.category);
    for (const p of blogPosts) {
      expect(() => blogPostSchema.parse(blogPostsFull.find((f) => f.id === p.id))).not.toThrow();
      const words = wordCount(blogPostsFull.find((f) => f.id === p.id)!.content);
      expect(p.readTime).toBe(Math.ceil(words / 200));
      expect(publicFile(p.image) && publicFile(p.author.avatar)).toBe(true);
    }
  });

  it('has jobs with unique ids, a salary range from low to high, and a validThrough after the posting', () => {
    expect(new Set(jobs.map((j) => j.id)).size).toBe(jobs.length);
    for (const j of jobs) {
      expect(() => jobSchema.parse(j)).not.toThrow();
      const [min, max] = j.salary.split('-').map((s) => Number(s.replace(/[$,]/g, '')));
      expect(min, j.id).toBeLessThan(max!);
      expect(j.validThrough > j.postedDate, j.id).toBe(true);
    }
  });

  it("has the FAQ page's entries, the spec's 4 contact and 5 home FAQ entries, 4 testimonials and a team of 4", () => {
    expect(faqPage.length).toBeGreaterThan(0);
    expect([faqContact.length, faqHome.length]).toEqual([4, 5]);
    for (const f of [...faqPage, ...faqContact, ...faqHome]) expect(() => faqItemSchema.parse(f)).not.toThrow();
    expect(testimonials).toHaveLength(4);
    testimonials.forEach((t) => expect(() => testimonialSchema.parse(t)).not.toThrow());
    expect(team).toHaveLength(4);
    team.forEach((m) => expect(() => teamMemberSchema.parse(m)).not.toThrow());
  });

  it('has the specified home sections', () => {
    expect(processSteps.map((s) => s.title)).toEqual(['Discovery', 'Strategy', 'Development', 'Go Live', 'Marketing']);
    // Step 1 names the workshop price of site.yaml, written in each language's way.
    expect(processSteps[0]!.description).toContain(formatMoney('en', site.workshopPrice));
    expect(siteByLang.fr.workshopPrice).toBe(site.workshopPrice);
    expect(frHome.processSteps[0]!.description).toContain(formatMoney('fr', site.workshopPrice));
    expect(processSteps[0]!.description + frHome.processSteps[0]!.description).not.toContain('{{');
    expect(conceptToScale.phases.map((p) => p.title)).toEqual([
      'Discovery',
      'Strategy & Design',
      'Development',
      'Launch',
      'Marketing',
    ]);
    expect(conceptToScale.caseStudies).toHaveLength(2);
    expect(faqHome[1]!.answer).toMatch(/2-4 months/);
  });

  it('has the two legal texts, each dated', () => {
    for (const doc of [privacyPolicy, termsOfService]) {
      expect(doc.sections.length).toBeGreaterThan(0);
      expect(doc.lastUpdated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });
});
