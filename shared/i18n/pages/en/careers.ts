// The careers page's strings in English, a chunk of their own: only the pages
// showing them download them (shared/generated/load/strings/<page>.ts). fr/careers.ts has the same keys.
import { postedDays } from '../../../posted-days';
import { formatSalary } from '../../../format';
import { plural } from '../../counts';

const careers = {
  title: 'Careers',
  description:
    'Join Chariot AI Labs in Buea or remotely: we are hiring in AI architecture, machine learning, product, data science and AI ethics.',
  keywords: ['careers', 'AI jobs', 'machine learning jobs', 'Buea', 'Cameroon', 'remote'],
  applyFor: (title: string) => `Apply for ${title}`,
  applyDescription: (title: string, company: string, locationType: string, type: string) =>
    `Apply for the ${title} role at ${company} (${locationType}, ${type}). Send your CV and cover letter online.`,
  heroTitle: (company: string) => `Careers at ${company}`,
  heroLead: (specialists: string) =>
    `Join a team of ${specialists} specialists in Buea and across Africa who design, build and run AI that makes a measurable difference for businesses.`,
  backToListings: 'Back to Job Listings',
  reference: (label: string) => `${label}:`,
  /** A job card's age ('Posted 3 days ago'). */
  postedAgo: (isoDate: string, today: string) => {
    const days = postedDays(isoDate, today);
    return days === 0 ? 'Posted today' : `Posted ${days} day${days === 1 ? '' : 's'} ago`;
  },
  whyEyebrow: 'Why join us',
  whyLead:
    'We are a small, senior team that ships real AI systems for real businesses, and we invest in the people who build them.',
  whyTitle: 'A place to do the best work of your career',
  openEyebrow: 'Open positions',
  openLead: 'Every role is full-time. Open a position for the full description, then apply online with your CV.',
  openRoles: (n: number) => `${n} open ${plural('en', n, 'role', 'roles')}`,
  location: 'Location',
  type: 'Type',
  experience: 'Experience',
  salary: 'Salary',
  posted: 'Posted',
  applyNow: 'Apply Now',
  viewDescription: 'View full description',
  responsibilities: 'Responsibilities',
  requirements: 'Requirements',
  benefits: 'Benefits',
  salaryRange: 'Salary range',
  /** A salary as the content writes it, '$140,000-$180,000' -> '$140,000–$180,000' (shared/format.ts). */
  salaryText: (salary: string) => formatSalary('en', salary),
  perYear: (salary: string) => `${formatSalary('en', salary)} a year`,
  /** A job past its validThrough (its apply link, kept or shared, still leads here). */
  closedTitle: (title: string) => `${title}: applications closed`,
  closedLead: (lastDay: string) => `This position took applications until ${lastDay} and is closed.`,
  /** A job's last day to apply, on its card and above its form (the date in the page's language). */
  closes: 'Closing date',
  applyBy: (lastDay: string) => `Apply by ${lastDay}`,
  /** A job the owner closed before its last day (`closed: true`). */
  closedNowLead: 'This position no longer takes applications.',
  /** An application sent after the close: nothing is lost, the visitor gets their words back. */
  notSentClosed:
    'Your application was not sent, because this position closed before it arrived. What you wrote is below, so you can keep it.',
  whatYouWrote: 'What you wrote',
  seeOpenRoles: 'See the open positions',
  noOpenRoles: 'No position is open right now.',
};

export default careers;
