// `npm start`: serve the production build, building it first when missing
// or older than the sources, so `npm ci && npm start` works on a fresh clone.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, statSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { serverFlags } from './server-flags.mjs';

const marker = 'dist/server/index.js';
const newest = (dir) => {
  let t = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    t = Math.max(t, entry.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return t;
};
const sources = ['client', 'server', 'shared', 'public', 'content'].filter((d) => existsSync(d));
const stale =
  !existsSync(marker) ||
  !existsSync('dist/ssr/entry-server.js') ||
  Math.max(...sources.map(newest), statSync('index.html').mtimeMs) > statSync(marker).mtimeMs;

if (stale) {
  console.log('Building the site (first start or sources changed)...');
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
// Run the server and pass stop signals on to it, so it shuts down gracefully.
// With the V8 flags of scripts/server-flags.mjs, except those an operator's
// own NODE_OPTIONS sets.
const flags = serverFlags(process.env.NODE_OPTIONS);
const server = spawn(process.execPath, [...flags, marker], { stdio: 'inherit', env: { NODE_ENV: 'production', ...process.env } });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
