// Every page renders the same text as the recorded baseline
// (tests/copy/page-text.json, captured from the site before content
// moved to content/). A page whose words, head tags or JSON-LD change
// fails here with a line diff. After an intended copy change, re-record:
//   npm run fixtures   (UPDATE_PAGE_TEXT=1 npx vitest run tests/copy/page-text.test.ts)
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { testApp, BROWSER_UA } from '../support/test-app';
import { visibleText } from '../../scripts/page-text/visible-text';
import { pageTextUrls } from '../../scripts/page-text/page-urls';

/** A fixed day, so "posted N days ago" reads the same on any date. */
export const PAGE_TEXT_DAY = '2026-11-22';
const fixture = path.resolve(import.meta.dirname, './page-text.json');
const update = process.env.UPDATE_PAGE_TEXT === '1';

const { app, close } = await testApp({ deliver: false, today: PAGE_TEXT_DAY });
afterAll(() => close());

const render = async (url: string) => {
  const res = await request(app).get(url).set('User-Agent', BROWSER_UA).set('Accept', 'text/html');
  return `status: ${res.status}\n${visibleText(res.text)}`;
};

describe('the visible text of every page', () => {
  const urls = pageTextUrls();

  if (update) {
    it('records the baseline', async () => {
      const out: Record<string, string> = {};
      for (const url of urls) out[url] = await render(url);
      writeFileSync(fixture, `${JSON.stringify(out, null, 1)}\n`);
      expect(Object.keys(out)).toHaveLength(urls.length);
    }, 300_000); // every page in one go, on a machine that may be busy
    return;
  }

  const baseline = existsSync(fixture) ? (JSON.parse(readFileSync(fixture, 'utf8')) as Record<string, string>) : {};

  it('covers the same URLs as the baseline', () => {
    expect([...urls].sort()).toEqual(Object.keys(baseline).sort());
  });

  it.each(urls)('%s reads as recorded', async (url) => {
    expect((await render(url)).split('\n')).toEqual(baseline[url]?.split('\n'));
  });
});
