// Company facts in one typed place. Values here are placeholders for the
// owner to replace (example.com mailboxes, a 237 test number); they are
// configuration, not code. The server's delivery mailboxes are separate
// (server/config.ts) so ops can change where mail goes without a rebuild.

export const site = {
  name: 'Chariot AI Labs',
  shortName: 'Chariot AI',
  legalName: 'Chariot AI Labs SARL',
  tagline: 'AI agents, automation and data services from Buea to the world',
  blurb:
    'Chariot AI Labs designs, builds and runs practical AI for businesses: agents, chatbots, automation and data products that pay for themselves. Based in Buea, working across Africa and beyond since 2018.',
  foundedYear: 2018,
  /** E.164 for tel: and messaging links; `phoneDisplay` for people. */
  phone: '+237670000000',
  phoneDisplay: '+237 670 000 000',
  emailInfo: 'info@example.com',
  emailSupport: 'support@example.com',
  address: {
    street: 'Molyko, Great Soppo Road',
    locality: 'Buea',
    region: 'South-West Region',
    country: 'Cameroon',
    countryCode: 'CM',
    postalCode: '',
  },
  geo: { latitude: 4.1527, longitude: 9.241 },
  hours: 'Mon-Fri 9:00 AM to 6:00 PM WAT',
  social: [
    { network: 'LinkedIn', url: 'https://www.linkedin.com/company/example' },
    { network: 'X', url: 'https://x.com/example' },
    { network: 'Facebook', url: 'https://www.facebook.com/example' },
    { network: 'GitHub', url: 'https://github.com/example' },
  ],
  /** The map frame of the contact page (loaded lazily, only there). */
  mapEmbedUrl:
    'https://www.openstreetmap.org/export/embed.html?bbox=9.2210%2C4.1400%2C9.2610%2C4.1650&layer=mapnik&marker=4.1527%2C9.2410',
  mapLinkUrl: 'https://www.openstreetmap.org/?mlat=4.1527&mlon=9.2410#map=15/4.1527/9.2410',
  stats: {
    satisfaction: '95%',
    projects: '200+',
    experts: '50+',
    specialists: '50+',
  },
  workshopPrice: '$8,000',
} as const;

export type SocialNetwork = (typeof site.social)[number]['network'];

/** Messaging-app conversation with the company number (spec 1, 2.15). */
export const chatUrl = `https://wa.me/${site.phone.replace(/\D/g, '')}`;

export const telHref = `tel:${site.phone}`;
