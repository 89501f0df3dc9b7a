// The real server/index.ts, spawned for start-up tests: its exit code and
// output. The variables a test may set (DATA_DIR, SITE_URL, NODE_ENV, the
// key and DKIM settings) never leak in from the shell that runs the tests.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const OWN = (name: string) =>
  ['SITE_URL', 'DATA_DIR', 'NODE_ENV', 'FORM_SECRET'].includes(name) || name.startsWith('DKIM_');

/** Run the server to its exit (killed after 90 s: tsx on a busy machine is slow); stdout as lines, stderr whole. */
export function runServer(env: Record<string, string>) {
  return new Promise<{ code: number | null; stdout: string[]; stderr: string }>((resolve) => {
    const base = Object.fromEntries(Object.entries(process.env).filter(([k]) => !OWN(k)));
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
      cwd: root,
      env: { ...base, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d));
    child.stderr.on('data', (d: Buffer) => (stderr += d));
    const timer = setTimeout(() => child.kill('SIGKILL'), 90_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout: stdout.split('\n').filter(Boolean), stderr });
    });
  });
}
