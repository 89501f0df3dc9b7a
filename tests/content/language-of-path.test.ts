import { describe, expect, it } from 'vitest';
import { langOfPath, localizePath, stripLang } from '../../shared/i18n/lang';
import { en } from '../../shared/i18n/en';
import { fr } from '../../shared/i18n/fr';
import { allFr } from '../copy/all-strings';
import { expectEach } from '../support/each';

describe('the language of a path', () => {
  it('is French for /fr and everything under /fr/, English elsewhere', () => {
    // A page whose own path merely starts with "fr" is English.
    expectEach(langOfPath, { '/fr': 'fr', '/fr/about': 'fr', '/': 'en', '/about': 'en', '/frequently-asked': 'en' });
  });

  it('strips to the same structure in both languages', () => {
    // Any path of the route table's shape: a string transformation, whatever posts exist.
    expectEach(stripLang, { '/fr': '/', '/fr/blog/1': '/blog/1', '/blog/1': '/blog/1' });
  });

  it('localizes site paths with their query and hash, and leaves other URLs alone', () => {
    expectEach((path) => localizePath('fr', path), {
      '/': '/fr',
      '/blog?tag=NLP#top': '/fr/blog?tag=NLP#top',
      '/fr/about': '/fr/about',
    });
    expectEach((path) => localizePath('en', path), { '/fr/careers?apply=x': '/careers?apply=x', '/fr': '/' });
    for (const other of ['https://example.com/', 'mailto:a@b.cm', '#top', '//evil.example/']) {
      expect(localizePath('fr', other)).toBe(other);
    }
  });
});

describe('the dictionaries', () => {
  it('write dates as each language does', () => {
    expect(en.format.date('2026-03-12')).toBe('March 12, 2026');
    expect(fr.format.date('2026-03-12')).toBe('12\u00a0mars\u00a02026');
    expect(fr.format.date('2026-05-01')).toBe('1er\u00a0mai\u00a02026');
  });

  it('put a non-breaking space before French high punctuation', () => {
    const strings: string[] = [];
    // Salary functions take the content's range text; the others titles as well as counts.
    const SALARY = new Set(['salaryText', 'perYear']);
    const walk = (v: unknown, key = '') => {
      if (typeof v === 'string') strings.push(v);
      else if (typeof v === 'function')
        strings.push(String(SALARY.has(key) ? v('$140,000-$180,000') : v('7', 'X', 'X', 'X')));
      else if (v && typeof v === 'object') Object.entries(v).forEach(([k, x]) => walk(x, k));
    };
    walk(allFr.messages);
    walk(allFr.labels);
    walk(allFr.common);
    walk(allFr.pages);
    const bad = strings.filter((s) => /[^\u00a0\u202f][:;!?]/.test(s) && !/https?:/.test(s));
    expect(bad).toEqual([]);
  });
});
