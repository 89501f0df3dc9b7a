// req.log: a child logger bound to the request id, made on first use from
// one getter on the prototype (a per-request accessor kept every request
// alive past V8's young-generation GC; see server/http/logger.ts).
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { httpLogger } from '../../server/http/logger';

describe('req.log', () => {
  it('logs with the request id, one child per request, without a property of its own on the request', async () => {
    const lines: Record<string, unknown>[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
        done();
      },
    });
    const accessLog = httpLogger(pino({ level: 'warn' }, sink));
    const seen: IncomingMessage[] = [];
    const server = createServer((req, res) =>
      accessLog(req, res, () => {
        seen.push(req);
        expect(Object.getOwnPropertyDescriptor(req, 'log')).toBeUndefined();
        expect(req.log).toBe(req.log);
        req.log.warn('form rate limit reached');
        res.end('ok');
      }),
    );
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    try {
      const { port } = server.address() as AddressInfo;
      for (const id of ['first-1', 'second-2'])
        await fetch(`http://127.0.0.1:${port}/`, { headers: { 'x-request-id': id } });
      expect(lines.filter((l) => l.msg === 'form rate limit reached').map((l) => l.reqId)).toEqual([
        'first-1',
        'second-2',
      ]);
      expect(seen[0]!.log).not.toBe(seen[1]!.log);
    } finally {
      server.close();
    }
  });
});
