// One way to start the production build (dist/, `npm run build` first) for
// the scripts and tests that need a real server process: a free loopback
// port, the environment an operator would give it, the limits a harness
// changes (server/limits.ts), and a wait until /healthz answers.
import { spawn, type ChildProcess, type StdioOptions } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import path from 'node:path';
import { configSchema } from '../server/config';
import type { Limits } from '../server/limits';
import { serverNodeOptions } from './server-flags.mjs';

const root = path.resolve(import.meta.dirname, '..');

/** A port nobody listens on now, on the loopback interface (no fixed ports). */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = createServer();
    s.unref();
    s.on('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as AddressInfo;
      s.close(() => resolve(port));
    });
  });

/**
 * The command that runs the build with `limits` over the site's own
 * (scripts/serve-built.mjs), as arguments for spawn; Playwright's web
 * server takes it joined into one line.
 */
export const builtServerCommand = (limits: Partial<Limits> = {}, site = root) => [
  process.execPath,
  path.join(site, 'scripts', 'serve-built.mjs'),
  JSON.stringify(limits),
];

/**
 * The environment of a server under a harness: the shell's, without any of
 * the site's settings (an operator's SMTP_HOST in the shell must not make a
 * benchmark send mail), then a production server on the loopback interface
 * with the V8 flags `npm start` gives it, then `env`.
 */
export function builtServerEnv(port: number, env: Record<string, string> = {}): NodeJS.ProcessEnv {
  const own = new Set(Object.keys(configSchema.shape));
  return {
    ...Object.fromEntries(Object.entries(process.env).filter(([name]) => !own.has(name))),
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'error',
    NODE_OPTIONS: serverNodeOptions(process.env.NODE_OPTIONS),
    ...env,
  };
}

export interface BuiltServer {
  url: string;
  proc: ChildProcess;
  /** SIGTERM, then resolves when the process has exited. */
  stop(): Promise<void>;
}

/** Start the build and wait (up to `waitS`) until /healthz answers 200. */
export async function startBuiltServer(
  options: {
    env?: Record<string, string>;
    limits?: Partial<Limits>;
    stdio?: StdioOptions;
    waitS?: number;
    /** The checkout whose build runs (default this one). */
    site?: string;
    /** A port the caller chose already (to name it in SITE_URL, say); default a free one. */
    port?: number;
  } = {},
): Promise<BuiltServer> {
  const port = options.port ?? (await freePort());
  const [command, ...args] = builtServerCommand(options.limits, options.site);
  const proc = spawn(command!, args, {
    cwd: options.site ?? root,
    env: builtServerEnv(port, options.env),
    stdio: options.stdio ?? ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = () =>
    new Promise<void>((resolve) => {
      if (proc.exitCode !== null || proc.signalCode !== null) return resolve();
      proc.once('exit', () => resolve());
      proc.kill('SIGTERM');
    });
  const deadline = Date.now() + (options.waitS ?? 60) * 1000;
  // A process killed by a signal keeps exitCode null: it has stopped too.
  while (Date.now() < deadline && proc.exitCode === null && proc.signalCode === null) {
    const ok = await fetch(`${url}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { url, proc, stop };
    await new Promise((r) => setTimeout(r, 100));
  }
  await stop();
  const how = proc.signalCode ? `killed by ${proc.signalCode}` : `exit code ${proc.exitCode}`;
  throw new Error(`the built site did not start (${how}); run \`npm run build\` first`);
}
