// The forms' time trap, with a timestamp the server issues and signs. A
// page view sets a small cookie `ft=<ms>.<hmac>` (HttpOnly, SameSite=Lax, no
// identifier: it says only when this browser first loaded a page, so it is
// essential and needs no consent banner; the privacy policy names it). A
// form post must bring it back, signed by us and old enough for a person to
// have typed: missing, forged or too fresh = a bot (answered as a real post,
// its message kept in the spam quarantine, never mailed: quarantine.ts). A cookie and not a hidden field because pages are served from
// the render cache: a timestamp baked into cached HTML would be hours old.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { closeSync, fsyncSync, linkSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { cookieValue } from '../http/request-body';

export const TRAP_COOKIE = 'ft';
const DAY = 24 * 60 * 60_000;
/** Re-issued after a day, kept by the browser for 30: an open tab never loses it. */
const REISSUE_AFTER_MS = DAY;
const MAX_AGE_S = 30 * 24 * 60 * 60;

export type TrapVerdict = 'missing' | 'forged' | 'too fast' | 'expired' | undefined;

/** Bytes of key the signature needs at least (HMAC-SHA256's own size). */
export const MIN_KEY_BYTES = 32;

/** A key that cannot be used or made: one line that names the file or variable and what is expected. */
export class FormSecretError extends Error {
  override name = 'FormSecretError';
}

export interface FormSecretOptions {
  /** Writes `data` into a new file at `file` and makes it durable (tests: a full disk). */
  writeNew?: (file: string, data: string) => void;
}

/** Create `file` (never over an existing one), write `data`, fsync. */
function writeNewFile(file: string, data: string): void {
  const fd = openSync(file, 'wx', 0o600);
  try {
    writeSync(fd, data);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** The key a file holds, or why it holds none. */
function keyFrom(file: string, text: string): Buffer {
  const encoded = text.trim();
  const key = /^[A-Za-z0-9_-]*$/.test(encoded) ? Buffer.from(encoded, 'base64url') : Buffer.alloc(0);
  if (key.length < MIN_KEY_BYTES) {
    throw new FormSecretError(
      `${file} holds no usable form-signing key (${key.length} bytes; at least ${MIN_KEY_BYTES} random bytes, base64url-encoded, are expected): delete the file to have a new one made at start, or set FORM_SECRET (${MIN_KEY_BYTES}+ characters)`,
    );
  }
  return key;
}

/**
 * The signing key: FORM_SECRET, or one generated once into the data folder.
 * It must survive restarts, or every visitor with a page open during a
 * deploy would have a "forged" cookie and lose the message they were typing.
 * The file is written whole or not at all (a temporary file, fsynced, then
 * linked into place, which never replaces a key another process made), and
 * a key that is empty or short stops the start with a FormSecretError: a
 * cookie signed with an empty key would pass the time trap.
 */
export function formSecret(configured: string | undefined, dataDir: string, options: FormSecretOptions = {}): Buffer {
  if (configured !== undefined) {
    if (configured.trim().length < MIN_KEY_BYTES) {
      throw new FormSecretError(
        `FORM_SECRET is ${configured.trim().length} characters; at least ${MIN_KEY_BYTES} are expected (e.g. the output of \`openssl rand -base64 32\`), or leave it unset to have a key made in DATA_DIR`,
      );
    }
    return Buffer.from(configured);
  }
  const file = path.join(dataDir, 'form-secret');
  const read = () => keyFrom(file, readFileSync(file, 'utf8'));
  try {
    return read();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') {
      if (err instanceof FormSecretError) throw err;
      throw new FormSecretError(
        `${file} could not be read (${(err as NodeJS.ErrnoException).code ?? String(err)}): the form-signing key lives there; fix its owner or set FORM_SECRET (${MIN_KEY_BYTES}+ characters)`,
      );
    }
  }
  const tmp = path.join(dataDir, `.form-secret.${process.pid}.${randomBytes(4).toString('hex')}.tmp`);
  try {
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    (options.writeNew ?? writeNewFile)(tmp, randomBytes(MIN_KEY_BYTES).toString('base64url'));
    try {
      linkSync(tmp, file);
    } catch (err) {
      // Another process made the key meanwhile: use theirs.
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    const dir = openSync(dataDir, 'r');
    try {
      fsyncSync(dir);
    } finally {
      closeSync(dir);
    }
  } catch (err) {
    throw new FormSecretError(
      `${file} could not be written (${(err as NodeJS.ErrnoException).code ?? String(err)}): the form-signing key is made there at first start. Free space on the DATA_DIR disk or fix its owner, or set FORM_SECRET (${MIN_KEY_BYTES}+ characters)`,
    );
  } finally {
    rmSync(tmp, { force: true });
  }
  return read();
}

export interface TimeTrapOptions {
  secret: Buffer;
  minFillMs: number;
  /** Mark the cookie Secure (the site is served over https). */
  secure: boolean;
  now?: () => number;
}

export function timeTrap(options: TimeTrapOptions) {
  const now = options.now ?? Date.now;
  const sign = (t: string) =>
    createHmac('sha256', options.secret).update(`form-time:${t}`).digest('base64url').slice(0, 32);

  /** The issue time of a valid cookie, or why there is none. */
  function read(req: IncomingMessage): number | Exclude<TrapVerdict, 'too fast' | undefined> {
    const raw = cookieValue(req.headers.cookie, TRAP_COOKIE);
    if (!raw) return 'missing';
    const [t, mac] = raw.split('.');
    if (!t || !mac || !/^\d{10,15}$/.test(t)) return 'forged';
    const expected = Buffer.from(sign(t));
    const given = Buffer.from(mac);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'forged';
    const issued = Number(t);
    if (issued > now() + 60_000 || now() - issued > MAX_AGE_S * 1000) return 'expired';
    return issued;
  }

  const issue = () => {
    const t = String(now());
    return `${TRAP_COOKIE}=${t}.${sign(t)}; Path=/; Max-Age=${MAX_AGE_S}; HttpOnly; SameSite=Lax${options.secure ? '; Secure' : ''}`;
  };

  return {
    /**
     * On a page view (a GET for HTML, cache hit or not): set the cookie when
     * the browser has none that is valid and recent. Runs before the render
     * cache, as a header, so cached pages stay the same for everyone.
     */
    onPageView(req: IncomingMessage, res: ServerResponse): void {
      if (req.method !== 'GET' || !(req.headers.accept ?? '').includes('text/html')) return;
      const issued = read(req);
      if (typeof issued === 'number' && now() - issued < REISSUE_AFTER_MS) return;
      res.appendHeader('Set-Cookie', issue());
    },
    /** Why a form post looks like a bot's, or undefined when it does not. */
    check(req: IncomingMessage): TrapVerdict {
      const issued = read(req);
      if (typeof issued !== 'number') return issued;
      return now() - issued < options.minFillMs ? 'too fast' : undefined;
    },
  };
}

export type TimeTrap = ReturnType<typeof timeTrap>;
