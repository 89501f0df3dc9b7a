/**
 * Jobs run a few at a time, one batch per turn of the event loop (in its
 * check phase, after the turn's I/O), in the order they came. Between two
 * batches the loop reads its sockets again, so whatever is answered as it
 * is read (a cached page) waits for at most one batch, however many jobs
 * are queued. A client waiting for its answer sends nothing new, so a flood
 * of such requests is also read no faster than the queue answers it.
 */
export function turnQueue(perTurn: number) {
  const jobs: Array<() => void> = [];
  let scheduled = false;
  const drain = () => {
    try {
      for (let n = 0; n < perTurn && jobs.length > 0; n++) jobs.shift()!();
    } finally {
      // A job that throws still leaves the rest to the next turn.
      scheduled = jobs.length > 0;
      if (scheduled) setImmediate(drain);
    }
  };
  return {
    push(job: () => void) {
      jobs.push(job);
      if (!scheduled) {
        scheduled = true;
        setImmediate(drain);
      }
    },
    get length() {
      return jobs.length;
    },
  };
}
