// The hourly deletion of pending addresses whose confirmation link expired
// unconfirmed, and of departure markers older than a year.
import type { Logger } from 'pino';
import type { SubscriberStore } from '../store/subscribers';
import { CONFIRM_TTL_MS } from './tokens';

/** How long an unsubscribed link still says "already unsubscribed" (then: not valid). */
const DEPARTED_KEEP_MS = 365 * 24 * 60 * 60_000;

/** Deletes pending addresses whose link has expired: at start, then every `everyMs` (an unref'd timer). */
export function pendingPurge(options: {
  store: SubscriberStore;
  logger: Logger;
  now?: () => number;
  everyMs?: number;
}) {
  const now = options.now ?? Date.now;
  let timer: NodeJS.Timeout | undefined;
  const run = async () => {
    try {
      const t = now();
      const removed = await options.store.purgeExpired({
        pendingMailedBefore: t - CONFIRM_TTL_MS,
        departedBefore: t - DEPARTED_KEEP_MS,
      });
      if (removed)
        options.logger.info({ removed }, 'newsletter: deleted pending addresses not confirmed within 7 days');
      return removed;
    } catch (err) {
      options.logger.error({ err }, 'newsletter: could not delete expired pending addresses; will try again');
      return 0;
    }
  };
  return {
    run,
    start() {
      void run();
      timer = setInterval(() => void run(), options.everyMs ?? 60 * 60_000);
      timer.unref();
    },
    stop() {
      clearInterval(timer);
    },
  };
}
