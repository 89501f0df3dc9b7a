// The server's fixed limits and periods: numbers an operator of this site
// has no reason to turn, so they are constants here, each with its reason,
// rather than environment variables (server/config.ts holds the few an
// operator does turn; docs/decisions/0063-few-settings-many-constants.md).
// Tests, benchmarks and the e2e server change them through createApp's
// config (`config.limits`), never through the environment.
//
// How long the privacy policy says data is kept is not here: those periods
// are written in the policy's text, so they live in shared/constants.ts,
// where the content build reads them.

export const LIMITS = {
  // ── The process ──────────────────────────────────────────────────────
  /** Seconds in-flight requests get to finish on SIGTERM: above a page's render timeout (10 s). */
  SHUTDOWN_TIMEOUT_S: 10,

  // ── Pages ────────────────────────────────────────────────────────────
  /** Rendered pages kept in memory (LRU, per URL and day): every page of both languages, with room. */
  RENDER_CACHE_ENTRIES: 500,
  /** Megabytes the render cache may hold (HTML and its br/gzip copies): 500 pages fit in about 20. */
  RENDER_CACHE_MB: 32,
  /**
   * Pages rendered at once; more wait in line, so cached pages stay fast
   * under load. Two: a render is CPU work, and the machines this site runs
   * on have one or two cores (docs/decisions/0016).
   */
  RENDER_CONCURRENCY: 2,
  /** Renders allowed to wait in that line; beyond, a page answers 503 with Retry-After. */
  RENDER_QUEUE: 100,
  /** Strict-Transport-Security max-age (a year, the preload lists' minimum), sent only over TLS. */
  HSTS_MAX_AGE_S: 31_536_000,

  // ── Connections (server/http/limits.ts; docs/decisions/0018) ─────────
  /** Seconds a client has to send a request's headers: slow-loris sockets are closed after it. */
  HEADERS_TIMEOUT_S: 12,
  /** Seconds a client has to send a whole request body, except uploads (answer 408). */
  REQUEST_TIMEOUT_S: 20,
  /**
   * Seconds a client has to send a whole POST /api/apply (a CV of up to
   * 5 MB): 5 MB at 50 kB/s takes 105 s, after up to UPLOAD_WAIT_S in line.
   */
  UPLOAD_TIMEOUT_S: 180,
  /** Seconds an idle keep-alive connection stays open: above a proxy's usual idle timeout. */
  KEEP_ALIVE_TIMEOUT_S: 10,
  /** Open connections at most; beyond, a new connection gets 503 and is closed (file descriptors stay free). */
  MAX_CONNECTIONS: 4000,

  // ── Uploads (docs/decisions/0022, 0030, 0031) ────────────────────────
  /** CV uploads parsed at the same time; more wait up to UPLOAD_WAIT_S, then get 503 with Retry-After. */
  UPLOAD_CONCURRENCY: 3,
  UPLOAD_WAIT_S: 15,
  /**
   * The slowest pace an upload may keep (bytes a second over any
   * UPLOAD_PACE_WINDOW_S): a slower or silent body is answered 408 and frees
   * its slot. 1 kB/s is far below the slowest mobile link. 0 turns it off.
   */
  UPLOAD_MIN_BYTES_PER_S: 1024,
  UPLOAD_PACE_WINDOW_S: 10,
  /**
   * The pace an upload must keep while another waits for its slot: below it,
   * the slot goes to the one waiting (408 for the slow one). 0 turns it off.
   */
  UPLOAD_CONTENDED_MIN_BYTES_PER_S: 20_480,
  /** Milliseconds the check of one CV as a PDF may take (in a worker thread); a file that needs longer is refused. */
  CV_CHECK_TIMEOUT_MS: 2000,
  /** Heap (MB) of each worker that checks CVs; a file that needs more is refused. */
  CV_CHECK_HEAP_MB: 128,

  // ── Forms (docs/decisions/0017, 0023, 0048) ──────────────────────────
  /** Form posts per client address and window, across the form endpoints: a person sends a few. */
  RATE_LIMIT_MAX: 10,
  RATE_LIMIT_WINDOW_S: 600,
  /** The time trap: a form posted sooner after the first page view is a robot's (quarantined). */
  FORM_MIN_FILL_MS: 2500,
  /** Acknowledgements per recipient address and day (Africa/Douala); beyond it the post is still delivered, unanswered. */
  ACK_PER_ADDRESS_PER_DAY: 3,

  // ── The outbox (docs/decisions/0021, 0053) ───────────────────────────
  /** The first retry of a failed delivery waits this long; each next one twice as long, up to the maximum. */
  OUTBOX_RETRY_BASE_MS: 5_000,
  OUTBOX_RETRY_MAX_MS: 15 * 60_000,
  /**
   * Hours a message that keeps failing (mail server down) is retried before
   * it goes to failed/: a long weekend's outage, and the privacy policy's
   * "at least three days of attempts".
   */
  OUTBOX_MAX_AGE_H: 96,
  /** Seconds one delivery attempt may take before it is aborted. */
  OUTBOX_ATTEMPT_TIMEOUT_S: 60,
  /** Below this many free MB on the data disk, forms answer 503 instead of filling the disk. */
  OUTBOX_MIN_FREE_MB: 100,
  /** Posts judged spam kept in the quarantine at most, by count and by MB; the oldest go first. */
  QUARANTINE_MAX_ITEMS: 1000,
  QUARANTINE_MAX_MB: 100,
  /** A daily digest of newly quarantined posts to MAIL_TO_SUPPORT, so a genuine one is released in time. */
  QUARANTINE_DIGEST: true as boolean,
  /** The owner's page counts (server/stats/); the bench turns them off to weigh what they cost a cached page. */
  PAGE_COUNTS: true as boolean,
} as const;

/** The limits as createApp and the modules read them; a test may give other values. */
export type Limits = { -readonly [K in keyof typeof LIMITS]: (typeof LIMITS)[K] extends boolean ? boolean : number };

/** The limits with a test's or a benchmark's changes over them. */
export const limitsWith = (changes: Partial<Limits> = {}): Limits => ({ ...LIMITS, ...changes });
