// What a browser without JavaScript sees after a post that was not
// accepted: the server keeps the values and errors for a short while under
// a random key and redirects (303) to the form's page with `?form=<key>`,
// an address the visitor can reload (POST-redirect-GET). The state lives
// in memory only (bounded, a few minutes); the URL carries no visitor text,
// so access logs stay clean. A page rendered with a state is never cached
// (server/render/page-handler.ts caches only pages without a form answer).
import { randomBytes } from 'node:crypto';
import type { RequestHandler } from 'express';
import type { FormAnswer, ServerFormState } from '../../shared/ssr-data';

export const FORM_STATE_PARAM = 'form';

interface Entry {
  pathname: string;
  state: ServerFormState;
  expiresAt: number;
}

export function formStates(options: { ttlMs?: number; maxEntries?: number; now?: () => number } = {}) {
  const ttlMs = options.ttlMs ?? 15 * 60_000;
  const maxEntries = options.maxEntries ?? 500;
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();

  return {
    /** Keep a state for the page at `page` (a path with its query); returns the address to redirect to. */
    save(page: string, state: ServerFormState, anchor: string): string {
      const key = randomBytes(12).toString('base64url');
      const url = new URL(page, 'http://site.invalid');
      entries.set(key, { pathname: url.pathname, state, expiresAt: now() + ttlMs });
      // Oldest first out: a flood of bad posts costs memory up to the cap, no more.
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      url.searchParams.set(FORM_STATE_PARAM, key);
      return `${url.pathname}${url.search}#${anchor}`;
    },
    /** Before the page renderer: a page asked for with a live `?form=` key is rendered with its state. */
    middleware: (function formStatePage(req, res, next) {
      const key = req.query[FORM_STATE_PARAM];
      const entry = typeof key === 'string' ? entries.get(key) : undefined;
      if (entry && entry.expiresAt <= now()) entries.delete(key as string);
      else if (entry && entry.pathname === req.path) {
        res.locals.formAnswer = { url: req.originalUrl, status: 200, formState: entry.state } satisfies FormAnswer;
      }
      next();
    }) as RequestHandler,
  };
}

export type FormStates = ReturnType<typeof formStates>;
