import { useEffect, useRef } from 'react';
import { Link } from '../router/link';
import { useSearchParams } from '../router/location';
import { PageHero } from '../components/page-hero';
import { ApplicationForm } from '../components/application-form';
import { Icon } from '../components/icon';
import { ValueCards } from '../components/value-cards';
import { useAppData } from '../app-data';
import { messages } from '../../shared/messages';
import { postedAgo } from '../../shared/format';
import { site } from '../../shared/content/site';
import { jobs } from '../../shared/content/jobs';
import { careerValues } from '../../shared/content/career-values';
import type { Job } from '../../shared/content/schema';
import type { PageHead } from '../head';
import type { RouteContext } from '../route-kit';
import { jobPosting } from '../structured-data';
import { SectionHeader } from '../components/section-header';

const jobById = (id: string | null) => (id ? jobs.find((j) => j.id === id) : undefined);

/** 'Buea, Cameroon · Hybrid'; a location that already says 'Remote' is not repeated. */
const where = (job: Job) => (job.location.includes(job.locationType) ? job.location : `${job.location} · ${job.locationType}`);

/** A reference as the server issues it; anything else in the URL is not echoed. */
const REFERENCE = /^[A-Za-z0-9-]{1,32}$/;

export const head = (ctx: RouteContext): PageHead => {
  const job = jobById(ctx.search.get('apply'));
  // The application view and the confirmation are states of /careers, not pages.
  const isState = ctx.search.has('apply') || ctx.search.has('applied');
  return {
    title: job ? `Apply for ${job.title}` : 'Careers',
    description: job
      ? `Apply for the ${job.title} role at ${site.name} (${job.locationType}, ${job.type}). Send your CV and cover letter online.`
      : 'Join Chariot AI Labs in Buea or remotely: open roles in AI architecture, machine learning, product, data science and AI ethics.',
    canonical: '/careers',
    robots: isState ? 'noindex, follow' : undefined,
    keywords: ['careers', 'AI jobs', 'machine learning jobs', 'Buea', 'Cameroon', 'remote'],
    jsonLd: isState ? undefined : jobs.map(jobPosting),
  };
};

export default function CareersPage() {
  const [params] = useSearchParams();
  const applyId = params.get('apply');
  const job = jobById(applyId);
  const unknownJob = applyId !== null && !job;
  const applied = params.get('applied');

  // With JavaScript the view changes without a page load, so move the
  // reader to what changed: the form when it opens, the job they came
  // from when it closes. Not on the first render (the browser's own load).
  const previous = useRef<string | undefined>(job?.id);
  useEffect(() => {
    const from = previous.current;
    previous.current = job?.id;
    if (from === job?.id) return;
    if (job) {
      document.getElementById('application')?.scrollIntoView({ block: 'start' });
      document.getElementById('application-title')?.focus({ preventScroll: true });
    } else if (from) {
      document.getElementById(`job-${from}`)?.scrollIntoView({ block: 'start' });
    }
  }, [job]);

  return (
    <>
      <PageHero
        eyebrow="Careers"
        title={`Careers at ${site.name}`}
        lead={`Join a team of ${site.stats.specialists} specialists in Buea and across Africa who design, build and run AI that makes a measurable difference for businesses.`}
        colour="purple"
      />
      {job ? <ApplicationView job={job} /> : <ListView unknownJob={unknownJob} applied={applied} />}
    </>
  );
}

function ApplicationView({ job }: { job: Job }) {
  return (
    <section className="section" id="application" aria-labelledby="application-title">
      <div className="container narrow">
        <Link to="/careers" className="back-link">
          <Icon name="arrow-left" size={18} /> Back to Job Listings
        </Link>
        <h2 id="application-title" className="section-title mt-3" tabIndex={-1}>
          Apply for {job.title}
        </h2>
        <p className="text-muted-strong">
          {job.department} · {where(job)} · {job.type} · {job.salary}
        </p>
        <p className="text-muted-strong">
          Fields marked <span aria-hidden="true">*</span>
          <span className="visually-hidden">with an asterisk</span> are required.
        </p>
        <div className="application-card">
          <ApplicationForm job={job} headingId="application-title" />
        </div>
      </div>
    </section>
  );
}

function ListView({ unknownJob, applied }: { unknownJob: boolean; applied: string | null }) {
  const { today } = useAppData();
  return (
    <>
      {unknownJob || applied !== null ? (
        <div className="container pt-4">
          {unknownJob ? (
            <div className="alert alert-warning" role="status">
              {messages.forms.unknownJob}
            </div>
          ) : null}
          {applied !== null ? (
            // A browser without JavaScript lands here (#application-confirmation), so it is the first thing seen.
            <div id="application-confirmation" tabIndex={-1} className="alert alert-success" role="status">
              <p className="fw-bold mb-1">{messages.application.successTitle}</p>
              <p className="mb-0">
                {messages.application.successDescription}
                {REFERENCE.test(applied) ? (
                  <>
                    {' '}
                    {messages.application.referenceLabel}: <strong>{applied}</strong>
                  </>
                ) : null}
              </p>
            </div>
          ) : null}
        </div>
      ) : null}

      <section className="section" data-reveal aria-labelledby="values-title">
        <div className="container">
          <SectionHeader
            id="values-title"
            eyebrow="Why join us"
            lead="We are a small, senior team that ships real AI systems for real businesses, and we invest in the people who build them."
          >
            A place to do the best work of your career
          </SectionHeader>
          <ValueCards items={careerValues} />
        </div>
      </section>

      <section className="section section-tint" id="open-positions" aria-labelledby="positions-title">
        <div className="container narrow">
          <SectionHeader
            id="positions-title"
            eyebrow="Open positions"
            lead="Every role is full-time. Open a position for the full description, then apply online with your CV."
          >
            {jobs.length} open roles
          </SectionHeader>
          <ul className="list-unstyled job-list">
            {jobs.map((job) => (
              <li key={job.id}>
                <JobCard job={job} today={today} />
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}

function JobCard({ job, today }: { job: Job; today: string }) {
  const titleId = `job-${job.id}-title`;
  return (
    <article className="job-card" id={`job-${job.id}`} aria-labelledby={titleId}>
      <div className="job-card-top">
        <div>
          <p className="job-department">{job.department}</p>
          <h3 id={titleId}>{job.title}</h3>
          <dl className="job-meta">
            <div>
              <dt className="visually-hidden">Location</dt>
              <dd>
                <Icon name="map-pin" size={16} /> {where(job)}
              </dd>
            </div>
            <div>
              <dt className="visually-hidden">Type</dt>
              <dd>
                <Icon name="clock" size={16} /> {job.type}
              </dd>
            </div>
            <div>
              <dt className="visually-hidden">Experience</dt>
              <dd>
                <Icon name="graduation" size={16} /> {job.experience}
              </dd>
            </div>
            <div>
              <dt className="visually-hidden">Salary</dt>
              <dd>
                <Icon name="chart" size={16} /> {job.salary}
              </dd>
            </div>
            <div>
              <dt className="visually-hidden">Posted</dt>
              <dd>
                <Icon name="calendar" size={16} />{' '}
                <time className="job-posted" dateTime={job.postedDate}>
                  {postedAgo(job.postedDate, today)}
                </time>
              </dd>
            </div>
          </dl>
        </div>
        <Link className="btn btn-brand job-apply" to={`/careers?apply=${encodeURIComponent(job.id)}`}>
          Apply Now<span className="visually-hidden">: {job.title}</span>
        </Link>
      </div>
      <details className="job-details">
        <summary>
          <span>View full description</span>
          <Icon name="chevron-down" size={18} className="job-chevron" />
        </summary>
        <div className="job-details-body">
          <p>{job.description}</p>
          <h4>Responsibilities</h4>
          <ul>
            {job.responsibilities.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <h4>Requirements</h4>
          <ul>
            {job.requirements.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <h4>Benefits</h4>
          <ul>
            {job.benefits.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <h4>Salary range</h4>
          <p className="mb-0">{job.salary} per year</p>
        </div>
      </details>
    </article>
  );
}
