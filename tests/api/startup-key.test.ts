// Start-up never accepts a weak form-signing key: the real server/index.ts,
// spawned, stops with one fatal line naming the file or variable.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const scratch = mkdtempSync(path.join(tmpdir(), 'site-startup-key-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Run server/index.ts to its exit (killed after 90 s: tsx on a busy machine is slow); its output as lines. */
function runServer(env: Record<string, string>) {
  return new Promise<{ code: number | null; stdout: string[]; stderr: string }>((resolve) => {
    const base = Object.fromEntries(Object.entries(process.env).filter(([k]) => !['SITE_URL', 'DATA_DIR', 'NODE_ENV', 'FORM_SECRET'].includes(k)));
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
      cwd: root,
      env: { ...base, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', NODE_ENV: 'production', SITE_URL: 'https://www.example.com', ...env },
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

describe('start-up with a weak form-signing key', { timeout: 120_000 }, () => {
  it('stops with one fatal line naming the empty key file, exit code 1 and no stack trace', async () => {
    const data = path.join(scratch, 'empty-key');
    const file = path.join(data, 'form-secret');
    mkdirSync(data);
    writeFileSync(file, '');
    const run = await runServer({ DATA_DIR: data });
    expect(run.code).toBe(1);
    const lines = run.stdout.map((l) => JSON.parse(l) as { level: number; msg: string });
    const serious = lines.filter((l) => l.level >= 50);
    expect(serious).toHaveLength(1);
    expect(serious[0]!.level).toBe(60);
    expect(serious[0]!.msg).toBe(
      `${file} holds no usable form-signing key (0 bytes; at least 32 random bytes, base64url-encoded, are expected): delete the file to have a new one made at start, or set FORM_SECRET (32+ characters)`,
    );
    expect(run.stdout.join('\n') + run.stderr).not.toMatch(/\n\s+at /);
  });

  it('stops naming FORM_SECRET when it is short', async () => {
    const run = await runServer({ DATA_DIR: path.join(scratch, 'short-env'), FORM_SECRET: 'too-short' });
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/FORM_SECRET: must be at least 32 characters/);
    expect(run.stdout.join('\n') + run.stderr).not.toMatch(/\n\s+at /);
  });
});
