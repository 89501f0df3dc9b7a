import { ApplicationForm } from '../components/application-form';
import type { Job } from '../../shared/content/schema';

/** The application form for one job: its own root, hydrated when the visitor first reaches for it. */
export default function ApplicationFormIsland({ job, headingId }: { job: Job; headingId?: string }) {
  return <ApplicationForm job={job} headingId={headingId} />;
}
