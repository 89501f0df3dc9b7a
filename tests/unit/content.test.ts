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
import { projectsFull as projects, featuredProjects, blogPostsFull, faqContact, faqHome, faqPage, team, testimonials, processSteps, conceptToScale, privacyPolicy, termsOfService } from '../../shared/content/collections';
import { blogPosts } from '../../shared/content/blog-posts';
import { jobs } from '../../shared/content/jobs';
import { existsSync } from 'node:fs';
import path from 'node:path';

const wordCount = (html: string) => html.replace(/<[^>]+>/g, ' ').split(/\s+/).filter(Boolean).length;
const publicFile = (p: string) => existsSync(path.join('public', p));

describe('site content', () => {
  it('has 20 valid projects with unique slugs, over the spec categories, with our own images', () => {
    expect(projects).toHaveLength(20);
    for (const p of projects) {
      expect(() => projectSchema.parse(p)).not.toThrow();
      expect(publicFile(p.image)).toBe(true);
    }
    expect(new Set(projects.map((p) => p.slug)).size).toBe(20);
    expect(new Set(projects.map((p) => p.category))).toEqual(new Set(PROJECT_CATEGORIES));
    expect(featuredProjects.map((f) => f.slug)).toEqual([...featuredProjectSlugs]);
    for (const tile of featuredProjects) {
      const p = projects.find((x) => x.slug === tile.slug)!;
      // The tile carries its category as shown: in English, the value itself.
      expect(tile).toEqual({ slug: p.slug, title: p.title, categoryLabel: p.category, client: p.client, image: p.image, imageAlt: p.imageAlt });
    }
  });

  it('has 7 valid articles of 600-1200 words, one per category, read time honest', () => {
    expect(blogPosts).toHaveLength(7);
    expect(blogPosts.map((p) => p.category)).toEqual([...BLOG_CATEGORIES]);
    for (const p of blogPosts) {
      expect(() => blogPostSchema.parse(blogPostsFull.find((f) => f.id === p.id))).not.toThrow();
      const words = wordCount(blogPostsFull.find((f) => f.id === p.id)!.content);
      expect(words).toBeGreaterThanOrEqual(600);
      expect(words).toBeLessThanOrEqual(1200);
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

  it('has 15 + 4 + 5 FAQ entries, 4 testimonials and a team of 4', () => {
    expect([faqPage.length, faqContact.length, faqHome.length]).toEqual([15, 4, 5]);
    for (const f of [...faqPage, ...faqContact, ...faqHome]) expect(() => faqItemSchema.parse(f)).not.toThrow();
    expect(testimonials).toHaveLength(4);
    testimonials.forEach((t) => expect(() => testimonialSchema.parse(t)).not.toThrow());
    expect(team).toHaveLength(4);
    team.forEach((m) => expect(() => teamMemberSchema.parse(m)).not.toThrow());
  });

  it('has the specified home sections', () => {
    expect(processSteps.map((s) => s.title)).toEqual(['Discovery', 'Strategy', 'Development', 'Go Live', 'Marketing']);
    expect(processSteps[0]!.description).toContain('$8,000');
    expect(conceptToScale.phases.map((p) => p.title)).toEqual(['Discovery', 'Strategy & Design', 'Development', 'Launch', 'Marketing']);
    expect(conceptToScale.caseStudies).toHaveLength(2);
    expect(faqHome[1]!.answer).toMatch(/2-4 months/);
  });

  it('has the two legal texts', () => {
    expect(privacyPolicy.sections).toHaveLength(10);
    expect(termsOfService.sections).toHaveLength(15);
    expect(privacyPolicy.lastUpdated).toBe('2025-05-04');
    expect(termsOfService.lastUpdated).toBe('2025-05-04');
  });
});
