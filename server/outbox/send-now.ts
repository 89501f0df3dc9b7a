// `npm run outbox -- send [<id>] [--wait]`: after an outage, pending mail
// goes out now instead of at the end of its backoff (up to
// OUTBOX_RETRY_MAX_MS). The command never sends anything itself: it makes
// each chosen message due at once in the store, and the worker of a running
// copy of the site, which claims due messages at every pass (every few
// seconds), delivers it. A message is sent by the copy that claims it, so it
// cannot go out twice because of this command, whether or not the site is
// running (a stopped site sends at its next start).
import type { Messages } from '../store/messages';

/** How long `--wait` follows the messages: a scan, then an attempt of up to OUTBOX_ATTEMPT_TIMEOUT_S (server/limits.ts). */
const SEND_WAIT_MS = 120_000;

export interface SendNowOptions {
  messages: Messages;
  /** One message (its reference, as `list` shows it); every pending message when unset. */
  id?: string;
  /** Follow the messages until each is delivered, failed or tried again (at most `waitMs`). */
  wait?: boolean;
  waitMs?: number;
  pollMs?: number;
  out: (line: string) => void;
  now?: () => number;
}

/** Exit code: 0 when the messages were made due (and, with `wait`, all delivered); 1 otherwise. */
export async function sendNow(options: SendNowOptions): Promise<number> {
  const now = options.now ?? Date.now;
  const { messages } = options;
  const all = await messages.list('pending');
  const chosen = options.id ? all.filter((m) => m.id === options.id) : all;
  if (chosen.length === 0) {
    options.out(options.id ? `no pending message ${options.id}` : 'nothing pending');
    return options.id ? 1 : 0;
  }
  const before = new Map(chosen.map((m) => [m.id, m.attempts]));
  const rescheduled = await messages.makeDue(
    chosen.map((m) => m.id),
    now(),
  );
  options.out(
    `${chosen.length} pending message(s) due now (${rescheduled} were waiting out a backoff); the running site sends them within 15 s`,
  );
  if (!options.wait) return 0;

  // Follow each message: gone from the store is delivered.
  const outcome = new Map<string, string>();
  const deadline = now() + (options.waitMs ?? SEND_WAIT_MS);
  for (;;) {
    for (const m of chosen.filter((c) => !outcome.has(c.id))) {
      const row = await messages.get(m.id);
      if (!row) outcome.set(m.id, 'delivered');
      else if (row.state === 'failed') outcome.set(m.id, `failed: ${row.last_error ?? 'refused'}`);
      else if (row.attempts > before.get(m.id)!)
        outcome.set(m.id, `not delivered, will be retried: ${row.last_error ?? 'error'}`);
    }
    if (outcome.size === chosen.length || now() >= deadline) break;
    await new Promise((r) => setTimeout(r, options.pollMs ?? 250));
  }
  for (const m of chosen)
    options.out(
      `  ${m.id.padEnd(14)} ${outcome.get(m.id) ?? 'not tried yet: is the site running? (it sends at its next start)'}`,
    );
  const delivered = chosen.filter((m) => outcome.get(m.id) === 'delivered').length;
  options.out(`delivered ${delivered} of ${chosen.length}`);
  return delivered === chosen.length ? 0 : 1;
}
