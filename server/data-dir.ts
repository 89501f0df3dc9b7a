// The data folder must be writable before anything is accepted into it: a
// site that starts and then loses submissions is worse than one that does
// not start. The check writes and removes a probe file.
import { mkdir, open, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Undefined when dir can be created and written; else one sentence naming DATA_DIR and the cause. */
export async function dataDirProblem(dir: string): Promise<string | undefined> {
  const probe = path.join(dir, `.write-probe-${process.pid}`);
  try {
    await mkdir(dir, { recursive: true });
    await writeFile(probe, '');
    await rm(probe, { force: true });
    return undefined;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'error';
    return `DATA_DIR ${dir} is not writable (${code}): submissions could not be stored. Point DATA_DIR at a writable folder (a volume in docker compose) or fix its owner`;
  }
}

/** Make renames and deletions in a folder durable (a power cut cannot bring back a file it deleted). */
export async function syncDir(dir: string): Promise<void> {
  const handle = await open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
