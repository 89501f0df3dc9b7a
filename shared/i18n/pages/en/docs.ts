// The docs page's strings in English, a chunk of their own: only the pages
// showing them download them (shared/generated/load/strings/<page>.ts). fr/docs.ts has the same keys.
const docs = {
  description:
    'This internal guide explains the Chariot AI Labs website: page types, main and service pages, editing content, the architecture and the styling guide.',
  eyebrow: 'Internal guide',
  onThisPage: 'On this page',
  sections: {
    'page-types': 'Page types',
    'main-pages': 'Main pages',
    'service-pages': 'Service pages',
    editing: 'Editing content',
    architecture: 'Architecture',
    styling: 'Styling guide',
    support: 'Support',
  },
  servicePagesIntro: (n: number) =>
    `${n} service pages share one template. Each is listed with the address it is served at:`,
  brandColours: 'Brand colours',
  rules: 'Rules to keep',
  supportEmail: 'Support e-mail',
  generalInquiries: 'General inquiries',
  phone: 'Phone',
};

export default docs;
