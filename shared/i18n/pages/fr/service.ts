// The service page's strings in French: the English module's keys, no more, no less
// (a missing or extra key is a type error).
import type { Widen } from '../../dictionary';
import type en from '../en/service';

const service: Widen<typeof en> = {
  overview: 'Présentation',
  whatItDoes: (title: string) => `Ce que ${title.charAt(0).toLowerCase() + title.slice(1)} apporte à votre entreprise`,
  processEyebrow: 'Notre démarche',
  processTitle: 'Notre façon de livrer, en quatre étapes',
  impactEyebrow: 'Impact sur l’activité',
  impactTitle: 'Les résultats à attendre',
  related: 'Services associés',
  allInGroup: (group: string) => `Tous les services : ${group}`,
  ctaTitle: (title: string) => `Prêt à démarrer ? ${title}`,
  ctaLead: 'Réservez un appel découverte gratuit avec nos fondateurs. Nous répondons sous un jour ouvré.',
  groupAt: (group: string, company: string) => `${group} chez ${company}`,
  ourServices: (n: number) => (n === 1 ? 'Notre service' : `Nos ${n} services`),
  others: 'Découvrez nos autres services',
  talkAbout: (group: string) => `Parlons de votre projet : ${group}`,
  talkLead: 'Dites-nous ce que vous voulez accomplir et nous vous proposerons le bon point de départ.',
};

export default service;
