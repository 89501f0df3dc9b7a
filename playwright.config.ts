import { defineConfig, devices } from '@playwright/test';
import { createServer } from 'node:net';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// Debian's Chromium, never a downloaded browser. The flags keep it off the
// network it cannot reach here (component updates, sync, field trials).
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const launchOptions = {
  executablePath: CHROMIUM,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
};

/** A free loopback port for the server under test (no fixed port). */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

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
  use: { baseURL, launchOptions, trace: 'off', screenshot: 'off' },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions }, grepInvert: /@mobile/ },
    { name: 'mobile', use: { ...devices['Pixel 7'], launchOptions }, grep: /@mobile/ },
  ],
  webServer: external
    ? undefined
    : {
        command: 'npm run build --silent && node dist/server/index.js',
        url: `${baseURL}/healthz`,
        reuseExistingServer: false,
        timeout: 180_000,
        stdout: 'ignore',
        stderr: 'pipe',
        env: {
          NODE_ENV: 'production',
          PORT: String(port),
          HOST: '127.0.0.1',
          SITE_URL: baseURL,
          LOG_LEVEL: 'warn',
          // Log-only mail, an outbox of its own, and limits fit for a robot that types fast.
          MAIL_TRANSPORT: 'log',
          DATA_DIR:
            process.env.E2E_DATA_DIR ?? (process.env.E2E_DATA_DIR = mkdtempSync(path.join(tmpdir(), 'site-e2e-'))),
          FORM_MIN_FILL_MS: '0',
          RATE_LIMIT_MAX: '10000',
        },
      },
});
