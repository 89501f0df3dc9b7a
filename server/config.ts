// One zod schema over process.env, read once at boot. Every bad variable
// is reported together, each as a sentence naming the value and what is
// expected, then the process stops: better than a server that starts and
// fails on the first visitor.
import { z } from 'zod';
import addressparser from 'nodemailer/lib/addressparser';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

export const configSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    /**
     * The public origin. The site is served at the root of its host, so an
     * address with a path, query or fragment is refused (canonical links would
     * point beside the real pages); the value is kept as its origin.
     */
    SITE_URL: z
      .url({ protocol: /^https?$/ })
      .superRefine((v, ctx) => {
        if (!URL.canParse(v)) return; // said by the URL check
        const u = new URL(v);
        if (!/^https?:$/.test(u.protocol)) return; // said by the URL check
        const extra =
          u.pathname !== '/'
            ? ['a path', u.pathname]
            : u.search
              ? ['a query', u.search]
              : u.hash
                ? ['a fragment', u.hash]
                : undefined;
        if (extra) {
          ctx.addIssue({
            code: 'custom',
            message: `${JSON.stringify(v)} has ${extra[0]} (${extra[1]}); the site is served at the root of its host, so canonical links, the sitemap and mail links would be wrong. Write ${u.origin}`,
          });
        }
      })
      .transform((v) => new URL(v).origin)
      .default('http://localhost:3000'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** Seconds to let in-flight requests finish on SIGTERM before exiting. */
    SHUTDOWN_TIMEOUT_S: z.coerce.number().positive().max(120).default(10),
    /** Trust X-Forwarded-* from this many proxies (0 when the site faces clients directly). */
    TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
    /** Live-chat widget id; the widget script loads only when this is set. */
    LIVE_CHAT_ID: z
      .string()
      .regex(/^[A-Za-z0-9_-]{4,64}$/, 'write the widget id: 4 to 64 letters, digits, _ or -')
      .optional(),
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
    /**
     * The pace an upload must keep while another waits for its slot (bytes a
     * second): below it, the slot goes to the one waiting (408 for the slow
     * one). 0 turns it off.
     */
    UPLOAD_CONTENDED_MIN_BYTES_PER_S: z.coerce.number().int().min(0).max(10_000_000).default(20_480),
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
    /** TLS from the first byte (port 465); unset: on for port 465, else STARTTLS as SMTP_TLS says. */
    SMTP_SECURE: bool.optional(),
    /**
     * `auto`: STARTTLS required when SMTP_USER is set (a password never goes
     * in clear), used whenever offered otherwise; `required`: always;
     * `off`: never (a local mail catcher such as Mailpit, nothing else).
     */
    SMTP_TLS: z.enum(['auto', 'required', 'off']).default('auto'),
    /** PEM file of the authority that signed the SMTP server's certificate, when it is a private one. */
    SMTP_CA_FILE: z.string().min(1).optional(),
    SMTP_USER: z.string().min(1).optional(),
    SMTP_PASS: z.string().min(1).optional(),
    MAIL_FROM: z
      .string()
      .min(3, 'write an address such as Chariot AI Labs website <no-reply@example.com>')
      .default('Chariot AI Labs website <no-reply@example.com>'),
    MAIL_TO_SUPPORT: z.email().default('support@example.com'),
    MAIL_TO_RECRUITING: z.email().default('careers@example.com'),
    /** Send the visitor of an accepted contact message or application a fixed-text acknowledgement. */
    MAIL_ACKNOWLEDGE: bool.default(true),
    /** Acknowledgements per recipient address and day (Africa/Douala); beyond it the post is still delivered, unanswered. */
    ACK_PER_ADDRESS_PER_DAY: z.coerce.number().int().min(0).max(100).default(3),
    /**
     * Mail to visitors (acknowledgements, newsletter confirmations) sent in
     * any hour, site-wide; past it they are not sent and the operator is told.
     * The team's own mail is never capped (docs/decisions/0058).
     */
    VISITOR_MAIL_PER_HOUR: z.coerce.number().int().min(0).max(100_000).default(100),
    /** Applications mailed to MAIL_TO_RECRUITING in any hour; beyond it they wait in the quarantine for review. */
    APPLY_BURST_PER_HOUR: z.coerce.number().int().min(1).max(10_000).default(12),
    /** DKIM signing (all three or none): the signing domain (d=), the selector (s=) and the PEM private key's file. */
    DKIM_DOMAIN: z
      .string()
      .regex(
        /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i,
        'write a domain name, e.g. example.com',
      )
      .optional(),
    DKIM_SELECTOR: z
      .string()
      .regex(/^[a-z0-9](?:[a-z0-9._-]{0,62})$/i, 'write a selector such as site2026')
      .optional(),
    DKIM_PRIVATE_KEY_FILE: z.string().min(1).optional(),

    /** Where accepted submissions wait until delivered (a volume in docker compose). */
    DATA_DIR: z.string().min(1).default('data'),
    OUTBOX_RETRY_BASE_MS: z.coerce.number().int().min(10).default(5_000),
    OUTBOX_RETRY_MAX_MS: z.coerce
      .number()
      .int()
      .min(10)
      .default(15 * 60_000),
    /** Hours a message that keeps failing (SMTP down) is retried before it goes to failed/ (at least 3 days). */
    OUTBOX_MAX_AGE_H: z.coerce.number().positive().default(96),
    /** Seconds one delivery attempt may take before it is aborted. */
    OUTBOX_ATTEMPT_TIMEOUT_S: z.coerce.number().positive().max(600).default(60),
    /** Days a message (and its CV) stays in failed/ before it is deleted; the privacy policy says the same. */
    OUTBOX_FAILED_RETENTION_DAYS: z.coerce.number().positive().default(30),
    /**
     * Minutes the oldest message for the team may wait in pending/ before
     * /healthz answers 503 (the mail server is probably down).
     */
    OUTBOX_ALERT_AFTER_MIN: z.coerce.number().positive().default(30),
    /**
     * Bearer token that lets a request from beyond this machine read the
     * figures of /healthz (the public gets its status word only).
     */
    HEALTHZ_TOKEN: z
      .string()
      .refine((v) => v.trim().length >= 24, 'must be at least 24 characters (e.g. `openssl rand -base64 24`)')
      .optional(),
    /** Below this many free MB on the DATA_DIR disk, forms answer 503 instead of filling the disk. */
    OUTBOX_MIN_FREE_MB: z.coerce.number().min(0).default(100),
    /** Posts judged spam kept in outbox/spam/ at most, by count and by MB; the oldest go first. */
    OUTBOX_SPAM_MAX_ITEMS: z.coerce.number().int().min(1).default(1000),
    OUTBOX_SPAM_MAX_MB: z.coerce.number().positive().default(100),
    /** Days a post judged spam stays in outbox/spam/ before it is deleted; the privacy policy says the same. */
    OUTBOX_SPAM_RETENTION_DAYS: z.coerce.number().positive().default(30),
    /** A daily digest of newly quarantined posts to MAIL_TO_SUPPORT. */
    OUTBOX_SPAM_DIGEST: bool.default(true),
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
    FORM_SECRET: z
      .string()
      .refine(
        (v) => v.trim().length >= 32,
        'must be at least 32 characters, not blanks (e.g. the output of `openssl rand -base64 32`)',
      )
      .optional(),

    /** Form posts per IP and window, across the three form endpoints. */
    RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
    RATE_LIMIT_WINDOW_S: z.coerce.number().int().min(1).default(600),
    /** Minimum time between rendering a form and submitting it (spam trap). */
    FORM_MIN_FILL_MS: z.coerce.number().int().min(0).default(2500),
  })
  .superRefine((c, ctx) => {
    if (c.MAIL_TRANSPORT === 'smtp' && !c.SMTP_HOST) {
      ctx.addIssue({ code: 'custom', path: ['SMTP_HOST'], message: 'required when MAIL_TRANSPORT=smtp' });
    }
    if (Boolean(c.SMTP_USER) !== Boolean(c.SMTP_PASS)) {
      ctx.addIssue({
        code: 'custom',
        path: [c.SMTP_USER ? 'SMTP_PASS' : 'SMTP_USER'],
        message: 'SMTP_USER and SMTP_PASS go together',
      });
    }
    const dkim = [
      ['DKIM_DOMAIN', c.DKIM_DOMAIN],
      ['DKIM_SELECTOR', c.DKIM_SELECTOR],
      ['DKIM_PRIVATE_KEY_FILE', c.DKIM_PRIVATE_KEY_FILE],
    ] as const;
    if (dkim.some(([, v]) => v) && !dkim.every(([, v]) => v)) {
      for (const [name, value] of dkim) {
        if (!value)
          ctx.addIssue({
            code: 'custom',
            path: [name],
            message:
              'required for DKIM signing: set DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY_FILE together, or none of them',
          });
      }
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
  if (config.MAIL_TRANSPORT === 'smtp' && config.SMTP_TLS === 'off' && config.SMTP_USER) {
    warnings.push(
      'SMTP_TLS=off with SMTP_USER set: the SMTP password goes over the network in clear. Use SMTP_TLS=off only for a local mail catcher without credentials',
    );
  }
  if (config.NODE_ENV === 'production') {
    const host = new URL(config.SITE_URL).hostname;
    if (!env.SITE_URL) {
      warnings.push(
        `SITE_URL is not set: canonical links, og:url, the sitemap and RSS will say ${config.SITE_URL}. Set SITE_URL to the public address, e.g. SITE_URL=https://www.example.com`,
      );
    } else if (['localhost', '127.0.0.1', '[::1]', '0.0.0.0'].includes(host) || host.endsWith('.localhost')) {
      warnings.push(
        `SITE_URL is ${config.SITE_URL}, a local address: canonical links, og:url, the sitemap and RSS will point there. Set SITE_URL to the public address`,
      );
    }
  }
  const from = addressparser(config.MAIL_FROM, { flatten: true })[0]?.address?.split('@')[1]?.toLowerCase();
  const d = config.DKIM_DOMAIN?.toLowerCase();
  // DMARC passes on DKIM only when the From domain and the signing domain align (the same, or one under the other).
  if (from && d && from !== d && !from.endsWith(`.${d}`) && !d.endsWith(`.${from}`)) {
    warnings.push(
      `MAIL_FROM is on ${from} but DKIM_DOMAIN is ${d}: receivers' DMARC checks will not count the signature. Send from an address on ${d}, or sign with DKIM_DOMAIN=${from}`,
    );
  }
  return warnings;
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    // One line, so a crash loop's log says what to fix in a single entry.
    super(
      problems.length === 1
        ? `Invalid configuration: ${problems[0]}`
        : `Invalid configuration, ${problems.length} problems: ${problems.map((p, i) => `(${i + 1}) ${p}`).join(' ')}`,
    );
    this.name = 'ConfigError';
  }
}

/** Variables whose value never appears in a message: logs are kept and shared. */
const SECRETS = new Set(['FORM_SECRET', 'SMTP_PASS']);

/** The schema of one variable without its default/optional wrappers. */
function innerSchema(name: string): z.core.$ZodType | undefined {
  let t = (configSchema.shape as Record<string, z.core.$ZodType | undefined>)[name];
  while (t && 'innerType' in t._zod.def) t = (t._zod.def as { innerType: z.core.$ZodType }).innerType;
  return t;
}

/** What a number variable takes, read from its schema: "a whole number from 0 to 65535". */
function numberExpected(name: string): string {
  const t = innerSchema(name);
  const checks = (
    (
      t?._zod.def as {
        checks?: { _zod: { def: { check: string; value?: number; inclusive?: boolean; format?: string } } }[];
      }
    ).checks ?? []
  ).map((c) => c._zod.def);
  const whole = checks.some((c) => c.format === 'safeint');
  const low = checks.find((c) => c.check === 'greater_than');
  const high = checks.find((c) => c.check === 'less_than');
  const kind = whole ? 'a whole number' : 'a number';
  if (low && high)
    return low.inclusive
      ? `${kind} from ${low.value} to ${high.value}`
      : `${kind} above ${low.value}, at most ${high.value}`;
  if (low) return low.inclusive ? `${kind} of at least ${low.value}` : `${kind} above ${low.value}`;
  if (high) return `${kind} of at most ${high.value}`;
  return kind;
}

/** A suggestion for a site address written without its scheme, or with another one. */
function urlHint(value: string): string {
  const bare = value.replace(/^[a-z][a-z0-9+.-]*:\/\//i, '').replace(/\/.*$/, '');
  return `https://${bare || 'www.example.com'}`;
}

/**
 * One zod issue as a sentence for the operator: the variable, the value it
 * has (a secret's length only) and what it should be, e.g.
 * `SITE_URL: "www.example.com" is not a URL; write https://www.example.com`.
 */
function describeIssue(issue: z.core.$ZodIssue, env: Record<string, string | undefined>): string {
  const name = String(issue.path[0] ?? '(root)');
  const raw = env[name];
  const shown =
    raw === undefined
      ? 'unset'
      : SECRETS.has(name)
        ? `(${raw.length} characters, not shown)`
        : JSON.stringify(raw.length > 80 ? `${raw.slice(0, 80)}…` : raw);
  if (issue.code === 'custom' || raw === undefined) return `${name}: ${issue.message}`;
  switch (issue.code) {
    case 'invalid_type':
      if (issue.expected === 'number' || issue.expected === 'int')
        return `${name}: ${shown} is not ${issue.expected === 'int' ? 'a whole number' : 'a number'}; write ${numberExpected(name)}`;
      break;
    case 'too_small':
    case 'too_big':
      if (issue.origin === 'number') return `${name}: ${shown} is out of range; write ${numberExpected(name)}`;
      if (issue.origin === 'string')
        return `${name}: ${shown} is too ${issue.code === 'too_small' ? 'short' : 'long'}; ${issue.message}`;
      break;
    case 'invalid_value': {
      const values = issue.values.map(String);
      if (values.includes('true') && values.includes('false'))
        return `${name}: ${shown} is not a yes or no; write true or false`;
      return `${name}: ${shown} is not one of the accepted values; write one of ${values.join(', ')}`;
    }
    case 'invalid_format':
      if (issue.format === 'url') {
        const scheme = /^([a-z][a-z0-9+.-]*):\/\//i.exec(raw)?.[1];
        return scheme && !/^https?$/i.test(scheme)
          ? `${name}: ${shown} is not an http or https address; write ${urlHint(raw)}`
          : `${name}: ${shown} is not a URL; write ${urlHint(raw)}`;
      }
      if (issue.format === 'email')
        return `${name}: ${shown} is not an email address; write one such as team@example.com`;
      return `${name}: ${shown} is not valid; ${issue.message}`;
  }
  return `${name}: ${shown} is not valid (${issue.message})`;
}

/** Parse an environment; throws ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // Treat empty strings as unset, as docker compose passes `VAR=` through.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== '')) as Record<
    string,
    string
  >;
  const result = configSchema.safeParse(cleaned);
  if (!result.success) throw new ConfigError(result.error.issues.map((issue) => describeIssue(issue, cleaned)));
  return result.data;
}
