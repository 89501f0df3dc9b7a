// The server under hostile traffic, as `npm run bench` parts.
// Figures are printed next to their targets, never asserted: the machine is
// shared and noisy. Every run sends traffic to 127.0.0.1 only, bounded in
// count and time.
//  - cacheFlood: 10,000 unique `/?q=N` while a second client reads `/`
//  - limiterMemory: 600k unique client addresses through rateLimiter()
//  - idleSockets: 2,000 sockets that never finish their headers
//  - soak: pages, the three POSTs (log mode) and static assets, mixed
//  - redirectProbe: spellings of another site as a form's return address (scripts/bench/hostile-redirect.ts)
//  - longSearches and hostileUploads: scripts/bench/hostile-search.ts, hostile-uploads.ts
import { cacheFlood } from './bench/hostile-flood';
import { limiterMemory } from './bench/hostile-limiter';
import { idleSockets, soak } from './bench/hostile-soak';
import { redirectProbe } from './bench/hostile-redirect';
import { longSearches } from './bench/hostile-search';
import { hostileUploads } from './bench/hostile-uploads';

/** The hostile parts, in order; BENCH_HOSTILE=flood,limiter,idle,soak,redirect,search,uploads picks some. */
export async function hostileBench() {
  const parts = (process.env.BENCH_HOSTILE ?? 'flood,limiter,idle,soak,redirect,search,uploads').split(',');
  if (parts.includes('flood')) await cacheFlood();
  if (parts.includes('limiter')) await limiterMemory();
  if (parts.includes('idle')) await idleSockets();
  if (parts.includes('soak')) await soak();
  if (parts.includes('redirect')) await redirectProbe();
  if (parts.includes('search')) await longSearches();
  if (parts.includes('uploads')) await hostileUploads();
}
