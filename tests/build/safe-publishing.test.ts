// A typo is not an outage: `npm start` after an edit the build refuses keeps
// serving the last complete build and says first which file and field to
// fix; a failed build never replaces the served one, and a good build keeps
// the earlier builds' files beside its own. Run with the real
// scripts/start.mjs and scripts/build-site.mjs in the stand-in project of
// tests/support/stand-in-site.ts (its build stands in for Vite).
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { failureReport, whatToFix } from '../../scripts/build-failure.mjs';
import { stagedBuild } from '../../scripts/build-site.mjs';
import { STAND_IN_PROBLEM, standInSite, type StandIn } from '../support/stand-in-site';

const sites: StandIn[] = [];
afterEach(() => sites.splice(0).forEach((s) => s.remove()));
const site = () => {
  const s = standInSite('safe-publishing-');
  sites.push(s);
  return s;
};
const JOB = 'content/en/jobs/01-data-engineer.yaml';
const TYPO = 'title: Data Engineer\nvalidThrough: 2026-02-30\n';

describe('npm start after an edit the build refuses', () => {
  it('keeps serving the last complete build, saying first which file and field to fix', () => {
    const s = site();
    const first = s.start();
    expect(first.status, first.err).toBe(0);
    expect(first.out).toContain('serving build 1');

    s.put(JOB, TYPO);
    const broken = s.start();
    expect(broken.builds).toBe(2);
    expect(broken.status, broken.err).toBe(0);
    const said = broken.err.split('\n');
    expect(said[0]).toMatch(/^The site was not rebuilt: .*Fix it, save, and run npm start again:$/);
    expect(said[1]).toBe(`  ${STAND_IN_PROBLEM}`);
    expect(said[2]).toMatch(/^Meanwhile the site serves the last complete build, made \d{4}-\d\d-\d\d \d\d:\d\d UTC/);
    // The server that runs is build 1's, whole: nothing of the failed build reached dist/.
    expect(broken.out).toContain('serving build 1');
    expect(readFileSync(path.join(s.dir, 'dist/server/index.js'), 'utf8')).toContain('build 1');
    expect(existsSync(path.join(s.dir, 'dist/client/app-2.js'))).toBe(false);
    expect(existsSync(path.join(s.dir, 'dist.next'))).toBe(false);

    // Fixed: the next start builds and serves the new build, the earlier build's files beside it.
    s.put(JOB, 'title: Data Engineer\nvalidThrough: 2027-03-31\n');
    const fixed = s.start();
    expect(fixed.status, fixed.err).toBe(0);
    expect(fixed.out).toContain('serving build 3');
    expect(readdirSync(path.join(s.dir, 'dist/client')).sort()).toEqual(['app-1.js', 'app-3.js']);
  }, 60_000);

  it('stops with the same words when there is no earlier build to serve', () => {
    const s = site();
    s.put(JOB, TYPO);
    const run = s.start();
    expect(run.status).not.toBe(0);
    const said = run.err.split('\n');
    expect(said[0]).toMatch(/^The site cannot start: .*no earlier build to serve/);
    expect(said[1]).toBe(`  ${STAND_IN_PROBLEM}`);
    expect(run.out).not.toContain('serving build');
    expect(existsSync(path.join(s.dir, 'dist/server/index.js'))).toBe(false);
  }, 60_000);
});

describe('a staged build (scripts/build-site.mjs)', () => {
  it('leaves dist/ as it was when the build fails half-way', () => {
    const s = site();
    s.start();
    const before = readFileSync(path.join(s.dir, 'dist/server/index.js'), 'utf8');
    const ok = stagedBuild({
      root: s.dir,
      run: (out) => {
        s.put(path.relative(s.dir, path.join(out, 'server/index.js')), 'half-written');
        return false;
      },
    });
    expect(ok).toBe(false);
    expect(readFileSync(path.join(s.dir, 'dist/server/index.js'), 'utf8')).toBe(before);
    expect(readdirSync(s.dir)).not.toContain('dist.next');
  }, 60_000);
});

describe('what a failed build says to fix', () => {
  it("takes the content build's problems, each naming its file and field", () => {
    const output = [
      'The content has 2 problems:',
      '  content/en/jobs/06-x.yaml: validThrough (line 10): expected a day that exists on the calendar, got "2026-02-30"',
      '  content/fr/jobs/06-x.yaml: validThrough (line 10): expected a day that exists on the calendar, got "2026-02-30"',
      'npm error Lifecycle script `content` failed with error:',
    ].join('\n');
    expect(whatToFix(output)).toEqual([
      'content/en/jobs/06-x.yaml: validThrough (line 10): expected a day that exists on the calendar, got "2026-02-30"',
      'content/fr/jobs/06-x.yaml: validThrough (line 10): expected a day that exists on the calendar, got "2026-02-30"',
    ]);
  });

  it("names a code build's error lines, not npm's", () => {
    const output = 'vite v8\nclient/app.tsx (3:7): error: Unexpected token\nnpm error code 1\n';
    expect(whatToFix(output)).toEqual(['client/app.tsx (3:7): error: Unexpected token']);
    expect(failureReport({ output, servedBuiltAt: undefined }).split('\n')[1]).toBe(
      '  client/app.tsx (3:7): error: Unexpected token',
    );
  });
});
