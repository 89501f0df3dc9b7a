// A build while the site runs leaves every open page working. Open pages
// (and the running server's own lazy chunks) ask for the hashed files of
// the build the server started with, and the owner's normal path is
// several builds before one restart (build a post, build its translation,
// restart). Emptying the output folder, or keeping only the build before,
// would answer those files with 404 until the restart. So each build
// writes beside the files of the builds before it, then removes only what
// no kept build wrote: a build is kept while it is one of the last
// KEEP_BUILDS, or younger than KEEP_FOR_MS, whichever keeps more.
//
// Each output folder keeps `.vite/builds.json`, one entry per kept build
// (when it was made and the files it wrote, as its manifest lists them);
// without it (a first build, or a folder made otherwise) nothing already
// there is removed. See docs/decisions/0056-builds-keep-earlier-assets.md.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** The record of the kept builds, in each output folder. */
const RECORD = path.join('.vite', 'builds.json');
/** The record of an older version of this plugin (one previous build): read once, then replaced. */
const LEGACY_RECORD = path.join('.vite', 'previous-build.json');

/**
 * Builds always kept, however fast they follow each other: the owner's
 * path before a restart is two or three builds, so five leaves room for
 * a retried build or two.
 */
export const KEEP_BUILDS = 5;
/**
 * Builds kept whatever their number: a page left open in a tab for a day
 * (and the server that has not been restarted since) still finds its files.
 */
export const KEEP_FOR_MS = 24 * 60 * 60 * 1000;

/** One kept build: when it finished and the files it wrote, relative to the folder, with '/'. */
interface BuildRecord {
  builtAt: number;
  files: string[];
}

/** Every file under a folder, relative to it, with '/'. */
function filesUnder(dir: string, base = dir): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? filesUnder(path.join(dir, e.name), base)
      : [path.relative(base, path.join(dir, e.name)).split(path.sep).join('/')],
  );
}

/** The builds recorded in a folder, oldest first; undefined when the folder has no record. */
function readBuilds(outDir: string): BuildRecord[] | undefined {
  try {
    const list = JSON.parse(readFileSync(path.join(outDir, RECORD), 'utf8')) as BuildRecord[];
    return Array.isArray(list) ? list.filter((b) => typeof b.builtAt === 'number' && Array.isArray(b.files)) : [];
  } catch {
    // fall through to the older record
  }
  const legacy = path.join(outDir, LEGACY_RECORD);
  try {
    const files = JSON.parse(readFileSync(legacy, 'utf8')) as string[];
    return [{ builtAt: statSync(legacy).mtimeMs, files }];
  } catch {
    return undefined;
  }
}

/** The builds still kept once `latest` is added: the last KEEP_BUILDS, and any younger than KEEP_FOR_MS. */
function keptBuilds(builds: readonly BuildRecord[], latest: BuildRecord): BuildRecord[] {
  const all = [...builds, latest];
  return all.filter((b, i) => i >= all.length - KEEP_BUILDS || latest.builtAt - b.builtAt < KEEP_FOR_MS);
}

/**
 * After a build into `outDir`: remove the files no kept build wrote (this
 * one included), then record this build. Build records and `keep` (files
 * copied in as they are, such as public/) are never removed. Returns the
 * removed paths.
 */
export function pruneOutDir(options: {
  outDir: string;
  written: readonly string[];
  keep?: readonly string[];
  /** When this build finished (ms since the epoch); tests pass their own clock. */
  now?: number;
}): string[] {
  const { outDir, written } = options;
  const earlier = readBuilds(outDir);
  const latest: BuildRecord = { builtAt: options.now ?? Date.now(), files: [...written].sort() };
  const builds = keptBuilds(earlier ?? [], latest);
  const kept = new Set([...builds.flatMap((b) => b.files), ...(options.keep ?? [])]);
  const removed =
    earlier === undefined
      ? []
      : filesUnder(outDir)
          .filter((f) => !kept.has(f) && !f.startsWith('.vite/'))
          .sort();
  for (const f of removed) rmSync(path.join(outDir, f), { force: true });
  // Folders left empty by the removal go too.
  const dirs = [...new Set(removed.map((f) => path.dirname(f)).filter((d) => d !== '.'))].sort(
    (a, b) => b.length - a.length,
  );
  for (const d of dirs) {
    const abs = path.join(outDir, d);
    if (existsSync(abs) && readdirSync(abs).length === 0) rmSync(abs, { recursive: true });
  }
  const recordFile = path.join(outDir, RECORD);
  mkdirSync(path.dirname(recordFile), { recursive: true });
  writeFileSync(recordFile, JSON.stringify(builds));
  rmSync(path.join(outDir, LEGACY_RECORD), { force: true });
  return removed;
}

/**
 * Files a later step of the same build wrote into `outDir` (the per-page
 * stylesheets of scripts/page-styles.ts), added to the latest build's
 * record: kept and pruned with the files Vite wrote.
 */
export function recordWritten(outDir: string, files: readonly string[]): void {
  const builds = readBuilds(outDir);
  const latest = builds?.at(-1);
  if (!builds || !latest) return; // no record: nothing is ever pruned from this folder
  latest.files = [...new Set([...latest.files, ...files])].sort();
  writeFileSync(path.join(outDir, RECORD), JSON.stringify(builds));
}

/** The Vite side: the build's own list of what it wrote, pruned once everything is written. */
export function keepPreviousBuild(options: { publicDir?: string } = {}): Plugin {
  let outDir = '';
  const written: string[] = [];
  return {
    name: 'keep-previous-build',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle(_options, bundle) {
      written.push(...Object.keys(bundle));
    },
    closeBundle() {
      // A build that wrote nothing (it failed) removes nothing.
      if (written.length === 0) return;
      const keep = options.publicDir ? filesUnder(options.publicDir) : [];
      pruneOutDir({ outDir, written, keep });
    },
  };
}
