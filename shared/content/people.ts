// Testimonials (home page, spec 2.2 section 7) and the leadership team
// (/about, spec 2.3). All names and companies are fictional.
import type { TeamMember, Testimonial } from './schema';

export const testimonials: Testimonial[] = [
  {
    id: 1,
    name: 'Samuel Ekwalla',
    position: 'Operations Director',
    company: 'Wouri Freight Services',
    avatar: '/images/people/samuel-ekwalla.svg',
    content:
      'Chariot AI Labs rebuilt our delivery planning around real Douala traffic, not textbook maps. Our dispatchers now plan the day in minutes, on-time deliveries are up sharply and fuel costs are down. They explained every step in plain language and trained our team to run the system themselves.',
    stars: 5,
  },
  {
    id: 2,
    name: 'Aïcha Bello',
    position: 'Head of Risk',
    company: 'Mungo Valley Microfinance',
    avatar: '/images/people/aicha-bello.svg',
    content:
      'We needed to stop mobile money fraud without blocking honest customers. The team delivered a model our analysts actually trust, because every alert comes with its reasons. Losses fell within the first quarter, and they still review the model with us every month.',
    stars: 5,
  },
  {
    id: 3,
    name: 'Grace Nkeng',
    position: 'Medical Director',
    company: 'Fako Health Partners',
    avatar: '/images/people/grace-nkeng.svg',
    content:
      'The remote monitoring platform has changed how our nurses follow patients in rural areas. The project took a few weeks longer than planned because of device supply issues, but the team kept us informed and the result was worth it: we now act on warning signs days earlier.',
    stars: 4,
  },
  {
    id: 4,
    name: 'Daniel Whitmore',
    position: 'Managing Director',
    company: 'Harbourline Home Goods',
    avatar: '/images/people/daniel-whitmore.svg',
    content:
      'We are a small UK retailer and worried that AI would be out of our league. Chariot AI Labs started with a short, affordable consultation, then built a customer service assistant and product recommendations that paid for themselves in under a year. Working across time zones was never a problem.',
    stars: 5,
  },
];

export const team: TeamMember[] = [
  {
    name: 'Ernest Ndifor',
    position: 'CEO & Co-founder',
    image: '/images/people/ernest-ndifor.svg',
    bio: "Ernest co-founded Chariot AI Labs in Buea in 2018 after a decade building software for banks and telecom operators across Central Africa. He leads company strategy and client partnerships, and still runs many of our discovery calls himself. He holds a master's degree in computer engineering and mentors young founders in the Buea tech community.",
  },
  {
    name: 'Brenda Ashu',
    position: 'CTO & Co-founder',
    image: '/images/people/brenda-ashu.svg',
    bio: 'Brenda leads engineering and sets the technical standards behind every system we ship, from chatbots to edge computer vision. Before co-founding the company she worked as a machine learning engineer on speech and language products for international clients. She is passionate about building AI that works on low bandwidth and low-cost devices.',
  },
  {
    name: 'Joseph Eyong',
    position: 'Head of Data Science',
    image: '/images/people/joseph-eyong.svg',
    bio: 'Joseph heads our data science practice and oversees the modelling work on forecasting, fraud detection and healthcare projects. He holds a PhD in applied statistics and spent several years in public health research before joining us. He also leads our internal reviews of model fairness and data quality.',
  },
  {
    name: 'Mireille Ngo Bassa',
    position: 'Head of Client Delivery',
    image: '/images/people/mireille-ngo-bassa.svg',
    bio: 'Mireille makes sure every project is delivered on time, on budget and with measurable results. She manages our delivery leads and support team, and is the person clients call when priorities change. She brings over twelve years of programme management experience in consulting and logistics.',
  },
];
