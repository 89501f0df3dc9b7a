// The five questions of the home page FAQ (spec 2.2), in the spec's order.
import type { FaqItem } from './schema';

export const faqHome: FaqItem[] = [
  {
    question: 'What types of AI solutions do you build?',
    answer:
      'We build AI agents, chatbots and voice assistants, automation and RPA, custom machine learning models, data analytics, AI for marketing and content, and healthcare AI. We also offer consulting, training, ongoing support and AI ethics and compliance services.',
  },
  {
    question: 'How long does a typical project take?',
    answer:
      'A typical project takes 2-4 months from discovery to launch. Smaller solutions can go live sooner, while larger enterprise programmes are delivered in phases, each with its own milestones.',
  },
  {
    question: 'How much do your services cost?',
    answer:
      'Projects range from $100 to $2000 or more, depending on scope and complexity. The initial consultation and workshop start at $100, and you receive a clear written quote before any development begins.',
  },
  {
    question: 'Do you provide ongoing support after launch?',
    answer:
      'Yes. Our support team is available Monday to Friday, 9:00 to 18:00 WAT, with response times from 1-4 hours for critical issues. We also offer 24/7 support options, monitoring, maintenance and regular model updates.',
  },
  {
    question: 'How do you keep our data secure?',
    answer:
      'We encrypt data in transit and at rest, restrict access to the people working on your project and sign a confidentiality agreement before receiving any data. Where possible, your data stays in your own systems.',
  },
];
