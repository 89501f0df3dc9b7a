// Content of the internal documentation page /demo-documentation (spec 2.12).
// The support e-mails and phone number are deliberately not here: the page
// renders them from `site` so they cannot drift from the footer and contact page.

export interface DocPageType {
  name: string;
  description: string;
}

export interface DocMainPage {
  name: string;
  path: string;
  description: string;
}

export interface DocServicePage {
  name: string;
  path: string;
}

export interface DocEditingGuide {
  title: string;
  steps: string[];
}

export interface DocColour {
  name: string;
  hex: string;
  use: string;
}

export interface Documentation {
  title: string;
  intro: string;
  pageTypes: DocPageType[];
  mainPages: DocMainPage[];
  servicePages: DocServicePage[];
  editing: DocEditingGuide[];
  architecture: string[];
  styling: { intro: string; colours: DocColour[]; notes: string[] };
  support: { intro: string };
}

export const documentation: Documentation = {
  title: 'Website Documentation',
  intro:
    'This internal guide explains how the website is organised, where its content lives and how to change it safely. It is written for the team members who maintain the site. The page is hidden from search engines (noindex) but is not password-protected, so it contains nothing confidential.',

  pageTypes: [
    {
      name: 'Landing page',
      description:
        'The home page: hero with the main call to action (schedule a discovery call), service cards, featured projects, testimonials, FAQ and newsletter sign-up.',
    },
    {
      name: 'Information pages',
      description:
        'Static pages about the company and how we work: About, FAQ and the legal pages. Their text lives in typed content modules.',
    },
    {
      name: 'Listing and detail pages',
      description:
        'The blog (list with search, sort, category and tag filters, plus one page per post at /blog/:id) and the projects portfolio (filters, search and pages of six).',
    },
    {
      name: 'Service pages',
      description:
        'One shared template (hero, four-step process, three business-impact cards and a four-question FAQ) filled from the services content. Some services answer on two paths; the second path points to the first as canonical.',
    },
    {
      name: 'Form pages',
      description:
        'Contact (enquiry form) and Careers (job list plus application form with a PDF CV). The newsletter form appears in a pop-up and on the home page.',
    },
    {
      name: 'Utility pages',
      description:
        'The not-found page for unknown paths (answered with HTTP 404) and this documentation page.',
    },
  ],

  mainPages: [
    {
      name: 'Home',
      path: '/',
      description: 'Landing page with services, featured projects, testimonials, FAQ and the newsletter. Also reachable at /home.',
    },
    {
      name: 'About',
      path: '/about',
      description: 'Company story since 2018, mission, values, key figures and the team.',
    },
    {
      name: 'Contact',
      path: '/contact',
      description: 'Enquiry form, address, phone, e-mail, office hours and the map of the Buea office.',
    },
    {
      name: 'Blog',
      path: '/blog',
      description: 'Articles with search, sorting, list or grid view, category and tag filters and a sidebar; each post at /blog/:id.',
    },
    {
      name: 'Projects',
      path: '/projects',
      description: 'Portfolio of client projects, filterable by category and industry, searchable, six per page.',
    },
    {
      name: 'FAQ',
      path: '/faq',
      description: 'Frequently asked questions with a search box and one-at-a-time accordions.',
    },
    {
      name: 'Careers',
      path: '/careers',
      description: 'Open roles with their details and the application form (PDF CV up to 5 MB).',
    },
    {
      name: 'Privacy',
      path: '/privacy-policy',
      description: 'Privacy policy in ten numbered sections.',
    },
    {
      name: 'Terms',
      path: '/terms-of-service',
      description: 'Terms of service in fifteen numbered sections.',
    },
  ],

  servicePages: [
    { name: 'AI Agent Development', path: '/services/ai-agent-development' },
    { name: 'Chatbot Solutions', path: '/services/chatbot-solutions' },
    { name: 'Voice Assistants', path: '/services/voice-assistants' },
    { name: 'Robotic Process Automation (RPA)', path: '/services/automation/rpa' },
    { name: 'AI Consulting', path: '/services/ai-solutions/consulting' },
    { name: 'Data Science', path: '/services/data-services/data-science' },
    { name: 'AI in Healthcare', path: '/services/healthcare/ai-healthcare' },
    { name: 'Ongoing Support & Maintenance', path: '/services/training/support' },
    { name: 'AI Ethics & Compliance', path: '/services/ethics/compliance' },
  ],

  editing: [
    {
      title: 'How content is organised',
      steps: [
        'All site content is typed data in shared/content/*.ts: company facts in site.ts, plus the modules for services, projects, blog posts, jobs, FAQ, testimonials, team, legal pages and this guide. There is no database or CMS.',
        'The shape of each kind of content is a zod schema in shared/content/schema.ts. The unit tests parse every content module with these schemas, so a missing field, a wrong category or a badly formatted date fails the tests instead of breaking a page.',
        'Company facts (e-mail addresses, phone number, address, opening hours, key figures) are written once in shared/content/site.ts. Pages, the footer and the legal texts read them from there, so change them only in that file.',
        'Images go under public/images and are referred to as /images/... paths, always with a short alternative text (imageAlt).',
      ],
    },
    {
      title: 'Add a blog post',
      steps: [
        'Open the blog content module in shared/content and add an entry at the end of the list.',
        'Give it the next unused numeric id; the post will be served at /blog/{id}.',
        'Fill in title, excerpt, author (name, role, avatar), date as YYYY-MM-DD, readTime in minutes, a category from the fixed list (AI Strategy, AI Ethics, ML Engineering, Computer Vision, NLP, AI Research, Edge Computing), at least three tags, an image and its alternative text.',
        'Write the content as simple HTML using only p, h2, h3, ul, ol, li, strong, em, blockquote, a and code. The blog list, search, categories, tags, recent and related posts update automatically through the lookups in shared/blog.ts.',
      ],
    },
    {
      title: 'Add a project',
      steps: [
        'Open the projects content module in shared/content and add an entry with the next unused id and a unique kebab-case slug.',
        'Choose the category and industry from the fixed lists in shared/content/schema.ts; add a new value there first only if none fits.',
        'Fill in client, description, challenge, solution and results, at least three technologies, an image under /images and its alternative text.',
        'The projects page picks the entry up automatically, including filters, search and pagination.',
      ],
    },
    {
      title: 'Add a job',
      steps: [
        'Open the jobs content module in shared/content and add an entry with a unique kebab-case id.',
        'Set the department (Engineering, Product, Data Science or Legal & Compliance), location, locationType (Hybrid or Remote), type Full-time, experience and the salary range written like $110,000-$140,000.',
        'Set postedDate and validThrough as YYYY-MM-DD, and write at least four responsibilities, four requirements and three benefits.',
        'To close a role, remove its entry: the Careers page and the application form stop offering it.',
      ],
    },
    {
      title: 'Add a service page',
      steps: [
        'Open the services content module in shared/content and add an entry with its slug, its group, the canonical path and any alias paths.',
        'Fill in title, navigation label, tagline, icon and brand colour, the page title and a description of 50 to 170 characters for search engines, and the intro.',
        'Write exactly four process steps, exactly three business-impact cards of three to five bullets each, and exactly four FAQ entries.',
        'The route table in client/routes.tsx serves every service path and alias with the shared service template, so no new component is needed; check the page in the browser and in the Services menu.',
      ],
    },
    {
      title: 'Check your change',
      steps: [
        'Run npm test: it validates all content against the schemas and runs the unit and API tests.',
        'Run npm run typecheck and npm run lint, or npm run validate to run every check at once.',
        'Start the site with npm run dev and look at the pages you changed, on a phone-sized window as well as on desktop.',
        'Open a pull request only when every check passes.',
      ],
    },
  ],

  architecture: [
    'An Express 5 server renders every page with React 19 and streams the HTML to the browser as it is produced, so pages show their content before any JavaScript runs. The browser then hydrates the same React tree and takes over navigation.',
    'There is one route table, in client/routes.tsx, used by both the server and the browser entries. The server matches a request against it before sending the first byte, so unknown paths and unknown blog ids are answered with a real 404 status, and page titles and descriptions are written into the head from the same table.',
    'The blog lookups (list, find by id, related posts, tags, search, filters by category and tag, recent posts and top categories) are pure functions in shared/blog.ts, used by the blog pages and the sidebar.',
    'Content types are zod schemas in shared/content/schema.ts; the TypeScript types of all content modules are inferred from them, so the data, the types and the tests cannot disagree.',
    'Each form (contact, newsletter and job application) has one zod schema in shared/schemas. The browser uses it to show errors next to the fields, and the server uses the same schema as the final authority, answering 400 with the field errors when a request is invalid. Job applications accept one PDF CV of up to 5 MB, checked by size and by the file\'s first bytes.',
    'Accepted form submissions become e-mail messages that are written to a durable outbox before the visitor gets a success answer, then delivered by the configured transport: log-only by default, or real sending through SMTP. A message that fails to send stays in the outbox and is retried, so no enquiry or application is lost.',
  ],

  styling: {
    intro:
      'The site uses Bootstrap 5.3 from its Sass sources (only the parts it needs), with a theme in client/styles that sets the brand colours below. Use the theme variables and Bootstrap utility classes rather than writing colours by hand.',
    colours: [
      {
        name: 'Purple',
        hex: '#6f42c1',
        use: 'Primary brand colour: buttons, links, headings accents and hero backgrounds. White text on it passes WCAG AA (6.5:1).',
      },
      {
        name: 'Cyan',
        hex: '#0dcaf0',
        use: 'Accent for backgrounds, icons, borders and gradients only. Too light for text on white (2:1); put dark text (#212529) on it instead.',
      },
      {
        name: 'Cyan (text)',
        hex: '#087990',
        use: 'Darker cyan for text and links on light backgrounds (5.1:1 on white).',
      },
      {
        name: 'Indigo',
        hex: '#4f46e5',
        use: 'Secondary brand colour: gradients with purple, highlights and secondary buttons. White text on it passes WCAG AA (6.3:1).',
      },
      {
        name: 'Orange',
        hex: '#f97316',
        use: 'Attention colour for badges, highlights and call-to-action accents. Use dark text on it (5.5:1 with #212529), never white text (2.8:1).',
      },
      {
        name: 'Orange (text)',
        hex: '#c2410c',
        use: 'Darker orange for text and icons that carry meaning on light backgrounds (5.2:1 on white).',
      },
    ],
    notes: [
      'Every text colour must reach a contrast ratio of at least 4.5:1 with its background (3:1 for large text); the automated accessibility tests in the end-to-end suite check for it.',
      'Cyan and orange are decoration colours; when they carry text, use their darker text variants.',
      'Keep focus outlines visible on links, buttons and form fields; never remove them without a visible replacement.',
      'The fade-in on scroll must respect the visitor\'s reduced-motion setting: content appears at once, without animation.',
      'Bootstrap\'s CSS is loaded through a link in index.html; Bootstrap\'s own JavaScript is not loaded. Menus and accordions are native <details> elements that work without JavaScript; react-bootstrap provides only the toasts and the newsletter dialog.',
    ],
  },

  support: {
    intro:
      'For questions about the website, this guide or a change you are unsure of, contact the team through the details below during office hours. Please include the page address and, for a problem, what you did and what you saw.',
  },
};
