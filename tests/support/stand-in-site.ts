// A small invented checkout in a temporary folder, with the real
// scripts/start.mjs, scripts/build-site.mjs and their helpers, a build that
// stands in for Vite (it writes a server that prints its build number, and
// fails on a job whose validThrough is 2026-02-30, as the content build
// refuses one) and a server that exits at once. Its files are fixtures, not
// the site's content.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

/** The stand-in's content problem, in the content build's own words. */
export const STAND_IN_PROBLEM =
  'content/en/jobs/01-data-engineer.yaml: validThrough (line 2): expected a day that exists on the calendar, got "2026-02-30"';

const FAKE_BUILD = `import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { stagedBuild } from './build-site.mjs';
const n = (existsSync('builds.log') ? readFileSync('builds.log', 'utf8').length : 0) + 1;
appendFileSync('builds.log', 'x');
const jobFile = 'content/en/jobs/01-data-engineer.yaml';
const job = existsSync(jobFile) ? readFileSync(jobFile, 'utf8') : '';
const ok = stagedBuild({
  root: process.cwd(),
  run: (out) => {
    for (const d of ['server', 'ssr', 'client']) mkdirSync(out + '/' + d, { recursive: true });
    // Written before the failure, as a build that stops half-way does.
    writeFileSync(out + '/server/index.js', "console.log('serving build " + n + "');\\n");
    writeFileSync(out + '/ssr/entry-server.js', '');
    writeFileSync(out + '/client/app-' + n + '.js', '');
    if (job.includes('2026-02-30')) {
      console.error('The content has 1 problem:\\n  ${STAND_IN_PROBLEM.replace(/"/g, '\\"')}');
      return false;
    }
    return true;
  },
});
process.exit(ok ? 0 : 1);
`;

export interface StandIn {
  dir: string;
  /** Runs `node scripts/start.mjs` in the stand-in: its exit status, output and the builds run so far. */
  start(): { status: number | null; out: string; err: string; builds: number };
  put(file: string, text: string): void;
  remove(): void;
}

export function standInSite(prefix = 'stand-in-'): StandIn {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  const put = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  };
  put('content/en/jobs/01-data-engineer.yaml', 'title: Data Engineer\nvalidThrough: 2027-02-28\n');
  put('content/fr/jobs/01-data-engineer.yaml', 'title: Ingénieur de données\nvalidThrough: 2027-02-28\n');
  put('content/en/blog/0001-first.md', '---\ntitle: First\n---\nHello.\n');
  put('client/app.tsx', 'export {};\n');
  put('shared/generated/en/jobs.ts', '// made from content/\n');
  put('index.html', '<!doctype html>\n');
  for (const f of ['start.mjs', 'server-flags.mjs', 'source-stamp.mjs', 'build-site.mjs', 'build-failure.mjs'])
    cpSync(path.join(root, 'scripts', f), path.join(dir, 'scripts', f));
  put('scripts/fake-build.mjs', FAKE_BUILD);
  put(
    'package.json',
    JSON.stringify({
      name: 'stand-in',
      private: true,
      type: 'module',
      scripts: { build: 'node scripts/fake-build.mjs' },
    }),
  );
  const start = () => {
    const run = spawnSync(process.execPath, ['scripts/start.mjs'], {
      cwd: dir,
      encoding: 'utf8',
      env: { ...process.env, NODE_OPTIONS: '', CONTENT_DIR: '' },
    });
    let builds = 0;
    try {
      builds = readFileSync(path.join(dir, 'builds.log'), 'utf8').length;
    } catch {
      builds = 0;
    }
    return { status: run.status, out: run.stdout, err: run.stderr, builds };
  };
  return { dir, start, put, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
