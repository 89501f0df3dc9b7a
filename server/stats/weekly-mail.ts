// The support mailbox's weekly look at what the site brought: views,
// visitors, form posts and broken inbound links of the week against the
// week before, with a bar per day and per top page. In English (it is for
// the team). The bars are table cells of a width in pixels with a
// background colour: every mail client shows them, no image to load or
// block. Paths and hosts were chosen by visitors: every one is escaped.
import { escapeHtml } from '../../shared/html';
import type { MailRecord } from '../outbox/mail-record';
import type { CountsReport, DailyFigures } from './counts-store';

export interface WeekCounts {
  /** ISO week, YYYY-Www. */
  week: string;
  from: string;
  to: string;
  days: DailyFigures[];
  report: CountsReport;
}

export interface WeeklyMailInput {
  week: WeekCounts;
  before: WeekCounts;
  now: Date;
  from: string;
  to: string;
}

/** Rows of each list in the mail. */
const TOP = 10;
const BAR_PX = 240;
const BAR_COLOUR = '#2563eb';

const sum = (days: DailyFigures[], f: (d: DailyFigures) => number) => days.reduce((n, d) => n + f(d), 0);
const leads = (w: WeekCounts) => w.report.leads.reduce((n, l) => n + l.count, 0);
const quarantined = (w: WeekCounts) => w.report.leads.reduce((n, l) => n + l.quarantined, 0);

/** "+12 %", "−3 %", "new", or "same" against the week before. */
export function change(now: number, before: number): string {
  if (now === before) return 'same';
  if (before === 0) return 'new';
  const pct = Math.round(((now - before) / before) * 100);
  return `${pct > 0 ? '+' : '−'}${Math.abs(pct)} %`;
}

/** A bar `value / max` of BAR_PX, as two table cells a mail client draws. */
function bar(value: number, max: number): string {
  const w = max > 0 ? Math.max(value > 0 ? 1 : 0, Math.round((value / max) * BAR_PX)) : 0;
  const filled =
    w > 0 ? `<td width="${w}" height="12" bgcolor="${BAR_COLOUR}" style="background:${BAR_COLOUR}"></td>` : '';
  const rest = BAR_PX - w > 0 ? `<td width="${BAR_PX - w}" height="12"></td>` : '';
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0"><tr>${filled}${rest}</tr></table>`;
}

/** A text bar for the plain-text part: one block per 1/30 of the largest value. */
export const textBar = (value: number, max: number, width = 30) =>
  '█'.repeat(max > 0 ? Math.round((value / max) * width) : 0);

const WEEKDAY = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
const dayName = (day: string) => WEEKDAY.format(new Date(`${day}T12:00:00Z`));

export function weeklyCountsMail(input: WeeklyMailInput): MailRecord {
  const { week, before } = input;
  const figures: [string, number, number][] = [
    ['Page views', sum(week.days, (d) => d.views), sum(before.days, (d) => d.views)],
    ['Visitors (distinct each day, summed)', sum(week.days, (d) => d.visitors), sum(before.days, (d) => d.visitors)],
    ['Form posts', leads(week), leads(before)],
    ['Form posts held as spam', quarantined(week), quarantined(before)],
    ['Not-found pages asked for', sum(week.days, (d) => d.notFound), sum(before.days, (d) => d.notFound)],
    [
      'Prefetched or prerendered (not counted as views)',
      sum(week.days, (d) => d.prefetches),
      sum(before.days, (d) => d.prefetches),
    ],
  ];
  const maxDay = Math.max(0, ...week.days.map((d) => d.views));
  const pages = week.report.pages.slice(0, TOP);
  const maxPage = Math.max(0, ...pages.map((p) => p.views));
  const referrers = week.report.referrers.slice(0, TOP);
  const notFound = week.report.notFound.slice(0, TOP);
  const title = `Site counts, week ${week.week} (${week.from} to ${week.to})`;

  const text = [
    title,
    '',
    ...figures.map(([label, n, b]) => `${label}: ${n} (week before: ${b}, ${change(n, b)})`),
    '',
    'Views per day:',
    ...week.days.map(
      (d) => `  ${dayName(d.day).padEnd(12)} ${String(d.views).padStart(6)}  ${textBar(d.views, maxDay)}`,
    ),
    '',
    'Top pages (views, visitors):',
    ...(pages.length ? pages.map((p) => `  ${p.path}  ${p.views}, ${p.visitors}`) : ['  none']),
    '',
    'Sites that sent visitors:',
    ...(referrers.length ? referrers.map((r) => `  ${r.host}  ${r.count}`) : ['  none']),
    '',
    'Not-found paths (a broken link somewhere):',
    ...(notFound.length ? notFound.map((p) => `  ${p.path}  ${p.count}`) : ['  none']),
    '',
    'Form posts by form, service and language (held as spam apart):',
    ...(week.report.leads.length
      ? week.report.leads.map((l) => `  ${l.form} ${l.service || '-'} ${l.lang}: ${l.count} (+${l.quarantined} held)`)
      : ['  none']),
    '',
    'Counted without cookies: no address or visitor identifier is kept. More: npm run stats.',
  ].join('\n');

  const font = 'font-family:sans-serif;font-size:14px';
  const cell = 'style="text-align:left;padding:4px 12px 4px 0;vertical-align:middle"';
  const num = 'style="text-align:right;padding:4px 12px 4px 0;vertical-align:middle"';
  const table = (head: string[], rows: string[][]) =>
    [
      `<table style="${font};border-collapse:collapse">`,
      `<tr>${head.map((h) => `<th ${cell}>${escapeHtml(h)}</th>`).join('')}</tr>`,
      ...rows.map((r) => `<tr>${r.map((c, i) => `<td ${i === 0 ? cell : num}>${c}</td>`).join('')}</tr>`),
      '</table>',
    ].join('\n');
  const h2 = (t: string) => `<h2 style="font-family:sans-serif;font-size:15px">${escapeHtml(t)}</h2>`;
  const none = `<p style="${font}">None.</p>`;
  const html = [
    `<h1 style="font-family:sans-serif;font-size:18px">${escapeHtml(title)}</h1>`,
    table(
      ['', 'This week', 'Week before', 'Change'],
      figures.map(([label, n, b]) => [escapeHtml(label), String(n), String(b), escapeHtml(change(n, b))]),
    ),
    h2('Views per day'),
    table(
      ['Day', 'Views', ''],
      week.days.map((d) => [escapeHtml(dayName(d.day)), String(d.views), bar(d.views, maxDay)]),
    ),
    h2('Top pages'),
    pages.length
      ? table(
          ['Page', 'Views', 'Visitors', ''],
          pages.map((p) => [
            `<code>${escapeHtml(p.path)}</code>`,
            String(p.views),
            String(p.visitors),
            bar(p.views, maxPage),
          ]),
        )
      : none,
    h2('Sites that sent visitors'),
    referrers.length
      ? table(
          ['Site', 'Visits'],
          referrers.map((r) => [escapeHtml(r.host), String(r.count)]),
        )
      : none,
    h2('Not-found paths (a broken link somewhere)'),
    notFound.length
      ? table(
          ['Path', 'Times'],
          notFound.map((p) => [`<code>${escapeHtml(p.path)}</code>`, String(p.count)]),
        )
      : none,
    h2('Form posts'),
    week.report.leads.length
      ? table(
          ['Form', 'Service', 'Language', 'Posts', 'Held as spam'],
          week.report.leads.map((l) => [
            escapeHtml(l.form),
            escapeHtml(l.service || '-'),
            l.lang,
            String(l.count),
            String(l.quarantined),
          ]),
        )
      : none,
    `<p style="${font}">Counted without cookies: no address or visitor identifier is kept. More: <code>npm run stats</code>.</p>`,
  ].join('\n');
  return {
    id: `WEEKLY-COUNTS-${week.week}`,
    kind: 'weekly-counts',
    createdAt: input.now.toISOString(),
    from: input.from,
    to: input.to,
    subject: `Site counts, week ${week.week}: ${figures[0]![1]} views, ${figures[2]![1]} form posts`,
    text,
    html,
    lang: 'en',
  };
}
