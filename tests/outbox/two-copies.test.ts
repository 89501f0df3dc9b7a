// Two copies of the site (two createApp instances, each with its own
// DATA_DIR) on one PostgreSQL store, as behind a proxy: what either accepts
// reaches the team once, and a message accepted by a copy that then dies
// with its disk is delivered by the other once its claim lapses.
// PostgreSQL only (the shared engine): skipped without TEST_DATABASE_URL.
import { expect, it } from 'vitest';
import { rmSync } from 'node:fs';
import { createServer, type AddressInfo, type Socket } from 'node:net';
import { contact, postContact as post, testApp, until } from '../support/test-app';
import { SmtpSink } from '../support/smtp-sink';
import { eachEngine } from '../support/store';
import { LEASE_MS } from '../../server/outbox/outbox';

eachEngine('two copies of the site on one store', (e) => {
  it.skipIf(e.engine !== 'postgres')('deliver 20 messages posted in turn to each, once each', async () => {
    const sink = await new SmtpSink().start();
    const place = e.place();
    const env = { ...sink.env(), MAIL_ACKNOWLEDGE: 'false' };
    const a = await testApp({ env, store: await e.open({ place }), outbox: { scanMs: 100 } });
    const b = await testApp({ env, store: await e.open({ place }), outbox: { scanMs: 100 } });
    try {
      const ids: string[] = [];
      for (let i = 0; i < 20; i++) ids.push((await post(i % 2 ? a : b, contact(i))).body.id as string);
      await sink.waitFor(20);
      await until(async () => (await a.outbox.counts()).pending === 0);
      await new Promise((r) => setTimeout(r, 300));
      expect(sink.mails).toHaveLength(20);
      for (const id of ids) expect(sink.mails.filter((m) => m.text?.includes(id))).toHaveLength(1);
    } finally {
      await a.close();
      await b.close();
      await sink.stop();
    }
  });

  it.skipIf(e.engine !== 'postgres')(
    'deliver from the other copy a message accepted by one that died with its disk mid-send',
    async () => {
      // Copy A's mail server accepts the connection and never answers: A's send hangs, its claim held.
      const sockets: Socket[] = [];
      const silent = createServer((s) => sockets.push(s));
      await new Promise<void>((r) => silent.listen(0, '127.0.0.1', () => r()));
      const place = e.place();
      const a = await testApp({
        env: {
          SMTP_HOST: '127.0.0.1',
          SMTP_PORT: String((silent.address() as AddressInfo).port),
          MAIL_ACKNOWLEDGE: 'false',
        },
        limits: { OUTBOX_ATTEMPT_TIMEOUT_S: 600 },
        store: await e.open({ place }),
      });
      const id = (await post(a, contact(1))).body.id as string;
      await until(() => sockets.length > 0);
      // A stops (its worker gone, its claim never renewed again) and its data folder is deleted.
      await a.outbox.stop(10);
      await a.close(true);
      for (const s of sockets) s.destroy();
      silent.close();
      // B's clock is past A's lease: the message is B's to send.
      const sink = await new SmtpSink().start();
      const b = await testApp({
        env: { ...sink.env(), MAIL_ACKNOWLEDGE: 'false' },
        store: await e.open({ place }),
        outbox: { now: () => Date.now() + 2 * LEASE_MS, scanMs: 100 },
      });
      try {
        await sink.waitFor(1);
        expect(sink.mails[0]!.text).toContain(id);
        await until(async () => (await b.outbox.counts()).pending === 0);
        expect(sink.mails).toHaveLength(1);
      } finally {
        await b.close();
        await sink.stop();
        rmSync(a.dataDir, { recursive: true, force: true });
      }
    },
  );
});
