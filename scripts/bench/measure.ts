// What the benchmarks share: the built site under a robot's limits, and the
// instruments that read it (timed requests, a second visitor, resident
// memory and CPU time from /proc, percentiles).
import { readFileSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import type { Limits } from '../../server/limits';
import { startBuiltServer } from '../run-built-server';
import { serverNodeOptions } from '../server-flags.mjs';

/**
 * The server's NODE_OPTIONS as `npm start` makes them (scripts/server-flags.mjs),
 * under the bench's own NODE_OPTIONS: `NODE_OPTIONS=--max-old-space-size=4096
 * npm run bench` measures a server started that way.
 */
export const SERVER_NODE_OPTIONS = serverNodeOptions(process.env.NODE_OPTIONS);

/** A benchmark posts at once and often, from few addresses: neither the time trap nor the rate limit should answer. */
export const BENCH_LIMITS: Partial<Limits> = { RATE_LIMIT_MAX: 1_000_000, FORM_MIN_FILL_MS: 0 };

/** The built site for a benchmark: `env` as an operator's, `limits` over BENCH_LIMITS. */
export const benchSite = (env: Record<string, string> = {}, limits: Partial<Limits> = {}) =>
  startBuiltServer({ env, limits: { ...BENCH_LIMITS, ...limits } });

/** Resident memory of a process, in kB. */
export const rssKb = (pid: number) => {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) : NaN;
};

export const UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130 Safari/537.36';
export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
export const mb = (kb: number) => (kb / 1024).toFixed(1);

/**
 * CPU time a process has used (user + system), in ms: a per-request cost that the machine's load does not inflate.
 * With `thread`, that thread's only (the main thread's id is the process's).
 */
export function cpuMs(pid: number, thread?: number): number {
  const file = thread === undefined ? `/proc/${pid}/stat` : `/proc/${pid}/task/${thread}/stat`;
  const fields = readFileSync(file, 'utf8').split(') ')[1]!.split(' ');
  // utime and stime are fields 14 and 15 of the line, in clock ticks (100 a second on Linux).
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

export const percentile = (values: number[], p: number) => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};

/** One GET with a browser's user agent (and `headers`), timed to the last byte; status 0 on a connection error. */
export function timedRequest(
  url: string,
  agent?: Agent,
  headers: Record<string, string> = {},
): Promise<{ ms: number; status: number }> {
  return new Promise((resolve) => {
    const start = process.hrtime.bigint();
    const done = (status: number) => resolve({ ms: Number(process.hrtime.bigint() - start) / 1e6, status });
    const req = httpRequest(
      url,
      { agent, headers: { 'user-agent': UA, 'accept-encoding': 'br, gzip', ...headers } },
      (res) => {
        res.on('data', () => undefined);
        res.on('end', () => done(res.statusCode ?? 0));
        res.on('error', () => done(0));
      },
    );
    req.setTimeout(30_000, () => req.destroy());
    req.on('error', () => done(0));
    req.end();
  });
}

/** A second visitor reading one URL in a loop until stopped: latencies and failures. */
export function visitor(url: string, pauseMs = 20) {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const times: number[] = [];
  let failures = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      const r = await timedRequest(url, agent);
      if (r.status >= 200 && r.status < 400) times.push(r.ms);
      else failures += 1;
      await sleep(pauseMs);
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      agent.destroy();
      return { times, failures };
    },
  };
}
