import { afterAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { testApp, BROWSER_UA } from '../support/test-app';
import { jobs } from '../../shared/content/jobs';
import { openJobs, utcDay } from '../../shared/job-open';
import { blogPosts } from '../../shared/content/blog-posts';
import { site } from '../../shared/content/site';
import { parseMoneyRange } from '../../shared/format';

const { app, close } = await testApp({ deliver: false });
afterAll(() => close());

type Block = Record<string, unknown> & { '@type': string };

async function blocksOf(url: string): Promise<Block[]> {
  const res = await request(app).get(url).set('User-Agent', BROWSER_UA);
  const found = [...res.text.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  return found.map((m) => JSON.parse(m[1]!) as Block);
}
const ofType = (blocks: Block[], type: string) => blocks.filter((b) => b['@type'] === type);

describe('JSON-LD', () => {
  it('describes the company and the website on every page', async () => {
    for (const url of ['/', '/about', `/blog/${blogPosts[0]!.id}`, '/services/voice-assistants']) {
      const blocks = await blocksOf(url);
      const [org] = ofType(blocks, 'ProfessionalService');
      expect(org).toMatchObject({
        name: site.name,
        telephone: expect.stringMatching(/^\+237/),
        email: expect.stringContaining('@'),
      });
      expect(org!.address).toMatchObject({ addressLocality: 'Buea', addressCountry: 'CM' });
      expect(ofType(blocks, 'WebSite')).toHaveLength(1);
    }
  });

  it('adds breadcrumbs on inner pages only', async () => {
    expect(ofType(await blocksOf('/'), 'BreadcrumbList')).toHaveLength(0);
    const [crumbs] = ofType(await blocksOf('/services/ai-agents/chatbots'), 'BreadcrumbList');
    const items = crumbs!.itemListElement as { position: number; item: string }[];
    expect(items.map((i) => i.position)).toEqual([1, 2, 3]);
    expect(items[2]!.item).toBe('https://www.example.com/services/chatbot-solutions');
  });

  it('marks up a blog post as BlogPosting', async () => {
    const [post] = ofType(await blocksOf(`/blog/${blogPosts[0]!.id}`), 'BlogPosting');
    expect(post).toMatchObject({
      headline: expect.any(String),
      datePublished: expect.stringMatching(/^\d{4}-\d\d-\d\d$/),
      author: { '@type': 'Person' },
    });
  });

  it('marks up the FAQ where one is shown, and services as Service', async () => {
    for (const url of ['/', '/faq', '/contact', '/services/ethics/compliance']) {
      const [faq] = ofType(await blocksOf(url), 'FAQPage');
      expect((faq!.mainEntity as unknown[]).length, url).toBeGreaterThanOrEqual(4);
    }
    const [svc] = ofType(await blocksOf('/services/ethics/compliance'), 'Service');
    expect(svc).toMatchObject({
      name: 'AI Ethics & Compliance',
      provider: { '@id': 'https://www.example.com/#organization' },
    });
  });

  it('lists every open job as a JobPosting with the fields search engines require', async () => {
    const postings = ofType(await blocksOf('/careers'), 'JobPosting');
    const open = openJobs(jobs, utcDay());
    expect(postings.map((p) => p.title)).toEqual(open.map((j) => j.title));
    for (const job of postings) {
      expect(job).toMatchObject({
        title: expect.any(String),
        description: expect.any(String),
        datePosted: expect.stringMatching(/^\d{4}-\d\d-\d\d$/),
        validThrough: expect.any(String),
        employmentType: 'FULL_TIME',
        hiringOrganization: { name: site.name },
        baseSalary: {
          currency: 'USD',
          value: { minValue: expect.any(Number), maxValue: expect.any(Number), unitText: 'YEAR' },
        },
      });
      expect(Boolean(job.jobLocation) || Boolean(job.applicantLocationRequirements)).toBe(true);
    }
    // Each posting's salary is its job's range, read from the content's "$min-$max".
    for (const job of open) {
      const [minValue, maxValue] = parseMoneyRange(job.salary);
      expect(minValue).toBeLessThan(maxValue);
      expect(postings.find((p) => p.title === job.title)!.baseSalary, job.id).toMatchObject({
        value: { minValue, maxValue },
      });
    }
  });
});
