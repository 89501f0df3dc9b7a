// The hostile bench's request-cost part: searches with a 15 KB query string
// on every searchable page in both languages, and the other spellings of a
// known path (a trailing slash, a double slash). Figures are printed, never
// asserted. The long search's cost is the server's CPU time (from /proc,
// which the machine's load does not inflate); a cached page read while it
// runs shows what every other visitor waits.
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { benchSite, cpuMs, percentile, timedRequest } from './measure';
import { longQuery, SEARCHES } from '../fixtures/long-searches';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** One GET of a page on a kept-alive connection, timed to the last byte. */
const timedGet = (url: string, agent: Agent) => timedRequest(url, agent, { accept: 'text/html' });

/**
 * Long searches (BENCH_SEARCH_REPEAT each, default 5, after one warm-up)
 * beside a second client reading the cached `/` in a loop; then a page's
 * other spellings against the canonical path, sequentially.
 */
export async function longSearches() {
  const repeat = Number(process.env.BENCH_SEARCH_REPEAT ?? 5);
  const data = mkdtempSync(path.join(tmpdir(), 'bench-search-'));
  const site = await benchSite({ DATA_DIR: data });
  const pid = site.proc.pid!;
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const visitorAgent = new Agent({ keepAlive: true, maxSockets: 1 });
  for (let i = 0; i < 5; i++) await timedGet(`${site.url}/`, visitorAgent);

  console.log(
    `\nHostile: 15 KB searches (one short word repeated), ${repeat} of each after a warm-up, sequential; a second client reads / (cached) in a loop meanwhile`,
  );
  for (const s of SEARCHES) {
    const long = `${site.url}${s.path}?${s.name}=${longQuery(s.word)}`;
    const short = `${site.url}${s.path}?${s.name}=${s.word}`;
    const cost = async (url: string) => {
      await timedGet(url, agent);
      const before = cpuMs(pid);
      const statuses = new Set<number>();
      for (let i = 0; i < repeat; i++) statuses.add((await timedGet(url, agent)).status);
      return { ms: (cpuMs(pid) - before) / repeat, statuses: [...statuses].join('/') };
    };
    const shortCost = await cost(short);
    let running = true;
    const cached: number[] = [];
    const reader = (async () => {
      while (running) {
        cached.push((await timedGet(`${site.url}/`, visitorAgent)).ms);
        await sleep(5);
      }
    })();
    const longCost = await cost(long);
    running = false;
    await reader;
    console.log(
      `${`${s.path}?${s.name}=${s.word}+…`.padEnd(22)} ${longQuery(s.word).length} chars: server CPU ${longCost.ms.toFixed(1)} ms a request (status ${longCost.statuses}); ` +
        `the same page searching "${s.word}" ${shortCost.ms.toFixed(1)} ms; cached / meanwhile p50 ${percentile(cached, 50).toFixed(2)} ms, max ${Math.max(...cached).toFixed(2)} ms over ${cached.length} reads (target: a few ms)`,
    );
  }

  // A page's other spellings: each should cost what the canonical page costs, not a render.
  const spellings = [
    ['/blog/1', '/blog/1/'],
    ['/fr/blog/1', '/fr/blog/1/'],
    ['/about', '//about'],
    ['/projects', '/./projects/'],
    ['/blog/1', '/%62log/%31'],
    ['/fr/blog/1', '/fr/blog/01'],
  ];
  const n = Number(process.env.BENCH_TWIN_N ?? 100);
  console.log(
    `\nHostile: a known page's other spellings vs its canonical path, ${n} sequential requests each (after a warm-up), answer time p50/p99 and server CPU a request`,
  );
  for (const [canonical, twin] of spellings) {
    const time = async (p: string) => {
      for (let i = 0; i < 3; i++) await timedGet(`${site.url}${p}`, agent);
      const before = cpuMs(pid);
      const times: number[] = [];
      const statuses = new Set<number>();
      for (let i = 0; i < n; i++) {
        const r = await timedGet(`${site.url}${p}`, agent);
        times.push(r.ms);
        statuses.add(r.status);
      }
      return {
        p50: percentile(times, 50),
        p99: percentile(times, 99),
        cpu: (cpuMs(pid) - before) / n,
        statuses: [...statuses].join('/'),
      };
    };
    const c = await time(canonical!);
    const t = await time(twin!);
    const line = (p: string, r: typeof c) =>
      `${p} ${r.statuses}: p50 ${r.p50.toFixed(2)} ms, p99 ${r.p99.toFixed(2)} ms, CPU ${r.cpu.toFixed(2)} ms`;
    console.log(`${line(twin!, t)}; ${line(canonical!, c)}; twin/canonical p50 ${(t.p50 / c.p50).toFixed(1)}x`);
  }
  agent.destroy();
  visitorAgent.destroy();
  await site.stop();
  rmSync(data, { recursive: true, force: true });
}
