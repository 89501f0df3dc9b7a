// A job's standing on a day: open, closing soon, or closed by its last day or
// by the owner's `closed: true`; and the lines the content build prints about it.
import { describe, expect, it } from 'vitest';
import { CLOSING_SOON_DAYS, isJobOpen, jobStatus, openJobs } from '../../shared/job-open';
import { jobReport } from '../../scripts/content/job-report';
import type { CompiledContent } from '../../scripts/content/compile-content';

const job = (id: string, validThrough: string, closed?: boolean) => ({
  id,
  validThrough,
  file: `content/en/jobs/${id}.yaml`,
  ...(closed === undefined ? {} : { closed }),
});

describe('jobStatus', () => {
  it('is open through the last day, closing soon within CLOSING_SOON_DAYS of it, closed the day after', () => {
    expect(CLOSING_SOON_DAYS).toBe(7);
    expect(jobStatus(job('a', '2027-01-31'), '2027-01-01')).toBe('open');
    expect(jobStatus(job('a', '2027-01-31'), '2027-01-24')).toBe('open');
    expect(jobStatus(job('a', '2027-01-31'), '2027-01-25')).toBe('closing-soon');
    expect(jobStatus(job('a', '2027-01-31'), '2027-01-31')).toBe('closing-soon');
    expect(jobStatus(job('a', '2027-01-31'), '2027-02-01')).toBe('closed');
  });

  it('closes a job now with closed: true, whatever its last day', () => {
    const closedNow = job('b', '2099-12-31', true);
    expect(isJobOpen(closedNow, '2027-01-01')).toBe(false);
    expect(jobStatus(closedNow, '2027-01-01')).toBe('closed');
    expect(openJobs([closedNow, job('c', '2099-12-31', false)], '2027-01-01').map((j) => j.id)).toEqual(['c']);
  });
});

describe('the content build on the jobs', () => {
  it('counts the open, closing-soon and closed jobs, and names each job closing soon or closed and why', () => {
    const en = {
      jobs: [job('a', '2027-03-31'), job('b', '2027-01-05'), job('c', '2026-12-31'), job('d', '2027-06-30', true)],
    };
    const fr = { jobs: [job('a', '2027-03-31'), job('e', '2027-03-31')] };
    expect(jobReport([en, fr] as unknown as CompiledContent[], '2027-01-01')).toEqual([
      'jobs on 2027-01-01: 3 open (1 closing within 7 days), 2 closed',
      '  closing soon: content/en/jobs/b.yaml: last day 2027-01-05',
      '  closed: content/en/jobs/c.yaml: last day was 2026-12-31 (not listed, applications refused)',
      '  closed: content/en/jobs/d.yaml: closed: true (not listed, applications refused)',
    ]);
  });
});
