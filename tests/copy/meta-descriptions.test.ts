// A page's meta description is what a search result and a link preview
// show under its title: one whole sentence that fits (search engines cut
// near 160 characters), not a text cut short with "…" nor a list of nouns.
// A test cannot parse a verb; it holds what it can see: the length, no
// trailing ellipsis, a capital at the start and a full stop at the end.
import { afterAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { testApp, BROWSER_UA } from '../support/test-app';
import { decodeEntities } from '../../scripts/page-text/visible-text';
import { pageTextUrls } from '../../scripts/page-text/page-urls';
import { localizePath } from '../../shared/i18n/lang';

const { app, close } = await testApp({ deliver: false });
afterAll(() => close());

const MAX = 160;

/** What is wrong with a description, as a reader of a search result would see it; none when it reads whole. */
export function descriptionFaults(text: string): string[] {
  const faults: string[] = [];
  if ([...text].length > MAX) faults.push(`${[...text].length} characters, more than ${MAX}`);
  if (/(…|\.\.\.)$/.test(text)) faults.push('cut short with an ellipsis');
  else if (!/[.!?]$/.test(text)) faults.push('does not end as a sentence');
  if (!/^[\p{Lu}\d«]/u.test(text)) faults.push('does not start as a sentence');
  return faults;
}

const descriptionOf = async (url: string) => {
  const res = await request(app).get(url).set('User-Agent', BROWSER_UA).set('Accept', 'text/html');
  const found = /<meta name="description" content="([^"]*)"/.exec(res.text)?.[1];
  return found === undefined ? undefined : decodeEntities(found);
};

describe('descriptionFaults', () => {
  it('lets a whole sentence through', () => {
    expect(
      descriptionFaults('Nous concevons des agents IA qui traitent vos demandes en anglais et en français.'),
    ).toEqual([]);
  });

  it('finds a description cut short, one without an end and one too long', () => {
    expect(descriptionFaults('Nous concevons des agents IA qui…')).toEqual(['cut short with an ellipsis']);
    expect(descriptionFaults('Agents IA, automatisation et données')).toEqual(['does not end as a sentence']);
    expect(descriptionFaults(`${'Mot '.repeat(40)}fin.`)[0]).toMatch(/^164 characters/);
  });
});

describe.each(['en', 'fr'] as const)('the %s meta descriptions', (lang) => {
  const urls = pageTextUrls().map((u) => localizePath(lang, u));

  it.each(urls)('%s has one whole sentence that fits in a search result', async (url) => {
    const text = await descriptionOf(url);
    expect(text, url).toBeDefined();
    expect(descriptionFaults(text!), `${url}: ${text}`).toEqual([]);
  });
});
