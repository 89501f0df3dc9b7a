// What a browser without JavaScript sees after a post that was not
// accepted: the server keeps the values and errors for a short while under
// a random key and redirects (303) to the form's page with `?form=<key>`,
// an address the visitor can reload (POST-redirect-GET). The state lives
// in memory only (bounded, a few minutes); the URL carries no visitor text,
// and the access log writes the key as `[redacted]` (server/http/logger.ts). A
// page rendered with a state is never cached (server/pages/renderer.ts
// caches only pages without a form answer).
//
// The key alone shows nothing: a state is bound to the browser that made
// it, through a cookie it holds (`fs`: a random value, HttpOnly,
// SameSite=Lax, Secure on an https site, kept as long as a state). Anyone
// else with the address, or the right address with another cookie, gets the
// plain page, as for a key that never existed. Each client address keeps at
// most a few states, so one address posting bad forms in a loop pushes out
// its own states, not other visitors'.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import type { FormAnswer, ServerFormState } from '../../shared/ssr-data';
import { cookieValue } from '../http/request-body';

export const FORM_STATE_PARAM = 'form';
export const HOLDER_COOKIE = 'fs';
const HOLDER = /^[A-Za-z0-9_-]{24}$/;

interface Entry {
  pathname: string;
  state: ServerFormState;
  expiresAt: number;
  /** The `fs` cookie of the browser the state belongs to. */
  holder: string;
  /** The client address that made it (its quota). */
  client: string;
}

export interface FormStatesOptions {
  /** Mark the cookie Secure (the site is served over https). */
  secure?: boolean;
  ttlMs?: number;
  maxEntries?: number;
  /** States one client address may hold at once; its oldest goes first. */
  maxPerClient?: number;
  now?: () => number;
}

const sameHolder = (given: string | undefined, holder: string) =>
  given !== undefined && given.length === holder.length && timingSafeEqual(Buffer.from(given), Buffer.from(holder));

export function formStates(options: FormStatesOptions = {}) {
  const ttlMs = options.ttlMs ?? 15 * 60_000;
  const maxEntries = options.maxEntries ?? 500;
  const maxPerClient = options.maxPerClient ?? 10;
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  /** Per client address, its keys oldest first. */
  const byClient = new Map<string, string[]>();

  function remove(key: string) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    const keys = byClient.get(entry.client)!;
    keys.splice(keys.indexOf(key), 1);
    if (keys.length === 0) byClient.delete(entry.client);
  }

  return {
    /**
     * Keep a state for the page at `page` (a path with its query) for the
     * browser that sent `req`, giving it the cookie that reads it; returns
     * the address to redirect to.
     */
    save(req: Request, res: Response, saved: { page: string; state: ServerFormState; anchor: string }): string {
      const given = cookieValue(req.headers.cookie, HOLDER_COOKIE);
      const holder = given && HOLDER.test(given) ? given : randomBytes(18).toString('base64url');
      const client = req.ip ?? 'unknown';
      const key = randomBytes(12).toString('base64url');
      const url = new URL(saved.page, 'http://site.invalid');
      entries.set(key, { pathname: url.pathname, state: saved.state, expiresAt: now() + ttlMs, holder, client });
      const own = byClient.get(client) ?? [];
      own.push(key);
      byClient.set(client, own);
      while (own.length > maxPerClient) remove(own[0]!);
      // Oldest first out: a flood of bad posts from many addresses costs memory up to the cap, no more.
      while (entries.size > maxEntries) remove(entries.keys().next().value!);
      res.appendHeader(
        'Set-Cookie',
        `${HOLDER_COOKIE}=${holder}; Path=/; Max-Age=${Math.ceil(ttlMs / 1000)}; HttpOnly; SameSite=Lax${options.secure ? '; Secure' : ''}`,
      );
      url.searchParams.set(FORM_STATE_PARAM, key);
      return `${url.pathname}${url.search}#${saved.anchor}`;
    },
    /** Before the page renderer: a page asked for with a live `?form=` key, by the browser holding it, is rendered with its state. */
    middleware: function formStatePage(req, res, next) {
      const key = req.query[FORM_STATE_PARAM];
      const entry = typeof key === 'string' ? entries.get(key) : undefined;
      if (entry && entry.expiresAt <= now()) remove(key as string);
      else if (
        entry &&
        entry.pathname === req.path &&
        sameHolder(cookieValue(req.headers.cookie, HOLDER_COOKIE), entry.holder)
      ) {
        res.locals.formAnswer = { url: req.originalUrl, status: 200, formState: entry.state } satisfies FormAnswer;
      }
      next();
    } as RequestHandler,
  };
}

export type FormStates = ReturnType<typeof formStates>;
