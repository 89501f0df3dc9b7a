// One zod schema over process.env, read once at boot. Every bad variable
// is reported together, then the process stops: better than a server that
// starts and fails on the first visitor.
import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  SITE_URL: z.url({ protocol: /^https?$/ }).default('http://localhost:3000'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Seconds to let in-flight requests finish on SIGTERM before exiting. */
  SHUTDOWN_TIMEOUT_S: z.coerce.number().positive().max(120).default(10),
  /** Trust X-Forwarded-* from this many proxies (0 when the site faces clients directly). */
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  /** Live-chat widget id; the widget script loads only when this is set. */
  LIVE_CHAT_ID: z.string().regex(/^[A-Za-z0-9_-]{4,64}$/).optional(),
  COMPRESSION: bool.default(true),
  /** Rendered pages kept in memory (LRU, per URL and day); 0 turns the cache off. */
  RENDER_CACHE_ENTRIES: z.coerce.number().int().min(0).max(100_000).default(500),
  /** Megabytes the render cache may hold (HTML and its br/gzip copies); 0 turns it off. */
  RENDER_CACHE_MB: z.coerce.number().min(0).max(4096).default(32),
  /** Pages rendered at once; more wait in line, so cached pages stay fast under load. */
  RENDER_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(2),
  /** Renders allowed to wait in that line; beyond it a page answers 503 with Retry-After. */
  RENDER_QUEUE: z.coerce.number().int().min(0).max(10_000).default(100),

  /** Seconds a client has to send a request's headers (slow-loris sockets are closed after it). */
  HEADERS_TIMEOUT_S: z.coerce.number().int().min(1).max(120).default(12),
  /** Seconds a client has to send a whole request body, except uploads (answer 408). */
  REQUEST_TIMEOUT_S: z.coerce.number().int().min(1).max(600).default(20),
  /**
   * Seconds a client has to send a whole POST /api/apply (a CV of up to 5 MB):
   * 5 MB at 50 kB/s takes 105 s, after up to UPLOAD_WAIT_S in line for a slot.
   */
  UPLOAD_TIMEOUT_S: z.coerce.number().int().min(1).max(3600).default(180),
  /**
   * The slowest pace an upload may keep (bytes a second, over any
   * UPLOAD_PACE_WINDOW_S): a slower or silent body is answered 408 and frees
   * its slot. 0 turns the check off (the deadline above still holds).
   */
  UPLOAD_MIN_BYTES_PER_S: z.coerce.number().int().min(0).max(10_000_000).default(1024),
  UPLOAD_PACE_WINDOW_S: z.coerce.number().positive().max(120).default(10),
  /** Seconds an idle keep-alive connection stays open (above the proxy's own idle timeout). */
  KEEP_ALIVE_TIMEOUT_S: z.coerce.number().int().min(1).max(600).default(10),
  /** Open connections at most; beyond, a new connection gets 503 and is closed. */
  MAX_CONNECTIONS: z.coerce.number().int().min(10).max(1_000_000).default(4000),
  /** Strict-Transport-Security max-age, sent only on requests that arrived over TLS (see TRUST_PROXY); 0: never. */
  HSTS_MAX_AGE_S: z.coerce.number().int().min(0).max(63_072_000).default(31_536_000),

  /** `log` (spec default: the message is logged, nothing is sent) or `smtp`. */
  MAIL_TRANSPORT: z.enum(['log', 'smtp']).default('log'),
  SMTP_HOST: z.string().min(1).optional(),
  SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(587),
  SMTP_SECURE: bool.default(false),
  SMTP_USER: z.string().min(1).optional(),
  SMTP_PASS: z.string().min(1).optional(),
  MAIL_FROM: z.string().min(3).default('Chariot AI Labs website <no-reply@example.com>'),
  MAIL_TO_SUPPORT: z.email().default('support@example.com'),
  MAIL_TO_RECRUITING: z.email().default('careers@example.com'),

  /** Where accepted submissions wait until delivered (a volume in docker compose). */
  DATA_DIR: z.string().min(1).default('data'),
  OUTBOX_RETRY_BASE_MS: z.coerce.number().int().min(10).default(5_000),
  OUTBOX_RETRY_MAX_MS: z.coerce.number().int().min(10).default(15 * 60_000),
  /** Hours a message that keeps failing (SMTP down) is retried before it goes to failed/ (at least 3 days). */
  OUTBOX_MAX_AGE_H: z.coerce.number().positive().default(96),
  /** Seconds one delivery attempt may take before it is aborted. */
  OUTBOX_ATTEMPT_TIMEOUT_S: z.coerce.number().positive().max(600).default(60),
  /** Days a message (and its CV) stays in failed/ before it is deleted; the privacy policy says the same. */
  OUTBOX_FAILED_RETENTION_DAYS: z.coerce.number().positive().default(30),
  /** Below this many free MB on the DATA_DIR disk, forms answer 503 instead of filling the disk. */
  OUTBOX_MIN_FREE_MB: z.coerce.number().min(0).default(100),
  /** CV uploads parsed at the same time; more wait up to UPLOAD_WAIT_S, then get 503 with Retry-After. */
  UPLOAD_CONCURRENCY: z.coerce.number().int().min(1).max(50).default(3),
  UPLOAD_WAIT_S: z.coerce.number().min(0).max(60).default(15),
  /** Milliseconds the check of one CV as a PDF may take (in a worker thread); a file that needs longer is refused. */
  CV_CHECK_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(2000),
  /** Heap (MB) of each worker that checks CVs; a file that needs more is refused. */
  CV_CHECK_HEAP_MB: z.coerce.number().int().min(16).max(1024).default(128),
  /**
   * Key that signs the forms' time-trap cookie (32+ characters). When unset,
   * one is generated once into DATA_DIR/form-secret, so restarts keep it.
   */
  FORM_SECRET: z.string().min(32).optional(),

  /** Form posts per IP and window, across the three form endpoints. */
  RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_WINDOW_S: z.coerce.number().int().min(1).default(600),
  /** Minimum time between rendering a form and submitting it (spam trap). */
  FORM_MIN_FILL_MS: z.coerce.number().int().min(0).default(2500),
}).superRefine((c, ctx) => {
  if (c.MAIL_TRANSPORT === 'smtp' && !c.SMTP_HOST) {
    ctx.addIssue({ code: 'custom', path: ['SMTP_HOST'], message: 'required when MAIL_TRANSPORT=smtp' });
  }
  if (Boolean(c.SMTP_USER) !== Boolean(c.SMTP_PASS)) {
    ctx.addIssue({ code: 'custom', path: [c.SMTP_USER ? 'SMTP_PASS' : 'SMTP_USER'], message: 'SMTP_USER and SMTP_PASS go together' });
  }
});

export type Config = z.infer<typeof configSchema>;

/**
 * Settings that are valid but probably a mistake, as lines for a loud log
 * at start (the site still starts: `npm ci && npm start` must work on a
 * fresh machine).
 */
export function configWarnings(config: Config, env: NodeJS.ProcessEnv = process.env): string[] {
  const warnings: string[] = [];
  if (config.NODE_ENV === 'production') {
    const host = new URL(config.SITE_URL).hostname;
    if (!env.SITE_URL) {
      warnings.push(`SITE_URL is not set: canonical links, og:url, the sitemap and RSS will say ${config.SITE_URL}. Set SITE_URL to the public address, e.g. SITE_URL=https://www.example.com`);
    } else if (['localhost', '127.0.0.1', '[::1]', '0.0.0.0'].includes(host) || host.endsWith('.localhost')) {
      warnings.push(`SITE_URL is ${config.SITE_URL}, a local address: canonical links, og:url, the sitemap and RSS will point there. Set SITE_URL to the public address`);
    }
  }
  return warnings;
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parse an environment; throws ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // Treat empty strings as unset, as docker compose passes `VAR=` through.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const result = configSchema.safeParse(cleaned);
  if (!result.success) {
    throw new ConfigError(
      result.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`),
    );
  }
  return result.data;
}
