// The outbox's health: its figures (for the operator's /healthz and
// monitoring) and the one sentence that says when a person is needed.
// Messages for the team are counted apart from mail to visitors: a visitor's
// mailbox that refuses its acknowledgement is nothing an operator can fix.

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

/**
 * Why the outbox needs a person now, as one sentence for /healthz, or
 * undefined: a message for the team in failed/, or one that has waited
 * longer than `alertAfterMin` (the mail server is down or refusing).
 */
export function outboxAlert(stats: OutboxStats, alertAfterMin: number): string | undefined {
  const reasons: string[] = [];
  if (stats.failedForTeam > 0) {
    reasons.push(
      `${stats.failedForTeam} message${stats.failedForTeam > 1 ? 's' : ''} for the team failed and wait${stats.failedForTeam > 1 ? '' : 's'} in the outbox (npm run outbox -- list, then retry or purge)`,
    );
  }
  if (stats.oldestPendingForTeamS >= alertAfterMin * 60) {
    reasons.push(
      `The oldest message for the team has waited ${Math.floor(stats.oldestPendingForTeamS / 60)} min, more than OUTBOX_ALERT_AFTER_MIN (${alertAfterMin}): is the mail server down? (npm run outbox -- list shows the last error; npm run outbox -- send tries again at once)`,
    );
  }
  return reasons.length ? reasons.join('; ') : undefined;
}
