// `npm run outbox -- list | retry <id|all> | send [<id>] [--wait] | purge --older-than 30d | spam | release <ref|all>`
// The operators' view of the outbox in DATA_DIR (or --data-dir <path>), for
// a running site or a stopped one: it only moves and deletes whole
// messages, record first, as the worker does, and never sends anything
// itself (`send` makes messages due; the site's worker delivers them). A
// running worker notices retried messages on its next scan (within
// OUTBOX's 15 s).
import path from 'node:path';
import { existsSync } from 'node:fs';
import { mkdir, readdir } from 'node:fs/promises';
import { loadConfig } from '../config';
import { dataDirOption, runAsProgram } from '../operator-command';
import { sendNow } from './send-now';
import { maskAddresses } from './relay-errors';
import { purgeFailed } from './files';
import { listQuarantined } from './quarantine';
import { recoverInterruptedReleases, releaseQuarantined } from './quarantine-release';
import { arrivedAt, baseOf, listMessages, moveMessage, readState, writeAtomic } from './files';

const DAY = 24 * 60 * 60_000;

function usage(): never {
  console.error(
    'usage: npm run outbox -- [--data-dir <path>] list | retry <id|all> | send [<id>] [--wait] | purge --older-than <N>d | spam | release <ref|all>',
  );
  process.exit(2);
}

const age = (ms: number) =>
  ms >= DAY
    ? `${(ms / DAY).toFixed(1)} d`
    : ms >= 3_600_000
      ? `${(ms / 3_600_000).toFixed(1)} h`
      : `${Math.round(ms / 60_000)} min`;

export async function outboxCommand(
  args: string[],
  out: (line: string) => void = console.log,
  err: (line: string) => void = console.error,
): Promise<number> {
  const { dataDir, rest } = dataDirOption(args);
  const dir = path.resolve(dataDir ?? loadConfig().DATA_DIR, 'outbox');
  // A wrong DATA_DIR must not read as an empty queue while mail waits elsewhere.
  if (!existsSync(dir)) {
    err(
      `no outbox at ${dir}: set DATA_DIR (or --data-dir <path>) to the site's data folder, the one that holds outbox/`,
    );
    return 1;
  }
  out(`outbox: ${dir}`);
  const pending = path.join(dir, 'pending');
  const failed = path.join(dir, 'failed');
  const now = Date.now();
  const [command, arg, value] = rest;

  if (command === 'list') {
    for (const [label, folder] of [
      ['pending', pending],
      ['failed', failed],
    ] as const) {
      const names = await listMessages(folder).catch(() => [] as string[]);
      out(`${label}: ${names.length}`);
      for (const name of names) {
        const state = await readState(folder, baseOf(name));
        const id = baseOf(name).split('-').slice(1).join('-');
        const cv = (await readdir(folder)).some((f) => f.startsWith(`${baseOf(name)}.att`)) ? ' +CV' : '';
        out(
          `  ${id.padEnd(14)} age ${age(now - arrivedAt(name)).padStart(8)}  attempts ${String(state.attempts).padStart(3)}${cv}${state.lastError ? `  last error: ${maskAddresses(state.lastError).slice(0, 120)}` : ''}`,
        );
      }
    }
    return 0;
  }

  if (command === 'retry' && arg) {
    const names = await listMessages(failed);
    const chosen = arg === 'all' ? names : names.filter((n) => baseOf(n).endsWith(`-${arg}`));
    if (chosen.length === 0) {
      out(`no failed message ${arg === 'all' ? '' : arg}`.trim());
      return arg === 'all' ? 0 : 1;
    }
    await mkdir(path.join(dir, 'tmp'), { recursive: true, mode: 0o700 });
    for (const name of chosen) {
      const base = baseOf(name);
      // A fresh start: due at once, and a new retry period (the message's age counts from now on).
      await writeAtomic(
        failed,
        path.join(dir, 'tmp'),
        `${base}.state`,
        JSON.stringify({ attempts: 0, nextAttemptAt: 0, retriedAt: now }),
      );
      await moveMessage(failed, pending, base);
      out(`retrying ${base.split('-').slice(1).join('-')}`);
    }
    return 0;
  }

  if (command === 'send') {
    const options = rest.slice(1);
    const ids = options.filter((arg) => !arg.startsWith('--'));
    if (ids.length > 1 || options.some((arg) => arg.startsWith('--') && arg !== '--wait')) usage();
    return sendNow({ dir, id: ids[0], wait: options.includes('--wait'), out });
  }

  if (command === 'purge' && arg === '--older-than' && value && /^\d+d$/.test(value)) {
    const removed = await purgeFailed(failed, parseInt(value, 10) * DAY, now);
    out(`deleted ${removed.length} failed message(s) older than ${value}`);
    return 0;
  }

  if (command === 'spam') return spamCommand(dir, now, out);
  if (command === 'release' && arg) return releaseCommand(dir, arg, now, out);

  usage();
}

/** What a visitor typed, on one line and without control or direction characters, so it cannot rewrite the terminal. */
const printable = (text: string) => text.replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, ' ');

/** The quarantine: each item's reference, form, reason, age, sender and the start of what they wrote. */
async function spamCommand(dir: string, now: number, out: (line: string) => void): Promise<number> {
  await recoverInterruptedReleases(dir, now);
  const items = await listQuarantined(path.join(dir, 'spam'));
  out(`quarantined: ${items.length}`);
  for (const i of items) {
    out(
      `  ${i.id.padEnd(14)} ${i.form.padEnd(8)} ${i.reason.padEnd(9)} age ${age(now - i.storedAt).padStart(8)}${i.hasAttachment ? ' +CV' : ''}  ${printable(i.sender)}`,
    );
    if (i.excerpt) out(`      ${printable(i.excerpt).slice(0, 100)}`);
  }
  if (items.length) out('release one to delivery: npm run outbox -- release <reference> (or all)');
  return 0;
}

/** Quarantined items to delivery, each exactly once; an unknown reference is an error. */
async function releaseCommand(dir: string, which: string, now: number, out: (line: string) => void): Promise<number> {
  await recoverInterruptedReleases(dir, now);
  const released = await releaseQuarantined(dir, which, now);
  if (released.length === 0) {
    out(which === 'all' ? 'no quarantined message' : `no quarantined message ${which}`);
    return which === 'all' ? 0 : 1;
  }
  for (const id of released) out(`released ${id} to delivery; a running site sends it within 15 s`);
  return 0;
}

await runAsProgram(import.meta.url, (args) => outboxCommand(args));
