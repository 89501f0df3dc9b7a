// A bounded gate: at most `max` holders at once, at most `maxWaiting` in a
// line behind them; past the line (or after `waitMs` in it) the caller gets
// no slot and answers 503 with Retry-After. Used for page renders (one
// synchronous block of main-thread work each: fifty started in one turn make
// every other visitor, even one served from the cache, wait for all fifty) and
// for CV uploads (60 concurrent 5 MB CVs once took the process past 2 GB; a
// post waiting for a slot is unread, so TCP holds its bytes, not our memory).

export interface Gate {
  /** Resolves with a release function (safe to call twice), or undefined: no slot. */
  enter(): Promise<(() => void) | undefined>;
  readonly active: number;
  readonly waiting: number;
}

export interface GateOptions {
  max: number;
  maxWaiting: number;
  /** Longest wait in the line; unbounded when unset. */
  waitMs?: number;
  /**
   * Hand a freed slot to the next in line on a later turn of the event loop,
   * so sockets (cached answers) are polled between two renders.
   */
  yieldBetween?: boolean;
}

export function gate(options: GateOptions): Gate {
  let active = 0;
  const line: ((release: () => void) => void)[] = [];
  const release = () => {
    const next = line.shift();
    // The slot passes straight to the next in line: `active` stays the same.
    if (!next) active -= 1;
    else if (options.yieldBetween) setImmediate(() => next(once()));
    else next(once());
  };
  const once = () => {
    let done = false;
    return () => {
      if (done) return;
      done = true;
      release();
    };
  };
  return {
    enter() {
      if (active < options.max) {
        active += 1;
        return Promise.resolve(once());
      }
      if (line.length >= options.maxWaiting) return Promise.resolve(undefined);
      return new Promise((resolve) => {
        if (options.waitMs === undefined) return void line.push(resolve);
        const grant = (release: () => void) => {
          clearTimeout(timer);
          resolve(release);
        };
        const timer = setTimeout(() => {
          line.splice(line.indexOf(grant), 1);
          resolve(undefined);
        }, options.waitMs);
        line.push(grant);
      });
    },
    get active() {
      return active;
    },
    get waiting() {
      return line.length;
    },
  };
}
