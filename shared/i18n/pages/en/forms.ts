// The contact and application forms' strings in English: their fields,
// options and states, the sentences their validation codes become, and the
// server's refusals of a post. A chunk of their own: only the pages that
// show those forms (contact, careers) download them
// (shared/generated/load/strings/forms.ts), not every page with the core
// dictionary; the newsletter's strings are in the dictionary (its form is
// in every footer). The paths are the dictionary's
// (messages.contact, forms.apply, ...): withForms() (shared/i18n/form-words.ts)
// lays them over it for the forms, shared/schemas/form-messages.ts and the
// server. fr/forms.ts has the same keys.
import type { ServiceOption } from '../../../schemas/contact-fields';
import { wholeNumber } from '../../counts';

const messages = {
  contact: {
    failure: 'There was a problem sending your message. Please try again.',
    success: "Message sent successfully! We'll get back to you soon.",
    submitting: 'Processing...',
    sent: 'Message Sent',
    submit: 'Send Message',
    consentBefore:
      'By submitting this form, you agree to be contacted by our team about your request and acknowledge that you have read our ',
    consentLink: 'Privacy Policy',
    consentAfter: '.',
    /** The lasting confirmation's heading, above the reference. */
    confirmationTitle: 'Your message has been sent',
  },
  application: {
    successTitle: 'Application submitted',
    successDescription: "Thanks for your application! We'll be in touch soon.",
    referenceLabel: 'Your reference',
    failure: 'There was a problem submitting your application. Please try again.',
    submit: 'Submit Application',
    submitting: 'Submitting...',
  },
  forms: {
    required: (label: string) => `${label} is required`,
    invalidEmail: 'Please enter a valid email address',
    emailNotAscii:
      'We cannot write to an address with accents or non-Latin letters before the @. Please enter another address.',
    invalidPhone: 'Please enter a valid phone number; for a number outside Cameroon, start with + and the country code',
    invalidUrl: 'Please enter a web address, such as linkedin.com/in/your-name',
    tooLong: (label: string, max: number) => `${label} must be at most ${wholeNumber('en', max)} characters`,
    invalidService: 'Please choose a service from the list',
    unknownJob: 'This position is no longer open',
    resumeRequired: 'Please attach your CV as a PDF',
    resumeNotPdf: 'Your CV must be a PDF file',
    resumeActiveContent:
      'Your CV contains active content (scripts, launch actions or attached files), which we do not accept. Please export it again as a plain PDF (for example with “Save as PDF” or “Print to PDF”) and attach that file.',
    resumeProtected:
      'Your CV is password-protected. Please export it again as a plain PDF without a password and attach that file.',
    resumeTooComplex:
      'Your CV is too complex for us to check. Please export it again as a plain PDF (for example with “Save as PDF” or “Print to PDF”) and attach that file.',
    resumeTooLarge: 'Your CV must be 5MB or smaller',
    fixErrors: 'Please correct the highlighted fields.',
    singleLine: (label: string) => `${label} must be on one line`,
    unsupportedCharacters: (label: string) => `${label} contains characters we cannot accept`,
    unavailable: 'We could not accept your submission right now. Please try again in a moment.',
    crossSite: 'This form can only be sent from our own website.',
    crossSiteHelp: 'Nothing was sent. Please open the form on our website and send it from there.',
    openForm: 'Open the form',
    tooLarge: 'Request body is too large',
    unreadable: 'The form could not be read; please try again',
    oneFile: 'Attach exactly one file, in the Resume/CV field',
    resumeAgain: 'Please choose your CV again: a file cannot be kept from one try to the next',
    uploadTooSlow:
      'Your CV was arriving too slowly and the upload was stopped. Please check your connection and try again.',
    uploadInProgress:
      'Another upload from your connection is still in progress. Please wait for it to finish, then try again.',
    tooManyFields: 'The form has too many or too long fields',
    wrongType: (types: string) => `Send the form as ${types}`,
    /** A send that failed in the browser: the form and its text stay, and say so. */
    sendOffline:
      'You seem to be offline, so nothing was sent. Everything you typed is still here: send it again once you are connected.',
    sendTimeout: 'Sending took too long and was stopped. Everything you typed is still here: please try again.',
    sendServer:
      'Our server could not take your submission just now. Everything you typed is still here: please try again in a moment.',
    /** Beside a reference in the lasting confirmation. */
    keepReference: 'Keep this reference if you write to us about it.',
  },
};

const forms = {
  /** After a required field's label, for screen readers (the eye sees '*'). */
  requiredMark: '(required)',
  /** Between a label and its value ("Your reference: APP-..."); French puts a no-break space before the colon. */
  colon: ': ',
  /** Between the last two of a list ("application/json or ..."). */
  or: ' or ',
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
    /** An application that arrives after its job closed: nothing was sent, and the form keeps the text. */
    closedNotSent:
      'This position closed before your application arrived, so it was not sent. Your text is still in the form: copy it to keep it.',
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
};

/** The note above the forms: "Fields marked * are required." */
const common = {
  requiredBefore: 'Fields marked ',
  requiredHidden: 'with an asterisk',
  requiredAfter: ' are required.',
};

const formStrings = { messages, forms, common };

export default formStrings;
