// Where a message goes once it leaves the outbox: an .eml file (log-only
// mode, the default) or an SMTP server, both built by nodemailer so the two
// carry the same RFC 822 message. Neither writes a visitor's words or
// address to the log: only id, kind, size and file name.
import { createWriteStream, readFileSync } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { connect, type Socket } from 'node:net';
import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';
import type { Logger } from 'pino';
import { ConfigError, type Config } from '../config';
import type { MailRecord } from './mail-record';
import { syncDir } from '../data-dir';
import { dkimSigning } from './dkim';

export interface MailTransport {
  readonly name: 'log' | 'smtp';
  /** Send a message whose attachment `file`s are absolute paths; rejects when `signal` aborts. */
  send(mail: MailRecord, signal: AbortSignal): Promise<void>;
  close(): void;
  /** SMTP only: connect, start TLS and log in as a delivery would, then hang up; rejects with the reason it cannot. */
  verify?(): Promise<void>;
  /** SMTP only: the server, as `host:port`, for log lines. */
  readonly server?: string;
}

/** The nodemailer message of a record: the same headers in both modes. */
function message(mail: MailRecord): Mail.Options {
  return {
    messageId: `<${mail.id}@site.local>`,
    from: mail.from,
    to: mail.to,
    replyTo: mail.replyTo,
    subject: mail.subject,
    headers: mail.headers,
    text: mail.text,
    html: mail.html,
    date: new Date(mail.createdAt),
    // The bytes as the store gave them (a CV is at most 5 MB).
    attachments: mail.attachments?.map((a) => ({
      filename: a.filename,
      contentType: a.contentType,
      content: a.bytes ?? Buffer.from(a.content ?? '', 'base64'),
    })),
  };
}

function aborted(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) => {
    if (signal.aborted) reject(signal.reason);
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
}

/**
 * Log-only delivery: each message is written as a standard .eml file under
 * `mailDir` (open it in any mail client; Django's file-based backend and
 * Rails' :file delivery do the same), and one line says so.
 */
export function fileTransport(logger: Logger, mailDir: string): MailTransport {
  const builder = nodemailer.createTransport({ streamTransport: true, newline: 'unix' });
  return {
    name: 'log',
    async send(mail, signal) {
      await mkdir(mailDir, { recursive: true, mode: 0o700 });
      const file = `${mail.id}.eml`;
      const tmp = path.join(mailDir, `.${file}.${process.pid}.tmp`);
      try {
        const info = (await builder.sendMail(message(mail))) as unknown as { message: NodeJS.ReadableStream };
        const out = createWriteStream(tmp, { mode: 0o600 });
        await pipeline(info.message, out, { signal });
        await rename(tmp, path.join(mailDir, file));
        await syncDir(mailDir);
        logger.info(
          { id: mail.id, kind: mail.kind, bytes: out.bytesWritten, file: path.join(path.basename(mailDir), file) },
          'mail written to a file (log-only mode, not sent)',
        );
      } catch (err) {
        await rm(tmp, { force: true });
        throw err;
      }
    },
    close() {},
  };
}

/**
 * How the SMTP session is protected (nodemailer options). With credentials
 * TLS is required: when the server does not offer STARTTLS (or a man in the
 * middle strips it), the attempt fails before AUTH and the message stays in
 * the outbox. Without credentials STARTTLS is used whenever offered. Only
 * SMTP_TLS=off, for a local mail catcher, turns TLS off.
 */
export function smtpTlsOptions(config: Pick<Config, 'SMTP_PORT' | 'SMTP_TLS' | 'SMTP_USER' | 'SMTP_CA_FILE'>) {
  // TLS from the first byte on port 465 (submissions), STARTTLS on the others.
  const secure = config.SMTP_PORT === 465;
  const off = config.SMTP_TLS === 'off' && !secure;
  const requireTLS = !secure && !off && (config.SMTP_TLS === 'required' || Boolean(config.SMTP_USER));
  let ca: string | undefined;
  if (config.SMTP_CA_FILE) {
    try {
      ca = readFileSync(config.SMTP_CA_FILE, 'utf8');
    } catch (err) {
      throw new ConfigError([
        `SMTP_CA_FILE: cannot read ${config.SMTP_CA_FILE} (${(err as NodeJS.ErrnoException).code ?? String(err)}); it should be the PEM certificate of the authority that signed the SMTP server's`,
      ]);
    }
  }
  return { secure, requireTLS, ignoreTLS: off, tls: { minVersion: 'TLSv1.2' as const, ...(ca ? { ca } : {}) } };
}

/** True for an error that says TLS could not be had: no STARTTLS (nodemailer's ETLS), or a certificate Node does not trust. */
const isTlsError = (err: unknown) => {
  const { code, originalCode } = (err ?? {}) as { code?: unknown; originalCode?: unknown };
  return [code, originalCode].some(
    (c) => typeof c === 'string' && (c === 'ETLS' || /CERT|SELF_SIGNED|^ERR_(TLS|SSL)_/.test(c)),
  );
};

export function smtpTransport(config: Config, logger?: Logger): MailTransport {
  const tlsOptions = smtpTlsOptions(config);
  // Read at start: a bad key stops the site with a clear line (ConfigError), not the first delivery.
  const dkim = dkimSigning(config);
  // Our own sockets (nodemailer speaks SMTP over them), so an aborted
  // attempt can really be cut off, even before the server's greeting.
  const sockets = new Set<Socket>();
  const getSocket = (
    options: { host?: string; port?: number | string },
    callback: (err: Error | null, socketOptions: { connection: Socket }) => void,
  ) => {
    const socket = connect(Number(options.port ?? config.SMTP_PORT), options.host ?? config.SMTP_HOST ?? 'localhost');
    socket.on('error', () => undefined); // nodemailer reports it; this only keeps an early error from being unhandled
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
    callback(null, { connection: socket });
  };
  const make = () =>
    nodemailer.createTransport({
      getSocket,
      host: config.SMTP_HOST,
      port: config.SMTP_PORT,
      ...tlsOptions,
      auth: config.SMTP_USER ? { user: config.SMTP_USER, pass: config.SMTP_PASS } : undefined,
      // Reuse connections: a queue that drains after an outage goes out quickly.
      pool: true,
      maxConnections: 2,
      // A slow or silent server must not hold a delivery attempt forever.
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
      // Every message signed with the site's key, when DKIM_* are set.
      dkim,
    });
  let transporter = make();
  return {
    name: 'smtp',
    server: `${config.SMTP_HOST}:${config.SMTP_PORT}`,
    async verify() {
      await transporter.verify();
    },
    async send(mail, signal) {
      const current = transporter;
      // An attempt that runs out of time is ended, connections and all, not
      // left running beside the retry (which gets a fresh pool).
      const abort = () => {
        if (transporter === current) transporter = make();
        current.close();
        for (const socket of sockets) socket.destroy();
      };
      signal.addEventListener('abort', abort, { once: true });
      try {
        await Promise.race([current.sendMail(message(mail)), aborted(signal)]);
      } catch (err) {
        if (isTlsError(err)) {
          // Refused STARTTLS (or none offered) vs a handshake that failed (certificate, protocol).
          const refused = /STARTTLS/.test((err as Error).message);
          logger?.error(
            { id: mail.id, err: { code: (err as { code?: string }).code, message: (err as Error).message } },
            refused
              ? `SMTP: ${config.SMTP_HOST}:${config.SMTP_PORT} gave no TLS; ${config.SMTP_USER ? 'the password is not sent in clear and ' : ''}the message stays in the outbox (SMTP_TLS=off only for a local mail catcher)`
              : `SMTP: TLS with ${config.SMTP_HOST}:${config.SMTP_PORT} failed (${(err as Error).message}); the message stays in the outbox (SMTP_CA_FILE names a private authority)`,
          );
        }
        throw err;
      } finally {
        signal.removeEventListener('abort', abort);
      }
    },
    close() {
      transporter.close();
    },
  };
}

export function createTransport(
  config: Config,
  logger: Logger,
  mailDir = path.resolve(config.DATA_DIR, 'mail'),
): MailTransport {
  if (config.SMTP_HOST) return smtpTransport(config, logger);
  // Nothing is sent in log-only mode, so nothing is signed; the key is still checked, so setting SMTP_HOST holds no surprise.
  dkimSigning(config);
  return fileTransport(logger, mailDir);
}

/**
 * At start, whether mail can leave: one SMTP connection (TLS and login as
 * configured), logged with the server's name; a failure is a warning, since
 * the site still serves and accepts forms while its mail waits in the outbox.
 * Nothing to check in log-only mode. Resolves with the outcome, never rejects.
 */
export async function verifyMailServer(transport: MailTransport, logger: Logger): Promise<boolean> {
  if (!transport.verify) return true;
  try {
    await transport.verify();
    logger.info({ server: transport.server }, `SMTP: ${transport.server} accepts connections; mail will be delivered`);
    return true;
  } catch (err) {
    const { code, message } = err as { code?: string; message?: string };
    logger.warn(
      { server: transport.server, err: { code, message } },
      `SMTP: cannot use ${transport.server} (${message ?? String(err)}); the site runs and mail waits in the outbox, retried with backoff (npm run outbox -- send once it is fixed)`,
    );
    return false;
  }
}
