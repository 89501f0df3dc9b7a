// Start-up never accepts a weak form-signing key: the real server/index.ts,
// spawned, stops with one fatal line naming the file or variable.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runServer } from '../support/run-server';

const scratch = mkdtempSync(path.join(tmpdir(), 'site-startup-key-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The production server with a site address, so only the key can stop it. */
const runProduction = (env: Record<string, string>) =>
  runServer({ NODE_ENV: 'production', SITE_URL: 'https://www.example.com', ...env });

describe('start-up with a weak form-signing key', { timeout: 120_000 }, () => {
  it('stops with one fatal line naming the empty key file, exit code 1 and no stack trace', async () => {
    const data = path.join(scratch, 'empty-key');
    const file = path.join(data, 'form-secret');
    mkdirSync(data);
    writeFileSync(file, '');
    const run = await runProduction({ DATA_DIR: data });
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
    const run = await runProduction({ DATA_DIR: path.join(scratch, 'short-env'), FORM_SECRET: 'too-short' });
    expect(run.code).toBe(1);
    const fatal = run.stdout.map((l) => JSON.parse(l) as { level: number; msg: string }).filter((l) => l.level === 60);
    expect(fatal).toHaveLength(1);
    expect(fatal[0]!.msg).toMatch(/^Invalid configuration: FORM_SECRET: must be at least 32 characters/);
    expect(fatal[0]!.msg).not.toContain('too-short');
    expect(run.stdout.join('\n') + run.stderr).not.toMatch(/\n\s+at /);
  });
});
