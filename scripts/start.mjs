// `npm start`: serve the production build, building it first when missing
// or made from other sources than today's: a file added, changed or
// deleted anywhere the build reads (content, code, public files; see
// scripts/source-stamp.mjs), so `npm ci && npm start` works on a fresh
// clone and an owner's edit, a new post or a deleted job, is live after
// a restart. A build that fails leaves the last complete build in place
// (scripts/build-site.mjs builds beside it and swaps only on success): the
// start says what to fix first, then serves that build; with no earlier
// build, it says what to fix and stops.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { failureReport } from './build-failure.mjs';
import { serverFlags } from './server-flags.mjs';
import { readRecord, sourceChanges, sourceHashes } from './source-stamp.mjs';

const marker = 'dist/server/index.js';

const complete = () => existsSync(marker) && existsSync('dist/ssr/entry-server.js');

/** Why the build must be made again, or undefined when it is current. */
function staleBecause() {
  if (!complete()) return 'no complete build yet';
  const recorded = readRecord('dist');
  if (!recorded) return 'the build has no record of its sources';
  const { added, changed, deleted } = sourceChanges(recorded, sourceHashes(process.cwd()));
  const said = [
    ['added', added],
    ['changed', changed],
    ['deleted', deleted],
  ]
    .filter(([, files]) => files.length > 0)
    .map(
      ([what, files]) =>
        `${what}: ${files.slice(0, 5).join(', ')}${files.length > 5 ? ` and ${files.length - 5} more` : ''}`,
    );
  return said.length ? `sources changed since the last build (${said.join('; ')})` : undefined;
}

/** When the build in dist/ was completed (its source record's date). */
function builtAt() {
  try {
    return statSync('dist/source-stamp.json').mtime;
  } catch {
    return statSync(marker).mtime;
  }
}

const reason = staleBecause();
if (reason) {
  console.log(`Building the site (about a minute): ${reason}…`);
  // Captured, so that on failure what to fix comes before the build's own output.
  const build = spawnSync('npm', ['run', 'build', '--silent'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  if (build.status === 0) {
    process.stdout.write(build.stdout);
    process.stderr.write(build.stderr);
  } else {
    const servedBuiltAt = complete() ? builtAt() : undefined;
    console.error(failureReport({ output: `${build.stdout}${build.stderr}`, servedBuiltAt }));
    if (!servedBuiltAt) process.exit(build.status ?? 1);
  }
}
// Run the server and pass stop signals on to it, so it shuts down gracefully.
// With the V8 flags of scripts/server-flags.mjs, except those an operator's
// own NODE_OPTIONS sets.
const flags = serverFlags(process.env.NODE_OPTIONS);
const server = spawn(process.execPath, [...flags, marker], {
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
