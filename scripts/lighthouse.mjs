// `npm run lighthouse`: Lighthouse 12 (the last line that runs on Node 20),
// mobile defaults, Debian's Chromium, against the production build on a
// free loopback port. Prints the four scores per page; asserts nothing.
// Lighthouse is fetched by npx on first use (not a project dependency).
// Pages are measured as the render cache sends them, compressed: each is
// asked for twice before the first run.
// Each page is measured LH_RUNS times (default 3) and the run with the
// median performance score is reported, as Lighthouse's own docs advise
// for a noisy machine; every run's performance score is printed too.
// Lighthouse's simulated slow phone is this machine's CPU times 4; it
// reports how fast it found the host (benchmarkIndex), printed at the end.
// LH_CPU=N runs with another multiplier (docs/throttling.md in Lighthouse
// has the table of device classes); the default stays Lighthouse's own.
// LH_CPU=auto calibrates as Lighthouse's throttling guide describes: each
// run's multiplier comes from the host's benchmarkIndex (the median of the
// last three runs, after one calibration run on /) through Lighthouse's own
// CPU throttling calculator, so the modelled phone stays the same while the
// shared host's speed drifts; every run's index and multiplier is printed.
import { spawnSync, execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts';
import { freePort, startBuiltServer } from './run-built-server.ts';
import { sentPage } from './bench/page-css.ts';

// LH_PAGES=/fr,/fr/contact picks other pages (the French twins, say).
const PAGES = process.env.LH_PAGES
  ? process.env.LH_PAGES.split(',')
  : ['/', '/about', '/contact', '/blog', '/blog/1', '/projects', '/careers', '/faq', '/services/chatbot-solutions'];
const port = await freePort();
if (!existsSync('dist/server/index.js')) spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
const data = mkdtempSync(path.join(tmpdir(), 'lh-data-'));
const url = `http://127.0.0.1:${port}`;
const server = await startBuiltServer({ port, env: { SITE_URL: url, DATA_DIR: data }, stdio: 'inherit' });
// The site as visitors find it once it runs: each page asked for twice, so
// the render cache holds it compressed (server/pages/page-cache.ts), rather
// than the first answer after a start, rendered and compressed on the fly.
for (const page of new Set(['/', ...PAGES])) await sentPage(url + page);
const flags = ['--headless=new', ...CHROMIUM_ARGS].join(' ');
const out = mkdtempSync(path.join(tmpdir(), 'lh-out-'));
const RUNS = Math.max(1, Number(process.env.LH_RUNS ?? 3));
const AUTO = process.env.LH_CPU === 'auto';
const CPU = process.env.LH_CPU && !AUTO ? Number(process.env.LH_CPU) : undefined;
if (CPU !== undefined && !(CPU >= 1))
  throw new Error(`LH_CPU must be a multiplier of 1 or more, or auto, got ${process.env.LH_CPU}`);

/**
 * Lighthouse's CPU throttling calculator (linked from its docs/throttling.md,
 * patrickhulce/lighthouse-cpu-throttling-calculator): the slowdown that makes
 * a host of this benchmarkIndex model Lighthouse's mid-tier phone. 1533 gives
 * the default 4x; 800 gives 2x.
 */
function calibratedMultiplier(benchmarkIndex) {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return Math.max(1, 1 + (benchmarkIndex - 150) / 650);
}
// Every run's benchmarkIndex, the calibration run's included.
const seen = [];
function multiplier() {
  if (!AUTO || seen.length === 0) return CPU;
  const last = seen.slice(-3).sort((a, b) => a - b);
  return Math.round(calibratedMultiplier(last[Math.floor(last.length / 2)]) * 100) / 100;
}
let reportCount = 0;
const rows = [];
const benchmarkIndexes = [];
const multipliers = [];
if (AUTO) measure('/'); // calibration only: its index is kept, its scores are not
for (const page of PAGES) {
  const reports = [];
  for (let run = 0; run < RUNS; run++) reports.push(measure(page));
  benchmarkIndexes.push(...reports.map((r) => r.environment.benchmarkIndex));
  multipliers.push(...reports.map((r) => r.configSettings.throttling.cpuSlowdownMultiplier));
  reports.sort((x, y) => x.categories.performance.score - y.categories.performance.score);
  const report = reports[Math.floor((reports.length - 1) / 2)];
  const c = report.categories;
  const score = (k) => Math.round(c[k].score * 100);
  const a = report.audits;
  const all = reports.map((r) => Math.round(r.categories.performance.score * 100)).join(', ');
  rows.push([
    page,
    score('performance'),
    score('accessibility'),
    score('best-practices'),
    score('seo'),
    a['first-contentful-paint'].displayValue,
    a['largest-contentful-paint'].displayValue,
    a['total-blocking-time'].displayValue,
    a['cumulative-layout-shift'].displayValue,
    a['render-blocking-resources'].details?.items?.length ?? 0,
    all,
  ]);
  const failing = Object.values(a).filter(
    (x) =>
      x.score !== null &&
      x.score < 1 &&
      ['accessibility', 'best-practices', 'seo'].some((k) => c[k].auditRefs.some((r) => r.id === x.id && r.weight > 0)),
  );
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
      server.proc.kill('SIGTERM');
      throw err;
    }
    console.error(`${page}: Lighthouse failed (${err.message.split('\n')[0]}); once more`);
    return measure(page, retries - 1);
  }
}

function measureOnce(page) {
  // Every run's report is kept in the output folder (printed at the end) for
  // reading main-thread time and requests rather than scores alone.
  const file = path.join(out, `${String(++reportCount).padStart(2, '0')}${page.replace(/[^a-z0-9]+/gi, '_')}.json`);
  const cpu = multiplier();
  execFileSync(
    'npx',
    [
      '--yes',
      'lighthouse@12.2.3',
      url + page,
      '--quiet',
      '--output=json',
      `--output-path=${file}`,
      `--chrome-flags=${flags}`,
      '--only-categories=performance,accessibility,best-practices,seo',
      ...(cpu ? [`--throttling.cpuSlowdownMultiplier=${cpu}`] : []),
    ],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? CHROMIUM_PATH },
    },
  );
  const report = JSON.parse(readFileSync(file, 'utf8'));
  seen.push(report.environment.benchmarkIndex);
  if (AUTO)
    console.error(
      `${page}: benchmarkIndex ${Math.round(report.environment.benchmarkIndex)} this run, ${cpu ? `${cpu}x used` : 'calibration run at 4x'}`,
    );
  return report;
}
await server.stop();
rmSync(data, { recursive: true, force: true });
const ms = [...multipliers].sort((a, b) => a - b);
const how = AUTO
  ? `calibrated to the host per run (LH_CPU=auto): ${ms[0]}-${ms.at(-1)}x`
  : `${CPU ?? 4}x${CPU ? ' (LH_CPU)' : " (Lighthouse's default)"}`;
console.log(`\nLighthouse 12, mobile, CPU slowdown ${how}; the median of ${RUNS} run(s) per page`);
console.log(
  '| page | performance | accessibility | best practices | SEO | FCP | LCP | TBT | CLS | render-blocking | performance, each run |',
);
console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
for (const r of rows) console.log(`| ${r.join(' | ')} |`);
const bi = benchmarkIndexes.sort((a, b) => a - b);
console.log(`\nReports (JSON, one per run): ${out}`);
console.log(
  `\nHost CPU as Lighthouse measured it (benchmarkIndex, ${bi.length} runs): ${Math.round(bi[0])}-${Math.round(bi.at(-1))}, median ${Math.round(bi[Math.floor(bi.length / 2)])}`,
);
