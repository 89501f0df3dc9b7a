// What a connection may cost the server: time to send its headers, time to
// send its body (longer for a CV upload), time to sit idle between requests,
// and how many connections may be open at once. Without these, sockets that
// never finish their headers live for Node's defaults (over a minute each)
// and enough of them exhaust the file descriptors real visitors need.
import type { IncomingMessage, RequestListener, Server, ServerOptions, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { Logger } from 'pino';
import type { Limits as AllLimits } from '../limits';

type Limits = Pick<
  AllLimits,
  'HEADERS_TIMEOUT_S' | 'REQUEST_TIMEOUT_S' | 'UPLOAD_TIMEOUT_S' | 'KEEP_ALIVE_TIMEOUT_S' | 'MAX_CONNECTIONS'
>;

/** The route whose bodies are large (a CV of up to 5 MB) and get UPLOAD_TIMEOUT_S. */
export const UPLOAD_PATH = '/api/apply';

/** Options for http.createServer; Node checks the timeouts every second rather than every 30 s. */
export function httpServerOptions(limits: Limits): ServerOptions {
  const headersTimeout = limits.HEADERS_TIMEOUT_S * 1000;
  return {
    headersTimeout,
    // Node's own bound on a whole request, a backstop behind the per-route
    // deadlines below (which answer first, with a 408 the log can name).
    requestTimeout: Math.max(headersTimeout, (Math.max(limits.UPLOAD_TIMEOUT_S, limits.REQUEST_TIMEOUT_S) + 5) * 1000),
    keepAliveTimeout: limits.KEEP_ALIVE_TIMEOUT_S * 1000,
    connectionsCheckingInterval: 1000,
  };
}

const hasBody = (req: IncomingMessage) =>
  req.headers['transfer-encoding'] !== undefined ||
  (req.headers['content-length'] !== undefined && req.headers['content-length'] !== '0');

function answerAndClose(res: ServerResponse, status: number, text: string, headers: Record<string, string> = {}) {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.shouldKeepAlive = false;
  res.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': 'no-store',
    Connection: 'close',
    ...headers,
  });
  res.end(text);
}

/**
 * Wraps the app's request listener with the per-request deadline for the
 * body and the connection cap, and returns it. Over the cap, a new
 * connection is answered 503 on its first request and closed; if it sends
 * nothing it is closed after two seconds instead of the headers timeout.
 */
export function guardServer(options: {
  server: Server;
  limits: Limits;
  logger: Logger;
}): (app: RequestListener) => RequestListener {
  const { server, limits, logger } = options;
  const overCap = new WeakSet<Socket>();
  let open = 0;
  let refusedSinceLog = 0;
  server.on('connection', (socket: Socket) => {
    open += 1;
    socket.once('close', () => (open -= 1));
    if (open > limits.MAX_CONNECTIONS) {
      overCap.add(socket);
      socket.setTimeout(2_000, () => socket.destroy());
      if (refusedSinceLog++ === 0) {
        // One line per burst, not one per refused socket.
        setTimeout(() => {
          logger.warn(
            { refused: refusedSinceLog, max: limits.MAX_CONNECTIONS },
            'connection cap reached: new connections answered 503',
          );
          refusedSinceLog = 0;
        }, 10_000).unref();
      }
    }
  });

  return (app) => (req, res) => {
    if (overCap.has(req.socket)) {
      answerAndClose(res, 503, 'The server is busy; please try again in a few seconds.', { 'Retry-After': '5' });
      return;
    }
    if (hasBody(req)) {
      const upload = req.method === 'POST' && (req.url === UPLOAD_PATH || req.url?.startsWith(`${UPLOAD_PATH}?`));
      const seconds = upload ? limits.UPLOAD_TIMEOUT_S : limits.REQUEST_TIMEOUT_S;
      const timer = setTimeout(() => {
        if (req.complete) return;
        logger.warn({ url: req.url, seconds }, 'request body not received in time: 408');
        answerAndClose(res, 408, `The request was not received within ${seconds} seconds.`);
        // Whatever is still parsing the body gets an 'aborted' stream, not a hang.
        res.once('finish', () => req.socket.destroy());
      }, seconds * 1000);
      timer.unref();
      res.once('close', () => clearTimeout(timer));
    }
    app(req, res);
  };
}
