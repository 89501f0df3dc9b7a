// The glossary (content/glossary.yaml) fixes one term per concept in each
// language; a wrong variant anywhere in that language's content files,
// interface strings or the mails a visitor receives (built by the server's
// own builders) fails here, with the file, string or mail line to fix.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { z } from '../../shared/zod';
import { allEn, allFr } from './all-strings';
import frJobs from '../../shared/generated/fr/jobs';
import { visitorMails } from './visitor-mails';

const root = path.resolve(import.meta.dirname, '../../content');

const glossarySchema = z.object({
  terms: z
    .array(
      z.object({
        concept: z.string().min(1),
        en: z.string().min(1),
        fr: z.string().min(1),
        note: z.string().optional(),
        wrong: z
          .object({ en: z.array(z.string().min(1)).optional(), fr: z.array(z.string().min(1)).optional() })
          .strict()
          .optional(),
        /** Places the rule does not read: 'interface', or a folder of content/ ('fr/legal/'). */
        skip: z.array(z.string().min(1)).optional(),
      }),
    )
    .min(8),
});
const glossary = glossarySchema.parse(parse(readFileSync(path.join(root, 'glossary.yaml'), 'utf8')));

/** Fields whose values are English keys or addresses, not prose in the file's language. */
const KEY_FIELD =
  /^\s*(?:-\s+)?(?:department|category|industry|tags|slug|path|aliases|group|icon|colour|image|avatar|href|locationType|type|network|url|mapEmbedUrl|mapLinkUrl|email\w*):/;

/** A YAML line's key (`title: `, `  Customer Support: `) is not prose: only its value is read. */
const yamlValue = (line: string) => line.replace(/^(\s*(?:-\s+)?)(?:"[^"]*"|[^\s:"'#][^:]*?):(?=\s|$)/, '$1');

/** Quotations « … » hold values as an English file writes them. */
const unquoted = (text: string) => text.replace(/«[^»]*»/g, (q) => ' '.repeat(q.length));

/** The content files of a language, but for blog/tags.yaml: the list of tag keys, English in both folders. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? filesUnder(path.join(dir, e.name))
      : /\.(md|ya?ml)$/.test(e.name) && e.name !== 'tags.yaml'
        ? [path.join(dir, e.name)]
        : [],
  );
}

/** The prose lines of a content file, numbered: YAML values, Markdown front matter values and body; keys, English-key fields and quotations left out. */
function proseLines(file: string): { line: number; text: string }[] {
  const lines = readFileSync(file, 'utf8').split('\n');
  const isMd = file.endsWith('.md');
  let inFront = false;
  /** The indentation of a key field whose value is a list below it ('tags:'), while its items are read. */
  let keyList: number | undefined;
  return lines.flatMap((text, i) => {
    if (isMd && text === '---') {
      inFront = i === 0;
      return [];
    }
    const yaml = !isMd || inFront;
    const indent = /^\s*/.exec(text)![0].length;
    if (keyList !== undefined && (indent > keyList || /^\s*- /.test(text))) return [];
    keyList = undefined;
    if (yaml && KEY_FIELD.test(text)) {
      if (/:\s*$/.test(text)) keyList = indent;
      return [];
    }
    return [{ line: i + 1, text: unquoted(yaml ? yamlValue(text) : text) }];
  });
}

const phrase = (words: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}-])${words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}-])`, 'iu');

/** A mail's line without its web and e-mail addresses ("support@…" is a mailbox, not the word). */
const withoutAddresses = (line: string) => line.replace(/https?:\/\/\S+|\S+@\S+/g, ' ');

/** Every string value of a dictionary. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

function variantsFound(lang: 'en' | 'fr'): string[] {
  const found: string[] = [];
  const files = filesUnder(path.join(root, lang));
  const ui = strings(lang === 'fr' ? allFr : allEn);
  const mails = visitorMails(lang);
  for (const term of glossary.terms) {
    const skipped = (file: string) =>
      (term.skip ?? []).some((place) => path.relative(root, file).split(path.sep).join('/').startsWith(place));
    for (const variant of term.wrong?.[lang] ?? []) {
      const re = phrase(variant);
      for (const file of files.filter((f) => !skipped(f)))
        for (const { line, text } of proseLines(file))
          if (re.test(text))
            found.push(`${path.relative(root, file)}:${line}: "${variant}" where the glossary says "${term[lang]}"`);
      for (const text of term.skip?.includes('interface') ? [] : ui)
        if (re.test(text))
          found.push(`interface string "${text.slice(0, 60)}": "${variant}" where the glossary says "${term[lang]}"`);
      for (const mail of mails)
        [mail.subject, ...mail.text.split('\n')].forEach((line, i) => {
          if (re.test(withoutAddresses(line)))
            found.push(`${mail.name} mail, line ${i}: "${variant}" where the glossary says "${term[lang]}"`);
        });
    }
  }
  return found;
}

describe('the glossary', () => {
  it('gives every concept its term in both languages, and no term is also listed as wrong', () => {
    for (const t of glossary.terms) {
      for (const lang of ['en', 'fr'] as const) expect(t.wrong?.[lang] ?? [], t.concept).not.toContainEqual(t[lang]);
    }
  });

  it('reads prose only: YAML keys, English-key fields and « » quotations are not checked', () => {
    expect(yamlValue('  Customer Support: Service client').trim()).toBe('Service client');
    expect(yamlValue('    - question: Quels sont vos horaires ?')).not.toContain('question');
    expect(KEY_FIELD.test('department: Data Science')).toBe(true);
    expect(unquoted('parmi « Data Science »')).not.toMatch(/Data/);
    expect(phrase('mail').test('par e-mail')).toBe(false);
    expect(phrase('support').test('un support fiable')).toBe(true);
  });

  it('skips only places that exist: the interface strings or a folder of content/', () => {
    for (const t of glossary.terms)
      for (const place of t.skip ?? [])
        expect(place === 'interface' || existsSync(path.join(root, place)), `${t.concept}: skip ${place}`).toBe(true);
  });

  it('reads the prose of every French content file, from the site facts to the legal pages', () => {
    const files = filesUnder(path.join(root, 'fr')).map(
      (f) => path.relative(path.join(root, 'fr'), f).split(path.sep)[0],
    );
    for (const area of ['site.yaml', 'faq.yaml', 'labels.yaml', 'services', 'projects', 'jobs', 'blog', 'legal'])
      expect(files, area).toContain(area);
    for (const file of filesUnder(path.join(root, 'fr')))
      expect(
        proseLines(file).some(({ text }) => /\p{L}{3}/u.test(text)),
        path.relative(root, file),
      ).toBe(true);
  });

  it('reads front matter values such as an author’s role, and Markdown bodies', () => {
    const file = filesUnder(path.join(root, 'fr', 'blog'))[0]!;
    const source = readFileSync(file, 'utf8');
    const role = /^\s+role: (.+)$/m.exec(source)![1]!;
    const body = source.split('\n---\n')[1]!.trim().split('\n')[0]!;
    const texts = proseLines(file).map((l) => l.text);
    expect(texts.some((t) => t.includes(role))).toBe(true);
    expect(texts).toContain(unquoted(body));
  });

  it.each(['fr', 'en'] as const)('is followed by the %s content and interface strings', (lang) => {
    expect(variantsFound(lang)).toEqual([]);
  });

  it('reads the mails a visitor receives in each language', () => {
    for (const lang of ['fr', 'en'] as const) {
      const mails = visitorMails(lang);
      expect(mails.map((m) => m.name)).toEqual([
        'contact acknowledgement',
        'application acknowledgement',
        'newsletter confirmation',
        'newsletter already subscribed',
      ]);
      for (const m of mails) expect(m.text.length, m.name).toBeGreaterThan(150);
    }
    expect(withoutAddresses('écrire à support@example.com ou https://x.cm/support')).not.toMatch(/support/);
    expect(phrase('courriel').test('Répondez simplement à ce courriel.')).toBe(true);
  });

  it('finds a variant planted in a line of content', () => {
    const re = phrase('appel de découverte');
    expect(re.test(unquoted(yamlValue('ctaText: Planifiez un appel de découverte avec nos fondateurs.')))).toBe(true);
  });

  it('writes French job titles in both genders', () => {
    expect(frJobs.length).toBeGreaterThan(0);
    for (const job of frJobs) expect(job.title, job.id).toMatch(/\(F\/H\)$/);
  });
});
