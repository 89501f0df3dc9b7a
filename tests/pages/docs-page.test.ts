// The owner's guide (/demo-documentation) describes the site as it is: its
// list of service pages and their count come from the services content, in
// both languages, so adding or removing a service keeps the guide true.
import { afterAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { testApp, BROWSER_UA } from '../support/test-app';
import { serviceIndex as enServices } from '../../shared/generated/en/service-index';
import { serviceIndex as frServices } from '../../shared/generated/fr/service-index';
import { decodeEntities } from '../../scripts/page-text/visible-text';

const { app, close } = await testApp({ deliver: false });
afterAll(() => close());

const sectionOf = (html: string) =>
  /<section aria-labelledby="service-pages">([\s\S]*?)<\/section>/.exec(html)?.[1] ?? '';

describe('the documentation page', () => {
  it.each([
    ['/demo-documentation', enServices, (n: number) => `${n} service pages share one template`],
    ['/fr/demo-documentation', frServices, (n: number) => `Les ${n} pages de services partagent un même gabarit`],
  ] as const)(
    '%s lists every service page of the content and says how many there are',
    async (url, services, intro) => {
      const res = await request(app).get(url).set('User-Agent', BROWSER_UA).set('Accept', 'text/html');
      expect(res.status).toBe(200);
      const section = decodeEntities(sectionOf(res.text).replace(/<!-- -->/g, ''));
      expect(section).toContain(intro(services.length));
      const listed = [...section.matchAll(/<li>[\s\S]*?<code>([^<]+)<\/code><\/li>/g)].map((m) => m[1]);
      const prefix = url.startsWith('/fr') ? '/fr' : '';
      expect(listed).toEqual(services.map((s) => prefix + s.path));
      expect(listed.length).toBeGreaterThan(9);
    },
  );
});
