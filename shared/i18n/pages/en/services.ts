// The services page's strings in English, a chunk of their own: only the pages
// showing them download them (shared/generated/load/strings/<page>.ts). fr/services.ts has the same keys.
const services = {
  title: 'AI Services: Agents, Automation, Data & More',
  description:
    'Chariot AI Labs offers AI agents, automation, AI solutions, data services, marketing, healthcare AI, training and AI ethics services.',
  keywords: ['AI services', 'AI agents', 'automation', 'AI consulting', 'data services', 'AI training', 'AI ethics'],
  heroTitle: 'AI services that move your business forward',
  heroLead: (services: number, groups: number) =>
    `${services} services in ${groups} practice areas, from a first chatbot to company-wide automation, all designed, built and supported by one team in Buea.`,
  areas: 'Service areas',
  ctaTitle: 'Not sure where to start?',
  ctaLead: 'Book a free discovery call with our founders and we will help you find the service that fits.',
};

export default services;
