// The site-wide hourly cap on mail to visitors: acknowledgements and
// newsletter confirmations, the mail a stranger can make the site send to
// any address. Per-mailbox caps bound what one inbox receives; this bounds
// what the site sends in all, so many addresses and many mailboxes cannot
// turn it into a cannon that spends the relay's quota and the domain's
// reputation. Past the cap such mail is not sent (the forms answer as
// usual), an error line tells the operator, and the figures are in the
// private /healthz. The team's mail never passes here: it is never capped.
// Reaching the cap is no fault of the site (anyone can reach it), so the
// public status never changes with it (docs/decisions/0058).
import type { Logger } from 'pino';
import { hourlyCount } from '../http/hourly-count';

/** The kinds of mail a visitor's post makes the site send to an address the visitor typed. */
type VisitorMailKind = 'acknowledgement' | 'newsletter-confirm';

interface VisitorMailFigures {
  perHour: number;
  sentLastHour: number;
  /** Mails not sent in the last hour because the cap was reached. */
  notSentLastHour: number;
}

export interface VisitorMailCap {
  /**
   * Count one mail to a visitor about to be queued: true to send it, false
   * (nothing counted) when the last hour's number is reached; then leave it
   * out and answer the visitor as usual. `id` is the post's reference, for
   * the log line.
   */
  take(kind: VisitorMailKind, id?: string): boolean;
  figures(): VisitorMailFigures;
}

/** While the cap holds mail back, the operator is told again at most this often. */
const TELL_AGAIN_MS = 10 * 60_000;

export function visitorMailCap(options: { perHour: number; logger: Logger; now?: () => number }): VisitorMailCap {
  const now = options.now ?? Date.now;
  const sent = hourlyCount();
  const notSent = hourlyCount();
  let toldAt = -Infinity;
  const figures = (): VisitorMailFigures => {
    const t = now();
    return { perHour: options.perHour, sentLastHour: sent.total(t), notSentLastHour: notSent.total(t) };
  };
  return {
    take(kind, id) {
      const t = now();
      if (sent.total(t) < options.perHour) {
        sent.add(t);
        return true;
      }
      notSent.add(t);
      if (t - toldAt >= TELL_AGAIN_MS) {
        toldAt = t;
        options.logger.error(
          { kind, id, ...figures() },
          'mail to visitors: the hourly cap (VISITOR_MAIL_PER_HOUR) is reached; acknowledgements and confirmations are not sent until the hour has room',
        );
      }
      return false;
    },
    figures,
  };
}
