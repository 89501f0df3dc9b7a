// The service page's strings in French: the English module's keys, no more, no less
// (a missing or extra key is a type error).
import type { Widen } from '../../dictionary';
import type en from '../en/service';
import type { Named } from '../en/service';
import { de, isPlural, que } from '../../french';

// A name glued into a French sentence needs its article ("l’IA en santé",
// "les assistants vocaux"): the content gives it as `inSentence`. Without it,
// the sentence is written so that it does not need one.

const service: Widen<typeof en> = {
  overview: 'Présentation',
  whatItDoes: ({ title, inSentence }: Named) =>
    inSentence
      ? `Ce ${que(inSentence)} ${isPlural(inSentence) ? 'apportent' : 'apporte'} à votre entreprise`
      : `${title} : ce que ce service apporte à votre entreprise`,
  processEyebrow: 'Notre démarche',
  processTitle: 'Comment nous menons votre projet, en quatre étapes',
  impactEyebrow: 'Impact sur l’activité',
  impactTitle: 'Les résultats à attendre',
  related: 'Services associés',
  allInGroup: (group: string) => `Tous les services : ${group}`,
  ctaTitle: ({ inSentence }: Named) =>
    inSentence ? `Envie de vous lancer avec ${inSentence} ?` : 'Envie de vous lancer ? Parlons de votre projet.',
  ctaLead: 'Planifiez un appel découverte gratuit avec nos fondateurs. Nous répondons sous un jour ouvré.',
  groupAt: (group: string, company: string) => `${group} chez ${company}`,
  ourServices: (n: number) => (n === 1 ? 'Notre service' : `Nos ${n} services`),
  others: 'Découvrez nos autres services',
  talkAbout: ({ inSentence }: Named) => (inSentence ? `Parlons ${de(inSentence)}` : 'Parlons de votre projet'),
  talkLead: 'Dites-nous ce que vous voulez accomplir et nous vous proposerons le bon point de départ.',
};

export default service;
