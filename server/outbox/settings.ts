// The outbox's options, and how the configuration sets them, so the site,
// the tests and `npm run outbox` agree.
import type { Config } from '../config';
import { FAILED_MAIL_RETENTION_DAYS, QUARANTINE_RETENTION_DAYS } from '../../shared/constants';
import type { Logger } from 'pino';
import type { MailTransport } from './transport';
import type { Store } from '../store/store';

export const HOUR = 60 * 60_000;

export interface OutboxOptions {
  /** DATA_DIR/outbox: uploads are staged in its tmp/; folders written before the store are moved in from it. */
  dir: string;
  /** Where the messages live: SQLite in DATA_DIR, or PostgreSQL shared by every copy. */
  store: Store;
  /** This copy's name in its claims (random by default). */
  owner?: string;
  /** How long a claim holds unless renewed (LEASE_MS in outbox.ts). */
  leaseMs?: number;
  transport: MailTransport;
  logger: Logger;
  retryBaseMs: number;
  retryMaxMs: number;
  /** Transient failures are retried until the message is this old (then it is failed). */
  maxAgeMs: number;
  /** How long a failed message is kept before it is deleted. */
  failedRetentionMs: number;
  /** Refuse new messages (503) when less than this is free on the outbox's disk. */
  minFreeBytes?: number;
  /** Longest a single delivery attempt may take; then it is aborted. */
  attemptTimeoutMs?: number;
  /** Longest the worker sleeps, so messages put back by `npm run outbox -- retry` are noticed. */
  scanMs?: number;
  now?: () => number;
  random?: () => number;
  /** Free bytes on the outbox's disk (statfs; replaced in tests). */
  freeBytes?: (dir: string) => Promise<number>;
  /** The spam quarantine's bounds and the daily digest's addresses (no digest without them). */
  quarantine?: { maxItems: number; maxBytes: number; retentionMs: number; digest?: { from: string; to: string } };
}

/** The outbox's settings from the configuration, so the site, the tests and `npm run outbox` agree. */
export function outboxSettings(config: Config) {
  return {
    retryBaseMs: config.limits.OUTBOX_RETRY_BASE_MS,
    retryMaxMs: config.limits.OUTBOX_RETRY_MAX_MS,
    maxAgeMs: config.limits.OUTBOX_MAX_AGE_H * HOUR,
    failedRetentionMs: FAILED_MAIL_RETENTION_DAYS * 24 * HOUR,
    minFreeBytes: config.limits.OUTBOX_MIN_FREE_MB * 1024 * 1024,
    attemptTimeoutMs: config.limits.OUTBOX_ATTEMPT_TIMEOUT_S * 1000,
    quarantine: {
      maxItems: config.limits.QUARANTINE_MAX_ITEMS,
      maxBytes: config.limits.QUARANTINE_MAX_MB * 1024 * 1024,
      retentionMs: QUARANTINE_RETENTION_DAYS * 24 * HOUR,
      digest: config.limits.QUARANTINE_DIGEST ? { from: config.MAIL_FROM, to: config.MAIL_TO_SUPPORT } : undefined,
    },
  };
}
