// An SMTP server on a loopback port that takes every mail and keeps only
// who it was for: what the benchmarks count deliveries by.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export async function countingSmtp() {
  /** One entry a message received. */
  const messages: string[][] = [];
  /** Every recipient of every message, in order. */
  const recipients: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, cb) {
      stream.on('data', () => undefined);
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address);
        messages.push(to);
        recipients.push(...to);
        cb();
      });
    },
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  return { port: (server.server.address() as AddressInfo).port, messages, recipients, close: () => server.close() };
}
