// The outbox's health: its figures (for the operator's /healthz and
// monitoring) and the one sentence that says when a person is needed.
// Messages for the team are counted apart from mail to visitors: a visitor's
// mailbox that refuses its acknowledgement is nothing an operator can fix.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { MailRecord } from './mail-record';
import { arrivedAt, listMessages } from './files';

/**
 * The outbox's figures, for /healthz and monitoring. Figures about messages
 * for the team are apart from the others: a visitor's acknowledgement or
 * confirmation link that a mailbox refuses (a mistyped address) is nothing
 * an operator can fix, and must not keep the site's alert on.
 */
export interface OutboxStats {
  pending: number;
  failed: number;
  /** Age of the oldest pending message in seconds (0 when none). */
  oldestPendingS: number;
  /** Failed messages for the team (not addressed to a visitor): each one needs a person. */
  failedForTeam: number;
  /** Age of the oldest pending message for the team in seconds (0 when none). */
  oldestPendingForTeamS: number;
  /** Posts judged spam held in the quarantine: a figure to look at, never a fault. */
  quarantined: number;
}

/** Kinds of mail addressed to a visitor rather than to the team. */
const TO_VISITOR: ReadonlySet<string> = new Set<MailRecord['kind']>(['acknowledgement', 'newsletter-confirm']);

/** Whether a stored message is for the team; an unreadable record counts as one (it needs a person). */
async function forTeam(dir: string, name: string): Promise<boolean> {
  try {
    const kind = (JSON.parse(await readFile(path.join(dir, name), 'utf8')) as Partial<MailRecord>).kind;
    return !TO_VISITOR.has(String(kind));
  } catch (err) {
    return (err as NodeJS.ErrnoException).code !== 'ENOENT';
  }
}

/**
 * Why the outbox needs a person now, as one sentence for /healthz, or
 * undefined: a message for the team in failed/, or one that has waited
 * longer than `alertAfterMin` (the mail server is down or refusing).
 */
export function outboxAlert(stats: OutboxStats, alertAfterMin: number): string | undefined {
  const reasons: string[] = [];
  if (stats.failedForTeam > 0) {
    reasons.push(
      `${stats.failedForTeam} message${stats.failedForTeam > 1 ? 's' : ''} for the team failed and wait${stats.failedForTeam > 1 ? '' : 's'} in outbox/failed (npm run outbox -- list, then retry or purge)`,
    );
  }
  if (stats.oldestPendingForTeamS >= alertAfterMin * 60) {
    reasons.push(
      `The oldest message for the team has waited ${Math.floor(stats.oldestPendingForTeamS / 60)} min, more than OUTBOX_ALERT_AFTER_MIN (${alertAfterMin}): is the mail server down? (npm run outbox -- list shows the last error; npm run outbox -- send tries again at once)`,
    );
  }
  return reasons.length ? reasons.join('; ') : undefined;
}

/**
 * Whether each stored message is for the team, by file name. A record's
 * kind never changes and its name is unique: each is read once, not at
 * every /healthz, and forgotten once gone.
 */
export class TeamTally {
  private teamByName = new Map<string, boolean>();

  async stats(options: {
    pendingDir: string;
    failedDir: string;
    quarantined: number;
    now: number;
  }): Promise<OutboxStats> {
    const [p, f] = await Promise.all([listMessages(options.pendingDir), listMessages(options.failedDir)]);
    const ageS = (name: string | undefined) =>
      name ? Math.max(0, Math.round((options.now - arrivedAt(name)) / 1000)) : 0;
    const known = new Map<string, boolean>();
    const isForTeam = async (dir: string, name: string) => {
      let team = this.teamByName.get(name);
      if (team === undefined) {
        team = await forTeam(dir, name);
        this.teamByName.set(name, team);
      }
      known.set(name, team);
      return team;
    };
    let failedForTeam = 0;
    for (const name of f) if (await isForTeam(options.failedDir, name)) failedForTeam += 1;
    let oldestForTeam: string | undefined;
    for (const name of p) {
      if (await isForTeam(options.pendingDir, name)) {
        oldestForTeam = name;
        break;
      }
    }
    this.teamByName = known;
    return {
      pending: p.length,
      failed: f.length,
      oldestPendingS: ageS(p[0]),
      failedForTeam,
      oldestPendingForTeamS: ageS(oldestForTeam),
      quarantined: options.quarantined,
    };
  }
}
