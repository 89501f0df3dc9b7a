// A real SMTP server inside the test process, on a random loopback port,
// that parses what it receives. It can be stopped and started again on the
// same port, to play a mail server that goes down and comes back.
import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';
import type { AddressInfo } from 'node:net';

export class SmtpSink {
  readonly mails: ParsedMail[] = [];
  /** Each message's bytes exactly as they arrived (what a DKIM verifier reads), in the order they ended. */
  readonly raws: Buffer[] = [];
  port = 0;
  private server: SMTPServer | undefined;
  private waiters: { count: number; resolve: () => void }[] = [];

  async start(port = this.port): Promise<this> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      size: 20 * 1024 * 1024,
      onData: (stream, _session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('error', callback);
        stream.on('end', () => {
          const raw = Buffer.concat(chunks);
          this.raws.push(raw);
          simpleParser(raw)
            .then((mail) => {
              this.mails.push(mail);
              this.waiters = this.waiters.filter((w) => (this.mails.length >= w.count ? (w.resolve(), false) : true));
              callback();
            })
            .catch(callback);
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
    this.server = server;
    this.port = (server.server.address() as AddressInfo).port;
    return this;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Resolves once `count` mails have arrived; rejects after `timeoutMs`. */
  waitFor(count: number, timeoutMs = 10_000): Promise<void> {
    if (this.mails.length >= count) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`only ${this.mails.length} of ${count} mails arrived`)),
        timeoutMs,
      );
      this.waiters.push({ count, resolve: () => (clearTimeout(timer), resolve()) });
    });
  }

  env(): Record<string, string> {
    return { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(this.port) };
  }
}
