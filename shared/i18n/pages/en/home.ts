// The home page's strings in English, a chunk of their own: only the pages
// showing them download them (shared/generated/load/strings/<page>.ts). fr/home.ts has the same keys.
const home = {
  title: 'AI Agents, Automation & Data Services in Buea',
  description:
    'Based in Buea since 2018, Chariot AI Labs has delivered 200+ projects in AI agents, chatbots, automation and data services, with 95% client satisfaction.',
  statExperts: 'AI experts',
  servicesEyebrow: 'What we do',
  servicesLead:
    'From a first chatbot to a company-wide automation programme, we design, build and support AI that fits the way your team already works.',
  servicesTitle: 'AI services that move the numbers',
  scaleEyebrow: 'From concept to scale',
  processEyebrow: 'How we work',
  processTitle: 'Five steps from first call to measurable results',
  projectsEyebrow: 'Featured work',
  projectsTitle: 'Projects our clients measure in results',
  testimonialsEyebrow: 'Testimonials',
  testimonialsTitle: 'What our clients say',
  ctaTitle: 'Ready to put AI to work?',
};

export default home;
