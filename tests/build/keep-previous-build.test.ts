// A build while the site runs keeps the files of the builds before it (open
// pages and the running server still ask for them): the last several builds,
// and every build of the last day (scripts/keep-previous-build.ts).
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { KEEP_BUILDS, KEEP_FOR_MS, pruneOutDir, recordWritten } from '../../scripts/keep-previous-build';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

function outDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'keep-build-'));
  dirs.push(dir);
  return dir;
}

const HOUR = 60 * 60 * 1000;
const START = Date.UTC(2026, 0, 10, 9);

/** A build: writes its files into the folder (as Vite does, over what is there), then prunes. */
function build(dir: string, files: string[], options: { keep?: string[]; at?: number } = {}): string[] {
  for (const f of files) {
    mkdirSync(path.dirname(path.join(dir, f)), { recursive: true });
    writeFileSync(path.join(dir, f), f);
  }
  return pruneOutDir({ outDir: dir, written: files, keep: options.keep ?? [], now: options.at ?? START });
}

const has = (dir: string, f: string) => existsSync(path.join(dir, f));

describe('a build into a folder that holds earlier builds', () => {
  it('keeps the files of the last builds, however close together, and removes none of them', () => {
    const dir = outDir();
    build(dir, ['index.html', 'assets/entry-AAA.js', 'assets/blog-AAA.js'], { at: START });
    expect(build(dir, ['index.html', 'assets/entry-BBB.js', 'assets/blog-AAA.js'], { at: START + 60_000 })).toEqual([]);
    expect(build(dir, ['index.html', 'assets/entry-CCC.js'], { at: START + 120_000 })).toEqual([]);
    // An open page of the first build still finds its entry two builds later.
    for (const f of ['assets/entry-AAA.js', 'assets/blog-AAA.js', 'assets/entry-BBB.js', 'assets/entry-CCC.js'])
      expect(has(dir, f), f).toBe(true);
  });

  it(`keeps every build of the last day, and past a day only the last ${KEEP_BUILDS}`, () => {
    const dir = outDir();
    const builds = Array.from({ length: KEEP_BUILDS + 3 }, (_, i) => `assets/entry-${i}.js`);
    // Builds an hour apart: all within a day, so all kept.
    builds.forEach((f, i) => expect(build(dir, [f], { at: START + i * HOUR })).toEqual([]));
    for (const f of builds) expect(has(dir, f), f).toBe(true);

    // A day after the last one, the newest KEEP_BUILDS (this one included) stay.
    const late = START + builds.length * HOUR + KEEP_FOR_MS;
    const removed = build(dir, ['assets/entry-late.js'], { at: late });
    expect(removed).toEqual(builds.slice(0, builds.length - (KEEP_BUILDS - 1)).sort());
    for (const f of builds.slice(-(KEEP_BUILDS - 1))) expect(has(dir, f), f).toBe(true);
  });

  it('keeps the files a later step of a build records (the per-page stylesheets) as it keeps what Vite wrote', () => {
    const dir = outDir();
    build(dir, ['index.html', 'assets/entry-AAA.js'], { at: START });
    writeFileSync(path.join(dir, 'assets/rest-home-page-AAA.css'), 'a{}');
    recordWritten(dir, ['assets/rest-home-page-AAA.css']);
    expect(build(dir, ['index.html', 'assets/entry-BBB.js'], { at: START + 60_000 })).toEqual([]);
    expect(has(dir, 'assets/rest-home-page-AAA.css')).toBe(true);
    // Past a day and KEEP_BUILDS builds, it goes with its build.
    for (let i = 1; i <= KEEP_BUILDS; i++) build(dir, [`assets/entry-${i}.js`], { at: START + KEEP_FOR_MS + i });
    expect(has(dir, 'assets/rest-home-page-AAA.css')).toBe(false);
  });

  it('keeps a file an old build shares with a kept one', () => {
    const dir = outDir();
    build(dir, ['assets/entry-AAA.js', 'assets/vendor-VVV.js'], { at: START });
    for (let i = 1; i <= KEEP_BUILDS; i++)
      build(dir, [`assets/entry-${i}.js`, ...(i === KEEP_BUILDS ? ['assets/vendor-VVV.js'] : [])], {
        at: START + i * KEEP_FOR_MS,
      });
    expect(has(dir, 'assets/entry-AAA.js')).toBe(false);
    expect(has(dir, 'assets/vendor-VVV.js')).toBe(true);
  });

  it('removes nothing it has no record of (a first build over a folder made otherwise)', () => {
    const dir = outDir();
    mkdirSync(path.join(dir, 'assets'), { recursive: true });
    writeFileSync(path.join(dir, 'assets/old-ZZZ.js'), '');
    expect(build(dir, ['assets/entry-AAA.js'])).toEqual([]);
    expect(has(dir, 'assets/old-ZZZ.js')).toBe(true);
    // Once recorded, an unknown file is no kept build's: it goes.
    expect(build(dir, ['assets/entry-BBB.js'], { at: START + 1 })).toEqual(['assets/old-ZZZ.js']);
  });

  it("reads the older one-build record as a build of its file's time, and replaces it", () => {
    const dir = outDir();
    mkdirSync(path.join(dir, '.vite'), { recursive: true });
    mkdirSync(path.join(dir, 'assets'), { recursive: true });
    writeFileSync(path.join(dir, 'assets/entry-OLD.js'), '');
    writeFileSync(path.join(dir, 'assets/stray-ZZZ.js'), '');
    const legacy = path.join(dir, '.vite/previous-build.json');
    writeFileSync(legacy, JSON.stringify(['assets/entry-OLD.js']));
    utimesSync(legacy, new Date(START), new Date(START));
    expect(build(dir, ['assets/entry-NEW.js'], { at: START + HOUR })).toEqual(['assets/stray-ZZZ.js']);
    expect(has(dir, 'assets/entry-OLD.js')).toBe(true);
    expect(existsSync(legacy)).toBe(false);
    const record = JSON.parse(readFileSync(path.join(dir, '.vite/builds.json'), 'utf8')) as { files: string[] }[];
    expect(record.map((b) => b.files)).toEqual([['assets/entry-OLD.js'], ['assets/entry-NEW.js']]);
  });

  it('never removes the files copied in as they are (public/), and drops folders it empties', () => {
    const dir = outDir();
    const keep = ['images/logo.svg', 'robots.txt'];
    build(dir, ['assets/entry-AAA.js', 'assets/chunks/x-AAA.js'], { keep: ['images/logo.svg'], at: START });
    writeFileSync(path.join(dir, 'robots.txt'), '');
    for (let i = 1; i <= KEEP_BUILDS; i++) build(dir, [`assets/entry-${i}.js`], { keep, at: START + i * KEEP_FOR_MS });
    expect(has(dir, 'assets/entry-AAA.js')).toBe(false);
    expect(has(dir, 'robots.txt')).toBe(true);
    expect(has(dir, 'assets/chunks')).toBe(false);
  });
});
