// The English dictionary: every user-facing message of spec 8 and the UI
// labels, word for word as the spec has them. The French dictionary
// (fr.ts) has the same shape, checked by the type `Dictionary`; each page
// downloads only its own language's dictionary (shared/i18n/load.ts).
import { formatDate, postedAgo } from '../format';
import type { ServiceOption } from '../schemas/contact-fields';

const messages = {
  newsletter: {
    invalidEmail: 'Please enter a valid email address',
    failure: 'There was an error subscribing to the newsletter. Please try again.',
    success: 'Thank you for subscribing to our newsletter!',
  },
  contact: {
    failure: 'There was a problem sending your message. Please try again.',
    success: "Message sent successfully! We'll get back to you soon.",
    submitting: 'Processing...',
    sent: 'Message Sent',
    submit: 'Send Message',
    consentBefore: 'By submitting this form, you agree to our ',
    consentLink: 'Privacy Policy',
    consentAfter: ' and consent to being contacted by our team.',
  },
  application: {
    successTitle: 'Application submitted',
    successDescription: "Thanks for your application! We'll be in touch soon.",
    referenceLabel: 'Your reference',
    failure: 'There was a problem submitting your application. Please try again.',
    submit: 'Submit Application',
    submitting: 'Submitting...',
  },
  notFound: {
    code: '404',
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
  forms: {
    required: (label: string) => `${label} is required`,
    invalidEmail: 'Please enter a valid email address',
    invalidPhone: 'Please enter a valid phone number',
    invalidUrl: 'Please enter a web address, such as linkedin.com/in/your-name',
    tooLong: (label: string, max: number) => `${label} must be at most ${max} characters`,
    invalidService: 'Please choose a service from the list',
    unknownJob: 'This position is no longer open',
    resumeRequired: 'Please attach your CV as a PDF',
    resumeNotPdf: 'Your CV must be a PDF file',
    resumeTooLarge: 'Your CV must be 5MB or smaller',
    fixErrors: 'Please correct the highlighted fields.',
    singleLine: (label: string) => `${label} must be on one line`,
    unsupportedCharacters: (label: string) => `${label} contains characters we cannot accept`,
    unavailable: 'We could not accept your submission right now. Please try again in a moment.',
    crossSite: 'This form can only be sent from our own website.',
    tooLarge: 'Request body is too large',
    unreadable: 'The form could not be read; please try again',
    oneFile: 'Attach exactly one file, in the Resume/CV field',
    tooManyFields: 'The form has too many or too long fields',
    wrongType: (types: string) => `Send the form as ${types}`,
  },
  startup: {
    rootMissing: 'Failed to find the root element',
  },
  errors: {
    serverTitle: 'Something went wrong',
    serverBody: 'An unexpected error occurred. Please try again in a moment.',
    tooManyRequests: 'Too many requests. Please wait a moment and try again.',
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
 * What the three forms show besides their messages: field labels,
 * placeholders, hints, option labels. The schemas know none of it (they
 * produce codes, shared/schemas/form-messages.ts turns them into sentences).
 */
const forms = {
  /** After a required field's label, for screen readers (the eye sees '*'). */
  requiredMark: '(required)',
  /** Between a label and its value ("Your reference: APP-..."); French puts a no-break space before the colon. */
  colon: ': ',
  /** Between the last two of a list ("application/json or ..."). */
  or: ' or ',
  /** The honeypot's label: people never see it, bots fill it. */
  honeypot: 'Leave this field empty',
  contact: {
    fields: {
      name: 'Full Name',
      email: 'Email',
      phone: 'Phone',
      company: 'Company',
      service: 'Service Interest',
      message: 'Your Message',
    },
    /** The service options' labels; the values sent (and mailed) stay English. */
    services: {
      'AI Agent Development': 'AI Agent Development',
      'Chatbot Solutions': 'Chatbot Solutions',
      'Voice Assistants': 'Voice Assistants',
      'Automation & RPA': 'Automation & RPA',
      'AI Consulting': 'AI Consulting',
      'Data Science & Analytics': 'Data Science & Analytics',
      'AI in Healthcare': 'AI in Healthcare',
      Other: 'Other',
    } satisfies Record<ServiceOption, string>,
  },
  apply: {
    fields: {
      jobId: 'Position',
      name: 'Full Name',
      email: 'Email',
      phone: 'Phone Number',
      linkedIn: 'LinkedIn',
      portfolio: 'Portfolio',
      resume: 'Resume/CV',
      coverLetter: 'Cover Letter',
    },
    /** How error messages name a field when not by its label. */
    errorNames: { linkedIn: 'Link', portfolio: 'Link' },
    resumeLabel: (label: string, maxMb: number) => `${label} (PDF only, max ${maxMb}MB)`,
    linkedInPlaceholder: 'linkedin.com/in/your-name',
    portfolioPlaceholder: 'https://',
    cancel: 'Cancel',
  },
  newsletter: {
    fields: { email: 'Email' },
    heading: 'Newsletter',
    blurb: 'Practical AI notes once a month. No spam.',
    placeholder: 'you@company.com',
    subscribe: 'Subscribe',
    popupTitle: 'Stay ahead with practical AI',
    popupBody: 'Get our monthly notes on AI agents, automation and data: real projects, no hype. Unsubscribe at any time.',
    popupEmailLabel: 'Email address',
    popupClose: 'Close newsletter sign-up',
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
  requiredBefore: 'Fields marked ',
  requiredHidden: 'with an asterisk',
  requiredAfter: ' are required.',
  applyNowFor: (title: string) => `: ${title}`,
  breadcrumb: 'Breadcrumb',
  errorCode: (status: number) => `Error ${status}`,
};

/** Dates and ages as an English page writes them (spec 9: US English long dates). */
const format = {
  date: formatDate,
  postedAgo,
};

export const en = { messages, labels, forms, common, format };
export default en;
