// Bench only, never loaded by `npm start` or the image: the newsletter bench
// preloads it into the server (`--import`) to see how long the event loop
// that answers pages is held. It samples the loop every RESOLUTION_MS
// (perf_hooks' monitorEventLoopDelay); on SIGUSR2 it appends one JSON line
// to the file named by BENCH_LOOP_FILE (the samples since the last signal:
// how many, their mean, 99th percentile and largest, in ms, and the longest
// garbage collection meanwhile) and starts counting afresh.
import { appendFileSync } from 'node:fs';
import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';

const RESOLUTION_MS = 5;
const file = process.env.BENCH_LOOP_FILE;
if (file) {
  const h = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  h.enable();
  let gcMax = 0;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) gcMax = Math.max(gcMax, e.duration);
  }).observe({ entryTypes: ['gc'] });
  const ms = (ns) => Math.round(ns / 1e4) / 100;
  process.on('SIGUSR2', () => {
    appendFileSync(
      file,
      `${JSON.stringify({ resolutionMs: RESOLUTION_MS, samples: h.count, mean: ms(h.mean), p99: ms(h.percentile(99)), max: ms(h.max), gcMax: Math.round(gcMax * 100) / 100 })}\n`,
    );
    h.reset();
    gcMax = 0;
  });
}
