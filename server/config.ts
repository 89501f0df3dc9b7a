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
});

export type Config = z.infer<typeof configSchema>;

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
