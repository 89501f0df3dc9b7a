// The site's calendar day (Buea's time zone, as the team's mails date
// things), asked on every counted page: formatted at most once a second.
import { siteDay } from '../outbox/spam-digest';

export function siteDayClock(now: () => number = Date.now): () => string {
  let day = '';
  let until = 0;
  return () => {
    const t = now();
    if (t >= until || t < until - 1000) {
      day = siteDay(t);
      until = t + 1000;
    }
    return day;
  };
}
