// Posts as the site's clients send them, each with the time-trap cookie the
// app handed out at start: a script's JSON, a browser's form without
// JavaScript, an application with its CV as multipart. The job applied to is
// one content/ has open today, so an owner closing a job breaks no test.
import request from 'supertest';
import { jobs } from '../../shared/content/jobs';
import { openJobs, utcDay } from '../../shared/job-open';

/** What a post needs of a test app (testApp's answer): the app and its time-trap cookie. */
export interface Site {
  app: Parameters<typeof request>[0];
  cookie: string;
}

/** The jobs that take applications today (content/ decides which and how many). */
export const openJobsToday = () => openJobs(jobs, utcDay());

/** An applicant's fields for `jobId`, a CV aside. */
export const applicantFor = (jobId: string) => ({
  jobId,
  name: 'Paul Ebai',
  email: 'paul@example.org',
  phone: '+237 600 000 000',
  coverLetter: 'Hello',
});

/** A post as a script sends it: JSON in, JSON asked back. */
export const postJson = (site: Site, url: string, body: object) =>
  request(site.app).post(url).set('Accept', 'application/json').set('Cookie', site.cookie).send(body);

/** A form post as a browser without JavaScript sends it (`.send(fields)` to finish it). */
export const postForm = (site: Site, url: string, accept = 'text/html,application/xhtml+xml') =>
  request(site.app).post(url).set('Accept', accept).set('Cookie', site.cookie).type('form');

export interface Cv {
  bytes: Buffer;
  name: string;
  type?: string;
}

/** An application as multipart fields, with its CV when there is one; JSON asked back unless `accept` says otherwise. */
export function postApplication(
  site: Site,
  fields: Record<string, string>,
  cv?: Cv,
  { url = '/api/apply', accept = 'application/json' }: { url?: string; accept?: string } = {},
) {
  const req = request(site.app).post(url).set('Accept', accept).set('Cookie', site.cookie);
  for (const [k, v] of Object.entries(fields)) req.field(k, v);
  if (cv) req.attach('resume', cv.bytes, { filename: cv.name, contentType: cv.type ?? 'application/pdf' });
  return req;
}

/** A body sent as `type` says, whatever it holds (unreadable JSON, a type no form sends), without a cookie. */
export const postRaw = (app: Site['app'], url: string, type: string, body: string) =>
  request(app).post(url).set('Accept', 'application/json').set('Content-Type', type).send(body);
