// The service page's strings in English, a chunk of their own: only the pages
// showing them download them (shared/generated/load/strings/<page>.ts). fr/service.ts has the same keys.
// Sentences that name a service or a group take the item, so a language can
// use the name as a sentence needs it (`inSentence`: 'les assistants vocaux').

/** A service or a group as a sentence names it. */
export interface Named {
  title: string;
  inSentence?: string;
}

const service = {
  overview: 'Overview',
  whatItDoes: ({ title }: Named) => `What ${title} does for your business`,
  processEyebrow: 'Our Process',
  processTitle: 'How we deliver, in four steps',
  impactEyebrow: 'Business Impact',
  impactTitle: 'The results you can expect',
  related: 'Related Services',
  allInGroup: (group: string) => `All ${group} services`,
  ctaTitle: ({ title }: Named) => `Ready to get started with ${title}?`,
  ctaLead: 'Book a free discovery call with our founders. We reply within one working day.',
  groupAt: (group: string, company: string) => `${group} at ${company}`,
  ourServices: (n: number) => (n === 1 ? 'Our service' : `Our ${n} services`),
  others: 'Explore our other services',
  talkAbout: ({ title }: Named) => `Let's talk about ${title}`,
  talkLead: 'Tell us what you want to achieve and we will suggest the right starting point.',
};

export default service;
