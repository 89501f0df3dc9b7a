// The operator's side of the mail: /healthz says when mail needs a person,
// `npm run outbox` reads the store it says and `send` delivers after an
// outage, and the SMTP server is checked at start. Against a real SMTP
// server in the test process.
import { afterEach, describe, expect, it, vi } from 'vitest';
import request from 'supertest';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { SMTPServer } from 'smtp-server';
import { contact, postContact as post, testApp, until } from '../support/test-app';
import { SmtpSink } from '../support/smtp-sink';
import { outboxCommand } from '../../server/outbox/cli';
import { sendNow } from '../../server/outbox/send-now';
import { loadConfig } from '../../server/config';
import { outboxAlert } from '../../server/outbox/health';
import { stored } from '../support/outbox-rows';
import type { Outbox } from '../../server/outbox/outbox';
import type { MailRecord } from '../../server/outbox/mail-record';
import { SQLITE_FILE } from '../../server/store/sqlite';
import { createTransport, verifyMailServer } from '../../server/outbox/transport';

const MIN = 60_000;

/** The delivery state of the pending messages (attempts, next attempt). */
const states = async (ctx: { outbox: Outbox }) =>
  (await stored(ctx.outbox, 'pending')).map((m) => ({ attempts: m.attempts, nextAttemptAt: m.next_attempt_at }));

/** A log that keeps its lines, parsed. */
function capturedLogger(level = 'info') {
  const lines: { level: number; msg: string; [k: string]: unknown }[] = [];
  const logger = pino({ level }, new Writable({ write: (c, _e, cb) => (lines.push(JSON.parse(String(c))), cb()) }));
  return { logger, lines };
}

describe("the operator's path through an SMTP outage", () => {
  it(
    'shows /healthz degraded past the threshold, delivers both messages once on `send`, then /healthz is ok again',
    { timeout: 60_000 },
    async () => {
      const sink = await new SmtpSink().start();
      await sink.stop(); // the mail server is down: its port is known, nobody listens
      let ahead = 0; // the site's clock runs this far ahead of the real one
      const ctx = await testApp({
        // A backoff of two hours (random() = 1: the full delay) that the outage would make visitors' mail wait out.
        env: {
          ...sink.env(),
          MAIL_ACKNOWLEDGE: 'false',
          OUTBOX_ALERT_AFTER_MIN: '30',
        },
        limits: { OUTBOX_RETRY_BASE_MS: 120 * MIN, OUTBOX_RETRY_MAX_MS: 120 * MIN },
        outbox: { scanMs: 100, now: () => Date.now() + ahead, random: () => 1 },
      });
      try {
        const ids = [(await post(ctx, contact(1))).body.id as string, (await post(ctx, contact(2))).body.id as string];
        // Both tried once and refused by the closed port: each now waits out its backoff.
        await until(async () => (await states(ctx)).filter((s) => s.attempts === 1).length === 2);
        expect((await request(ctx.app).get('/healthz')).status).toBe(200);

        ahead = 31 * MIN;
        const degraded = await request(ctx.app).get('/healthz');
        expect(degraded.status).toBe(503);
        expect(degraded.body.status).toBe('degraded');
        expect(degraded.body.reason).toMatch(
          /^The oldest message for the team has waited 31 min, more than OUTBOX_ALERT_AFTER_MIN \(30\)/,
        );
        expect(degraded.body.outbox).toMatchObject({ pending: 2, failed: 0, failedForTeam: 0 });

        await sink.start(); // the mail server is back, on the same port
        const out: string[] = [];
        expect(await outboxCommand(['--data-dir', ctx.dataDir, 'send', '--wait'], (l) => out.push(l))).toBe(0);
        expect(out[0]).toBe(`outbox: ${path.join(ctx.dataDir, SQLITE_FILE)}`);
        expect(out[1]).toBe(
          '2 pending message(s) due now (2 were waiting out a backoff); the running site sends them within 15 s',
        );
        for (const id of ids) expect(out).toContainEqual(expect.stringMatching(new RegExp(`^  ${id} +delivered$`)));
        expect(out.at(-1)).toBe('delivered 2 of 2');

        // Exactly once each: nothing is left that could go out again.
        expect((await ctx.outbox.counts()).pending).toBe(0);
        expect(sink.mails).toHaveLength(2);
        for (const id of ids) expect(sink.mails.filter((m) => m.text?.includes(id))).toHaveLength(1);
        const ok = await request(ctx.app).get('/healthz');
        expect(ok.status).toBe(200);
        expect(ok.body).toMatchObject({ status: 'ok', outbox: { pending: 0, oldestPendingForTeamS: 0 } });
      } finally {
        await ctx.close();
        await sink.stop();
      }
    },
  );
});

describe('/healthz and failed mail', () => {
  it('answers 503 for a failed message to the team, not for an acknowledgement a visitor’s mailbox refused, and ok once purged', async () => {
    // This server refuses one visitor's mailbox, and the team's while `teamRefused`.
    let teamRefused = false;
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo: (address, _s, cb) =>
        address.address === 'typo@example.org' || (teamRefused && address.address === 'support@example.com')
          ? cb(Object.assign(new Error('mailbox unavailable'), { responseCode: 550 }))
          : cb(),
      onData: (stream, _s, cb) => stream.on('end', () => cb()).resume(),
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
    const port = (server.server.address() as AddressInfo).port;
    const ctx = await testApp({
      env: { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(port) },
      outbox: { scanMs: 100 },
    });
    const settled = async (failed: number) => {
      const counts = await ctx.outbox.counts();
      return counts.failed === failed && counts.pending === 0;
    };
    try {
      await post(ctx, { ...contact(1), email: 'typo@example.org' });
      await until(() => settled(1));
      const ackOnly = await request(ctx.app).get('/healthz');
      expect(ackOnly.status).toBe(200);
      expect(ackOnly.body.outbox).toMatchObject({ failed: 1, failedForTeam: 0 });

      teamRefused = true;
      await post(ctx, contact(2));
      await until(() => settled(2));
      const team = await request(ctx.app).get('/healthz');
      expect(team.status).toBe(503);
      expect(team.body).toMatchObject({ status: 'degraded', outbox: { failed: 2, failedForTeam: 1 } });
      expect(team.body.reason).toBe(
        '1 message for the team failed and waits in the outbox (npm run outbox -- list, then retry or purge)',
      );

      expect(await outboxCommand(['--data-dir', ctx.dataDir, 'purge', '--older-than', '0d'], () => undefined)).toBe(0);
      expect((await request(ctx.app).get('/healthz')).body.status).toBe('ok');
    } finally {
      await ctx.close();
      server.close();
    }
  });

  it('gives every reason in one line', () => {
    expect(
      outboxAlert(
        { pending: 3, failed: 2, oldestPendingS: 7200, failedForTeam: 2, oldestPendingForTeamS: 3600, quarantined: 40 },
        30,
      ),
    ).toBe(
      '2 messages for the team failed and wait in the outbox (npm run outbox -- list, then retry or purge); The oldest message for the team has waited 60 min, more than OUTBOX_ALERT_AFTER_MIN (30): is the mail server down? (npm run outbox -- list shows the last error; npm run outbox -- send tries again at once)',
    );
    expect(
      outboxAlert(
        {
          pending: 1,
          failed: 1,
          oldestPendingS: 7200,
          failedForTeam: 0,
          oldestPendingForTeamS: 29 * 60,
          quarantined: 40,
        },
        30,
      ),
    ).toBeUndefined();
  });

  it('says first that the forms cannot accept when the disk is full as well', async () => {
    let free = 0;
    const ctx = await testApp({ deliver: false, outbox: { freeBytes: async () => free } });
    try {
      await ctx.outbox.messages.add([
        {
          mail: { id: 'MSG-TEST0001', kind: 'contact', to: 'support@example.com', subject: 'x' } as MailRecord,
          attachments: [],
          state: 'failed',
          createdAt: Date.now(),
        },
      ]);
      const full = await request(ctx.app).get('/healthz');
      expect(full.status).toBe(503);
      expect(full.body).toMatchObject({
        status: 'unavailable',
        reason: 'The outbox disk is nearly full',
        outbox: { failedForTeam: 1 },
      });
      free = 10 * 1024 ** 3;
      const mail = await request(ctx.app).get('/healthz');
      expect(mail.status).toBe(503);
      expect(mail.body.status).toBe('degraded');
    } finally {
      await ctx.close();
    }
  });
});

describe('npm run outbox: the store it reads', () => {
  const scratch = mkdtempSync(path.join(tmpdir(), 'site-outbox-cli-'));
  afterEach(() => vi.unstubAllEnvs());

  it('refuses a data folder without a store, naming the file and DATA_DIR, instead of reporting an empty queue', async () => {
    const out: string[] = [];
    const err: string[] = [];
    const missing = path.join(scratch, 'nothing-here');
    expect(await outboxCommand(['--data-dir', missing, 'list'], (l) => out.push(l), { err: (l) => err.push(l) })).toBe(
      1,
    );
    expect(out).toEqual([]);
    expect(err).toEqual([
      `no store at ${path.join(missing, SQLITE_FILE)}: set DATA_DIR (or --data-dir <path>) to the site's data folder, the one that holds ${SQLITE_FILE}`,
    ]);

    vi.stubEnv('DATA_DIR', missing);
    expect(await outboxCommand(['list'], (l) => out.push(l), { err: (l) => err.push(l) })).toBe(1);
    expect(err[1]).toContain(path.join(missing, SQLITE_FILE));
    expect(existsSync(missing)).toBe(false);
  });

  it('prints the store it reads as its first line, the one DATA_DIR names', async () => {
    const ctx = await testApp({ deliver: false });
    try {
      vi.stubEnv('DATA_DIR', ctx.dataDir);
      const out: string[] = [];
      expect(await outboxCommand(['list'], (l) => out.push(l))).toBe(0);
      expect(out).toEqual([
        `outbox: ${path.join(ctx.dataDir, SQLITE_FILE)}`,
        'pending: 0',
        'failed: 0',
        'quarantined: 0',
      ]);
    } finally {
      await ctx.close();
    }
  });
});

describe('npm run outbox -- send', () => {
  it('says so when nothing is pending, and refuses an unknown reference', async () => {
    const ctx = await testApp({ deliver: false });
    try {
      const out: string[] = [];
      expect(await outboxCommand(['--data-dir', ctx.dataDir, 'send'], (l) => out.push(l))).toBe(0);
      expect(out.at(-1)).toBe('nothing pending');
      expect(await outboxCommand(['--data-dir', ctx.dataDir, 'send', 'MSG-NOSUCH00'], (l) => out.push(l))).toBe(1);
      expect(out.at(-1)).toBe('no pending message MSG-NOSUCH00');
    } finally {
      await ctx.close();
    }
  });

  it('makes one chosen message due and, with no site running, says it was not tried', async () => {
    const ctx = await testApp({ deliver: false, env: { MAIL_ACKNOWLEDGE: 'false' } });
    try {
      const first = (await post(ctx, contact(1))).body.id as string;
      await post(ctx, contact(2));
      // Both wait out a backoff, as after failed attempts.
      await ctx.outbox.messages.db
        .updateTable('outbox_messages')
        .set({ attempts: 3, next_attempt_at: Date.now() + 10 * MIN, last_error: 'ECONNREFUSED' })
        .execute();
      const out: string[] = [];
      expect(
        await sendNow({
          messages: ctx.outbox.messages,
          id: first,
          wait: true,
          waitMs: 300,
          pollMs: 20,
          out: (l) => out.push(l),
        }),
      ).toBe(1);
      expect(out[0]).toBe(
        '1 pending message(s) due now (1 were waiting out a backoff); the running site sends them within 15 s',
      );
      expect(out[1]).toMatch(new RegExp(`^  ${first} +not tried yet: is the site running\\?`));
      expect(out.at(-1)).toBe('delivered 0 of 1');
      // Only the chosen one was touched; the attempts count stays, so a new failure backs off from there.
      expect((await states(ctx)).map((s) => [s.attempts, s.nextAttemptAt === 0]).sort()).toEqual([
        [3, false],
        [3, true],
      ]);
    } finally {
      await ctx.close();
    }
  });
});

describe('the SMTP check at start', () => {
  it('logs the server it reached at info level', async () => {
    const sink = await new SmtpSink().start();
    const { logger, lines } = capturedLogger();
    const transport = createTransport(loadConfig(sink.env()), logger);
    try {
      expect(await verifyMailServer(transport, logger)).toBe(true);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatchObject({
        level: 30,
        server: `127.0.0.1:${sink.port}`,
        msg: `SMTP: 127.0.0.1:${sink.port} accepts connections; mail will be delivered`,
      });
      expect(sink.mails).toEqual([]);
    } finally {
      transport.close();
      await sink.stop();
    }
  });

  it('warns, naming the server and the error, when it cannot connect, and the outbox keeps the mail', async () => {
    const sink = await new SmtpSink().start();
    await sink.stop();
    const { logger, lines } = capturedLogger();
    const transport = createTransport(loadConfig(sink.env()), logger);
    try {
      expect(await verifyMailServer(transport, logger)).toBe(false);
      expect(lines).toHaveLength(1);
      expect(lines[0]!.level).toBe(40);
      expect(lines[0]!.msg).toMatch(
        new RegExp(
          `^SMTP: cannot use 127\\.0\\.0\\.1:${sink.port} \\(.*ECONNREFUSED.*\\); the site runs and mail waits in the outbox`,
        ),
      );
    } finally {
      transport.close();
    }
  });

  it('checks nothing in log-only mode', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'site-verify-'));
    const { logger, lines } = capturedLogger();
    try {
      expect(await verifyMailServer(createTransport(loadConfig({ DATA_DIR: dir }), logger), logger)).toBe(true);
      expect(lines).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
