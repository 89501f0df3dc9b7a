// What the content build tells an owner, tried on copies of content/ as an
// owner edits it: each problem names the file, the field, what the field
// holds and a line to copy, never a regular expression or a zod phrase; a
// comparison of two files shows both values whole; an item written in one
// language needs nothing from the other language's files; and a salary typed
// with spaces around its dash is taken.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { compileAll } from '../../scripts/content/build';
import { ContentError } from '../../scripts/content/compile-content';
import { normaliseSalary } from '../../shared/content/schema';
import { contentRoot, editFront, editYaml, highestPostId, samplePost, sampleJob } from '../support/content-sample';
import { contentCopies } from '../support/content-copy';
import { expectEach } from '../support/each';

const copyWith = contentCopies('content-words-');

const clean = (p: string) => p.replace(/(?:\.\.\/)*\S*?content-words-[^/]+\//g, '');

/** Every problem of every language after a change, with paths from the content folder. */
function problemsAfter(change: (dir: string) => void): string[] {
  try {
    compileAll(copyWith(change));
    return [];
  } catch (err) {
    if (err instanceof ContentError) return err.problems.map(clean);
    throw err;
  }
}

/** What the owner must never read: zod's own phrases and the expressions behind a rule. */
const JARGON =
  /Too small|Too big|Invalid (input|option|string)|must match pattern|>=|<=|expected (string|array|int)\b|\/\^|\\d|\[a-z/;

const post = samplePost();
const job = sampleJob();
const NEW_ID = highestPostId() + 1;
const NEW_POST = `blog/${String(NEW_ID).padStart(4, '0')}-chatbots-that-take-mobile-money.md`;

/** An English-only post as the README describes one, with a tag no post uses yet. */
const englishPost = (tags: string[]) => `---
title: "Chatbots That Take Mobile Money"
author:
  name: ${JSON.stringify((post.front.author as { name: string }).name)}
  role: Writer
  avatar: ${(post.front.author as { avatar: string }).avatar}
date: 2026-12-01
category: ${JSON.stringify(post.front.category)}
tags: ${JSON.stringify(tags)}
image: ${post.front.image as string}
imageAlt: Abstract illustration of a phone
---

A first paragraph about payments by phone.
`;

describe('the content build in words an owner understands', () => {
  it('publishes an English-only post with a new tag in one build: the French files need nothing', () => {
    const oldTags = (post.front.tags as string[]).slice(0, 2);
    const dir = copyWith((d) => {
      writeFileSync(path.join(d, 'en', NEW_POST), englishPost([...oldTags, 'Mobile Money']));
      writeFileSync(
        path.join(d, 'en/blog/tags.yaml'),
        `${readFileSync(path.join(d, 'en/blog/tags.yaml'), 'utf8').trimEnd()}\n- Mobile Money\n`,
      );
    });
    const built = compileAll(dir);
    const [en, fr] = built;
    expect(en!.blog.map((p) => p.id)).toContain(NEW_ID);
    expect(fr!.blog.map((p) => p.id)).not.toContain(NEW_ID);
    expect(fr!.labels.blogTags).not.toHaveProperty('Mobile Money');
    expect(built.warnings.map(clean)).toEqual([`en/${NEW_POST}: no translation in fr/ yet: published in English only`]);
  });

  it('names every problem of a first try at once, the tag count and the unknown tag together', () => {
    const problems = problemsAfter((d) => writeFileSync(path.join(d, 'en', NEW_POST), englishPost(['Mobile Money'])));
    expect(problems).toEqual([
      `en/${NEW_POST}: tags.0: unknown tag "Mobile Money": add it to en/blog/tags.yaml (one "- Mobile Money" line) or use one of its tags`,
      `en/${NEW_POST}: tags: expected at least 3 tags, got 1 tag (["Mobile Money"]); write for example tags: [AI Strategy, Small Business, Roadmap]`,
    ]);
  });

  it('takes a salary typed with spaces or an en dash around its dash, and writes it the one way', () => {
    expectEach(normaliseSalary, {
      '$120,000 - $150,000': '$120,000-$150,000',
      '$120,000 – $150,000': '$120,000-$150,000',
      '$120000-150000': '$120,000-$150,000',
      '$120 000 to $150 000': '$120,000-$150,000',
      'about 100k': 'about 100k',
    });
    const dir = copyWith((d) => {
      for (const lang of ['en', 'fr'])
        editYaml(path.join(d, lang, job.file), (f) => void (f.salary = '$120,000 - $150,000'));
    });
    const built = compileAll(dir);
    for (const c of built) expect(c.jobs.find((j) => j.id === job.id)!.salary).toBe('$120,000-$150,000');
  });

  it('refuses what it cannot read with words and an example, never a pattern or a zod phrase', () => {
    const problems = problemsAfter((d) => {
      editYaml(path.join(d, 'en', job.file), (f) => {
        f.salary = 'about 100k';
        f.validThrough = 'end of March';
        f.responsibilities = ['Build pipelines.'];
        f.department = 'Sales';
        f.locationType = 'Onsite';
        f.description = '';
        delete f.benefits;
      });
      editYaml(path.join(d, 'company.yaml'), (f) => {
        f.phone = '670 00 00 00';
        f.emailInfo = 'info at example';
      });
      editFront(path.join(d, 'en', post.file), (f) => {
        f.image = 'post-1.svg';
        f.readTime = 'five';
      });
    });
    const at = (file: string, field: string) => {
      const found = problems.filter((p) => p.startsWith(`${file === 'company.yaml' ? '' : 'en/'}${file}: ${field}: `));
      expect(found, `${file}: ${field} in\n${problems.join('\n')}`).toHaveLength(1);
      return found[0]!;
    };
    expect(at(job.file, 'salary')).toBe(
      `en/${job.file}: salary: expected a yearly range of US dollars, lowest first, got "about 100k"; write for example salary: $90,000-$110,000`,
    );
    expect(at(job.file, 'validThrough')).toBe(
      `en/${job.file}: validThrough: expected a date written year-month-day (YYYY-MM-DD), got "end of March"; write for example validThrough: 2027-02-28`,
    );
    expect(at(job.file, 'responsibilities')).toMatch(
      /expected at least 4 responsibilities, got 1 responsibility \(\["Build pipelines\."\]\); write for example responsibilities: \[/,
    );
    expect(at(job.file, 'department')).toMatch(
      /expected one of Engineering, .*, got "Sales"; write for example department: /,
    );
    expect(at(job.file, 'locationType')).toBe(
      `en/${job.file}: locationType: expected one of Hybrid, Remote, got "Onsite"; write for example locationType: Hybrid`,
    );
    expect(at(job.file, 'description')).toMatch(/: description: is empty; write the text \(description: /);
    expect(at(job.file, 'benefits')).toMatch(/: benefits: missing; write for example benefits: \[/);
    expect(at('company.yaml', 'phone')).toMatch(
      /expected an international number: .*, got "670 00 00 00"; write for example phone: /,
    );
    expect(at('company.yaml', 'emailInfo')).toMatch(
      /expected an e-mail address, got "info at example"; write for example /,
    );
    expect(at(post.file, 'image')).toMatch(
      /expected an image file under \/images\/ .*, got "post-1.svg"; write for example image: /,
    );
    expect(at(post.file, 'readTime')).toMatch(/expected a number, got "five"/);
    for (const p of problems) expect(p, p).not.toMatch(JARGON);
  });

  it('shows both values of a comparison whole, and what differs', () => {
    const longTags = (post.front.tags as string[]).slice();
    const frFile = path.join(contentRoot, 'fr', post.file);
    const frTags = (parseYaml(readFileSync(frFile, 'utf8').split('---')[1]!) as { tags: string[] }).tags;
    expect(frTags).toEqual(longTags);
    const changed = [...longTags.slice(0, -1), 'A Tag Long Enough To Be Cut Off In A Message Of Eighty Characters'];
    const problems = problemsAfter((d) => {
      editFront(path.join(d, 'fr', post.file), (f) => void (f.tags = changed));
      writeFileSync(
        path.join(d, 'fr/blog/tags.yaml'),
        `${readFileSync(path.join(d, 'fr/blog/tags.yaml'), 'utf8').trimEnd()}\n- ${changed.at(-1)}\n`,
      );
      editYaml(path.join(d, 'fr/labels.yaml'), (l) => {
        (l.blogTags as Record<string, string>)[changed.at(-1)!] = 'Une étiquette assez longue';
      });
    });
    expect(problems).toEqual([
      `fr/${post.file}: tags: must be the same as in en/${post.file} (${JSON.stringify(longTags)}), got ${JSON.stringify(changed)}: missing ${JSON.stringify(longTags.at(-1))}; extra ${JSON.stringify(changed.at(-1))}`,
    ]);
  });
});
