// The docs page's strings in French: the English module's keys, no more, no less
// (a missing or extra key is a type error).
import type { Widen } from '../../dictionary';
import type en from '../en/docs';

const docs: Widen<typeof en> = {
  description:
    'Ce guide interne présente le site de Chariot AI Labs : types de pages, pages de services, modification du contenu, architecture et charte graphique.',
  eyebrow: 'Guide interne',
  onThisPage: 'Sur cette page',
  sections: {
    'page-types': 'Types de pages',
    'main-pages': 'Pages principales',
    'service-pages': 'Pages de services',
    editing: 'Modifier le contenu',
    architecture: 'Architecture',
    styling: 'Charte graphique',
    support: 'Assistance',
  },
  servicePagesIntro: (n: number) =>
    `Les ${n} pages de services partagent un même gabarit. Chacune est listée avec son adresse :`,
  brandColours: 'Couleurs de la marque',
  rules: 'Règles à respecter',
  supportEmail: 'E-mail d’assistance',
  generalInquiries: 'Demandes générales',
  phone: 'Téléphone',
};

export default docs;
