// A typo the owner makes is refused by the content build with the file, the
// field and the line it is on: a day that is not on the calendar, a job that
// closes before it is posted, broken YAML in a data file and in a Markdown
// file's front matter (whose lines start below the opening ---). A job whose
// last day is already past publishes closed, with a warning naming it.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileAll } from '../../scripts/content/build';
import { ContentError } from '../../scripts/content/compile-content';
import { pastJobWarnings } from '../../scripts/content/job-report';
import { samplePost, sampleJob } from '../support/content-sample';
import { contentCopies } from '../support/content-copy';

const copyWith = contentCopies('owner-typos-');
const clean = (p: string) => p.replace(/(?:\.\.\/)*\S*?owner-typos-[^/]+\//g, '');
const job = sampleJob();
const post = samplePost();

function problemsAfter(change: (dir: string) => void): string[] {
  try {
    compileAll(copyWith(change));
  } catch (err) {
    if (err instanceof ContentError) return err.problems.map(clean);
    throw err;
  }
  return [];
}

/** Replace the line that starts with `start` in a file; returns its line number (from 1). */
function replaceLine(file: string, start: RegExp, make: (line: string) => string): number {
  const lines = readFileSync(file, 'utf8').split('\n');
  const i = lines.findIndex((l) => start.test(l));
  if (i < 0) throw new Error(`no line ${start} in ${file}`);
  lines[i] = make(lines[i]!);
  writeFileSync(file, lines.join('\n'));
  return i + 1;
}

describe('dates the content build refuses, by file, field and line', () => {
  it('refuses a day that is not on the calendar (2026-02-30)', () => {
    let line = 0;
    const problems = problemsAfter((d) => {
      for (const lang of ['en', 'fr'])
        line = replaceLine(path.join(d, lang, job.file), /^validThrough:/, () => 'validThrough: 2026-02-30');
    });
    expect(problems).toEqual(
      ['en', 'fr'].map(
        (lang) =>
          `${lang}/${job.file}: validThrough (line ${line}): expected a day that exists on the calendar, got "2026-02-30"`,
      ),
    );
  });

  it('refuses a job that closes before it is posted', () => {
    const posted = String(job.fields.postedDate);
    const before = new Date(Date.parse(`${posted}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    let line = 0;
    const problems = problemsAfter((d) => {
      for (const lang of ['en', 'fr'])
        line = replaceLine(path.join(d, lang, job.file), /^validThrough:/, () => `validThrough: ${before}`);
    });
    expect(problems).toContain(
      `en/${job.file}: validThrough (line ${line}): expected the last day to take applications on or after postedDate, got "${before}"`,
    );
  });

  it("names the line of a post's date in the Markdown file, front matter offset included", () => {
    let line = 0;
    const problems = problemsAfter((d) => {
      line = replaceLine(path.join(d, 'en', post.file), /^date:/, () => 'date: 2026-02-30');
    });
    expect(readFileSync(path.join('content/en', post.file), 'utf8').split('\n')[line - 1]).toMatch(/^date:/);
    expect(problems).toEqual([
      `en/${post.file}: date (line ${line}): expected a day that exists on the calendar, got "2026-02-30"`,
    ]);
  });
});

describe('broken YAML, at the line of the mistake', () => {
  it('in a YAML file: an unclosed quote is named where it opens, not where the file ends', () => {
    let line = 0;
    const problems = problemsAfter((d) => {
      line = replaceLine(path.join(d, 'en', 'faq.yaml'), /^ {4}answer: [A-Z]/, (l) =>
        l.replace('answer: ', 'answer: "'),
      );
    });
    expect(line).toBeGreaterThan(1);
    expect(problems).toEqual([`en/faq.yaml: line ${line}: not valid YAML: Missing closing "quote`]);
  });

  it('in a YAML file: a colon inside a value is named on its own line', () => {
    let line = 0;
    const problems = problemsAfter((d) => {
      line = replaceLine(path.join(d, 'en', job.file), /^experience:/, (l) => `${l} : senior`);
    });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(new RegExp(`^en/${job.file}: line ${line}: not valid YAML: `));
  });

  it("in a Markdown file's front matter: the file's line, not the front matter's", () => {
    let line = 0;
    const problems = problemsAfter((d) => {
      line = replaceLine(path.join(d, 'en', post.file), /^category:/, (l) => l.replace('category: ', 'category: "'));
    });
    expect(line).toBeGreaterThan(2);
    expect(problems).toEqual([
      `en/${post.file}: (front matter) (line ${line}): not valid YAML: Missing closing "quote`,
    ]);
  });

  it("in a Markdown file's front matter: a mistake the parser finds on the spot", () => {
    let line = 0;
    const problems = problemsAfter((d) => {
      line = replaceLine(path.join(d, 'en', post.file), /^category:/, (l) => `${l} : x`);
    });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      new RegExp(`^en/${post.file}: \\(front matter\\) \\(line ${line}\\): not valid YAML: `),
    );
  });
});

describe('a job whose last day is already past', () => {
  it('publishes closed, with a warning naming its file, line and day', () => {
    const dir = copyWith(() => undefined);
    const compiled = compileAll(dir);
    const last = String(job.fields.validThrough);
    const dayAfter = new Date(Date.parse(`${last}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const line =
      readFileSync(path.join(dir, 'en', job.file), 'utf8')
        .split('\n')
        .findIndex((l) => l.startsWith('validThrough:')) + 1;
    const warnings = pastJobWarnings(compiled, dayAfter).map(clean);
    expect(warnings).toContain(
      `en/${job.file}: validThrough (line ${line}): ${last} is past (today is ${dayAfter}): the job "${String(job.fields.title)}" is published closed, not listed and refusing applications; move validThrough to a later day to open it`,
    );
    expect(pastJobWarnings(compiled, last).map(clean).join('\n')).not.toContain(job.file);
  });
});
