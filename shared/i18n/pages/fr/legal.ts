// The legal page's strings in French: the English module's keys, no more, no less
// (a missing or extra key is a type error).
import type { Widen } from '../../dictionary';
import type en from '../en/legal';

const legal: Widen<typeof en> = {
  eyebrow: 'Informations légales',
  lastUpdated: 'Dernière mise à jour :',
  contents: 'Sommaire',
  privacyPolicy:
    'Découvrez comment Chariot AI Labs collecte, utilise, partage et protège vos données personnelles sur ce site, et comment exercer vos droits.',
  termsOfService:
    'Ces conditions régissent l’utilisation du site et des services de Chariot AI Labs : accès, honoraires, propriété intellectuelle, responsabilité et litiges.',
};

export default legal;
