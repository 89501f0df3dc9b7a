import { randomUUID } from 'node:crypto';
import { IncomingMessage, type ServerResponse } from 'node:http';
import { pino, stdSerializers, type DestinationStream, type Level, type Logger } from 'pino';
import { FORM_STATE_PARAM } from '../forms/form-states';
import { maskAddresses } from '../outbox/relay-errors';

/**
 * pino's error serializer, with every mail address in it masked: a mail
 * server's error quotes the recipient in its message and response, and
 * nodemailer's lists it under `rejected` and `envelope`.
 */
function maskedError(err: unknown): unknown {
  const out: unknown = stdSerializers.err(err as Error);
  return JSON.parse(maskAddresses(JSON.stringify(out) ?? 'null')) as unknown;
}

declare module 'http' {
  interface IncomingMessage {
    /** This request's id (from a sane X-Request-Id, else a new UUID). */
    id: string;
    /** A logger bound to the request id. */
    log: Logger;
  }
}

/**
 * Query parameters whose value is a secret: the key of a saved no-JS form
 * (server/forms/form-states.ts), the newsletter's confirm and unsubscribe
 * tokens (whoever reads one can act for its subscriber; unsubscribe tokens
 * never expire) and the welcome page's.
 */
const SECRET_PARAMS: readonly string[] = [FORM_STATE_PARAM, 'token', 'welcome'];

/**
 * A request URL fit for a log line: the values of secret query parameters
 * become `[redacted]`, everything else stays as it came. A parameter's name
 * is compared decoded (`%66orm` is `form` to the query parser too).
 */
export function redactUrl(url: string | undefined): string | undefined {
  const at = url?.indexOf('?') ?? -1;
  if (!url || at < 0) return url;
  const query = url.slice(at + 1);
  // Most query strings hold no such name, spelled plainly or encoded: one scan and done.
  if (!query.includes('%') && !SECRET_PARAMS.some((name) => query.includes(name))) return url;
  const parts = query.split('&').map((part) => {
    const eq = part.indexOf('=');
    const rawName = eq < 0 ? part : part.slice(0, eq);
    let name = rawName;
    try {
      name = decodeURIComponent(rawName.replace(/\+/g, ' '));
    } catch {
      // A malformed escape is not a name the parser matches either.
    }
    return SECRET_PARAMS.includes(name) ? `${rawName}=[redacted]` : part;
  });
  return `${url.slice(0, at)}?${parts.join('&')}`;
}

export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      base: { service: 'site' },
      // Never log secrets or form bodies through request serialisation.
      redact: { paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'], remove: true },
      serializers: {
        // Any line that names a request's URL (a render error, a body timeout) writes it without secrets.
        url: (url: unknown) => (typeof url === 'string' ? redactUrl(url) : url),
        // A mail server's error quotes the visitor's address: every error and kept delivery error is masked.
        err: maskedError,
        lastError: (text: unknown) => (typeof text === 'string' ? maskAddresses(text) : text),
      },
    },
    destination,
  );
}

const REQUEST_ID = /^[A-Za-z0-9._-]{1,100}$/;

const baseLogger = Symbol('baseLogger');
const childLogger = Symbol('childLogger');
type Logged = IncomingMessage & { [baseLogger]?: Logger; [childLogger]?: Logger };

/**
 * req.log, one getter on the prototype for every request. Defined per
 * request (Object.defineProperty with a fresh closure), it gave each
 * request a hidden class of its own, kept in V8's old space until the next
 * full GC and pointing at that request's closure: every request survived
 * the young-generation GC through it (a flood of 10,000 redirects promoted
 * about 9 KB each and grew RSS by 60+ MB).
 */
Object.defineProperty(IncomingMessage.prototype, 'log', {
  configurable: true,
  enumerable: false,
  get(this: Logged) {
    return (this[childLogger] ??= this[baseLogger]?.child({ reqId: this.id }));
  },
  set(this: Logged, value: Logger) {
    this[childLogger] = value;
  },
});

function levelOf(status: number, completed: boolean): Level {
  if (status >= 500) return 'error';
  if (status >= 400 || !completed) return 'warn';
  return 'info';
}

/**
 * JSON access log with a request id (taken from X-Request-Id when sane).
 *
 * Ours rather than pino-http's: pino-http builds a child logger bound to the
 * serialised request on every request, even when the access line is below
 * LOG_LEVEL; on a page served from memory that was the largest cost after
 * the socket write. Here the request is serialised only when a line is
 * written, and req.log is made on first use.
 */
export function httpLogger(logger: Logger) {
  return function accessLog(req: IncomingMessage, res: ServerResponse, next: () => void) {
    const url = req.url;
    const incoming = req.headers['x-request-id'];
    const id = typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    req.id = id;
    res.setHeader('X-Request-Id', id);
    (req as Logged)[baseLogger] = logger;
    const start = performance.now();
    // 'close' follows 'finish' on a completed answer, and comes alone on an aborted one.
    res.once('close', () => {
      const completed = res.writableFinished;
      const level = levelOf(res.statusCode, completed);
      if (!logger.isLevelEnabled(level)) return;
      logger[level](
        {
          reqId: id,
          req: { method: req.method, url: redactUrl(url), userAgent: req.headers['user-agent'] },
          res: { statusCode: res.statusCode },
          responseTime: Math.round(performance.now() - start),
        },
        completed ? 'request completed' : 'request aborted',
      );
    });
    next();
  };
}
