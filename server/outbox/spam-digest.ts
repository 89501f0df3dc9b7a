// The support mailbox's daily list of what the spam quarantine caught, so a
// real message caught by mistake is seen within a day without logging in
// to the server. In English (it is for the team). Every visitor-typed value
// (sender, message) is escaped in the HTML and stays in the body: the
// subject and headers are the site's own words and a count.
import type { MailRecord } from './mail-record';
import { escapeHtml } from '../../shared/html';
import { dateInWords, SITE_TIME_ZONE } from './mail-format';

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: SITE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
/** The calendar day in Buea (YYYY-MM-DD). */
export const siteDay = (ms: number) => dayFormat.format(new Date(ms));

export interface DigestItem {
  id: string;
  form: string;
  reason: string;
  sender: string;
  excerpt: string;
  storedAt: number;
}

export interface DigestInput {
  items: DigestItem[];
  /** New items beyond those listed. */
  more: number;
  /** Items in the quarantine now. */
  total: number;
  retentionDays: number;
  now: Date;
  from: string;
  to: string;
}

const REASONS: Record<string, string> = {
  honeypot: 'a hidden field was filled (autofill or a bot)',
  missing: 'no form cookie (cookies blocked, or a bot)',
  forged: 'a form cookie not signed by this site (a new FORM_SECRET, or a bot)',
  expired: 'a form cookie too old or from the future',
  'too fast': 'sent seconds after the first page view (autofill, paste, or a bot)',
  burst:
    'passed every check, but came after APPLY_BURST_PER_HOUR applications in an hour (a flood, or a busy day): release it if it is genuine',
};

/** The first line of what was typed, short enough for one line of a list. */
function firstLine(excerpt: string): string {
  const line = (excerpt.split(/\r?\n/).find((l) => l.trim() !== '') ?? '').trim();
  return line.length > 120 ? `${line.slice(0, 119)}…` : line;
}

export function spamDigestMail(d: DigestInput): MailRecord {
  const count = d.items.length + d.more;
  const releaseHint =
    'To deliver one as a normal message: npm run outbox -- release <reference> (all of them: release all). To see them: npm run outbox -- spam.';
  const retention = `Items are deleted ${d.retentionDays} days after they arrived; the quarantine holds ${d.total} now.`;
  const rows = d.items.map((i) => ({
    ...i,
    when: dateInWords(new Date(i.storedAt)),
    reason: REASONS[i.reason] ? `${i.reason}: ${REASONS[i.reason]}` : i.reason,
  }));
  const text = [
    `The spam quarantine caught ${count} new form post(s). None was mailed to the team and no acknowledgement went to the sender.`,
    '',
    ...rows.flatMap((r) => [
      `${r.id}  (${r.form}, ${r.when})`,
      `  reason: ${r.reason}`,
      `  sender: ${r.sender}`,
      `  message: ${firstLine(r.excerpt)}`,
      '',
    ]),
    ...(d.more > 0 ? [`... and ${d.more} more (npm run outbox -- spam lists every item).`, ''] : []),
    releaseHint,
    retention,
  ].join('\n');
  const cell = 'style="text-align:left;padding:4px 12px 4px 0;vertical-align:top"';
  const html = [
    '<h1 style="font-family:sans-serif;font-size:18px">Spam quarantine: new items</h1>',
    `<p style="font-family:sans-serif;font-size:14px">The spam quarantine caught ${count} new form post(s). None was mailed to the team and no acknowledgement went to the sender.</p>`,
    '<table style="font-family:sans-serif;font-size:14px;border-collapse:collapse">',
    `<tr><th ${cell}>Reference</th><th ${cell}>Form</th><th ${cell}>Reason</th><th ${cell}>Sender</th><th ${cell}>Message</th></tr>`,
    ...rows.map(
      (r) =>
        `<tr><td ${cell}><code>${escapeHtml(r.id)}</code><br>${escapeHtml(r.when)}</td><td ${cell}>${escapeHtml(r.form)}</td><td ${cell}>${escapeHtml(r.reason)}</td><td ${cell}>${escapeHtml(r.sender)}</td><td ${cell}>${escapeHtml(firstLine(r.excerpt))}</td></tr>`,
    ),
    '</table>',
    ...(d.more > 0
      ? [
          `<p style="font-family:sans-serif;font-size:14px">… and ${d.more} more (<code>npm run outbox -- spam</code> lists every item).</p>`,
        ]
      : []),
    `<p style="font-family:sans-serif;font-size:14px">To deliver one as a normal message: <code>npm run outbox -- release &lt;reference&gt;</code> (all of them: <code>release all</code>). To see them: <code>npm run outbox -- spam</code>.</p>`,
    `<p style="font-family:sans-serif;font-size:14px">${escapeHtml(retention)}</p>`,
  ].join('\n');
  return {
    id: `SPAM-DIGEST-${siteDay(d.now.getTime()).replaceAll('-', '')}`,
    kind: 'spam-digest',
    createdAt: d.now.toISOString(),
    from: d.from,
    to: d.to,
    subject: `Spam quarantine: ${count} new item(s) to look over`,
    text,
    html,
    lang: 'en',
  };
}
