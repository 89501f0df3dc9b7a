// The lists the site kept before the store: newsletter.json (the whole list
// in one file) and the older newsletter-subscribers.jsonl (the list kept
// before double opt-in). Each is moved in once when the store opens, then
// deleted, so an erasure leaves no second copy; a crash halfway moves the
// rest next time.
import { readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { syncDir } from '../outbox/files';
import { newSid, STORE_DIR, type StoreLog, type Subscriber } from './subscriber';

/** The whole-list file the site kept before this store: moved in once, then deleted. */
export const LIST_FILE = 'newsletter.json';
/** The list kept before double opt-in: moved in once as confirmed subscribers, then deleted. */
const LEGACY_FILE = 'newsletter-subscribers.jsonl';

interface OldList {
  name: string;
  /** The subscribers the file holds; throws when it is not such a list. */
  parse: (text: string, file: string) => Subscriber[];
  /** Files left beside it that go with it. */
  companions: string[];
  /** What the log says once it is moved. */
  moved: string;
}

/** newsletter.json: `{ version: 1, subscribers: [...] }`, records already in the store's shape. */
function parseList(text: string, file: string): Subscriber[] {
  const parsed = JSON.parse(text) as { version?: number; subscribers?: Subscriber[] };
  if (parsed.version !== 1 || !Array.isArray(parsed.subscribers)) throw new Error(`${file} is not a subscriber list`);
  return parsed.subscribers;
}

/** The list kept before double opt-in: one `{ email, at }` a line; confirmed subscribers without a consent record. */
function parseLegacy(text: string): Subscriber[] {
  const found = new Map<string, Subscriber>();
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    try {
      const { email, at } = JSON.parse(line) as { email?: unknown; at?: unknown };
      if (typeof email !== 'string' || found.has(email)) continue;
      const when = typeof at === 'string' && !Number.isNaN(Date.parse(at)) ? at : new Date(0).toISOString();
      found.set(email, {
        email,
        sid: newSid(),
        status: 'confirmed',
        signedUpAt: when,
        confirmedAt: when,
        imported: true,
      });
    } catch {
      // a torn last line (a crash mid-append) is skipped, as the old list did
    }
  }
  return [...found.values()];
}

const OLD_LISTS: readonly OldList[] = [
  {
    name: LIST_FILE,
    parse: parseList,
    companions: [`${LIST_FILE}.lock`],
    moved: `newsletter: moved ${LIST_FILE} into ${STORE_DIR}/ (one file per subscriber) and deleted it`,
  },
  {
    name: LEGACY_FILE,
    parse: parseLegacy,
    companions: [],
    moved: `newsletter: moved ${LEGACY_FILE} in and deleted it`,
  },
];

async function readIfThere(file: string): Promise<string | undefined> {
  try {
    return await readFile(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw err;
  }
}

/** Whether an older list waits in `dataDir` to be moved in (until then, only the store's open() answers for it). */
export async function oldListsThere(dataDir: string): Promise<boolean> {
  for (const old of OLD_LISTS) if (await stat(path.join(dataDir, old.name)).catch(() => undefined)) return true;
  return false;
}

/**
 * Move each older list found in `dataDir` into the store through `addAll`
 * (which skips what the store holds already and resolves with how many it
 * added), then delete it.
 */
export async function moveOldListsIn(
  dataDir: string,
  addAll: (list: Subscriber[]) => Promise<number>,
  logger: StoreLog | undefined,
): Promise<void> {
  for (const old of OLD_LISTS) {
    const file = path.join(dataDir, old.name);
    const text = await readIfThere(file);
    if (text === undefined) continue;
    const list = old.parse(text, file);
    const added = await addAll(list);
    for (const name of [old.name, ...old.companions]) await rm(path.join(dataDir, name), { force: true });
    await syncDir(dataDir);
    logger?.info({ found: list.length, added }, old.moved);
  }
}
