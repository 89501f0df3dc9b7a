/**
 * Jobs run a few at a time, one batch per turn of the event loop (in its
 * check phase, after the turn's I/O), in the order they came. Between two
 * batches the loop reads its sockets again, so whatever is answered as it
 * is read (a cached page) waits for at most one batch, however many jobs
 * are queued. A client waiting for its answer sends nothing new, so a flood
 * of such requests is also read no faster than the queue answers it.
 */
export function turnQueue(perTurn: number) {
  // A read position instead of shift(): taking a job is O(1) however long
  // the queue (a client can pipeline thousands of requests on one socket).
  let jobs: Array<() => void> = [];
  let head = 0;
  let scheduled = false;
  const drain = () => {
    try {
      for (let n = 0; n < perTurn && head < jobs.length; n++) jobs[head++]!();
    } finally {
      // A job that throws still leaves the rest to the next turn.
      if (head === jobs.length) {
        jobs = [];
        head = 0;
      }
      scheduled = head < jobs.length;
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
      return jobs.length - head;
    },
  };
}
