// `npm run build` after the content build (prebuild): the Vite builds,
// made in a staging folder and swapped in only once all succeed, so a
// failed build never replaces the build the site serves.
//
// The staging folder (dist.next/) starts as a copy of dist/, so each build
// still writes beside the files of the builds before it and prunes them by
// the rule of scripts/keep-previous-build.ts: pages opened before the swap,
// and the running server's lazy chunks, find their files in the new dist/
// (docs/decisions/0056). The swap is two renames (dist/ to dist.old/, then
// dist.next/ to dist/), a few microseconds apart; dist.old/ is removed after.
//
//   node scripts/build-site.mjs
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { beginBuild, endBuild } from './source-stamp.mjs';

/** The Vite builds, each with its output folder under the staging folder (`out`). */
export const VITE_BUILDS = [
  { name: 'client', args: [] },
  { name: 'ssr', args: ['--ssr', 'client/entry-server.tsx'] },
  { name: 'server', args: ['--ssr', 'server/index.ts'] },
  { name: 'outbox', args: ['--ssr', 'server/outbox/cli.ts'] },
  { name: 'subscribers', args: ['--ssr', 'server/newsletter/cli.ts'] },
  { name: 'store', args: ['--ssr', 'server/store/cli.ts'] },
  { name: 'stats', args: ['--ssr', 'server/stats/cli.ts'] },
];

/**
 * Build into `<root>/dist.next` (a copy of `<root>/dist`), then swap it in.
 * `run(stagingDir)` makes the build and returns true when it succeeded; on
 * failure the staging folder goes and dist/ is left exactly as it was.
 * Returns whether dist/ now holds the new build.
 */
export function stagedBuild({ root, run }) {
  const dist = path.join(root, 'dist');
  const next = path.join(root, 'dist.next');
  const old = path.join(root, 'dist.old');
  rmSync(next, { recursive: true, force: true });
  if (existsSync(dist)) cpSync(dist, next, { recursive: true });
  beginBuild(root, next);
  if (!run(next)) {
    rmSync(next, { recursive: true, force: true });
    return false;
  }
  endBuild(next);
  rmSync(old, { recursive: true, force: true });
  if (existsSync(dist)) renameSync(dist, old);
  renameSync(next, dist);
  rmSync(old, { recursive: true, force: true });
  return true;
}

/** The Vite builds into `stagingDir`, stopping at the first that fails. */
function viteBuilds(root, stagingDir) {
  const vite = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  for (const { name, args } of VITE_BUILDS) {
    const outDir = path.relative(root, path.join(stagingDir, name));
    const run = spawnSync(process.execPath, [vite, 'build', '--configLoader', 'runner', ...args, '--outDir', outDir], {
      cwd: root,
      stdio: 'inherit',
    });
    if (run.status !== 0) return false;
    // Each page's own CSS, inlined in its <head>, comes from the client and SSR builds.
    if (name === 'ssr' && !pageStyles(root, stagingDir)) return false;
  }
  return true;
}

/** scripts/page-styles.ts over the staged client and SSR builds. */
function pageStyles(root, stagingDir) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/page-styles.ts', stagingDir], {
    cwd: root,
    stdio: 'inherit',
  });
  return run.status === 0;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = process.cwd();
  if (!stagedBuild({ root, run: (staging) => viteBuilds(root, staging) })) {
    console.error('The build failed: dist/ is unchanged.');
    process.exit(1);
  }
}
