// The saved no-JS form store on its own: who may read a state, and what a
// flood of refused posts can push out (small caps, so the bounds show), on
// each engine: this process's memory beside SQLite, the shared table on
// PostgreSQL.
import { expect, it } from 'vitest';
import type { Request, Response } from 'express';
import { formStates, HOLDER_COOKIE, type FormStatesOptions } from '../../server/forms/form-states';
import { limitTables } from '../../server/store/limits';
import { eachEngine } from '../support/store';

/** A refused post from `ip`, holding `cookie`; returns the redirect and the holder cookie it was given. */
async function save(
  states: ReturnType<typeof formStates>,
  options: { ip: string; cookie?: string; name: string; values?: Record<string, string> },
) {
  const set: string[] = [];
  const req = { ip: options.ip, headers: { cookie: options.cookie } } as unknown as Request;
  const res = { appendHeader: (_name: string, value: string) => set.push(value) } as unknown as Response;
  const location = await states.save(req, res, {
    page: '/contact',
    state: { form: 'contact', values: { name: options.name, ...options.values }, fieldErrors: {} },
    anchor: 'contact-form',
  });
  return { location, holder: set[0]!.split(';')[0]! };
}

/** The values the page would render for a GET of `location` with `cookie`, if any. */
async function values(
  states: ReturnType<typeof formStates>,
  location: string,
  cookie?: string,
): Promise<Record<string, string> | undefined> {
  const url = new URL(location, 'http://site.invalid');
  const req = {
    query: Object.fromEntries(url.searchParams),
    path: url.pathname,
    originalUrl: url.pathname + url.search,
    headers: { cookie },
  } as unknown as Request;
  const res = { locals: {} as Record<string, { formState: { values: Record<string, string> } }> };
  await states.middleware(req, res as unknown as Response, () => undefined);
  return res.locals.formAnswer?.formState.values;
}

/** The name field of the state the page would render, if any. */
const read = async (states: ReturnType<typeof formStates>, location: string, cookie?: string) =>
  (await values(states, location, cookie))?.name;

/** `f` for 0…n-1, one after the other: the order the posts came in is the order they are kept. */
async function inTurn<T>(n: number, f: (i: number) => Promise<T>): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < n; i++) out.push(await f(i));
  return out;
}

eachEngine('formStates', (e) => {
  /** The states of a fresh store of this engine, as the site chooses them. */
  const open = async (options: FormStatesOptions = {}) =>
    formStates({ ...options, store: limitTables(await e.open(), { secret: Buffer.alloc(32, 7) }).formStates });

  it('shows a state only with the cookie it was given', async () => {
    const states = await open();
    const mine = await save(states, { ip: '203.0.113.5', name: 'Amina' });
    expect(mine.holder).toMatch(new RegExp(`^${HOLDER_COOKIE}=[\\w-]{24}$`));
    expect(await read(states, mine.location, mine.holder)).toBe('Amina');
    expect(await read(states, mine.location)).toBeUndefined();
    expect(await read(states, mine.location, `${HOLDER_COOKIE}=${'A'.repeat(24)}`)).toBeUndefined();
    const other = await save(states, { ip: '203.0.113.5', name: 'Eve' });
    expect(await read(states, mine.location, other.holder)).toBeUndefined();
  });

  it('lets one address that posts in a loop push out only its own states', async () => {
    const states = await open({ maxEntries: 20, maxPerClient: 3 });
    const visitor = await save(states, { ip: '203.0.113.5', name: 'Amina' });
    const flood = await inTurn(100, (i) => save(states, { ip: '198.51.100.7', name: `bot ${i}` }));
    expect(await read(states, visitor.location, visitor.holder)).toBe('Amina');
    // The flooding address keeps only its newest three.
    expect((await Promise.all(flood.map((f) => read(states, f.location, f.holder)))).filter(Boolean)).toEqual([
      'bot 97',
      'bot 98',
      'bot 99',
    ]);
  });

  it('stays within its cap when many addresses post one each, oldest first out', async () => {
    const states = await open({ maxEntries: 20, maxPerClient: 3 });
    const posts = await inTurn(30, (i) => save(states, { ip: `198.51.100.${i}`, name: `p${i}` }));
    const live = (await Promise.all(posts.map((p) => read(states, p.location, p.holder)))).filter(Boolean);
    expect(live).toEqual(posts.slice(10).map((_, i) => `p${i + 10}`));
  });

  it("keeps a victim's saved form through 520 posts from one IPv6 /64, each from an address of its own", async () => {
    const states = await open();
    const victim = await save(states, {
      ip: '2001:db8:aaaa:1::5',
      name: 'Amina',
      values: { message: 'Half-written…' },
    });
    const flood = await inTurn(520, (i) =>
      save(states, { ip: `2001:db8:bad:1:${(i + 1).toString(16)}::1`, name: `bot ${i}` }),
    );
    expect(await values(states, victim.location, victim.holder)).toMatchObject({
      name: 'Amina',
      message: 'Half-written…',
    });
    // The whole /64 is one client: it keeps its own newest few, no more.
    const kept = (await Promise.all(flood.map((f) => read(states, f.location, f.holder)))).filter(Boolean);
    expect(kept.length).toBeLessThanOrEqual(10);
    expect(kept.at(-1)).toBe('bot 519');
  });

  it('past its total, takes from the clients holding most, not from a visitor with one state', async () => {
    const states = await open({ maxEntries: 20, maxPerClient: 3 });
    const visitor = await save(states, { ip: '203.0.113.5', name: 'Amina' });
    for (let net = 0; net < 10; net++)
      for (let i = 0; i < 5; i++) await save(states, { ip: `2001:db8:${net}:1::${i + 1}`, name: `bot ${net}.${i}` });
    expect(await read(states, visitor.location, visitor.holder)).toBe('Amina');
  });

  it("keeps only the form's fields, each at most its schema's length", async () => {
    const states = await open();
    const post = await save(states, {
      ip: '203.0.113.5',
      name: 'n'.repeat(500),
      values: { message: 'm'.repeat(9_000), company: 'c'.repeat(200), junk: 'j'.repeat(16_000), lang: 'fr' },
    });
    const kept = (await values(states, post.location, post.holder))!;
    expect(Object.keys(kept).sort()).toEqual(['company', 'message', 'name']);
    expect(kept.name).toHaveLength(100);
    expect(kept.message).toHaveLength(5_000);
    expect(kept.company).toHaveLength(120);
  });

  it('forgets a state after its time', async () => {
    let clock = 0;
    const states = await open({ ttlMs: 1000, now: () => clock });
    const mine = await save(states, { ip: '203.0.113.5', name: 'Amina' });
    clock = 999;
    expect(await read(states, mine.location, mine.holder)).toBe('Amina');
    clock = 1000;
    expect(await read(states, mine.location, mine.holder)).toBeUndefined();
  });
});
