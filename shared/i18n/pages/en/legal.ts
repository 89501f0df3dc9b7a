// The legal page's strings in English, a chunk of their own: only the pages
// showing them download them (shared/generated/load/strings/<page>.ts). fr/legal.ts has the same keys.
const legal = {
  eyebrow: 'Legal',
  lastUpdated: 'Last updated',
  contents: 'Contents',
  privacyPolicy:
    'Read how Chariot AI Labs collects, uses, shares and protects the personal information you give us on this website, and how to use your rights.',
  termsOfService:
    'These terms govern your use of the Chariot AI Labs website and our AI services: eligibility, fees, intellectual property, liability and disputes.',
};

export default legal;
