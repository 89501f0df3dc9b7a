// The ceiling for a cached page: plain node:http in a process of its own,
// writing the bytes the site sent for that page (its gzip body and its
// headers) from memory, with nothing else on the path. A cached page of the
// site is measured against it: what the site adds to raw Node is the ratio.
import { spawn } from 'node:child_process';
import { request } from 'node:http';
import { freePort } from '../run-built-server';

export interface Recorded {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** GET a URL and keep what came on the wire: the encoded body, not the decoded one. */
export function record(url: string, headers: Record<string, string>): Promise<Recorded> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const kept: Record<string, string> = {};
        for (const [k, v] of Object.entries(res.headers)) {
          if (
            v === undefined ||
            ['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length'].includes(k)
          )
            continue;
          kept[k] = Array.isArray(v) ? v.join(', ') : v;
        }
        resolve({ status: res.statusCode ?? 0, headers: kept, body: Buffer.concat(chunks) });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** Start the raw server with these pages (path → recorded answer); stop() kills it. */
export async function rawNodeServer(pages: Record<string, Recorded>) {
  const port = await freePort();
  const table = Object.fromEntries(
    Object.entries(pages).map(([p, r]) => [
      p,
      { status: r.status, headers: r.headers, body: r.body.toString('base64') },
    ]),
  );
  const proc = spawn(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `import { createServer } from 'node:http';
       const table = ${JSON.stringify(table)};
       for (const r of Object.values(table)) r.body = Buffer.from(r.body, 'base64');
       createServer((req, res) => {
         const r = table[req.url];
         if (!r) { res.statusCode = 404; res.end(); return; }
         res.writeHead(r.status, { ...r.headers, 'content-length': r.body.length });
         res.end(r.body);
       }).listen(${port}, '127.0.0.1', () => console.log('ready'));`,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise<void>((resolve) => proc.stdout!.once('data', () => resolve()));
  return { url: `http://127.0.0.1:${port}`, stop: () => proc.kill('SIGTERM') };
}
