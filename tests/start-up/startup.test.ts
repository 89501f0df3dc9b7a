// Start-up that tells the truth: the real server/index.ts, spawned.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runServer } from '../support/run-server';
import { configWarnings, loadConfig } from '../../server/config';

const scratch = mkdtempSync(path.join(tmpdir(), 'site-startup-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const parsed = (lines: string[]) => lines.map((l) => JSON.parse(l) as { level: number; msg: string });
/** The pre-launch check's list (server/prelaunch.ts), one line per placeholder, SITE_URL's among them. */
const placeholderLine = (l: { msg: string }) => /^placeholder: /.test(l.msg);

/** The server started for production with `env`, which must stop it: its log lines, parsed. */
async function refusedStart(env: Record<string, string>) {
  const run = await runServer({ NODE_ENV: 'production', ...env });
  expect(run.code).toBe(1);
  return { run, lines: parsed(run.stdout) };
}

describe('start-up', { timeout: 120_000 }, () => {
  it('stops with one fatal line naming DATA_DIR, exit code 1 and no stack trace when the folder is unwritable', async () => {
    // Root may write anywhere, so "unwritable" is a path under a plain file.
    const file = path.join(scratch, 'not-a-folder');
    writeFileSync(file, '');
    const { run, lines } = await refusedStart({
      DATA_DIR: path.join(file, 'data'),
      SITE_URL: 'https://www.example.com',
    });
    const fatal = lines.filter((l) => l.level === 60);
    expect(fatal).toHaveLength(1);
    expect(fatal[0]!.msg).toMatch(/^DATA_DIR .*not-a-folder\/data is not writable \(ENOTDIR\)/);
    expect(lines.filter((l) => l.level >= 50)).toHaveLength(1);
    expect(run.stdout.join('\n') + run.stderr).not.toMatch(/\n\s+at /);
    expect(lines.some((l) => /SITE_URL/.test(l.msg) && !placeholderLine(l))).toBe(false);
  });

  it('stops with one fatal line naming each bad variable, its value and what is expected, exit code 1 and no stack trace', async () => {
    const { run, lines } = await refusedStart({
      DATA_DIR: path.join(scratch, 'bad-config'),
      SITE_URL: 'www.example.com',
      PORT: 'eighty',
    });
    expect(lines).toHaveLength(1);
    expect(lines[0]!.level).toBe(60);
    expect(lines[0]!.msg).toBe(
      'Invalid configuration, 2 problems: (1) PORT: "eighty" is not a number; write a whole number from 0 to 65535 (2) SITE_URL: "www.example.com" is not a URL; write https://www.example.com',
    );
    expect(run.stdout.join('\n') + run.stderr).not.toMatch(/\n\s+at /);
  });

  it('stops with one fatal line when SITE_URL has a path', async () => {
    const { lines } = await refusedStart({
      DATA_DIR: path.join(scratch, 'bad-site-url'),
      SITE_URL: 'https://example.com/site',
    });
    expect(lines).toHaveLength(1);
    expect(lines[0]!.msg).toMatch(
      /^Invalid configuration: SITE_URL: "https:\/\/example\.com\/site" has a path \(\/site\); the site is served at the root/,
    );
  });

  it('warns loudly, naming SITE_URL, when production has none', async () => {
    const file = path.join(scratch, 'file-2');
    writeFileSync(file, '');
    // The unwritable folder stops it right after the warnings: no build needed.
    const run = await runServer({ NODE_ENV: 'production', DATA_DIR: path.join(file, 'data') });
    // The pre-launch placeholder list names it too, on its own line; exactly one other warning names SITE_URL.
    const warn = parsed(run.stdout).filter(
      (l) => l.level === 40 && /SITE_URL/.test(String(l.msg)) && !placeholderLine(l),
    );
    expect(warn).toHaveLength(1);
    expect(warn[0]!.msg).toMatch(
      /^SITE_URL is not set: canonical links, og:url, the sitemap and RSS will say http:\/\/localhost:3000/,
    );
  });
});

describe('configWarnings', () => {
  const warnings = (env: Record<string, string>) => configWarnings(loadConfig(env), env);
  it('names SITE_URL when production has none or a local one', () => {
    expect(warnings({ NODE_ENV: 'production' })[0]).toMatch(/^SITE_URL is not set/);
    expect(warnings({ NODE_ENV: 'production', SITE_URL: 'http://127.0.0.1:8080' })[0]).toMatch(
      /^SITE_URL is http:\/\/127\.0\.0\.1:8080\/?, a local address/,
    );
    expect(warnings({ NODE_ENV: 'production', SITE_URL: 'http://localhost' })).toHaveLength(1);
  });
  it('is quiet for a public SITE_URL, and outside production', () => {
    expect(warnings({ NODE_ENV: 'production', SITE_URL: 'https://www.example.com' })).toEqual([]);
    expect(warnings({ NODE_ENV: 'development' })).toEqual([]);
    expect(warnings({ NODE_ENV: 'test' })).toEqual([]);
  });
});
