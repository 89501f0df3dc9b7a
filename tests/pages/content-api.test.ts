import { afterAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { testApp } from '../support/test-app';
import { projectsFull, blogPostsFull } from '../../shared/content/collections';
import { blogPostsByLang } from '../../shared/content/blog-posts';
import { jobs } from '../../shared/content/jobs';
import { openJobs, utcDay } from '../../shared/job-open';

const { app, close } = await testApp({ deliver: false });
afterAll(() => close());

describe('GET /api/content', () => {
  it.each([
    // As many as content/ holds (the jobs still open today), whatever the owner adds or removes.
    ['/api/content/projects', projectsFull.length],
    ['/api/content/blog', blogPostsFull.length],
    ['/api/content/jobs', openJobs(jobs, utcDay()).length],
    ['/api/content/testimonials', 4],
    ['/api/content/team', 4],
  ])('%s serves the static list (%i items)', async (url, n) => {
    const res = await request(app).get(url);
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(n);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
  });

  it('serves FAQ and services in one document each', async () => {
    const faq = await request(app).get('/api/content/faq');
    expect(faq.body.page.length).toBeGreaterThan(0);
    expect([faq.body.contact.length, faq.body.home.length]).toEqual([4, 5]);
    const services = await request(app).get('/api/content/services');
    expect([services.body.groups.length, services.body.pages.length]).toEqual([8, 20]);
  });

  it('serves one item by id or slug, and 404 JSON for an unknown one', async () => {
    const [project, post] = [projectsFull[0]!, blogPostsFull[0]!];
    expect((await request(app).get(`/api/content/projects/${project.slug}`)).body.slug).toBe(project.slug);
    expect((await request(app).get(`/api/content/blog/${post.id}`)).body.id).toBe(post.id);
    expect((await request(app).get('/api/content/services/chatbot-solutions')).body.path).toBe(
      '/services/chatbot-solutions',
    );
    const missing = await request(app).get(`/api/content/blog/${Math.max(...blogPostsFull.map((p) => p.id)) + 1}`);
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ error: 'No article with that id' });
  });

  it('serves the articles of another language with ?lang=fr, and 400 for an unknown language', async () => {
    const fr = await request(app).get('/api/content/blog?lang=fr');
    expect(fr.status).toBe(200);
    expect(fr.body).toHaveLength(blogPostsByLang.fr.length);
    expect(fr.body.map((p: { id: number }) => p.id)).toEqual(blogPostsByLang.fr.map((p) => p.id));
    const en = await request(app).get('/api/content/blog');
    // A post in both languages: French words, and its original's category (an English vocabulary value).
    const original = en.body.find((p: { id: number }) => fr.body.some((f: { id: number }) => f.id === p.id));
    const translation = fr.body.find((p: { id: number }) => p.id === original.id);
    expect(translation.title).not.toBe(original.title);
    expect((await request(app).get(`/api/content/blog/${original.id}?lang=fr`)).body.category).toBe(original.category);
    const bad = await request(app).get('/api/content/blog?lang=de');
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ error: 'Unknown lang: use one of en, fr' });
  });

  it('answers 304 when the ETag matches', async () => {
    const first = await request(app).get('/api/content/jobs');
    const again = await request(app).get('/api/content/jobs').set('If-None-Match', first.headers.etag!);
    expect(again.status).toBe(304);
  });
});
