// What the newsletter's store holds, read as the operators' command reads
// it: the records on disk, and every file under DATA_DIR that still names
// an address (an erasure must leave none).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SubscriberFiles, type Subscriber } from '../../server/newsletter/subscriber-store';

export const storedSubscribers = (dataDir: string): Promise<Subscriber[]> => new SubscriberFiles(dataDir).list();

/** Files under the data folder, the outbox aside (a queued mail names its recipient until it is sent), that contain `text`. */
export function storeMentions(dataDir: string, text: string): string[] {
  return readdirSync(dataDir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && !path.relative(dataDir, e.parentPath).startsWith('outbox'))
    .map((e) => path.join(e.parentPath, e.name))
    .filter((f) => readFileSync(f, 'utf8').includes(text));
}
