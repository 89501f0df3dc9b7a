// The newsletter lists the site kept before the store, moved into it once:
// the folder of one JSON file per subscription (DATA_DIR/newsletter/
// subscribers/, with departed/ markers), the whole-list newsletter.json, and
// the older newsletter-subscribers.jsonl (the list kept before double
// opt-in, taken in as confirmed without a consent record). Ids are kept, so
// links mailed before keep working. Each file is deleted once its rows are
// committed, so an erasure leaves no second copy; a move cut short resumes
// at the next start and adds nothing twice (a row whose id or address is
// there already is skipped). The site does it before it listens, so no
// sign-up can take an address whose older record is not in yet; the
// operators' command does it too.
import { readdir, readFile, rm, rmdir } from 'node:fs/promises';
import path from 'node:path';
import { syncDir } from '../data-dir';
import { newSid, type StoreLog, type Subscriber, type SubscriberStore } from '../store/subscribers';

/** The folder the list was kept in, under DATA_DIR. */
const OLD_DIR = 'newsletter';
/** The whole-list file kept before the folder. */
const LIST_FILE = 'newsletter.json';
/** The list kept before double opt-in. */
const LEGACY_FILE = 'newsletter-subscribers.jsonl';
/** Record files read and committed at once. */
const BATCH = 500;

async function readIfThere(file: string): Promise<string | undefined> {
  try {
    return await readFile(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw err;
  }
}

const namesIn = (dir: string) => readdir(dir).catch(() => [] as string[]);

/** newsletter.json: `{ version: 1, subscribers: [...] }`, records in the store's shape. */
function parseList(text: string, file: string): Subscriber[] {
  const parsed = JSON.parse(text) as { version?: number; subscribers?: Subscriber[] };
  if (parsed.version !== 1 || !Array.isArray(parsed.subscribers)) throw new Error(`${file} is not a subscriber list`);
  return parsed.subscribers;
}

/** One `{ email, at }` a line: confirmed subscribers without a consent record. */
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

/** Move the record files of `dir` in, a batch at a time; a file that is not a record stays, and is counted. */
async function moveFolder(
  dir: string,
  take: (records: { file: string; value: unknown }[]) => Promise<void>,
): Promise<{ moved: number; unreadable: number }> {
  const names = (await namesIn(dir)).filter((n) => n.endsWith('.json'));
  let moved = 0;
  let unreadable = 0;
  for (let i = 0; i < names.length; i += BATCH) {
    const batch: { file: string; value: unknown }[] = [];
    for (const name of names.slice(i, i + BATCH)) {
      const file = path.join(dir, name);
      const text = await readIfThere(file);
      if (text === undefined) continue;
      try {
        batch.push({ file, value: JSON.parse(text) });
      } catch {
        unreadable += 1;
      }
    }
    await take(batch);
    for (const { file } of batch) await rm(file, { force: true });
    await syncDir(dir);
    moved += batch.length;
  }
  return { moved, unreadable };
}

/** Move whatever the site kept the old way into `subscribers`, logging what was moved; does nothing when nothing is left. */
export async function moveOldFilesIn(dataDir: string, subscribers: SubscriberStore, logger?: StoreLog): Promise<void> {
  const old = path.join(dataDir, OLD_DIR);
  const records = path.join(old, 'subscribers');
  let added = 0;
  const folder = await moveFolder(records, async (batch) => {
    added += await subscribers.addMissing(batch.map((b) => b.value as Subscriber));
  });
  const departed = await moveFolder(path.join(old, 'departed'), async (batch) =>
    subscribers.addDepartures(
      batch.map((b) => ({ sid: path.basename(b.file, '.json'), at: String((b.value as { at?: unknown }).at) })),
    ),
  );
  if (folder.moved || departed.moved)
    logger?.info(
      { found: folder.moved, added, departures: departed.moved },
      `newsletter: moved ${OLD_DIR}/subscribers/ and departed/ into the store and deleted the files`,
    );
  if (folder.unreadable)
    logger?.warn(
      { unreadable: folder.unreadable },
      `newsletter: some files in ${OLD_DIR}/subscribers/ are not records and were left there`,
    );
  // The work folders of the old store, then the folders themselves once empty.
  await rm(path.join(old, 'tmp'), { recursive: true, force: true });
  for (const name of await namesIn(old)) if (name.startsWith('lock')) await rm(path.join(old, name), { force: true });
  for (const dir of [records, path.join(old, 'departed'), old]) await rmdir(dir).catch(() => undefined);

  for (const [name, parse, companions] of [
    [LIST_FILE, parseList, [`${LIST_FILE}.lock`]],
    [LEGACY_FILE, parseLegacy, []],
  ] as const) {
    const file = path.join(dataDir, name);
    const text = await readIfThere(file);
    if (text === undefined) continue;
    const list = parse(text, file);
    const n = await subscribers.addMissing(list);
    for (const f of [name, ...companions]) await rm(path.join(dataDir, f), { force: true });
    await syncDir(dataDir);
    logger?.info({ found: list.length, added: n }, `newsletter: moved ${name} into the store and deleted it`);
  }
}
