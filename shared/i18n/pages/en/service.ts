// The service page's strings in English, a chunk of their own: only the pages
// showing them download them (client/strings/<page>.ts). fr/service.ts has the same keys.
const service = {
  overview: 'Overview',
  whatItDoes: (title: string) => `What ${title} does for your business`,
  processEyebrow: 'Our Process',
  processTitle: 'How we deliver, in four steps',
  impactEyebrow: 'Business Impact',
  impactTitle: 'The results you can expect',
  related: 'Related Services',
  allInGroup: (group: string) => `All ${group} services`,
  ctaTitle: (title: string) => `Ready to get started with ${title}?`,
  ctaLead: 'Book a free discovery call with our founders. We reply within one working day.',
  groupAt: (group: string, company: string) => `${group} at ${company}`,
  ourServices: (n: number) => (n === 1 ? 'Our service' : `Our ${n} services`),
  others: 'Explore our other services',
  talkAbout: (group: string) => `Let's talk about ${group}`,
  talkLead: 'Tell us what you want to achieve and we will suggest the right starting point.',
};

export default service;
