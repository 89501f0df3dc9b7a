// A build while the site runs keeps the previous build's files (open pages
// still ask for them) and removes the ones before (scripts/keep-previous-build.ts).
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { pruneOutDir } from '../../scripts/keep-previous-build';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

function outDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'keep-build-'));
  dirs.push(dir);
  return dir;
}

/** A build: writes its files into the folder (as Vite does, over what is there), then prunes. */
function build(dir: string, files: string[], keep: string[] = []): string[] {
  for (const f of files) {
    mkdirSync(path.dirname(path.join(dir, f)), { recursive: true });
    writeFileSync(path.join(dir, f), f);
  }
  return pruneOutDir({ outDir: dir, written: files, keep });
}

const has = (dir: string, f: string) => existsSync(path.join(dir, f));

describe('a build into a folder that holds earlier builds', () => {
  it("keeps the previous build's hashed files and removes those of the build before it", () => {
    const dir = outDir();
    build(dir, ['index.html', 'assets/entry-AAA.js', 'assets/blog-AAA.js', '.vite/manifest.json']);
    const second = build(dir, ['index.html', 'assets/entry-BBB.js', 'assets/blog-AAA.js', '.vite/manifest.json']);
    expect(second).toEqual([]);
    // An open page of the first build still finds its entry.
    expect(has(dir, 'assets/entry-AAA.js')).toBe(true);
    expect(has(dir, 'assets/entry-BBB.js')).toBe(true);

    const third = build(dir, ['index.html', 'assets/entry-CCC.js', '.vite/manifest.json']);
    expect(third).toEqual(['assets/entry-AAA.js']);
    expect(has(dir, 'assets/entry-AAA.js')).toBe(false);
    // blog-AAA was part of the second build: it stays one build more.
    expect(has(dir, 'assets/blog-AAA.js')).toBe(true);
    expect(has(dir, 'assets/entry-BBB.js')).toBe(true);
    expect(build(dir, ['index.html', 'assets/entry-CCC.js', '.vite/manifest.json'])).toEqual([
      'assets/blog-AAA.js',
      'assets/entry-BBB.js',
    ]);
  });

  it('removes nothing it has no record of (a first build over a folder made otherwise)', () => {
    const dir = outDir();
    mkdirSync(path.join(dir, 'assets'), { recursive: true });
    writeFileSync(path.join(dir, 'assets/old-ZZZ.js'), '');
    expect(build(dir, ['assets/entry-AAA.js'])).toEqual([]);
    expect(has(dir, 'assets/old-ZZZ.js')).toBe(true);
    expect(build(dir, ['assets/entry-BBB.js'])).toEqual(['assets/old-ZZZ.js']);
  });

  it('never removes the files copied in as they are (public/), and drops folders it empties', () => {
    const dir = outDir();
    build(dir, ['assets/entry-AAA.js', 'assets/chunks/x-AAA.js'], ['images/logo.svg']);
    writeFileSync(path.join(dir, 'robots.txt'), '');
    build(dir, ['assets/entry-BBB.js'], ['images/logo.svg', 'robots.txt']);
    expect(build(dir, ['assets/entry-CCC.js'], ['images/logo.svg', 'robots.txt'])).toEqual([
      'assets/chunks/x-AAA.js',
      'assets/entry-AAA.js',
    ]);
    expect(has(dir, 'robots.txt')).toBe(true);
    expect(has(dir, 'assets/chunks')).toBe(false);
  });
});
