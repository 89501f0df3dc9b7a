// The application form's labels, without zod (see contact-fields.ts).
export const applicationLabels = {
  name: 'Full Name',
  email: 'Email',
  phone: 'Phone Number',
  linkedIn: 'LinkedIn',
  portfolio: 'Portfolio',
  resume: 'Resume/CV',
  coverLetter: 'Cover Letter',
} as const;
