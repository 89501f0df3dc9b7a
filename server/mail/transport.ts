// Where a message goes once it leaves the outbox: the log (the spec's
// behaviour, and the default) or an SMTP server through nodemailer.
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import type { Config } from '../config';
import type { MailRecord } from './build';

export interface MailTransport {
  readonly name: 'log' | 'smtp';
  send(mail: MailRecord): Promise<void>;
  close(): void;
}

/** Log-only delivery: the whole record is logged (spec 7), nothing is sent. */
export function logTransport(logger: Logger): MailTransport {
  return {
    name: 'log',
    async send(mail) {
      const { attachments, ...rest } = mail;
      logger.info(
        {
          mail: {
            ...rest,
            attachments: attachments?.map((a) => ({ filename: a.filename, contentType: a.contentType, bytes: Buffer.from(a.content, 'base64').length })),
          },
        },
        'mail (log-only mode, not sent)',
      );
    },
    close() {},
  };
}

export function smtpTransport(config: Config): MailTransport {
  const transporter = nodemailer.createTransport({
    host: config.SMTP_HOST,
    port: config.SMTP_PORT,
    secure: config.SMTP_SECURE,
    auth: config.SMTP_USER ? { user: config.SMTP_USER, pass: config.SMTP_PASS } : undefined,
    // Reuse connections: a queue that drains after an outage goes out quickly.
    pool: true,
    maxConnections: 2,
    // A slow or silent server must not hold a delivery attempt forever.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
    // Mailpit and most local catchers do not offer TLS.
    ignoreTLS: !config.SMTP_SECURE && !config.SMTP_USER,
  });
  return {
    name: 'smtp',
    async send(mail) {
      await transporter.sendMail({
        messageId: `<${mail.id}@site.local>`,
        from: mail.from,
        to: mail.to,
        replyTo: mail.replyTo,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        date: new Date(mail.createdAt),
        attachments: mail.attachments?.map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          content: Buffer.from(a.content, 'base64'),
        })),
      });
    },
    close() {
      transporter.close();
    },
  };
}

export function createTransport(config: Config, logger: Logger): MailTransport {
  return config.MAIL_TRANSPORT === 'smtp' ? smtpTransport(config) : logTransport(logger);
}
