// A site-wide count over the last hour, kept in sixty one-minute buckets:
// constant memory and constant work whatever the traffic, and a count that
// slides a minute at a time rather than resetting on the hour (a burst
// across 10:59-11:01 is one burst).

const MINUTE = 60_000;
const BUCKETS = 60;

interface HourlyCount {
  /** Count `n` at `now` (ms). */
  add(now: number, n?: number): void;
  /** What was counted in the hour before `now` (ms). */
  total(now: number): number;
}

export function hourlyCount(): HourlyCount {
  const counts = new Uint32Array(BUCKETS);
  // The minute (since the epoch) each bucket holds; -1 for none.
  const minutes = new Float64Array(BUCKETS).fill(-1);
  return {
    add(now, n = 1) {
      const minute = Math.floor(now / MINUTE);
      const i = minute % BUCKETS;
      if (minutes[i] !== minute) {
        minutes[i] = minute;
        counts[i] = 0;
      }
      counts[i] = counts[i]! + n;
    },
    total(now) {
      const minute = Math.floor(now / MINUTE);
      let sum = 0;
      for (let i = 0; i < BUCKETS; i++) if (minutes[i]! > minute - BUCKETS && minutes[i]! <= minute) sum += counts[i]!;
      return sum;
    },
  };
}
