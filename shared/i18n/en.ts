// The English dictionary: every user-facing message and the UI
// labels, word for word as the spec has them. The French dictionary
// (fr.ts) has the same shape, checked by the type `Dictionary`; each page
// downloads only its own language's dictionary (shared/i18n/load.ts).
import { formatDate } from '../format-date';
import type { Site } from '../content/schema';

const messages = {
  newsletter: {
    invalidEmail: 'Please enter a valid email address',
    failure: 'There was an error subscribing to the newsletter. Please try again.',
    success: 'Thank you for subscribing to our newsletter!',
    /**
     * The line below the success message, the same whatever the address's state (new, pending or
     * subscribed), so the form tells nobody who is on the list.
     */
    checkInbox:
      'If this address can receive our newsletter, a link is on its way: please check your inbox and follow it to confirm.',
  },
  notFound: {
    code: '404',
    /** The code as a screen reader hears it before the heading. */
    codeHeard: '404: ',
    heading: 'Oops! Page not found',
    toastTitle: 'Page not found',
    toastDescription: "We couldn't find the page you were looking for.",
    returnHome: 'Return to Home',
    goBack: 'Go Back',
    attemptedPath: 'The address you tried:',
  },
  faq: {
    noResults: (term: string) => `No results found for "${term}"`,
    clearSearch: 'Clear search',
    defaultTitle: 'Frequently Asked Questions',
  },
  startup: {
    rootMissing: 'Failed to find the root element',
  },
  errors: {
    serverTitle: 'Something went wrong',
    serverBody: 'An unexpected error occurred. Please try again in a moment.',
    /** A newsletter link's button pressed past the rate limit: `wait` as for `tooManyPosts`. */
    tooManyRequests: (wait: string) => `Too many requests have come from your network. Please try again ${wait}.`,
    /** A form refused for the rate limit: `wait` is one of `waits` below, fitting Retry-After. */
    tooManyPosts: (wait: string) => `Too many messages have come from your network. Please try again ${wait}.`,
    waits: {
      minute: 'in a minute',
      minutes: (n: number) => `in about ${n} minutes`,
      tenMinutes: 'in about 10 minutes',
      quarterHour: 'in about a quarter of an hour',
      halfHour: 'in about half an hour',
      hour: 'in about an hour',
      hours: (n: number) => `in about ${n} hours`,
    },
  },
};

const labels = {
  skipToContent: 'Skip to main content',
  nav: {
    home: 'Home',
    about: 'About Us',
    services: 'Services',
    allServices: 'All services',
    blog: 'Blog',
    faq: 'FAQ',
    projects: 'Projects',
    careers: 'Careers',
    contact: 'Contact',
    getStarted: 'Get Started',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    mainNavigation: 'Main navigation',
    mobileNavigation: 'Mobile navigation',
    servicesMenu: 'Services menu',
  },
  cta: {
    discoveryCall: 'Schedule a Discovery Call',
    getStarted: 'Get Started',
    getInTouch: 'Get in Touch',
    exploreServices: 'Explore Services',
    viewAllProjects: 'View all projects',
    learnMore: 'Learn more',
  },
  footer: {
    services: 'Services',
    quickLinks: 'Quick Links',
    contact: 'Contact Us',
    follow: 'Follow us',
    privacy: 'Privacy Policy',
    terms: 'Terms of Service',
    rights: (year: number, name: string) => `© ${year} ${name}. All rights reserved.`,
    /** The legal notice under the address: the company's identity, as the terms' first section gives it. */
    legalNotice: (name: string, n: Site['legalNotice']) =>
      `${name}, ${n.companyForm} with a share capital of ${n.shareCapital}. RCCM: ${n.rccm}. NIU: ${n.niu}. Registered office: ${n.registeredOffice}. Publication director: ${n.publicationDirector}. Host: ${n.host}.`,
  },
  chat: 'Chat with us on WhatsApp (opens in a new tab)',
  stars: (n: number) => `Rated ${n} out of 5`,
  newTab: '(opens in a new tab)',
  closeNotification: 'Close notification',
  /** Where the company works, as structured data names it (the first is the country). */
  areaServed: ['Cameroon', 'Africa', 'Worldwide'],
  searchButton: (label: string) => `${label}: search`,
  pagination: {
    previous: 'Previous',
    next: 'Next',
    page: (n: string) => `Page ${n}`,
  },
  /** Breadcrumb names of the site's sections (structured data). */
  sections: {
    home: 'Home',
    about: 'About Us',
    blog: 'Blog',
    projects: 'Projects',
    services: 'Services',
    careers: 'Careers',
    contact: 'Contact',
    faq: 'FAQ',
    'privacy-policy': 'Privacy Policy',
    'terms-of-service': 'Terms of Service',
    'demo-documentation': 'Documentation',
  },
};

/**
 * What the newsletter form (every page's footer, and the home page's
 * dialog, whose own strings load with it) shows besides its messages. The contact and application forms'
 * strings are a module of their own (shared/i18n/pages/en/forms.ts), for
 * the pages that show them. The schemas know none of it (they produce
 * codes, shared/schemas/form-messages.ts turns them into sentences).
 */
const forms = {
  /** The honeypot's label: people never see it, bots fill it. */
  honeypot: 'Leave this field empty',
  newsletter: {
    fields: { email: 'Email' },
    heading: 'Newsletter',
    blurb: 'Practical AI notes once a month. No spam.',
    placeholder: 'you@company.com',
    subscribe: 'Subscribe',
  },
};
// Strings several pages show (the pages' own strings are modules of their own:
// shared/i18n/pages/en/*.ts, loaded by each page before it renders).
const common = {
  statSatisfaction: 'Client satisfaction',
  statProjects: 'Projects completed',
  readCaseStudy: 'Read the case study',
  step: (n: number) => `Step ${n}: `,
  faqLabel: 'Frequently asked questions',
  ctaLead: 'Tell us about your goals. We reply within one working day.',
  applyNowFor: (title: string) => `: ${title}`,
  breadcrumb: 'Breadcrumb',
  errorCode: (status: number) => `Error ${status}`,
};

/** Dates and ages as an English page writes them (US English long dates). */
const format = {
  date: (isoDate: string) => formatDate(isoDate, 'en'),
};

export const en = { messages, labels, forms, common, format };
/**
 * The dictionary's loader reads a chunk's default export; the server imports `en` by name.
 * @alias
 */
export default en;
