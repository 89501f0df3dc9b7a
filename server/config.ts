// One zod schema over the variables an operator of this site turns, read
// once at boot. Every bad variable is reported together, each as a sentence
// naming the value and what is expected, then the process stops: better
// than a server that starts and fails on the first visitor. Each default is
// written here and nowhere else. Everything an operator has no reason to
// turn is a constant in server/limits.ts.
import { z } from 'zod';
import addressparser from 'nodemailer/lib/addressparser';
import { LIMITS, type Limits } from './limits';
import { site } from '../shared/content/site';

/** The sender's name is the company's, as every page names it (content/en/site.yaml). */
const DEFAULT_FROM = `${site.name} <no-reply@example.com>`;

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const DOMAIN = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;

/** The domain of a From address (`Name <a@b.example>` gives b.example), in lower case. */
export const mailDomain = (from: string): string | undefined =>
  addressparser(from, { flatten: true })[0]?.address?.split('@')[1]?.toLowerCase();

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
    /** Trust X-Forwarded-* from this many proxies (0 when the site faces clients directly). */
    TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
    /** Live-chat widget id; the widget script loads only when this is set. */
    LIVE_CHAT_ID: z
      .string()
      .regex(/^[A-Za-z0-9_-]{4,64}$/, 'write the widget id: 4 to 64 letters, digits, _ or -')
      .optional(),

    /** The mail server; unset, each message is written to DATA_DIR/mail as an .eml file and nothing is sent. */
    SMTP_HOST: z.string().min(1).optional(),
    SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(587),
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
    MAIL_FROM: z.string().min(3, `write an address such as ${DEFAULT_FROM}`).default(DEFAULT_FROM),
    MAIL_TO_SUPPORT: z.email().default('support@example.com'),
    MAIL_TO_RECRUITING: z.email().default('careers@example.com'),
    /** Send the visitor of an accepted contact message or application a fixed-text acknowledgement. */
    MAIL_ACKNOWLEDGE: bool.default(true),
    /**
     * Mail to visitors (acknowledgements, newsletter confirmations) sent in
     * any hour, site-wide; past it they are not sent and the operator is told.
     * The team's own mail is never capped (docs/decisions/0058).
     */
    VISITOR_MAIL_PER_HOUR: z.coerce.number().int().min(0).max(100_000).default(100),
    /** Applications mailed to MAIL_TO_RECRUITING in any hour; beyond it they wait in the quarantine for review. */
    APPLY_BURST_PER_HOUR: z.coerce.number().int().min(1).max(10_000).default(12),
    /**
     * DKIM signing (both or none): the selector (s=) and the PEM private
     * key's file. The signing domain (d=) is MAIL_FROM's, so receivers'
     * DMARC checks always count the signature.
     */
    DKIM_SELECTOR: z
      .string()
      .regex(/^[a-z0-9](?:[a-z0-9._-]{0,62})$/i, 'write a selector such as site2026')
      .optional(),
    DKIM_PRIVATE_KEY_FILE: z.string().min(1).optional(),

    /** Where accepted submissions wait until delivered (a volume in docker compose). */
    DATA_DIR: z.string().min(1).default('data'),
    /**
     * PostgreSQL for the store (server/store/), shared by every copy of the
     * site that names it; unset, the store is SQLite in DATA_DIR/site.db.
     */
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\/\S+$/, 'write a PostgreSQL URL such as postgres://site:password@db:5432/site')
      .optional(),
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
  })
  .superRefine((c, ctx) => {
    if (Boolean(c.SMTP_USER) !== Boolean(c.SMTP_PASS)) {
      ctx.addIssue({
        code: 'custom',
        path: [c.SMTP_USER ? 'SMTP_PASS' : 'SMTP_USER'],
        message: 'SMTP_USER and SMTP_PASS go together',
      });
    }
    if (Boolean(c.DKIM_SELECTOR) !== Boolean(c.DKIM_PRIVATE_KEY_FILE)) {
      ctx.addIssue({
        code: 'custom',
        path: [c.DKIM_SELECTOR ? 'DKIM_PRIVATE_KEY_FILE' : 'DKIM_SELECTOR'],
        message: 'required for DKIM signing: set DKIM_SELECTOR and DKIM_PRIVATE_KEY_FILE together, or neither',
      });
    }
    // Every copy sharing the database must sign links and form cookies alike: a key made per DATA_DIR would not.
    if (c.DATABASE_URL && !c.FORM_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['FORM_SECRET'],
        message:
          'required when DATABASE_URL is set: every copy of the site sharing the database must sign alike, so set the same FORM_SECRET (32+ characters, e.g. `openssl rand -base64 32`) on each',
      });
    }
    if (c.DKIM_SELECTOR && !DOMAIN.test(mailDomain(c.MAIL_FROM) ?? '')) {
      ctx.addIssue({
        code: 'custom',
        path: ['MAIL_FROM'],
        message: `${JSON.stringify(c.MAIL_FROM)} has no domain to sign for; DKIM signs with the sender's domain, so write an address such as no-reply@example.com`,
      });
    }
  });

/** What the server reads: the operator's settings, and the fixed limits (a test's own, in tests). */
export type Config = z.infer<typeof configSchema> & { limits: Limits };

/**
 * Settings that are valid but probably a mistake, as lines for a loud log
 * at start (the site still starts: `npm ci && npm start` must work on a
 * fresh machine).
 */
export function configWarnings(config: Config, env: NodeJS.ProcessEnv = process.env): string[] {
  const warnings: string[] = [];
  if (config.SMTP_HOST && config.SMTP_TLS === 'off' && config.SMTP_USER) {
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
const SECRETS = new Set(['FORM_SECRET', 'SMTP_PASS', 'DATABASE_URL']);

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
  return { ...result.data, limits: LIMITS };
}
