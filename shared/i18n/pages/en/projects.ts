// The projects page's strings in English, a chunk of their own: only the pages
// showing them download them (shared/generated/load/strings/<page>.ts). fr/projects.ts has the same keys.
import { plural } from '../../counts';
const projects = {
  title: 'AI Projects & Case Studies',
  titlePage: (page: number) => `AI Projects & Case Studies (page ${page})`,
  description:
    'Explore 20 AI projects we delivered for businesses across Cameroon and Central Africa, from chatbots and computer vision to forecasting and automation.',
  keywords: ['AI projects', 'AI case studies', 'machine learning portfolio', 'Cameroon AI consultancy'],
  eyebrow: 'Our work',
  lead: 'Twenty projects across finance, healthcare, agriculture, manufacturing and more. Search or filter to find work like yours, then open the details to see the challenge, our solution and the results.',
  browse: 'Browse projects',
  searchLabel: 'Search projects',
  searchPlaceholder: 'Search by title, client, technology…',
  // What the search looks through, said under its field.
  scope: {
    all: 'Searches all projects.',
    within: (filters: string) => `Searches only the projects filtered by ${filters}.`,
    searchAll: 'Search all projects',
    searchAllFor: (text: string) => `Search all projects for “${text}”`,
  },
  selected: ' selected',
  filteredBy: 'Filtered by:',
  pageOf: (page: number, count: number) => `(page ${page} of ${count})`,
  pagesLabel: 'Projects pages',
  ctaTitle: 'Have a project like these in mind?',
  ctaLead: 'Tell us about your goals and we will show you what AI can do for your business.',
  category: 'Category',
  industry: 'Industry',
  chipSelected: ' (selected)',
  categoryHidden: 'Category: ',
  industryHidden: 'Industry: ',
  client: 'Client:',
  challenge: 'The Challenge',
  solution: 'Our Solution',
  results: 'Results',
  technologies: 'Technologies',
  // The spec's messages of these pages.
  messages: {
    empty: 'No projects found matching your filters.',
    clearAll: 'Clear all filters',
    clearAllLink: 'Clear All Filters',
    count: (n: number) => `${n} ${plural('en', n, 'project', 'projects')} found`,
    showFilters: 'Show Filters',
    hideFilters: 'Hide Filters',
    viewDetails: 'View Details',
    hideDetails: 'Hide Details',
  },
};

export default projects;
