// The content compiler's rules, on small temporary content folders: every
// bad file fails naming the file, the field and what was expected.
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync, unlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { compileContent, ContentError, STATIC_PAGES } from '../../scripts/content/compile-content';
import { englishRoutes } from '../../client/routes';

const root = path.resolve(import.meta.dirname, '../..');
const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

/** A copy of content/ with one change, compiled; the problems it reports. */
function problemsAfter(change: (dir: string) => void): string[] {
  const dir = mkdtempSync(path.join(tmpdir(), 'content-rules-'));
  dirs.push(dir);
  cpSync(path.join(root, 'content'), dir, { recursive: true });
  change(path.join(dir, 'en'));
  try {
    compileContent({ contentDir: dir });
    return [];
  } catch (err) {
    if (err instanceof ContentError) return err.problems.map((p) => p.replace(/^.*?(en\/)/, '$1'));
    throw err;
  }
}

const post3 = 'blog/0003-shipping-a-model-is-the-start.md';
const edit = (file: string, from: RegExp | string, to: string) => writeFileSync(file, readFileSync(file, 'utf8').replace(from, to));

describe('content/ compiler', () => {
  it('accepts the site content as it is: one item per file', () => {
    const c = compileContent({ contentDir: path.join(root, 'content') });
    const files = (dir: string, ext: RegExp) => readdirSync(path.join(root, 'content/en', dir)).filter((f) => ext.test(f) && !f.startsWith('_')).length;
    expect([c.blog.length, c.projects.length, c.jobs.length, Object.keys(c.serviceDetails).length]).toEqual([
      files('blog', /\.md$/),
      files('projects', /\.md$/),
      files('jobs', /\.ya?ml$/),
      files('services', /\.md$/),
    ]);
    expect(c.serviceIndex.length).toBe(Object.keys(c.serviceDetails).length);
  });

  it('names file, field and expectation for a bad date', () => {
    expect(problemsAfter((d) => edit(path.join(d, post3), 'date: 2025-10-14', 'date: March 3'))).toEqual([`en/${post3}: date: expected YYYY-MM-DD, got "March 3"`]);
  });

  it('rejects an unknown category and an unknown tag', () => {
    const problems = problemsAfter((d) => edit(path.join(d, post3), /category: .*\n/, 'category: Quantum\n'));
    expect(problems.join('\n')).toMatch(/0003-shipping-a-model-is-the-start\.md: category: .*Quantum/);
    const tags = problemsAfter((d) => edit(path.join(d, post3), '  - MLOps', '  - Blockchain'));
    expect(tags).toEqual([`en/${post3}: tags.1: unknown tag "Blockchain": add it to ${tags[0]!.match(/add it to (\S+)/)![1]} or use one of its tags`]);
  });

  it('rejects duplicate ids and slugs', () => {
    const problems = problemsAfter((d) => cpSync(path.join(d, post3), path.join(d, 'blog/0003-again.md')));
    expect(problems.join('\n')).toMatch(/0003-shipping-a-model-is-the-start\.md: id: duplicate "3", also used by .*0003-again\.md/);
    const projects = problemsAfter((d) => edit(path.join(d, 'projects/fraud-detection.md'), /^id: \d+$/m, 'id: 1'));
    expect(projects.join('\n')).toMatch(/projects\/.*: id: duplicate "1"/);
  });

  it('rejects a broken internal link and a broken anchor', () => {
    const problems = problemsAfter((d) => edit(path.join(d, post3), 'A deployed model should be reproducible.', 'See [our pricing](/pricing) and [this part](#no-such-heading).'));
    expect(problems).toEqual([
      `en/${post3}: (link): broken internal link "/pricing": no page at /pricing`,
      `en/${post3}: (link): broken anchor "#no-such-heading": no heading with id "no-such-heading"`,
    ]);
  });

  it('computes read time and a missing excerpt', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'content-rules-'));
    dirs.push(dir);
    cpSync(path.join(root, 'content'), dir, { recursive: true });
    edit(path.join(dir, 'en', post3), /^excerpt: .*\n/m, '');
    const post = compileContent({ contentDir: dir }).blog.find((p) => p.id === 3)!;
    expect(post.excerpt.startsWith('The moment a machine learning model goes live')).toBe(true);
    expect(post.excerpt.length).toBeLessThanOrEqual(200);
    expect(post.readTime).toBe(Math.ceil(post.searchText.split(/\s+/).length / 200));
  });

  it('reports a job without a required field and a service copy missing from the index', () => {
    const problems = problemsAfter((d) => {
      edit(path.join(d, 'jobs/04-data-scientist.yaml'), /^salary: .*\n/m, '');
      unlinkSync(path.join(d, 'services/rpa.md'));
    });
    expect(problems).toContain('en/jobs/04-data-scientist.yaml: salary: missing');
    expect(problems.join('\n')).toMatch(/services\/index\.yaml: pages\.rpa: no copy: expected .*services\/rpa\.md/);
  });

  it('knows the same static pages as the route table', () => {
    // The newsletter's link pages need a subscriber's token: content never links to them.
    const table = englishRoutes.map((r) => r.path).filter((p) => !p.includes(':') && !p.includes('*') && !p.startsWith('/newsletter/'));
    expect([...STATIC_PAGES].sort()).toEqual(table.sort());
  });
});
