// FAQ content: the 15 questions of /faq (spec 2.5), the 4 fixed questions of
// /contact (spec 2.4) and the 5 questions of the home page (spec 2.2). The
// timelines, prices, support hours and ROI figures are those of spec 9.
import type { FaqItem } from './schema';

export const faqPage: FaqItem[] = [
  {
    question: 'What AI services does Chariot AI Labs offer?',
    answer:
      'We design, build and run practical AI for businesses: AI agents, chatbots and voice assistants, intelligent customer support, personalization engines, process automation and RPA, system integration, AI consulting, custom machine learning, data science and analytics, AI for marketing and content, healthcare AI, training and ongoing support, and AI ethics and compliance. Most clients start with one focused use case and expand once it delivers results.',
  },
  {
    question: 'How does a project with you work?',
    answer:
      'Every project follows five steps. Discovery, where we learn your goals, processes and data; Strategy, where we agree the solution, success metrics and plan; Development, where we build and test in short iterations with regular demos; Go Live, where we deploy, train your team and monitor closely; and Marketing, where we help you roll the solution out to customers and staff and measure adoption.',
  },
  {
    question: 'How long does it take to implement an AI solution?',
    answer:
      'Simple solutions, such as a chatbot for frequently asked questions or the automation of a single process, usually take 4-8 weeks from kickoff to launch. Enterprise solutions that involve several systems, custom models or multiple departments typically take 3-6 months. We agree a detailed timeline with milestones at the end of the strategy phase.',
  },
  {
    question: 'How much does an AI project cost?',
    answer:
      'Projects range from $100 to $2000 or more, depending on scope, complexity, integrations and the level of ongoing support you need. The initial consultation and workshop start at $100. You always receive a written quote with a clear scope before any development begins, with no hidden fees.',
  },
  {
    question: 'How do we get started?',
    answer:
      'Schedule a discovery call with our founders through the contact page, or call or e-mail us. In the call we discuss your goals and challenges, and within a few working days we send you a short proposal with recommended next steps, a timeline and a quote.',
  },
  {
    question: 'How do you keep our data secure?',
    answer:
      'We encrypt data in transit and at rest, restrict access to the people working on your project, and sign a confidentiality agreement before we receive any data. Where possible we work in your own cloud or servers, anonymise personal data, and follow recognised data protection principles such as those of the GDPR. Data is returned or deleted at the end of the engagement, as agreed in your contract.',
  },
  {
    question: 'What support do you provide after launch?',
    answer:
      'Our support team is available Monday to Friday, 9:00 to 18:00 WAT. We respond to critical issues within 1-4 hours, high-priority issues within 8 hours and standard requests within 24 hours. For systems that must run around the clock, we offer 24/7 support options, along with monitoring, maintenance, model retraining and improvements as your needs evolve.',
  },
  {
    question: 'When can we expect a return on our investment?',
    answer:
      'Most clients see a return on investment within 6-12 months. Automation and customer support projects often pay back at the faster end of that range through time saved, while predictive and custom AI projects build value as models learn from more data. We define measurable success metrics at the start and report against them after launch.',
  },
  {
    question: 'Which industries do you work with?',
    answer:
      'We have delivered projects in e-commerce and retail, finance and microfinance, healthcare, logistics, manufacturing, energy, agriculture, telecommunications, media and marketing, education, legal services, aviation, human resources and the public sector. Our methods carry across industries, and we pair every project with people who know the sector.',
  },
  {
    question: 'Can your solutions integrate with our existing systems?',
    answer:
      'Yes. We connect AI solutions to the tools you already use, including CRM and ERP systems, accounting and point-of-sale software, websites, e-commerce platforms, messaging apps, mobile money services and databases. We use standard APIs where they exist and build secure connectors where they do not, so your team does not need to change the way it works.',
  },
  {
    question: 'Do you train our team to use and maintain the solution?',
    answer:
      'Yes. Every project includes hands-on training for the people who will use the solution, and technical handover for your IT team if you have one. We also run workshops on AI fundamentals, prompt writing, data literacy and responsible AI, on site or online, for teams of any size.',
  },
  {
    question: 'Which languages do your chatbots and voice assistants support?',
    answer:
      'Our assistants work in English and French as standard, including mixed-language conversations common in Cameroon. We can add other languages, such as Spanish, Portuguese, Arabic or Swahili, and we adapt speech recognition to local accents so that voice solutions understand your customers.',
  },
  {
    question: 'Do we need in-house AI expertise or a lot of data to start?',
    answer:
      'No. Many of our clients have no data scientists or AI engineers. We handle the technical work, assess what data you already have, and recommend solutions that fit it, from ready-made language models that need little data to custom models trained on your history. We also help you start collecting the right data for later phases.',
  },
  {
    question: 'How do you make sure your AI is fair and used responsibly?',
    answer:
      'Responsible AI is part of every project, not an add-on. We assess ethical and regulatory risks early, test models for bias, explain how decisions are made, and keep people in control of important decisions. For organisations with specific obligations, our AI Ethics & Compliance service covers frameworks such as the GDPR and the EU AI Act.',
  },
  {
    question: 'Do you work with clients outside Cameroon?',
    answer:
      'Yes. We are based in Buea and work with SMEs across Africa, Europe and North America. Most of our collaboration happens online, with workshops and key milestones on site when useful, and our working hours in West Africa Time overlap well with both Europe and the rest of Africa.',
  },
];

export const faqContact: FaqItem[] = [
  {
    question: 'How long does it take to implement an AI solution?',
    answer:
      'Simple solutions, such as a chatbot or the automation of a single workflow, typically take 4-6 weeks. Enterprise solutions with several integrations or custom models usually take 3-6 months. We share a detailed timeline with milestones after the discovery phase.',
  },
  {
    question: 'Do we need technical expertise to work with you?',
    answer:
      'No. We handle the design, development and deployment, and explain everything in plain language. We train your team to use the solution and provide ongoing support, so you can focus on running your business.',
  },
  {
    question: 'How do you protect the privacy of our data?',
    answer:
      'We sign a confidentiality agreement before receiving any data, encrypt data in transit and at rest, and limit access to the people working on your project. Personal data is anonymised wherever possible and returned or deleted at the end of the engagement.',
  },
  {
    question: 'What return on investment can we expect?',
    answer:
      'Most clients see a return on investment within 6-12 months, through lower operating costs, time saved and new revenue. We agree measurable success metrics at the start of every project and report on them after launch.',
  },
];

// The home page's five live in their own module, so the home page does not
// ship the other nineteen.
export { faqHome } from './faq-home';
