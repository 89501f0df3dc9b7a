// What the content build says about the jobs, on the day it runs: which are
// open, which close within CLOSING_SOON_DAYS, which are closed and why, so an
// owner sees a job about to close before applicants do.
import path from 'node:path';
import { jobStatus, CLOSING_SOON_DAYS } from '../../shared/job-open';
import type { CompiledContent } from './compile-content';
import { fieldLine } from './read-files';

/** The lines of the jobs report: one summary, then one line per job closing soon or closed. */
export function jobReport(compiled: readonly CompiledContent[], today: string): string[] {
  // One entry per job id: English's file when the job has one, else the other language's.
  const byId = new Map<string, CompiledContent['jobs'][number]>();
  for (const c of compiled) for (const j of c.jobs) if (!byId.has(j.id)) byId.set(j.id, j);
  const jobs = [...byId.values()];
  if (jobs.length === 0) return [];
  const rel = (f: string) => path.relative(process.cwd(), f).split(path.sep).join('/');
  const status = new Map(jobs.map((j) => [j, jobStatus(j, today)]));
  const count = (s: string) => jobs.filter((j) => status.get(j) === s).length;
  const lines = [
    `jobs on ${today}: ${count('open') + count('closing-soon')} open (${count('closing-soon')} closing within ${CLOSING_SOON_DAYS} days), ${count('closed')} closed`,
  ];
  for (const j of jobs) {
    const s = status.get(j);
    if (s === 'closing-soon') lines.push(`  closing soon: ${rel(j.file)}: last day ${j.validThrough}`);
    if (s === 'closed')
      lines.push(
        `  closed: ${rel(j.file)}: ${j.closed ? 'closed: true' : `last day was ${j.validThrough}`} (not listed, applications refused)`,
      );
  }
  return lines;
}

/**
 * A warning for each job whose last day is already past when the build runs
 * (a closing date typed in the past, or a job left in place): the owner may
 * publish a closed job, but is told. A job closed with `closed: true` was
 * closed on purpose and needs no warning.
 */
export function pastJobWarnings(compiled: readonly CompiledContent[], today: string): string[] {
  const rel = (f: string) => path.relative(process.cwd(), f).split(path.sep).join('/');
  return compiled.flatMap((c) =>
    c.jobs
      .filter((j) => !j.closed && j.validThrough < today)
      .map((j) => {
        const line = fieldLine(j.file, ['validThrough']);
        return `${rel(j.file)}: validThrough${line ? ` (line ${line})` : ''}: ${j.validThrough} is past (today is ${today}): the job "${j.title}" is published closed, not listed and refusing applications; move validThrough to a later day to open it`;
      }),
  );
}
