// Copy of the home page (spec 2.2): hero, the concept-to-scale section with
// its two case-study banners, and the five-step process.
import { site } from './site';

export interface TitledText {
  title: string;
  description: string;
}

export interface CaseStudyBanner {
  title: string;
  summary: string;
  /** The headline result, shown large on the banner. */
  metric: string;
  /** A project page, /projects/<slug>. */
  href: string;
}

export interface ConceptToScale {
  title: string;
  intro: string;
  phases: TitledText[];
  caseStudies: CaseStudyBanner[];
}

export const hero = {
  eyebrow: 'AI and automation consultancy in Buea, Cameroon',
  title: 'Practical AI that works for your business',
  lead: 'We design, build and run AI agents, chatbots, automation and data solutions for SMEs in Africa and around the world. Clear goals, measurable results and a team that stays with you after launch.',
};

export const conceptToScale: ConceptToScale = {
  title: 'One partner from first idea to full-scale rollout',
  intro:
    'Whether you are testing your first AI idea or rolling out a solution across several countries, we take you from a clear business case to a system your customers and staff use every day.',
  phases: [
    {
      title: 'Discovery',
      description:
        'We map your goals, processes and data, and identify the use cases with the best return for the effort.',
    },
    {
      title: 'Strategy & Design',
      description:
        'We agree the solution, success metrics, architecture and user experience, with a roadmap and a fixed quote.',
    },
    {
      title: 'Development',
      description:
        'We build in short iterations with regular demos, testing models and integrations on your real data.',
    },
    {
      title: 'Launch',
      description:
        'We deploy securely, train your team and monitor performance closely during the first weeks in production.',
    },
    {
      title: 'Marketing',
      description:
        'We help you announce the solution to customers and staff, drive adoption and measure the results.',
    },
  ],
  caseStudies: [
    {
      title: 'Smarter recommendations for a Douala online marketplace',
      summary:
        'A real-time recommendation engine across 38,000 products, delivered without slowing the site, now drives 22% of online revenue.',
      metric: '+18% average order value',
      href: '/projects/ecommerce-ai',
    },
    {
      title: 'Real-time mobile money fraud detection',
      summary:
        'A machine learning model scores about 450,000 transactions a day in under 80 ms and explains every alert to analysts.',
      metric: '43% lower fraud losses',
      href: '/projects/fraud-detection',
    },
  ],
};

export const processSteps: TitledText[] = [
  {
    title: 'Discovery',
    description: `We begin with a discovery call, then an in-depth discovery workshop for ${site.workshopPrice} in which we review your processes and data, prioritise use cases and estimate their return.`,
  },
  {
    title: 'Strategy',
    description:
      'We turn the findings into a clear plan: the solution, success metrics, architecture, timeline and a fixed quote.',
  },
  {
    title: 'Development',
    description:
      'Our engineers build and test the solution in short sprints, with a demo every two weeks so you can steer the work.',
  },
  {
    title: 'Go Live',
    description:
      'We deploy to production, integrate with your systems, train your team and monitor performance closely.',
  },
  {
    title: 'Marketing',
    description:
      'We help you launch the solution to your customers and staff, drive adoption and report on the results.',
  },
];
