// The project page's strings in English, a chunk of their own: only the pages
// showing them download them (shared/generated/load/strings/<page>.ts). fr/project.ts has the same keys.
const project = {
  keyword: 'AI case study',
  eyebrow: 'Case study',
  client: 'Client',
  overview: 'Overview',
  similar: 'Facing a similar challenge?',
  similarText: 'We start every engagement with a free discovery call to understand your goals and data.',
  allProjects: 'All projects',
  related: 'Related projects',
  ctaTitle: "Let's build your success story",
  backToAll: 'Back to all projects',
};

export default project;
