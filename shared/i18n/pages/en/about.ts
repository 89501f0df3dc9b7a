// The about page's strings in English, a chunk of their own: only the pages
// showing them download them (shared/generated/load/strings/<page>.ts). fr/about.ts has the same keys.
const about = {
  title: 'About Us',
  description:
    'Founded in Buea in 2018, Chariot AI Labs is a team of 50+ AI specialists with 200+ projects delivered. Meet our leadership, mission and values.',
  keywords: ['Chariot AI Labs', 'AI consultancy Cameroon', 'AI company Buea', 'AI team'],
  eyebrow: 'About us',
  statFounded: 'Founded in Buea',
  statSpecialists: 'AI specialists',
  since: (year: number) => `Since ${year}`,
  story: 'Our Story',
  inNumbers: (name: string) => `${name} in numbers`,
  mission: 'Our Mission',
  leadershipEyebrow: 'Leadership',
  leadershipLead: 'The people who set our direction, hold our technical bar and make sure every project delivers.',
  leadershipTitle: 'Meet our leadership team',
  portrait: (name: string) => `Portrait of ${name}`,
  joinTitle: 'Want to build practical AI with us?',
  joinText: 'We are always looking for curious, talented people.',
  joinLink: 'Join our team',
  valuesEyebrow: 'What guides us',
  valuesTitle: 'Our Values',
};

export default about;
