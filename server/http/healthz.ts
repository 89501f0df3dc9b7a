// GET /healthz. The public, and the uptime checker the operator points at
// it, get the status word and its HTTP status only: "ok" (200), "degraded"
// (503: mail for the team failed or waits too long) or "unavailable" (503:
// the forms would refuse posts). The figures behind it (the outbox's
// queues, the quarantine, the caps on mail) go to a request from this
// machine itself, or to one carrying the operator's HEALTHZ_TOKEN: read by
// anyone, they told which mailboxes exist (a visitor's confirmation
// refused) and when a bot tripped the spam trap. Nothing a visitor can do
// (a mistyped address, a full cap, a quarantined post) changes the word.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { RequestHandler } from 'express';
import type { Outbox } from '../outbox/outbox';
import { outboxAlert } from '../outbox/health';

interface HealthzOptions {
  outbox: Pick<Outbox, 'stats' | 'ensureAccepting'>;
  /** OUTBOX_ALERT_AFTER_MIN. */
  alertAfterMin: number;
  /** HEALTHZ_TOKEN: with it in `Authorization: Bearer`, a request from anywhere reads the figures. */
  token?: string;
  /** The operator's further figures (the caps on mail), read at each private answer. */
  figures?: () => Promise<Record<string, unknown>>;
}

const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;

/**
 * A request this machine made itself: from a loopback address, and not
 * relayed by a proxy on this machine (which would name the real client in
 * a forwarding header).
 */
export function fromThisMachine(req: IncomingMessage): boolean {
  const h = req.headers;
  if (h['x-forwarded-for'] !== undefined || h.forwarded !== undefined || h['x-real-ip'] !== undefined) return false;
  return LOOPBACK.test(req.socket.remoteAddress ?? '');
}

const digest = (s: string) => createHash('sha256').update(s).digest();

/** Whether the request carries the token (compared in constant time). */
function carriesToken(req: IncomingMessage, token: string | undefined): boolean {
  const header = req.headers.authorization;
  if (!token || !header?.startsWith('Bearer ')) return false;
  return timingSafeEqual(digest(header.slice(7).trim()), digest(token));
}

export function healthz(options: HealthzOptions): RequestHandler {
  return async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    const outbox = await options.outbox.stats().catch(() => undefined);
    // While the forms would answer 503 (disk below the reserve, DATA_DIR not writable), so does this:
    // the same check the outbox makes before storing a message.
    const problem = await options.outbox.ensureAccepting().then(
      () => undefined,
      (err: unknown) => (err instanceof Error ? err.message : String(err)),
    );
    // Mail for the team that waits too long or failed: pages and forms still work, but an uptime checker should call a person.
    const alert = problem || !outbox ? undefined : outboxAlert(outbox, options.alertAfterMin);
    const status = problem ? 'unavailable' : alert ? 'degraded' : 'ok';
    if (problem) res.setHeader('Retry-After', '60');
    res.status(status === 'ok' ? 200 : 503);
    if (!fromThisMachine(req) && !carriesToken(req, options.token)) {
      res.json({ status });
      return;
    }
    res.json({
      status,
      reason: problem ?? alert,
      uptime: Math.round(process.uptime()),
      outbox,
      ...(await options.figures?.()),
    });
  };
}
