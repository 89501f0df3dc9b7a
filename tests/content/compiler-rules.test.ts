// The content compiler's rules, on small temporary content folders: every
// bad file fails naming the file, the field and what was expected. The post,
// job, case studies and service the tests break are picked from content/ at
// run time (tests/support/content-sample.ts), so an owner's edit of any of them
// leaves these tests about the rules, not about today's files.
import { cpSync, readdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  compileContent,
  ContentError,
  EXCERPT_MAX,
  STATIC_PAGES,
  WORDS_PER_MINUTE,
} from '../../scripts/content/compile-content';
import { BLOG_CATEGORIES } from '../../shared/content/taxonomy';
import { englishRoutes } from '../../client/routes';
import {
  appendBody,
  contentRoot,
  editFront,
  editYaml,
  frontMatter,
  literally,
  projectFiles,
  samplePost,
  sampleJob,
  serviceSlugs,
} from '../support/content-sample';
import { contentCopies } from '../support/content-copy';

const copyWith = contentCopies('content-rules-');
/** A copy of content/ with one change made in its English folder. */
const englishCopyWith = (change: (dir: string) => void) => copyWith((dir) => change(path.join(dir, 'en')));

/** A copy of content/ with one change, compiled; the problems it reports. */
function problemsAfter(change: (dir: string) => void): string[] {
  const dir = englishCopyWith(change);
  try {
    compileContent({ contentDir: dir });
    return [];
  } catch (err) {
    if (err instanceof ContentError) return err.problems.map((p) => p.replace(/^.*?(en\/)/, '$1'));
    throw err;
  }
}

const post = samplePost();
const job = sampleJob();

describe('content/ compiler', () => {
  it('accepts the site content as it is: one item per file', () => {
    const c = compileContent({ contentDir: contentRoot });
    const files = (dir: string, ext: RegExp) =>
      readdirSync(path.join(contentRoot, 'en', dir)).filter((f) => ext.test(f) && !f.startsWith('_')).length;
    expect([c.blog.length, c.projects.length, c.jobs.length, Object.keys(c.serviceDetails).length]).toEqual([
      files('blog', /\.md$/),
      files('projects', /\.md$/),
      files('jobs', /\.ya?ml$/),
      files('services', /\.md$/),
    ]);
    expect(c.serviceIndex.length).toBe(Object.keys(c.serviceDetails).length);
  });

  it('names file, field and expectation for a bad date', () => {
    expect(problemsAfter((d) => editFront(path.join(d, post.file), (f) => void (f.date = 'March 3')))).toEqual([
      `en/${post.file}: date: expected a date written year-month-day (YYYY-MM-DD), got "March 3"; write for example date: 2026-12-01`,
    ]);
  });

  it('rejects an unknown category and an unknown tag', () => {
    const problems = problemsAfter((d) => editFront(path.join(d, post.file), (f) => void (f.category = 'Quantum')));
    expect(BLOG_CATEGORIES).not.toContain('Quantum');
    expect(problems.join('\n')).toMatch(new RegExp(`${literally(post.file)}: category: .*Quantum`));
    const tags = problemsAfter((d) =>
      editFront(path.join(d, post.file), (f) => void ((f.tags as string[])[1] = 'Blockchain')),
    );
    expect(tags).toEqual([
      `en/${post.file}: tags.1: unknown tag "Blockchain": add it to ${tags[0]!.match(/add it to (\S+)/)![1]} (one "- Blockchain" line) or use one of its tags`,
    ]);
    expect(tags[0]).toMatch(/add it to \S*en\/blog\/tags\.yaml /);
  });

  it('rejects duplicate ids and slugs', () => {
    const again = `blog/${post.prefix}-again.md`;
    const problems = problemsAfter((d) => cpSync(path.join(d, post.file), path.join(d, again)));
    expect(problems).toHaveLength(1);
    // The file listed second is the duplicate of the first.
    const [first, second] = [post.file, again].sort();
    expect(problems[0]).toMatch(
      new RegExp(`^en/${literally(second!)}: id: duplicate "${post.id}", also used by \\S*en/${literally(first!)}$`),
    );
    const [a, b] = projectFiles();
    const firstId = frontMatter(path.join(contentRoot, 'en', a!)).id;
    const projects = problemsAfter((d) => editFront(path.join(d, b!), (f) => void (f.id = firstId)));
    expect(projects.join('\n')).toMatch(new RegExp(`projects/.*: id: duplicate "${firstId}"`));
  });

  it('rejects a broken internal link and a broken anchor', () => {
    const problems = problemsAfter((d) =>
      appendBody(path.join(d, post.file), 'See [our pricing](/no-such-page) and [this part](#no-such-heading).'),
    );
    expect(problems).toEqual([
      `en/${post.file}: (link): broken internal link "/no-such-page": no page at /no-such-page`,
      `en/${post.file}: (link): broken anchor "#no-such-heading": no heading with id "no-such-heading"`,
    ]);
  });

  it('computes read time and a missing excerpt', () => {
    const lead =
      'This first paragraph is written by the test, so the excerpt it expects does not depend on the words of any article an owner may reword. It runs past the limit of an excerpt on purpose, and the computed excerpt is cut at a word before it.';
    expect(lead.length).toBeGreaterThan(EXCERPT_MAX);
    const dir = englishCopyWith((d) => {
      const file = path.join(d, post.file);
      editFront(file, (f) => {
        delete f.excerpt;
        delete f.readTime;
      });
      const [, front, body] = /^(---[\s\S]*?\n---\n)([\s\S]*)$/.exec(readFileSync(file, 'utf8'))!;
      writeFileSync(file, `${front}\n${lead}\n\n${body}`);
    });
    const compiled = compileContent({ contentDir: dir }).blog.find((p) => p.id === post.id)!;
    expect(compiled.excerpt.startsWith('This first paragraph is written by the test')).toBe(true);
    expect(compiled.excerpt.length).toBeLessThanOrEqual(EXCERPT_MAX);
    expect(compiled.readTime).toBe(Math.ceil(compiled.searchText.split(/\s+/).length / WORDS_PER_MINUTE));
  });

  it('reports a job without a required field and a service copy missing from the index', () => {
    const service = serviceSlugs()[0]!;
    const problems = problemsAfter((d) => {
      editYaml(path.join(d, job.file), (f) => void delete f.salary);
      unlinkSync(path.join(d, `services/${service}.md`));
    });
    expect(problems).toContain(`en/${job.file}: salary: missing; write for example salary: $90,000-$110,000`);
    expect(problems.join('\n')).toMatch(
      new RegExp(
        `services/index\\.yaml: pages\\.${literally(service)}: no copy: expected .*services/${literally(service)}\\.md`,
      ),
    );
  });

  it('knows the same static pages as the route table', () => {
    // The newsletter's link pages need a subscriber's token: content never links to them.
    const table = englishRoutes
      .map((r) => r.path)
      .filter((p) => !p.includes(':') && !p.includes('*') && !p.startsWith('/newsletter/'));
    expect([...STATIC_PAGES].sort()).toEqual(table.sort());
  });
});
