// What the production build was made from: a hash of every source file
// (content, code, public files, build settings), recorded in dist/ by the
// build and compared by `npm start`, so an added, changed OR deleted file
// (a job taken down) makes the next start rebuild. Modification times
// alone miss a deletion, and a file copied in with an old date.
// scripts/build-site.mjs notes the sources before its build (beginBuild)
// and keeps the record once the build is complete (endBuild).
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Folders and files the build reads; CONTENT_DIR moves the content folder (tests use a copy). */
export function sourceRoots(env = process.env) {
  return {
    dirs: ['client', 'server', 'shared', 'public', 'scripts/content', env.CONTENT_DIR || 'content'],
    files: [
      'index.html',
      'vite.config.ts',
      'tsconfig.json',
      'package.json',
      'package-lock.json',
      'scripts/build-content.ts',
    ],
  };
}

/** Made by the build from content/: never a source of its own. */
const DERIVED = new Set(['shared/generated']);

const RECORD = 'source-stamp.json';
const PENDING = 'source-stamp.pending.json';

const sha = (data) => createHash('sha256').update(data).digest('hex');

/** Every source file's hash by its path (relative to `root`, with '/'). */
export function sourceHashes(root, roots = sourceRoots()) {
  const out = {};
  const name = (p) => path.relative(root, p).split(path.sep).join('/');
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, entry.name);
      if (DERIVED.has(name(p))) continue;
      if (entry.isDirectory()) walk(p);
      else if (entry.isFile()) out[name(p)] = sha(readFileSync(p));
    }
  };
  for (const d of roots.dirs) if (existsSync(path.resolve(root, d))) walk(path.resolve(root, d));
  for (const f of roots.files)
    if (existsSync(path.resolve(root, f))) out[name(path.resolve(root, f))] = sha(readFileSync(path.resolve(root, f)));
  return Object.fromEntries(Object.entries(out).sort(([a], [b]) => (a < b ? -1 : 1)));
}

/** What differs between a recorded set of hashes and the current one. */
export function sourceChanges(recorded, current) {
  const added = Object.keys(current).filter((f) => !(f in recorded));
  const deleted = Object.keys(recorded).filter((f) => !(f in current));
  const changed = Object.keys(current).filter((f) => f in recorded && recorded[f] !== current[f]);
  return { added, changed, deleted };
}

/** The record of the last complete build in `distDir`, or undefined (none, or unreadable). */
export function readRecord(distDir) {
  try {
    const data = JSON.parse(readFileSync(path.join(distDir, RECORD), 'utf8'));
    return data && typeof data.files === 'object' ? data.files : undefined;
  } catch {
    return undefined;
  }
}

/** Before a build: note the sources as they are, and drop the last record (a failed build is no build). */
export function beginBuild(root, distDir) {
  mkdirSync(distDir, { recursive: true });
  rmSync(path.join(distDir, RECORD), { force: true });
  writeFileSync(path.join(distDir, PENDING), JSON.stringify({ files: sourceHashes(root) }));
}

/** After a complete build: the noted sources become the record. */
export function endBuild(distDir) {
  renameSync(path.join(distDir, PENDING), path.join(distDir, RECORD));
}
