// The contact page's strings in English, a chunk of their own: only the pages
// showing them download them (shared/generated/load/strings/<page>.ts). fr/contact.ts has the same keys.
const contact = {
  title: 'Contact Us',
  description:
    'Talk to Chariot AI Labs in Buea about AI agents, chatbots, automation or data projects. Send us a message, call us or visit our office.',
  keywords: ['contact', 'AI consultancy', 'Buea', 'Cameroon', 'discovery call'],
  eyebrow: 'Contact',
  lead: 'Tell us about your goals, your data and your timeline. A member of our team replies within one working day.',
  details: 'Contact details',
  visit: 'Visit our office',
  call: 'Call us',
  email: 'Email us',
  hours: 'Working hours',
  formTitle: 'Send us a message',
  mapTitle: 'Find our office',
  mapText: "Our office is in Molyko, Buea, in Cameroon's South-West Region.",
  mapFrame: 'Map of our office in Buea',
  mapShow: 'Show the map',
  mapNote: 'The map comes from OpenStreetMap and loads only when you ask for it.',
  mapLink: 'Open the map in a new tab',
};

export default contact;
