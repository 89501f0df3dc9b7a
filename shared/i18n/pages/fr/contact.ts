// The contact page's strings in French: the English module's keys, no more, no less
// (a missing or extra key is a type error).
import type { Widen } from '../../dictionary';
import type en from '../en/contact';

const contact: Widen<typeof en> = {
  title: 'Nous contacter',
  description:
    'Parlez à Chariot AI Labs, à Buea, de vos projets d’agents IA, de chatbots, d’automatisation ou de données. Écrivez-nous, appelez-nous ou passez à notre bureau.',
  keywords: ['contact', 'conseil en IA', 'Buea', 'Cameroun', 'appel découverte'],
  eyebrow: 'Contact',
  lead: 'Parlez-nous de vos objectifs, de vos données et de votre calendrier. Un membre de notre équipe vous répond sous un jour ouvré.',
  details: 'Nos coordonnées',
  visit: 'Venir au bureau',
  call: 'Nous appeler',
  email: 'Nous écrire',
  hours: 'Horaires',
  formTitle: 'Envoyez-nous un message',
  mapTitle: 'Nous trouver',
  mapText: 'Notre bureau se trouve à Molyko, à Buea, dans la région du Sud-Ouest du Cameroun.',
  mapFrame: 'Carte de notre bureau à Buea',
  mapShow: 'Afficher la carte',
  mapNote: 'La carte provient d’OpenStreetMap et ne se charge qu’à votre demande.',
  mapLink: 'Ouvrir la carte dans un nouvel onglet',
};

export default contact;
