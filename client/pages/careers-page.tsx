import { Fragment, type ReactNode } from 'react';
import { ChevronSummary } from '../components/chevron-summary';
import { Link, useSearchParams } from 'react-router-dom';
import { PageHero } from '../components/page-hero';
import { Island } from '../islands/island';
import { FormConfirmation } from '../components/form-confirmation';
import { RequiredFieldsNote } from '../components/required-fields-note';
import { Icon, type AnyIconName } from '../components/icon';
import { ValueCards } from '../components/value-cards';
import { useAppData } from '../app-data';
import type { Job } from '../../shared/content/schema';
import type { PageHead } from '../head';
import type { RouteContext } from '../route-kit';
import { jobPosting } from '../structured-data';
import { Section } from '../components/section';
import { loaded, loadFor, useContent } from '../content';
import { careerValues } from '../../shared/generated/load/career-values';
import { jobs as jobsContent } from '../../shared/generated/load/jobs';
import { useLocalize, useSite, useT } from '../i18n';
import { useLabel } from '../hooks/use-label';
import { useFormT } from '../hooks/use-form-t';
import { useServerFormState } from '../hooks/use-form-state';
import { formsStrings } from '../../shared/generated/load/strings/forms';
import { labels } from '../../shared/generated/load/labels';
import { careersStrings } from '../../shared/generated/load/strings/careers';
import { shellOf } from '../../shared/content/shell';
import { labelOf } from '../../shared/content/labels';
import { localizePath, type Lang } from '../../shared/i18n/lang';
import { isJobOpen, openJobs } from '../../shared/job-open';
import { dictionaryOf } from '../../shared/i18n/load';

const jobById = (jobs: readonly Job[], id: string | null) => (id ? jobs.find((j) => j.id === id) : undefined);

/** 'Buea, Cameroon · Hybrid'; a location that already says 'Remote' is not repeated. */
const where = (job: Job, locationType: string) =>
  job.location.includes(locationType) ? job.location : `${job.location} · ${locationType}`;

/** The vocabulary of a job as the language shows it. */
function useJobLabels() {
  const label = useLabel();
  return (job: Job) => ({
    department: label('departments', job.department),
    locationType: label('locationTypes', job.locationType),
    type: label('jobTypes', job.type),
  });
}

export const load = (ctx: RouteContext) =>
  loadFor(ctx, careersStrings, formsStrings, jobsContent, careerValues, labels);

/**
 * The switch keeps the open application, unless the other language does not
 * list that job (written in this language only, or unknown): then its list.
 */
export const twin = (ctx: RouteContext, other: Lang) => {
  const id = ctx.search.get('apply');
  const job = jobById(loaded(jobsContent, ctx.lang), id);
  const listed = job && !shellOf(ctx.lang).untranslated.jobs.includes(job.id);
  return id !== null && !listed ? localizePath(other, '/careers') : undefined;
};

export const head = (ctx: RouteContext): PageHead => {
  const jobs = loaded(jobsContent, ctx.lang);
  const t = loaded(careersStrings, ctx.lang);
  const shell = shellOf(ctx.lang);
  const job = jobById(jobs, ctx.search.get('apply'));
  // The application view and the confirmation are states of /careers, not pages.
  const isState = ctx.search.has('apply') || ctx.search.has('applied');
  const l = (kind: 'locationTypes' | 'jobTypes', v: string) => labelOf(loaded(labels, ctx.lang), kind, v);
  if (job && !isJobOpen(job, ctx.today)) {
    return {
      title: t.closedTitle(job.title),
      description: job.closed ? t.closedNowLead : t.closedLead(dictionaryOf(ctx.lang).format.date(job.validThrough)),
      canonical: '/careers',
      robots: 'noindex, follow',
      keywords: [...t.keywords],
    };
  }
  return {
    title: job ? t.applyFor(job.title) : t.title,
    description: job
      ? t.applyDescription(job.title, shell.site.name, l('locationTypes', job.locationType), l('jobTypes', job.type))
      : t.description,
    canonical: '/careers',
    robots: isState ? 'noindex, follow' : undefined,
    keywords: [...t.keywords],
    // Only what still takes applications: a closed job is no JobPosting at all.
    jsonLd: isState ? undefined : openJobs(jobs, ctx.today).map(jobPosting),
  };
};

export default function CareersPage() {
  const [params] = useSearchParams();
  const t = useContent(careersStrings);
  const site = useSite();
  const jobs = useContent(jobsContent);
  const applyId = params.get('apply');
  const job = jobById(jobs, applyId);
  const unknownJob = applyId !== null && !job;
  const applied = params.get('applied');
  const { today } = useAppData();

  return (
    <>
      <PageHero
        eyebrow={t.title}
        title={t.heroTitle(site.name)}
        lead={t.heroLead(site.stats.specialists)}
        colour="purple"
      />
      {job ? (
        isJobOpen(job, today) ? (
          <ApplicationView job={job} />
        ) : (
          <ClosedView job={job} />
        )
      ) : (
        <ListView unknownJob={unknownJob} applied={applied} />
      )}
    </>
  );
}

/** A job's own section: the way back to the list, then its heading and what follows. */
function JobSection({ heading, children }: { heading: ReactNode; children: ReactNode }) {
  const t = useContent(careersStrings);
  const localize = useLocalize();
  return (
    <section className="section" id="application" aria-labelledby="application-title">
      <div className="container narrow">
        <Link to={localize('/careers')} className="back-link">
          <Icon name="arrow-left" size={18} /> {t.backToListings}
        </Link>
        <h2 id="application-title" className="section-title mt-3" tabIndex={-1}>
          {heading}
        </h2>
        {children}
      </div>
    </section>
  );
}

function ApplicationView({ job }: { job: Job }) {
  const t = useContent(careersStrings);
  const l = useJobLabels()(job);
  return (
    <JobSection heading={t.applyFor(job.title)}>
      <p className="text-muted-strong">
        {l.department} · {where(job, l.locationType)} · {l.type} · {t.salaryText(job.salary)}
      </p>
      <ClosingDate job={job} />
      <RequiredFieldsNote />
      <div className="application-card">
        <Island name="application-form" props={{ job, headingId: 'application-title' }} />
      </div>
    </JobSection>
  );
}

/** A job's last day to apply, in the page's language: above its form, and on its card. */
function ClosingDate({ job }: { job: Job }) {
  const t = useContent(careersStrings);
  const { format } = useT();
  return (
    <p className="text-muted-strong job-closing">
      <Icon name="calendar" size={16} />{' '}
      <time dateTime={job.validThrough}>{t.applyBy(format.date(job.validThrough))}</time>
    </p>
  );
}

/**
 * A closed job (past its validThrough, or `closed: true`): said plainly, with
 * no form, in the page's language. An application sent without JavaScript
 * after the close comes back here with what the visitor wrote, to keep.
 */
function ClosedView({ job }: { job: Job }) {
  const t = useContent(careersStrings);
  const { format } = useT();
  const { forms: formWords } = useFormT();
  const localize = useLocalize();
  const sent = useServerFormState('apply');
  const written = sent
    ? (['name', 'email', 'phone', 'linkedIn', 'portfolio', 'coverLetter'] as const).filter(
        (f) => typeof sent.values[f] === 'string' && sent.values[f] !== '',
      )
    : [];
  return (
    <JobSection heading={t.closedTitle(job.title)}>
      <div className="alert alert-info" role="status">
        {written.length > 0 ? `${t.notSentClosed} ` : ''}
        {job.closed ? t.closedNowLead : t.closedLead(format.date(job.validThrough))}
      </div>
      {written.length > 0 && (
        <section className="application-kept" aria-labelledby="application-kept-title">
          <h3 id="application-kept-title" className="h5">
            {t.whatYouWrote}
          </h3>
          {written.map((f) => (
            <div className="mb-3" key={f}>
              <label className="form-label" htmlFor={`kept-${f}`}>
                {formWords.apply.fields[f]}
              </label>
              <textarea
                id={`kept-${f}`}
                className="form-control"
                readOnly
                rows={f === 'coverLetter' ? 8 : 1}
                defaultValue={String(sent!.values[f])}
              />
            </div>
          ))}
        </section>
      )}
      <Link className="btn btn-brand" to={localize('/careers#open-positions')}>
        {t.seeOpenRoles}
      </Link>
    </JobSection>
  );
}

function ListView({ unknownJob, applied }: { unknownJob: boolean; applied: string | null }) {
  const { today } = useAppData();
  const { messages } = useFormT();
  const t = useContent(careersStrings);
  const jobs = openJobs(useContent(jobsContent), today);
  const values = useContent(careerValues);
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
            <FormConfirmation
              id="application-confirmation"
              level={2}
              title={messages.application.successTitle}
              description={messages.application.successDescription}
              reference={applied}
            />
          ) : null}
        </div>
      ) : null}

      <Section headingId="values-title" title={t.whyTitle} eyebrow={t.whyEyebrow} lead={t.whyLead} reveal>
        <ValueCards items={values} />
      </Section>

      <Section
        headingId="positions-title"
        title={t.openRoles(jobs.length)}
        eyebrow={t.openEyebrow}
        lead={t.openLead}
        tint
        id="open-positions"
        narrow
      >
        {jobs.length === 0 ? <p className="text-center">{t.noOpenRoles}</p> : null}
        <ul className="list-unstyled job-list">
          {jobs.map((job) => (
            <li key={job.id}>
              <JobCard job={job} today={today} />
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}

function JobCard({ job, today }: { job: Job; today: string }) {
  const { common, format } = useT();
  const t = useContent(careersStrings);
  const localize = useLocalize();
  const l = useJobLabels()(job);
  const titleId = `job-${job.id}-title`;
  const facts: { term: string; icon: AnyIconName; detail: ReactNode }[] = [
    { term: t.location, icon: 'map-pin', detail: where(job, l.locationType) },
    { term: t.type, icon: 'clock', detail: l.type },
    { term: t.experience, icon: 'graduation', detail: job.experience },
    { term: t.salary, icon: 'chart', detail: t.salaryText(job.salary) },
    {
      term: t.posted,
      icon: 'calendar',
      detail: (
        <time className="job-posted" dateTime={job.postedDate}>
          {t.postedAgo(job.postedDate, today)}
        </time>
      ),
    },
    {
      term: t.closes,
      icon: 'clock',
      detail: (
        <time className="job-closes" dateTime={job.validThrough}>
          {t.applyBy(format.date(job.validThrough))}
        </time>
      ),
    },
  ];
  return (
    <article className="job-card" id={`job-${job.id}`} aria-labelledby={titleId}>
      <div className="job-card-top">
        <div>
          <p className="job-department">{l.department}</p>
          <h3 id={titleId}>{job.title}</h3>
          {/* Each fact says itself through its icon to the eye, through its term to screen readers. */}
          <dl className="job-meta">
            {facts.map((fact) => (
              <div key={fact.term}>
                <dt className="visually-hidden">{fact.term}</dt>
                <dd>
                  <Icon name={fact.icon} size={16} /> {fact.detail}
                </dd>
              </div>
            ))}
          </dl>
        </div>
        <Link
          className="btn btn-brand job-apply"
          to={localize(`/careers?apply=${encodeURIComponent(job.id)}#application`)}
        >
          {t.applyNow}
          <span className="visually-hidden">{common.applyNowFor(job.title)}</span>
        </Link>
      </div>
      <details className="job-details">
        <ChevronSummary size={18} chevronClass="job-chevron">
          <span>{t.viewDescription}</span>
        </ChevronSummary>
        <div className="job-details-body">
          <p>{job.description}</p>
          {(['responsibilities', 'requirements', 'benefits'] as const).map((list) => (
            <Fragment key={list}>
              <h4>{t[list]}</h4>
              <ul>
                {job[list].map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </Fragment>
          ))}
          <h4>{t.salaryRange}</h4>
          <p className="mb-0">{t.perYear(job.salary)}</p>
        </div>
      </details>
    </article>
  );
}
