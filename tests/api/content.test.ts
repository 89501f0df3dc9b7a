import { afterAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { testApp } from './test-app';
import { projectsFull, blogPostsFull } from '../../shared/content/collections';
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
    expect([faq.body.page.length, faq.body.contact.length, faq.body.home.length]).toEqual([15, 4, 5]);
    const services = await request(app).get('/api/content/services');
    expect([services.body.groups.length, services.body.pages.length]).toEqual([8, 20]);
  });

  it('serves one item by id or slug, and 404 JSON for an unknown one', async () => {
    expect((await request(app).get('/api/content/projects/fraud-detection')).body.slug).toBe('fraud-detection');
    expect((await request(app).get('/api/content/blog/3')).body.id).toBe(3);
    expect((await request(app).get('/api/content/services/chatbot-solutions')).body.path).toBe('/services/chatbot-solutions');
    const missing = await request(app).get('/api/content/blog/999');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ error: 'No article with that id' });
  });

  it('serves the articles of another language with ?lang=fr, and 400 for an unknown language', async () => {
    const fr = await request(app).get('/api/content/blog?lang=fr');
    expect(fr.status).toBe(200);
    expect(fr.body).toHaveLength(7);
    const en = await request(app).get('/api/content/blog');
    expect(fr.body[0].id).toBe(en.body[0].id);
    expect(fr.body[0].title).not.toBe(en.body[0].title);
    expect((await request(app).get('/api/content/blog/3?lang=fr')).body.category).toBe('ML Engineering');
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
