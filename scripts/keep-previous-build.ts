// A build while the site runs leaves the live pages working. Open pages
// (and the running server's own lazy chunks) ask for the hashed files of
// the build the server started with; emptying the output folder would
// answer those with 404 until the restart. So each build writes beside the
// files of the build before it, then removes only what belongs to neither:
// the previous build's files stay until the next build, by which time the
// server has been restarted (README, "Publishing an edit").
//
// Each output folder keeps `.vite/previous-build.json`, the list of the
// files the last build wrote there; without it (a first build, or a folder
// made otherwise) nothing already there is removed.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const RECORD = path.join('.vite', 'previous-build.json');

/** Every file under a folder, relative to it, with '/'. */
function filesUnder(dir: string, base = dir): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? filesUnder(path.join(dir, e.name), base)
      : [path.relative(base, path.join(dir, e.name)).split(path.sep).join('/')],
  );
}

/**
 * After a build into `outDir`: remove the files neither this build
 * (`written`) nor the one before it (the record) wrote, then record this
 * build's files. Build records and `keep` (files copied in as they are,
 * such as public/) are never removed. Returns the removed paths.
 */
export function pruneOutDir(options: {
  outDir: string;
  written: readonly string[];
  keep?: readonly string[];
}): string[] {
  const { outDir, written } = options;
  const recordFile = path.join(outDir, RECORD);
  let previous: string[] | undefined;
  try {
    previous = JSON.parse(readFileSync(recordFile, 'utf8')) as string[];
  } catch {
    previous = undefined;
  }
  const kept = new Set([...written, ...(previous ?? []), ...(options.keep ?? [])]);
  const removed =
    previous === undefined
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
  mkdirSync(path.dirname(recordFile), { recursive: true });
  writeFileSync(recordFile, JSON.stringify([...written].sort()));
  return removed;
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
