import { afterEach, describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

// scripts/healthcheck.mjs is the image's one HEALTHCHECK: it must probe the
// port the server really listens on (PORT), not a fixed 3000.
const script = new URL('../../scripts/healthcheck.mjs', import.meta.url).pathname;

function probe(env: Record<string, string>): Promise<{ code: number; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [script],
      { env: { PATH: process.env.PATH ?? '', ...env } },
      (error, _stdout, stderr) => {
        resolve({ code: error ? Number(error.code ?? 1) : 0, stderr });
      },
    );
  });
}

let server: Server | undefined;
afterEach(() => new Promise<void>((done) => (server ? server.close(() => done()) : done())));

async function listen(status: number, delayMs = 0): Promise<number> {
  server = createServer((req, res) => {
    setTimeout(() => {
      res.statusCode = req.url === '/healthz' ? status : 404;
      res.end('{}');
    }, delayMs);
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

describe('scripts/healthcheck.mjs', () => {
  it('exits 0 when /healthz answers 200 on the port PORT names', async () => {
    const port = await listen(200);
    expect(await probe({ PORT: String(port) })).toMatchObject({ code: 0 });
  });

  it('exits 1 when the server answers /healthz with an error status', async () => {
    const port = await listen(503);
    const result = await probe({ PORT: String(port) });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('503');
  });

  it('exits 1 when nothing listens on PORT (a probe of another port does not count)', async () => {
    const port = await listen(200);
    await new Promise<void>((done) => server!.close(() => done()));
    server = undefined;
    const result = await probe({ PORT: String(port) });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`:${port}/healthz`);
  });

  it('connects to a specific HOST and treats 0.0.0.0 as loopback', async () => {
    const port = await listen(200);
    expect(await probe({ PORT: String(port), HOST: '127.0.0.1' })).toMatchObject({ code: 0 });
    expect(await probe({ PORT: String(port), HOST: '0.0.0.0' })).toMatchObject({ code: 0 });
  });

  it('exits 1 when /healthz hangs past the timeout', async () => {
    const port = await listen(200, 2_000);
    const result = await probe({ PORT: String(port), HEALTHCHECK_TIMEOUT_MS: '200' });
    expect(result.code).toBe(1);
  });
});
