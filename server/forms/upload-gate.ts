// At most `max` uploads are parsed at once, whatever visitors send (issue 9:
// 60 concurrent 5 MB CVs once took the process past 2 GB). A post beyond
// that waits for a slot, unread (TCP holds its bytes, not our memory), for
// up to `waitMs`, in a queue of at most `maxWaiting`; past either limit the
// answer is 503 with Retry-After.
export function uploadGate(options: { max: number; waitMs?: number; maxWaiting?: number }) {
  const waitMs = options.waitMs ?? 15_000;
  const maxWaiting = options.maxWaiting ?? 50;
  let active = 0;
  const waiting: (() => void)[] = [];

  const release = () => {
    const next = waiting.shift();
    if (next) next(); // the slot passes straight to the next in line
    else active -= 1;
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
    /** A slot (call the returned function to give it back), or undefined when none came free in time. */
    async enter(): Promise<(() => void) | undefined> {
      if (active < options.max) {
        active += 1;
        return once();
      }
      if (waiting.length >= maxWaiting) return undefined;
      return new Promise((resolve) => {
        const grant = () => {
          clearTimeout(timer);
          resolve(once());
        };
        const timer = setTimeout(() => {
          waiting.splice(waiting.indexOf(grant), 1);
          resolve(undefined);
        }, waitMs);
        waiting.push(grant);
      });
    },
    get active() {
      return active;
    },
  };
}
