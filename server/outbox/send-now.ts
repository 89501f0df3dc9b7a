// `npm run outbox -- send [<id>] [--wait]`: after an outage, pending mail
// goes out now instead of at the end of its backoff (up to
// OUTBOX_RETRY_MAX_MS). The command never sends anything itself: it
// rewrites each chosen message's delivery state so that it is due at once,
// and the site's own worker, which reads that state before every attempt and
// scans pending/ every few seconds, delivers it. One process delivers, so a
// message cannot go out twice because of this command, whether or not the
// site is running (a stopped site sends at its next start).
import path from 'node:path';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { baseOf, listMessages, readState, writeAtomic } from './files';

/** How long `--wait` follows the messages: a scan, then an attempt of up to OUTBOX_ATTEMPT_TIMEOUT_S (server/limits.ts). */
const SEND_WAIT_MS = 120_000;

export interface SendNowOptions {
  /** The outbox folder (DATA_DIR/outbox). */
  dir: string;
  /** One message (its reference, as `list` shows it); every pending message when unset. */
  id?: string;
  /** Follow the messages until each is delivered, failed or tried again (at most `waitMs`). */
  wait?: boolean;
  waitMs?: number;
  pollMs?: number;
  out: (line: string) => void;
  now?: () => number;
}

const idOf = (base: string) => base.split('-').slice(1).join('-');

/** Exit code: 0 when the messages were made due (and, with `wait`, all delivered); 1 otherwise. */
export async function sendNow(options: SendNowOptions): Promise<number> {
  const now = options.now ?? Date.now;
  const pending = path.join(options.dir, 'pending');
  const failed = path.join(options.dir, 'failed');
  const tmp = path.join(options.dir, 'tmp');
  const all = (await listMessages(pending)).map(baseOf);
  const chosen = options.id ? all.filter((b) => b.endsWith(`-${options.id}`)) : all;
  if (chosen.length === 0) {
    options.out(options.id ? `no pending message ${options.id}` : 'nothing pending');
    return options.id ? 1 : 0;
  }
  await mkdir(tmp, { recursive: true, mode: 0o700 });
  const before = new Map<string, number>();
  let rescheduled = 0;
  for (const base of chosen) {
    const state = await readState(pending, base);
    before.set(base, state.attempts);
    if (state.nextAttemptAt <= now()) continue;
    // Delivered meanwhile: writing a state now would leave a stray file.
    if (!existsSync(path.join(pending, `${base}.json`))) continue;
    await writeAtomic(pending, tmp, `${base}.state`, JSON.stringify({ ...state, nextAttemptAt: 0 }));
    rescheduled += 1;
  }
  options.out(
    `${chosen.length} pending message(s) due now (${rescheduled} were waiting out a backoff); the running site sends them within 15 s`,
  );
  if (!options.wait) return 0;

  // Follow each message: gone from pending/ and not in failed/ is delivered.
  const outcome = new Map<string, string>();
  const deadline = now() + (options.waitMs ?? SEND_WAIT_MS);
  for (;;) {
    const waiting = chosen.filter((b) => !outcome.has(b));
    for (const base of waiting) {
      if (!existsSync(path.join(pending, `${base}.json`))) {
        outcome.set(
          base,
          existsSync(path.join(failed, `${base}.json`))
            ? `failed: ${(await readState(failed, base)).lastError ?? 'refused'}`
            : 'delivered',
        );
        continue;
      }
      const state = await readState(pending, base);
      if (state.attempts > before.get(base)!)
        outcome.set(base, `not delivered, will be retried: ${state.lastError ?? 'error'}`);
    }
    if (outcome.size === chosen.length || now() >= deadline) break;
    await new Promise((r) => setTimeout(r, options.pollMs ?? 250));
  }
  for (const base of chosen)
    options.out(
      `  ${idOf(base).padEnd(14)} ${outcome.get(base) ?? 'not tried yet: is the site running? (it sends at its next start)'}`,
    );
  const delivered = chosen.filter((b) => outcome.get(b) === 'delivered').length;
  options.out(`delivered ${delivered} of ${chosen.length}`);
  return delivered === chosen.length ? 0 : 1;
}
