import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromiumLaunchOptions } from './scripts/chromium';
import { builtServerCommand, builtServerEnv, freePort } from './scripts/run-built-server';

// E2E_BASE_URL: test a server you started yourself (e.g. `npm run dev`) instead.
const external = process.env.E2E_BASE_URL;
const port = Number(process.env.E2E_PORT) || (await freePort());
process.env.E2E_PORT = String(port);
const baseURL = external ?? `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: { baseURL, launchOptions: chromiumLaunchOptions, trace: 'off', screenshot: 'off' },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions },
      grepInvert: /@mobile/,
    },
    { name: 'mobile', use: { ...devices['Pixel 7'], launchOptions: chromiumLaunchOptions }, grep: /@mobile/ },
  ],
  webServer: external
    ? undefined
    : {
        // Limits for a robot that types fast and posts often; the rest as an operator sets it.
        command: `npm run build --silent && ${builtServerCommand({ FORM_MIN_FILL_MS: 0, RATE_LIMIT_MAX: 10_000 })
          .map((arg) => `'${arg}'`)
          .join(' ')}`,
        url: `${baseURL}/healthz`,
        reuseExistingServer: false,
        timeout: 180_000,
        stdout: 'ignore',
        stderr: 'pipe',
        env: builtServerEnv(port, {
          SITE_URL: baseURL,
          LOG_LEVEL: 'warn',
          // Each worker posts from a client address of its own (tests/e2e/fixtures.ts), as visitors do:
          // limits per client ("one upload at a time") never set one worker against another.
          TRUST_PROXY: '1',
          // Log-only mail (no SMTP_HOST) into a data folder of its own.
          DATA_DIR:
            process.env.E2E_DATA_DIR ?? (process.env.E2E_DATA_DIR = mkdtempSync(path.join(tmpdir(), 'site-e2e-'))),
        }) as Record<string, string>,
      },
});
