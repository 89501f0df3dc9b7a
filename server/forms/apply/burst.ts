// The burst rule that guards the recruiters' inbox: past APPLY_BURST_PER_HOUR
// applications mailed in the last hour, site-wide, the next ones go to the
// quarantine for review (reason "burst") instead of careers@, and the
// operator is told by a log line and the quarantine's daily digest. Nothing
// is dropped: a burst item is never evicted to keep the quarantine within
// its bounds (quarantine.ts), and the applicant gets the normal answer. A
// per-address limit cannot do this alone: behind one carrier address many
// real applicants must each get through (docs/decisions/0058).
//
// Site-wide means every copy of the site: with PostgreSQL the hour is
// counted in the store (server/store/caps.ts), one statement an application,
// so the application past the number is held whichever copy it reaches; on
// one machine (SQLite) this process counts in memory. While the store does
// not answer, each copy counts alone: applications still go through, the
// rule holds per copy (docs/decisions/0074-caps-shared-between-copies.md).
import type { Logger } from 'pino';
import { hourlyCount } from '../../http/hourly-count';
import { orLocal, type SharedCaps } from '../../store/caps';

interface ApplicationFigures {
  perHour: number;
  mailedLastHour: number;
  heldLastHour: number;
}

/** The shared counts' keys: applications mailed, and held for review. */
const MAILED = 'applications:mailed';
const HELD = 'applications:held';

export function applicationBurst(options: {
  perHour: number;
  now?: () => number;
  /** The counts every copy shares (PostgreSQL); without them this process counts alone. */
  shared?: SharedCaps;
  logger?: Logger;
}) {
  const now = options.now ?? Date.now;
  const { shared } = options;
  const mailed = hourlyCount();
  const held = hourlyCount();
  const sharedOrHere = orLocal({ cap: 'applications per hour', logger: options.logger });
  const verdictHere = (t: number): 'burst' | undefined => {
    if (mailed.total(t) < options.perHour) {
      mailed.add(t);
      return undefined;
    }
    held.add(t);
    return 'burst';
  };
  const verdictShared = async (caps: SharedCaps, t: number): Promise<'burst' | undefined> => {
    if ((await caps.takeHourly([{ key: MAILED, limit: options.perHour }], t)) < 0) return undefined;
    await caps.addHourly(HELD, t).catch(() => held.add(t));
    return 'burst';
  };
  const figuresHere = (t: number): ApplicationFigures => ({
    perHour: options.perHour,
    mailedLastHour: mailed.total(t),
    heldLastHour: held.total(t),
  });
  return {
    /** Count one application for the recruiters: undefined to mail it, "burst" to hold it for review. */
    async verdict(): Promise<'burst' | undefined> {
      const t = now();
      if (!shared) return verdictHere(t);
      return sharedOrHere(
        () => verdictShared(shared, t),
        () => verdictHere(t),
      );
    },
    /** The hour's figures: every copy's when they share a store. */
    async figures(): Promise<ApplicationFigures> {
      const t = now();
      if (!shared) return figuresHere(t);
      return sharedOrHere(
        async () => {
          const [mailedLastHour, heldLastHour] = await shared.hourlyTotals([MAILED, HELD], t);
          return { perHour: options.perHour, mailedLastHour: mailedLastHour!, heldLastHour: heldLastHour! };
        },
        () => figuresHere(t),
      );
    },
  };
}

export type ApplicationBurst = ReturnType<typeof applicationBurst>;
