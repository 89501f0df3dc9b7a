// What an erasure must leave behind: no file under the data folder (the
// outbox aside: a queued mail names its recipient until it is sent) that
// still holds the address, the SQLite store's file and log included.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Files under the data folder, the outbox aside, whose bytes contain `text`. */
export function storeMentions(dataDir: string, text: string): string[] {
  return readdirSync(dataDir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && !path.relative(dataDir, e.parentPath).startsWith('outbox'))
    .map((e) => path.join(e.parentPath, e.name))
    .filter((f) => readFileSync(f).includes(Buffer.from(text)));
}
