// The newsletter's subscriber list: one JSON line per address in
// DATA_DIR/newsletter-subscribers.jsonl (mode 0600). Additions run one at a
// time (a promise chain), so eight concurrent sign-ups of one address make
// one line and one mail; the answer to the visitor is the same whether the
// address was new or known, so the form does not reveal who subscribed.
import { appendFile, mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';

export interface SubscriberList {
  /**
   * Add an address; `onNew` runs (the mail to the team is queued) before the
   * line is written, only for an address not yet on the list. Resolves true
   * when the address was new.
   */
  add(email: string, at: string, onNew: () => Promise<void>): Promise<boolean>;
}

export function subscriberList(dataDir: string): SubscriberList {
  const file = path.join(dataDir, 'newsletter-subscribers.jsonl');
  let known: Set<string> | undefined;
  let queue: Promise<unknown> = Promise.resolve();

  async function load(): Promise<Set<string>> {
    if (known) return known;
    const found = new Set<string>();
    try {
      for (const line of (await readFile(file, 'utf8')).split('\n')) {
        if (!line.trim()) continue;
        try {
          found.add((JSON.parse(line) as { email: string }).email);
        } catch {
          // a torn last line (crash mid-append) is skipped, not fatal
        }
      }
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    }
    return (known = found);
  }

  return {
    add(email, at, onNew) {
      const address = email.trim().toLowerCase();
      const run = queue.then(async () => {
        const list = await load();
        if (list.has(address)) return false;
        await onNew();
        await mkdir(dataDir, { recursive: true, mode: 0o700 });
        await appendFile(file, `${JSON.stringify({ email: address, at })}\n`, { mode: 0o600 });
        list.add(address);
        return true;
      });
      queue = run.catch(() => undefined);
      return run;
    },
  };
}
