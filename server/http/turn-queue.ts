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
  // A job taken is dropped from the array at once (it holds its request and
  // response), and the taken part is cut off once it is half the array, so a
  // queue that never empties under a flood holds only the jobs still to run.
  let jobs: Array<(() => void) | undefined> = [];
  let head = 0;
  let scheduled = false;
  const drain = () => {
    try {
      for (let n = 0; n < perTurn && head < jobs.length; n++) {
        const job = jobs[head]!;
        jobs[head++] = undefined;
        job();
      }
    } finally {
      // A job that throws still leaves the rest to the next turn.
      if (head * 2 >= jobs.length) {
        jobs = jobs.slice(head); // [] once every job has run
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
