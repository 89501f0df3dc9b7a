// At most N renders in flight, the rest wait in a bounded line. A render
// is one synchronous block of main-thread work; fifty of them started in
// one turn of the event loop make every other visitor, even one served
// from the cache, wait for all fifty. Through the gate, a cached page waits
// for at most N renders; beyond the line the caller answers 503.

export interface RenderGate {
  /** Resolves with a release function, or with undefined when the line is full. */
  enter(): Promise<(() => void) | undefined>;
  readonly active: number;
  readonly waiting: number;
}

export function renderGate(options: { concurrency: number; maxWaiting: number }): RenderGate {
  let active = 0;
  const line: ((release: () => void) => void)[] = [];
  const release = () => {
    const next = line.shift();
    if (next) {
      // Hand the slot over on a later turn, so the event loop polls sockets
      // (cached answers) between two renders.
      setImmediate(() => next(once()));
    } else active -= 1;
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
      if (active < options.concurrency) {
        active += 1;
        return Promise.resolve(once());
      }
      if (line.length >= options.maxWaiting) return Promise.resolve(undefined);
      return new Promise((resolve) => line.push(resolve));
    },
    get active() {
      return active;
    },
    get waiting() {
      return line.length;
    },
  };
}
