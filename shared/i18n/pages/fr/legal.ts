// The legal page's strings in French: the English module's keys, no more, no less
// (a missing or extra key is a type error).
import type { Widen } from '../../dictionary';
import type en from '../en/legal';

const legal: Widen<typeof en> = {
  eyebrow: 'Informations légales',
  lastUpdated: 'Dernière mise à jour :',
  contents: 'Sommaire',
  privacyPolicy:
    'Comment Chariot AI Labs collecte, utilise, partage et protège les données personnelles que vous nous confiez sur ce site, et comment exercer vos droits.',
  termsOfService:
    'Les conditions qui régissent l’utilisation du site de Chariot AI Labs et de nos services d’IA : conditions d’accès, honoraires, propriété intellectuelle, responsabilité et litiges.',
};

export default legal;
