// An upload must keep a minimum pace, not just meet a deadline, as Apache's
// mod_reqtimeout (MinRate) and nginx's body timeout between reads ask: a
// body that stalls, or trickles a few bytes every few seconds, would
// otherwise hold one of the few upload slots until the whole-body deadline
// (UPLOAD_TIMEOUT_S), and three of them keep applications closed.
// https://httpd.apache.org/docs/2.4/mod/mod_reqtimeout.html
//
// The pace is read from the socket's byte count (socket.bytesRead), sampled
// a few times a window, so nothing is added to the body stream that multer
// reads: a body slower than `minBytesPerS` over any `windowS` seconds, or
// silent for as long, is too slow. A real CV on a slow line (50 kB/s) sends
// fifty times the default minimum.
//
// Keeping just above that minimum still holds a slot for the whole-body
// deadline, and three addresses doing so keep applications closed. So while
// another upload waits for a slot (`contended`), a holder must keep a higher
// pace (20 kB/s by default: under half of a slow mobile line's) or give its
// slot up, the way a busy server sheds its slowest clients first.
import type { IncomingMessage } from 'node:http';

export interface PaceOptions {
  /** The slowest pace accepted, averaged over a window (bytes a second). */
  minBytesPerS: number;
  /** The window's length in seconds; a body is judged once it has been read this long. */
  windowS: number;
  /** A higher pace, required only while `busy()` says another upload waits for a slot. */
  contended?: { minBytesPerS: number; busy: () => boolean };
}

export interface PaceWatch {
  /** Resolves when the body falls below the pace; never rejects. */
  readonly tooSlow: Promise<void>;
  /** Stop watching (the body is read, or the answer is sent). */
  stop(): void;
}

/** Samples a window holds: a stalled body is found within a fifth of a window after it. */
const SAMPLES = 5;

/** Watch the body of `req` from now on. */
export function watchPace(req: IncomingMessage, options: PaceOptions): PaceWatch {
  const socket = req.socket;
  const need = options.minBytesPerS * options.windowS;
  // socket.bytesRead at each tick, the oldest first; the window is full once it holds SAMPLES + 1.
  const seen = [socket.bytesRead];
  let timer: NodeJS.Timeout | undefined;
  let signal: () => void = () => undefined;
  const tooSlow = new Promise<void>((resolve) => (signal = resolve));
  const stop = () => {
    clearInterval(timer);
    timer = undefined;
  };
  timer = setInterval(
    () => {
      if (req.complete || socket.destroyed) return stop();
      seen.push(socket.bytesRead);
      if (seen.length <= SAMPLES) return;
      const inWindow = seen[seen.length - 1]! - seen.shift()!;
      const contended = options.contended && options.contended.minBytesPerS > 0 && options.contended.busy();
      if (inWindow < need || (contended && inWindow < options.contended!.minBytesPerS * options.windowS)) {
        stop();
        signal();
      }
    },
    (options.windowS * 1000) / SAMPLES,
  );
  timer.unref();
  return { tooSlow, stop };
}
