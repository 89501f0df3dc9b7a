// Reading a request: whether a browser asked for a page, its cookies, and
// its body (JSON or urlencoded within a size), the one way the forms and the
// newsletter's link pages read them.
import express, { type Request, type RequestHandler, type Response } from 'express';

/** A browser navigating (it prefers HTML), rather than a script asking for JSON. */
export const wantsHtml = (req: Request) => req.accepts(['json', 'html']) === 'html';

/** One cookie's value from a Cookie header, or undefined. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}

/** Run a middleware to its end; resolves with the error it passed on, if any. */
export const runMiddleware = (mw: RequestHandler, req: Request, res: Response) =>
  new Promise<unknown>((resolve) => {
    void mw(req, res, (err?: unknown) => resolve(err));
  });

/** The body parsers of a post: JSON, then urlencoded, each within `limitBytes` and `fields` fields. */
export const fieldParsers = (options: { limitBytes: number; fields: number }): RequestHandler[] => [
  express.json({ limit: options.limitBytes, strict: true }),
  express.urlencoded({ extended: false, limit: options.limitBytes, parameterLimit: options.fields }),
];

/**
 * Read a JSON or urlencoded body into req.body; resolves with the first
 * parser's error (too large, malformed), or undefined once it is read.
 */
export async function readFields(req: Request, res: Response, parsers: RequestHandler[]): Promise<unknown> {
  for (const parser of parsers) {
    const err = await runMiddleware(parser, req, res);
    if (err) return err;
  }
  return undefined;
}
