// Is this CV a plain PDF? Asked of pdf-lib in worker threads
// (pdf-check-worker.mjs) with a time limit and a heap limit: parsing is CPU
// work on input an attacker chooses (object streams are inflated, a 5 MB
// file can hold hundreds of thousands of objects), so it never runs on the
// site's event loop, and a check that runs past its time is stopped and
// counted as a refusal. A worker is reused while it behaves (starting one
// and loading pdf-lib costs more than most checks) and ends after a minute
// idle; at most UPLOAD_CONCURRENCY checks run at once (each holds an upload
// slot), so that many workers at most.
import { Worker } from 'node:worker_threads';

export type PdfVerdict =
  | { verdict: 'pdf'; pages: number; objects: number }
  /** Not a PDF that parses to at least one page. */
  | { verdict: 'notPdf'; reason: string }
  /** Past the check's limits (time, heap, a stream that inflates too far): no CV needs that much. */
  | { verdict: 'tooComplex'; reason: string }
  /** JavaScript, a launch action, an embedded file...: `what` names the first found. */
  | { verdict: 'active'; what: string }
  /** Encrypted: its objects cannot be checked, and a recruiter may not be able to open it. */
  | { verdict: 'protected' };

export interface PdfCheckOptions {
  /** The longest a check may take; then its worker is stopped and the file refused. */
  timeoutMs: number;
  /** A worker's heap (MB): a file that needs more is refused. */
  heapMb: number;
  /** How long an idle worker is kept for the next check. */
  idleMs?: number;
}

export interface PdfChecker {
  /** The verdict; rejects only when no worker can start (the site's fault, not the file's). */
  check(file: string): Promise<PdfVerdict>;
  /** Start a worker now, so the next check does not wait for one. */
  warm(): Promise<void>;
  /** Stop the idle workers (a check in progress finishes). */
  close(): Promise<void>;
}

// Beside this module in development and tests; beside the server's bundle in
// production (vite.config.ts copies it to dist/server).
const WORKER = new URL('./pdf-check-worker.mjs', import.meta.url);
/** The longest a worker may take to start (load pdf-lib) before the check gives up: 503, try later. */
const STARTUP_MS = 30_000;

export function pdfChecker(options: PdfCheckOptions): PdfChecker {
  const idle = new Map<Worker, NodeJS.Timeout>();
  const idleMs = options.idleMs ?? 60_000;

  /**
   * A new worker, once it has loaded pdf-lib: that time is not the file's and
   * is not counted against it, but it is bounded too (STARTUP_MS).
   */
  const spawn = () =>
    new Promise<Worker>((resolve, reject) => {
      const worker = new Worker(WORKER, {
        resourceLimits: {
          maxOldGenerationSizeMb: options.heapMb,
          maxYoungGenerationSizeMb: Math.min(16, Math.max(2, Math.floor(options.heapMb / 8))),
        },
        // Its output is not ours to print.
        stdout: true,
        stderr: true,
      });
      worker.unref();
      const startup = setTimeout(() => {
        void worker.terminate();
        reject(new Error(`the CV check's worker did not start within ${STARTUP_MS} ms`));
      }, STARTUP_MS);
      const failed = (err: Error) => {
        clearTimeout(startup);
        reject(err);
      };
      worker.once('message', () => {
        clearTimeout(startup);
        worker.off('error', failed);
        resolve(worker);
      });
      worker.once('error', failed);
    });

  const take = (): Promise<Worker> => {
    const next = idle.keys().next();
    if (next.done) return spawn();
    clearTimeout(idle.get(next.value));
    idle.delete(next.value);
    return Promise.resolve(next.value);
  };

  const putBack = (worker: Worker) => {
    const timer = setTimeout(() => {
      idle.delete(worker);
      void worker.terminate();
    }, idleMs);
    timer.unref();
    idle.set(worker, timer);
  };

  async function check(file: string): Promise<PdfVerdict> {
    const worker = await take();
    return new Promise((resolve) => {
      const done = (verdict: PdfVerdict, reusable: boolean) => {
        clearTimeout(timer);
        worker.off('message', onMessage).off('error', onError).off('exit', onExit);
        if (reusable) putBack(worker);
        else void worker.terminate();
        resolve(verdict);
      };
      const onMessage = (answer: PdfVerdict) => done(answer, true);
      // ERR_WORKER_OUT_OF_MEMORY and the like: the file asked for more than a CV needs.
      const onError = (err: Error) => done({ verdict: 'tooComplex', reason: err.message.slice(0, 200) }, false);
      const onExit = (code: number) =>
        done({ verdict: 'tooComplex', reason: `the check stopped (exit ${code})` }, false);
      const timer = setTimeout(
        () => done({ verdict: 'tooComplex', reason: `not checked within ${options.timeoutMs} ms` }, false),
        options.timeoutMs,
      );
      worker.on('message', onMessage).once('error', onError).once('exit', onExit);
      worker.postMessage({ file });
    });
  }

  async function warm() {
    if (idle.size === 0) putBack(await spawn());
  }

  async function close() {
    const workers = [...idle.keys()];
    for (const timer of idle.values()) clearTimeout(timer);
    idle.clear();
    await Promise.all(workers.map((w) => w.terminate()));
  }

  return { check, warm, close };
}
