// Copy of /about (spec 2.3) and the three value cards of /careers (spec 2.7).
import type { IconName } from './schema';

export interface ValueCard {
  title: string;
  description: string;
  icon: IconName;
}

export interface AboutContent {
  heroTitle: string;
  heroLead: string;
  /** Our Story, one string per paragraph. */
  story: string[];
  mission: string;
  values: ValueCard[];
  ctaTitle: string;
  ctaText: string;
}

export const about: AboutContent = {
  heroTitle: 'About Chariot AI Labs',
  heroLead:
    'We are an AI and automation consultancy based in Buea, Cameroon, helping businesses in Africa and around the world turn AI into measurable results.',
  story: [
    'Chariot AI Labs was founded in Buea in 2018 by a small group of engineers who saw the same problem again and again: businesses in Cameroon and across Africa heard a lot about artificial intelligence, but very few could find a partner to build something useful, affordable and suited to local conditions.',
    'We started with chatbots and automation for local retailers and microfinance institutions, working on patchy connections, bilingual customers and limited budgets. Those constraints taught us to build lean, reliable systems that pay for themselves, and word spread. Today we have completed more than 200 projects for clients in over a dozen industries, from logistics and healthcare to agriculture and finance.',
    'Our team has grown to over 50 specialists in machine learning, data engineering, software development, design and responsible AI. We remain proudly based in Buea, serve SMEs and larger organisations across Africa, Europe and North America, and keep a 95% client satisfaction rate by staying with our clients long after launch.',
  ],
  mission:
    'Our mission is to make practical, responsible AI accessible to every business, whatever its size or location. We focus on real problems with measurable outcomes, build solutions that work in the conditions our clients actually face, and share our knowledge so that their teams grow more capable with every project.',
  values: [
    {
      title: 'Practical Innovation',
      description:
        'We use the latest AI where it creates value and simple tools where they do the job better. Every project starts from a business goal and ends with a measurable result.',
      icon: 'lightbulb',
    },
    {
      title: 'Responsible AI',
      description:
        'We build systems that are fair, transparent and secure, protect the data entrusted to us and keep people in control of the decisions that matter.',
      icon: 'shield',
    },
    {
      title: 'Lasting Partnership',
      description:
        'We work as an extension of your team, explain our choices in plain language and stay with you after launch to support, improve and scale what we build.',
      icon: 'users',
    },
  ],
  ctaTitle: 'Ready to put AI to work in your business?',
  ctaText:
    'Schedule a discovery call with our founders. We will listen to your goals, suggest where AI can make the biggest difference and outline the next steps.',
};

export const careerValues: ValueCard[] = [
  {
    title: 'Collaborative Culture',
    description:
      'Work in small, multidisciplinary teams where engineers, data scientists, designers and consultants share ideas openly and help each other succeed.',
    icon: 'users',
  },
  {
    title: 'Cutting-Edge Work',
    description:
      'Build AI agents, machine learning and automation systems that solve real problems for businesses across Africa and beyond, using modern tools and methods.',
    icon: 'rocket',
  },
  {
    title: 'Growth Opportunities',
    description:
      'Grow with a learning budget, mentoring from senior colleagues, time for research and clear paths into technical or leadership roles.',
    icon: 'graduation',
  },
];
