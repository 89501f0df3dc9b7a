// `npm run lighthouse`: Lighthouse 12 (the last line that runs on Node 20),
// mobile defaults, Debian's Chromium, against the production build on a
// free loopback port. Prints the four scores per page; asserts nothing.
// Lighthouse is fetched by npx on first use (not a project dependency).
// Each page is measured LH_RUNS times (default 3) and the run with the
// median performance score is reported, as Lighthouse's own docs advise
// for a noisy machine; every run's performance score is printed too.
// Lighthouse's simulated slow phone is this machine's CPU times 4; it
// reports how fast it found the host (benchmarkIndex), printed at the end.
// LH_CPU=N runs with another multiplier (docs/throttling.md in Lighthouse
// has the table of device classes); the default stays Lighthouse's own.
import { spawn, spawnSync, execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

// LH_PAGES=/fr,/fr/contact picks other pages (the French twins, say).
const PAGES = process.env.LH_PAGES
  ? process.env.LH_PAGES.split(',')
  : ['/', '/about', '/contact', '/blog', '/blog/1', '/projects', '/careers', '/faq', '/services/chatbot-solutions'];
const port = await new Promise((resolve) => {
  const s = createServer().listen(0, '127.0.0.1', () => {
    const { port: p } = s.address();
    s.close(() => resolve(p));
  });
});
if (!existsSync('dist/server/index.js')) spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
const data = mkdtempSync(path.join(tmpdir(), 'lh-data-'));
const url = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, ['dist/server/index.js'], {
  env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', SITE_URL: url, LOG_LEVEL: 'error', DATA_DIR: data },
  stdio: 'inherit',
});
for (let i = 0; i < 100; i++) {
  try {
    if ((await fetch(`${url}/healthz`)).ok) break;
  } catch {
    await new Promise((r) => setTimeout(r, 100));
  }
}
const flags = '--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run --disable-quic';
const out = mkdtempSync(path.join(tmpdir(), 'lh-out-'));
const RUNS = Math.max(1, Number(process.env.LH_RUNS ?? 3));
const CPU = process.env.LH_CPU ? Number(process.env.LH_CPU) : undefined;
if (CPU !== undefined && !(CPU >= 1)) throw new Error(`LH_CPU must be a multiplier of 1 or more, got ${process.env.LH_CPU}`);
const rows = [];
const benchmarkIndexes = [];
for (const page of PAGES) {
  const reports = [];
  for (let run = 0; run < RUNS; run++) reports.push(measure(page));
  benchmarkIndexes.push(...reports.map((r) => r.environment.benchmarkIndex));
  reports.sort((x, y) => x.categories.performance.score - y.categories.performance.score);
  const report = reports[Math.floor((reports.length - 1) / 2)];
  const c = report.categories;
  const score = (k) => Math.round(c[k].score * 100);
  const a = report.audits;
  const all = reports.map((r) => Math.round(r.categories.performance.score * 100)).join(', ');
  rows.push([page, score('performance'), score('accessibility'), score('best-practices'), score('seo'), a['first-contentful-paint'].displayValue, a['largest-contentful-paint'].displayValue, a['total-blocking-time'].displayValue, a['cumulative-layout-shift'].displayValue, all]);
  const failing = Object.values(a).filter((x) => x.score !== null && x.score < 1 && ['accessibility', 'best-practices', 'seo'].some((k) => c[k].auditRefs.some((r) => r.id === x.id && r.weight > 0)));
  if (failing.length) console.error(`${page}: ${failing.map((x) => x.id).join(', ')}`);
}

// Lighthouse now and then fails to record a trace on this machine
// (NO_NAVSTART, twice in a row on the first page once); such a run is
// retried up to twice rather than ending the whole measurement (and leaving
// the server running).
function measure(page, retries = 2) {
  try {
    return measureOnce(page);
  } catch (err) {
    if (retries === 0) {
      server.kill('SIGTERM');
      throw err;
    }
    console.error(`${page}: Lighthouse failed (${err.message.split('\n')[0]}); once more`);
    return measure(page, retries - 1);
  }
}

function measureOnce(page) {
  const file = path.join(out, 'report.json');
  execFileSync('npx', ['--yes', 'lighthouse@12.2.3', url + page, '--quiet', '--output=json', `--output-path=${file}`, `--chrome-flags=${flags}`, '--only-categories=performance,accessibility,best-practices,seo', ...(CPU ? [`--throttling.cpuSlowdownMultiplier=${CPU}`] : [])], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
  });
  return JSON.parse(readFileSync(file, 'utf8'));
}
server.kill('SIGTERM');
rmSync(data, { recursive: true, force: true });
console.log(`\nLighthouse 12, mobile, CPU slowdown ${CPU ?? 4}x${CPU ? ' (LH_CPU)' : " (Lighthouse's default)"}; the median of ${RUNS} run(s) per page`);
console.log('| page | performance | accessibility | best practices | SEO | FCP | LCP | TBT | CLS | performance, each run |');
console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
for (const r of rows) console.log(`| ${r.join(' | ')} |`);
const bi = benchmarkIndexes.sort((a, b) => a - b);
console.log(`\nHost CPU as Lighthouse measured it (benchmarkIndex, ${bi.length} runs): ${Math.round(bi[0])}-${Math.round(bi.at(-1))}, median ${Math.round(bi[Math.floor(bi.length / 2)])}`);
