// The about page's strings in French: the English module's keys, no more, no less
// (a missing or extra key is a type error).
import type { Widen } from '../../dictionary';
import type en from '../en/about';
import { de } from '../../french';

const about: Widen<typeof en> = {
  title: 'À propos',
  description:
    'Fondée à Buea en 2018, Chariot AI Labs réunit plus de 50 spécialistes de l’IA. Découvrez notre direction, notre mission et nos valeurs.',
  keywords: ['Chariot AI Labs', 'conseil en IA Cameroun', 'entreprise IA Buea', 'équipe IA'],
  eyebrow: 'À propos',
  statFounded: 'Fondée à Buea',
  statSpecialists: 'Spécialistes de l’IA',
  since: (year: number) => `Depuis ${year}`,
  story: 'Notre histoire',
  inNumbers: (name: string) => `${name} en chiffres`,
  mission: 'Notre mission',
  leadershipEyebrow: 'Équipe dirigeante',
  leadershipLead:
    'Les personnes qui fixent notre cap, veillent à notre exigence technique et s’assurent que chaque projet tient ses promesses.',
  leadershipTitle: 'Notre équipe de direction',
  portrait: (name: string) => `Portrait ${de(name)}`,
  joinTitle: 'Envie de construire une IA concrète avec nous ?',
  joinText: 'Nous recherchons toujours des personnes curieuses et talentueuses.',
  joinLink: 'Rejoindre l’équipe',
  valuesEyebrow: 'Ce qui nous guide',
  valuesTitle: 'Nos valeurs',
};

export default about;
