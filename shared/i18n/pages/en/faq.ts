// The faq page's strings in English, a chunk of their own: only the pages
// showing them download them (shared/generated/load/strings/<page>.ts). fr/faq.ts has the same keys.
const faq = {
  title: 'Frequently Asked Questions',
  description:
    'Find answers about our AI services, project timelines, pricing, data security, support hours and ROI, or ask our Buea team your own question.',
  keywords: ['AI consultancy FAQ', 'AI project cost', 'AI implementation timeline', 'Chariot AI Labs'],
  eyebrow: 'Help centre',
  lead: 'Straight answers about how we work, what AI projects cost, how long they take and how we keep your data safe.',
  listTitle: 'Questions and answers',
  searchLabel: 'Search the questions',
  searchPlaceholder: 'Try “pricing”, “security”, “support” or “ROI”',
  showing: (shown: number, total: number) => `Showing ${shown} of ${total} questions`,
  emptyHint: 'Check the spelling, try a shorter word, or ask us directly: we are happy to help.',
  ctaTitle: 'Still have a question?',
  ctaLead: 'Our team answers every message within one working day.',
};

export default faq;
