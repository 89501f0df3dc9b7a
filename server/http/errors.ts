import type { ErrorRequestHandler, Request, RequestHandler, Response } from 'express';
import { en } from '../../shared/i18n/en';
import { fr } from '../../shared/i18n/fr';
import { LOCALES, langOfPath, localizePath, type Lang } from '../../shared/i18n/lang';
import { wantsHtml } from './request-body';
import { escapeHtml } from '../../shared/html';

/** An error whose message is safe to show to the client. */
export class HttpError extends Error {
  constructor(
    public readonly status: number,
    message: string,
    public readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** A browser's page, except under /api/, whose answers are JSON whatever the Accept header says. */
const wantsPage = (req: Request) => wantsHtml(req) && !req.path.startsWith('/api/');

const dictionaries = { en, fr } as const;

/**
 * A browser's error page in `lang`; `link` (a path of this site) replaces the
 * link home. Every text is escaped: a title may come from a parser's message
 * or a form's answer, and it is text, never markup.
 */
export function statusPage(page: {
  lang: Lang;
  status: number;
  title: string;
  body: string;
  link?: { href: string; label: string };
}): string {
  const { lang, status } = page;
  const title = escapeHtml(page.title);
  const body = escapeHtml(page.body);
  const link = page.link ?? { href: localizePath(lang, '/'), label: dictionaries[lang].messages.notFound.returnHome };
  return `<!doctype html>
<html lang="${LOCALES[lang].htmlLang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title><meta name="robots" content="noindex"><link rel="icon" href="/favicon.svg" type="image/svg+xml"></head>
<body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;color:#1f2433">
<main><h1>${title}</h1><p>${body}</p><p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p><p><small>${escapeHtml(dictionaries[lang].common.errorCode(status))}</small></p></main>
</body></html>`;
}

function send(req: Request, res: Response, status: number, message: string, details?: Record<string, unknown>) {
  if (wantsPage(req)) {
    const lang = langOfPath(req.path);
    const { messages } = dictionaries[lang];
    res
      .status(status)
      .type('html')
      .send(
        statusPage({
          lang,
          status,
          title: status >= 500 ? messages.errors.serverTitle : message,
          body: status >= 500 ? messages.errors.serverBody : message,
        }),
      );
  } else {
    res.status(status).json({ error: message, ...details });
  }
}

/** Anything no route took: JSON for API clients, a small page for browsers. */
export const notFound: RequestHandler = (req, res) => send(req, res, 404, 'Not found');

/** Last in the chain: client errors keep their message, server errors never show a stack. */
export function errorHandler(): ErrorRequestHandler {
  return (err, req, res, next) => {
    if (res.headersSent) {
      req.log?.error({ err }, 'error after headers were sent');
      res.destroy();
      return;
    }
    const e = err as { status?: number; statusCode?: number; expose?: boolean; type?: string; message?: string };
    const status = e.status ?? e.statusCode ?? 500;
    if (err instanceof HttpError) return send(req, res, err.status, err.message, err.details);
    if (status >= 400 && status < 500) {
      // body-parser and friends: their messages are meant for clients.
      const message =
        e.type === 'entity.too.large' ? 'Request body is too large' : e.expose && e.message ? e.message : 'Bad request';
      return send(req, res, status, message);
    }
    req.log?.error({ err }, 'unhandled error');
    void next;
    return send(req, res, 500, 'Internal server error');
  };
}
