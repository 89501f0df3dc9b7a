// The burst rule that guards the recruiters' inbox: past APPLY_BURST_PER_HOUR
// applications mailed in the last hour, site-wide, the next ones go to the
// quarantine for review (reason "burst") instead of careers@, and the
// operator is told by a log line and the quarantine's daily digest. Nothing
// is dropped: a burst item is never evicted to keep the quarantine within
// its bounds (quarantine.ts), and the applicant gets the normal answer. A
// per-address limit cannot do this alone: behind one carrier address many
// real applicants must each get through (docs/decisions/0058).
import { hourlyCount } from '../../http/hourly-count';

interface ApplicationFigures {
  perHour: number;
  mailedLastHour: number;
  heldLastHour: number;
}

export function applicationBurst(options: { perHour: number; now?: () => number }) {
  const now = options.now ?? Date.now;
  const mailed = hourlyCount();
  const held = hourlyCount();
  return {
    /** Count one application for the recruiters: undefined to mail it, "burst" to hold it for review. */
    verdict(): 'burst' | undefined {
      const t = now();
      if (mailed.total(t) < options.perHour) {
        mailed.add(t);
        return undefined;
      }
      held.add(t);
      return 'burst';
    },
    figures(): ApplicationFigures {
      const t = now();
      return { perHour: options.perHour, mailedLastHour: mailed.total(t), heldLastHour: held.total(t) };
    },
  };
}

export type ApplicationBurst = ReturnType<typeof applicationBurst>;
