// A copy editor's walk through every page of both editions: the visible
// text, the head (title, meta, og, JSON-LD) and the attributes people hear
// (alt, aria-label, title, placeholder) of every route, checked against the
// rules of the page's language (tests/copy/copy-rules.ts). French: no
// missed elision ("de Emmanuel", "que il"), no English word of the
// interface, no US-formatted money or numbers, `…` not `...`, a no-break
// space before `: ; ? !` and inside « ». English: no French space before
// punctuation, no French word. The strings a page shows only after an
// interaction (a form being sent, an error) are checked from the
// dictionaries, since no server render contains them.
import { afterAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { testApp, BROWSER_UA } from '../support/test-app';
import { copyFaults, englishKeywords, type CopyFault } from './copy-rules';
import { visitorMails } from './visitor-mails';
import { decodeEntities } from '../../scripts/page-text/visible-text';
import { readableLines } from './readable-lines';
import { pageTextUrls } from '../../scripts/page-text/page-urls';
import { allEn, allFr } from './all-strings';
import { localizePath } from '../../shared/i18n/lang';

const { app, close } = await testApp({ deliver: false });
afterAll(() => close());

const get = (url: string) => request(app).get(url).set('User-Agent', BROWSER_UA).set('Accept', 'text/html');

/** Every English route of the table and the extra views, and their French twins. */
const enUrls = pageTextUrls();
const frUrls = enUrls.map((u) => localizePath('fr', u));

const show = (faults: CopyFault[]) => faults.map((f) => `${f.rule}: …${f.excerpt}…`);

/** Every string value of a dictionary (functions build sentences from data and are checked on the pages). */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

describe('the French edition, read by a copy editor', () => {
  it('walks every French route', () => {
    expect(frUrls.length).toBeGreaterThan(70);
    expect(frUrls.every((u) => u.startsWith('/fr'))).toBe(true);
  });

  it.each(frUrls)('%s', async (url) => {
    const res = await get(url);
    // The newsletter's link pages, opened without their token, answer 400 with the "link not valid" page.
    expect(/\/newsletter\/(confirm|unsubscribe)$/.test(url) ? [400] : [200, 404]).toContain(res.status);
    const faults = readableLines(res.text).flatMap((line) => copyFaults('fr', line));
    const keywords = /<meta name="keywords" content="([^"]*)"/.exec(res.text)?.[1];
    if (keywords) faults.push(...englishKeywords(decodeEntities(keywords)));
    expect(show(faults), url).toEqual([]);
  });

  it('gives every French page module French keywords', () => {
    const lists = Object.values(allFr.pages).flatMap((page) =>
      page && typeof page === 'object' && 'keywords' in page && Array.isArray(page.keywords) ? [page.keywords] : [],
    );
    expect(lists.length).toBeGreaterThan(5);
    expect(show(lists.flatMap((list: string[]) => englishKeywords(list.join(', '))))).toEqual([]);
  });

  it('writes every mail a visitor can receive in French by the same rules', () => {
    const mails = visitorMails('fr');
    expect(mails.length).toBeGreaterThanOrEqual(3);
    const faults = mails.flatMap((m) =>
      [m.subject, ...m.text.split('\n')].flatMap((line) => copyFaults('fr', line.replace(/https?:\/\/\S+/g, ''))),
    );
    expect(show(faults)).toEqual([]);
  });

  it('writes every French string of the interface by the same rules, including those shown only after an interaction', () => {
    const texts = strings(allFr);
    expect(texts.length).toBeGreaterThan(200);
    expect(show(texts.flatMap((t) => copyFaults('fr', t)))).toEqual([]);
  });
});

describe('the English edition, read by a copy editor', () => {
  it.each(enUrls)('%s', async (url) => {
    const res = await get(url);
    // The newsletter's link pages, opened without their token, answer 400 with the "link not valid" page.
    expect(/\/newsletter\/(confirm|unsubscribe)$/.test(url) ? [400] : [200, 404]).toContain(res.status);
    const faults = readableLines(res.text).flatMap((line) => copyFaults('en', line));
    expect(show(faults), url).toEqual([]);
  });

  it('writes every English string of the interface by the same rules', () => {
    const texts = strings(allEn);
    expect(texts.length).toBeGreaterThan(200);
    expect(show(texts.flatMap((t) => copyFaults('en', t)))).toEqual([]);
  });
});
