// `npm start` rebuilds when what the build reads was added, changed or
// deleted since the last complete build (scripts/source-stamp.mjs). The
// last part runs the real scripts/start.mjs in a small stand-in project
// (tests/support/stand-in-site.ts) whose build counts its runs and whose
// server exits at once.
import { rmSync, unlinkSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { beginBuild, endBuild, readRecord, sourceChanges, sourceHashes } from '../../scripts/source-stamp.mjs';
import { standInSite } from '../support/stand-in-site';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

/** The small invented checkout of tests/support/stand-in-site.ts, removed after the test. */
function project(): string {
  const dir = standInSite('source-stamp-').dir;
  dirs.push(dir);
  return dir;
}

describe('the record of the sources a build was made from', () => {
  it('sees a file added, changed or deleted, and nothing when nothing changed', () => {
    const dir = project();
    const before = sourceHashes(dir);
    expect(Object.keys(before)).toContain('content/en/jobs/01-data-engineer.yaml');
    expect(sourceChanges(before, sourceHashes(dir))).toEqual({ added: [], changed: [], deleted: [] });

    unlinkSync(path.join(dir, 'content/en/jobs/01-data-engineer.yaml'));
    writeFileSync(path.join(dir, 'content/en/blog/0001-first.md'), '---\ntitle: First, edited\n---\nHello.\n');
    writeFileSync(path.join(dir, 'content/en/blog/0002-second.md'), '---\ntitle: Second\n---\nHi.\n');
    expect(sourceChanges(before, sourceHashes(dir))).toEqual({
      added: ['content/en/blog/0002-second.md'],
      changed: ['content/en/blog/0001-first.md'],
      deleted: ['content/en/jobs/01-data-engineer.yaml'],
    });
  });

  it('goes by contents, not dates: a file copied in with an old date counts, a touched one does not', () => {
    const dir = project();
    const before = sourceHashes(dir);
    const file = path.join(dir, 'content/fr/jobs/01-data-engineer.yaml');
    utimesSync(file, new Date(), new Date());
    expect(sourceChanges(before, sourceHashes(dir)).changed).toEqual([]);
    writeFileSync(file, 'title: Ingénieure ou ingénieur de données\n');
    utimesSync(file, new Date('2020-01-01'), new Date('2020-01-01'));
    expect(sourceChanges(before, sourceHashes(dir)).changed).toEqual(['content/fr/jobs/01-data-engineer.yaml']);
  });

  it('leaves out shared/generated, which the build makes from content/', () => {
    const dir = project();
    const before = sourceHashes(dir);
    writeFileSync(path.join(dir, 'shared/generated/en/jobs.ts'), '// made again\n');
    expect(sourceChanges(before, sourceHashes(dir))).toEqual({ added: [], changed: [], deleted: [] });
  });

  it('is kept only once a build completes: a failed build leaves no record', () => {
    const dir = project();
    const dist = path.join(dir, 'dist');
    beginBuild(dir, dist);
    expect(readRecord(dist)).toBeUndefined();
    endBuild(dist);
    expect(readRecord(dist)).toEqual(sourceHashes(dir));
    beginBuild(dir, dist); // the next build starts, then fails: no end
    expect(readRecord(dist)).toBeUndefined();
  });
});

describe('npm start (scripts/start.mjs)', () => {
  /** The stand-in project of tests/support/stand-in-site.ts, removed after the test. */
  function standIn() {
    const site = standInSite('source-stamp-start-');
    dirs.push(site.dir);
    const start = () => {
      const run = site.start();
      expect(run.status, run.err).toBe(0);
      return run;
    };
    return { dir: site.dir, start };
  }

  it('builds on the first start, not on the next, and again after a job is deleted, naming it', () => {
    const { dir, start } = standIn();
    expect(start().builds).toBe(1);
    expect(start().builds).toBe(1);
    unlinkSync(path.join(dir, 'content/en/jobs/01-data-engineer.yaml'));
    unlinkSync(path.join(dir, 'content/fr/jobs/01-data-engineer.yaml'));
    const after = start();
    expect(after.builds).toBe(2);
    expect(after.out).toContain(
      'deleted: content/en/jobs/01-data-engineer.yaml, content/fr/jobs/01-data-engineer.yaml',
    );
    expect(start().builds).toBe(2);
  }, 60_000);

  it('builds again after a file is added or changed', () => {
    const { dir, start } = standIn();
    expect(start().builds).toBe(1);
    writeFileSync(path.join(dir, 'content/en/blog/0002-second.md'), '---\ntitle: Second\n---\nHi.\n');
    const added = start();
    expect(added.builds).toBe(2);
    expect(added.out).toContain('added: content/en/blog/0002-second.md');
    writeFileSync(path.join(dir, 'client/app.tsx'), 'export const x = 1;\n');
    expect(start().builds).toBe(3);
  }, 60_000);
});
