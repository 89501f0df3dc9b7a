// What a browser without JavaScript sees after a post that was not
// accepted: the server keeps the values and errors for a short while under
// a random key and redirects (303) to the form's page with `?form=<key>`,
// an address the visitor can reload (POST-redirect-GET). The state lives
// in memory on one machine (SQLite), or in the shared store's table when
// several copies share PostgreSQL (server/store/limits.ts), bounded alike
// and for a few minutes; the URL carries no visitor text,
// and the access log writes the key as `[redacted]` (server/http/logger.ts). A
// page rendered with a state is never cached (server/pages/renderer.ts
// caches only pages without a form answer).
//
// The key alone shows nothing: a state is bound to the browser that made
// it, through a cookie it holds (`fs`: a random value, HttpOnly,
// SameSite=Lax, Secure on an https site, kept as long as a state). Anyone
// else with the address, or the right address with another cookie, gets the
// plain page, as for a key that never existed.
//
// A state keeps only its form's fields, each cut at its schema's length
// (what a valid post could hold), so its size is bounded by the schema, not
// by what a post sends. Each client (an IPv6 /64, as one subscriber holds
// it, or an IPv4 address) keeps at most a few states, its oldest going
// first; past the total, the oldest state of the client holding most goes.
// So one client posting in a loop, refused (429) or not, pushes out its own
// states, never another visitor's half-written message.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import type { z } from 'zod';
import { clientKey } from '../http/rate-limit';
import type { FormAnswer, FormName, ServerFormState } from '../../shared/ssr-data';
import { contactSchema } from '../../shared/schemas/contact';
import { applicationSchema } from '../../shared/schemas/application';
import { newsletterSchema } from '../../shared/schemas/newsletter';
import { cookieValue } from '../http/request-body';

export const FORM_STATE_PARAM = 'form';
export const HOLDER_COOKIE = 'fs';
const HOLDER = /^[A-Za-z0-9_-]{24}$/;
/** A state's key: 12 random bytes, base64url. */
const FORM_KEY = /^[A-Za-z0-9_-]{16}$/;

/**
 * The longest value kept of a field whose schema sets no length (an email
 * address: at most 254 characters by RFC 5321, kept a little longer so a
 * visitor sees what they typed when it is refused as too long).
 */
const UNBOUNDED_FIELD_CHARS = 320;

/** A schema's largest accepted length (max_length checks, an enum's longest option), through pipes and wrappers. */
function maxLength(field: z.ZodType): number | undefined {
  const def = (field as unknown as { _zod?: { def?: Record<string, unknown> } })._zod?.def;
  if (!def) return undefined;
  if (def.type === 'enum')
    return Math.max(...Object.values(def.entries as Record<string, string | number>).map((v) => String(v).length));
  let found: number | undefined;
  for (const check of (def.checks as { _zod: { def: { check?: string; maximum?: number } } }[] | undefined) ?? []) {
    const c = check._zod.def;
    if (c.check === 'max_length' && c.maximum !== undefined) found = Math.min(found ?? Infinity, c.maximum);
  }
  for (const inner of [def.in, def.innerType] as (z.ZodType | undefined)[]) {
    const m = inner && maxLength(inner);
    if (m !== undefined) found = Math.min(found ?? Infinity, m);
  }
  return found;
}

/** Per field of an object schema, the most characters a saved state keeps. */
export function fieldLimits(schema: z.ZodObject): Readonly<Record<string, number>> {
  return Object.fromEntries(
    Object.entries(schema.shape).map(([name, field]) => [name, maxLength(field as z.ZodType) ?? UNBOUNDED_FIELD_CHARS]),
  );
}

const FORM_FIELDS: Readonly<Record<FormName, Readonly<Record<string, number>>>> = {
  contact: fieldLimits(contactSchema),
  apply: fieldLimits(applicationSchema),
  newsletter: fieldLimits(newsletterSchema),
};

/** The values a state keeps: its form's fields only, each at most its schema's length. */
export function keptValues(form: FormName, values: Record<string, string>): Record<string, string> {
  const limits = FORM_FIELDS[form];
  const kept: Record<string, string> = {};
  for (const [name, max] of Object.entries(limits)) {
    const v = values[name];
    // A copy, not a slice: V8 keeps a slice's whole original string (the field, or the body it was
    // cut from) alive as long as the slice, so a 10,000-character state would hold every byte posted.
    if (typeof v === 'string') kept[name] = JSON.parse(JSON.stringify(v.slice(0, max))) as string;
  }
  return kept;
}

/** A saved state, as a store keeps it. */
export interface SavedFormState {
  pathname: string;
  state: ServerFormState;
  expiresAt: number;
  /** The `fs` cookie of the browser the state belongs to. */
  holder: string;
  /** The client that made it (its quota): clientKey, an IPv6 /64 or an IPv4 address. */
  client: string;
}

/** How many states a store keeps, and when. */
export interface FormStateBounds {
  now: number;
  /** States kept at most in all; past it, the oldest state of the client holding most goes. */
  maxEntries: number;
  /** States one client may hold at once; its oldest goes first. */
  maxPerClient: number;
}

/**
 * Where saved states live: this process's memory (one machine, SQLite), or
 * the shared store's table (server/store/limits.ts), so a state saved by one
 * copy of the site is shown by another.
 */
export interface FormStateStore {
  save(key: string, entry: SavedFormState, bounds: FormStateBounds): Promise<void>;
  /** The state under `key` while it lives; undefined once expired or never saved. */
  find(key: string, now: number): Promise<SavedFormState | undefined>;
}

/** The states in this process's memory: a Map, and per client its keys oldest first. */
export function memoryFormStates(): FormStateStore {
  const entries = new Map<string, SavedFormState>();
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
    async save(key, entry, bounds) {
      entries.set(key, entry);
      const own = byClient.get(entry.client) ?? [];
      own.push(key);
      byClient.set(entry.client, own);
      while (own.length > bounds.maxPerClient) remove(own[0]!);
      // Past the total, the client holding most gives up its oldest: a flood from many
      // networks costs memory up to the cap, and pushes out the flooders' states first.
      while (entries.size > bounds.maxEntries) {
        let heaviest: string[] | undefined;
        for (const keys of byClient.values()) if (!heaviest || keys.length > heaviest.length) heaviest = keys;
        remove(heaviest![0]!);
      }
    },
    async find(key, now) {
      const entry = entries.get(key);
      if (entry && entry.expiresAt <= now) {
        remove(key);
        return undefined;
      }
      return entry;
    },
  };
}

export interface FormStatesOptions {
  /** Mark the cookie Secure (the site is served over https). */
  secure?: boolean;
  ttlMs?: number;
  maxEntries?: number;
  /** States one client (an IPv6 /64, an IPv4 address) may hold at once; its oldest goes first. */
  maxPerClient?: number;
  /** Where states live (default: this process's memory). */
  store?: FormStateStore;
  now?: () => number;
}

const sameHolder = (given: string | undefined, holder: string) =>
  given !== undefined && given.length === holder.length && timingSafeEqual(Buffer.from(given), Buffer.from(holder));

export function formStates(options: FormStatesOptions = {}) {
  const ttlMs = options.ttlMs ?? 15 * 60_000;
  const maxEntries = options.maxEntries ?? 500;
  const maxPerClient = options.maxPerClient ?? 10;
  const now = options.now ?? Date.now;
  const store = options.store ?? memoryFormStates();

  return {
    /**
     * Keep a state for the page at `page` (a path with its query) for the
     * browser that sent `req`, giving it the cookie that reads it; resolves
     * with the address to redirect to once the state is kept, so another
     * copy of the site asked for that address finds it.
     */
    async save(req: Request, res: Response, saved: { page: string; state: ServerFormState; anchor: string }) {
      const given = cookieValue(req.headers.cookie, HOLDER_COOKIE);
      const holder = given && HOLDER.test(given) ? given : randomBytes(18).toString('base64url');
      const client = clientKey(req.ip ?? 'unknown');
      const key = randomBytes(12).toString('base64url');
      const url = new URL(saved.page, 'http://site.invalid');
      const state = { ...saved.state, values: keptValues(saved.state.form, saved.state.values) };
      const t = now();
      await store.save(
        key,
        { pathname: url.pathname, state, expiresAt: t + ttlMs, holder, client },
        { now: t, maxEntries, maxPerClient },
      );
      res.appendHeader(
        'Set-Cookie',
        `${HOLDER_COOKIE}=${holder}; Path=/; Max-Age=${Math.ceil(ttlMs / 1000)}; HttpOnly; SameSite=Lax${options.secure ? '; Secure' : ''}`,
      );
      url.searchParams.set(FORM_STATE_PARAM, key);
      return `${url.pathname}${url.search}#${saved.anchor}`;
    },
    /** Before the page renderer: a page asked for with a live `?form=` key, by the browser holding it, is rendered with its state. */
    middleware: async function formStatePage(req, res, next) {
      const key = req.query[FORM_STATE_PARAM];
      // A store that cannot answer shows the plain page, as for a key that never existed.
      const entry =
        typeof key === 'string' && FORM_KEY.test(key) ? await store.find(key, now()).catch(() => undefined) : undefined;
      if (
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
