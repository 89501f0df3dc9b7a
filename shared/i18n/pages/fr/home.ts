// The home page's strings in French: the English module's keys, no more, no less
// (a missing or extra key is a type error).
import type { Widen } from '../../dictionary';
import type en from '../en/home';

const home: Widen<typeof en> = {
  title: 'Agents IA, automatisation et services de données à Buea',
  description:
    'Installée à Buea depuis 2018, Chariot AI Labs a mené à bien plus de 200 projets : agents IA, chatbots, automatisation et services de données.',
  statExperts: 'Experts en IA',
  servicesEyebrow: 'Ce que nous faisons',
  servicesLead:
    'Du premier chatbot à un programme d’automatisation à l’échelle de l’entreprise, nous concevons, développons et accompagnons une IA adaptée à la façon dont votre équipe travaille déjà.',
  servicesTitle: 'Des services d’IA aux résultats mesurables',
  scaleEyebrow: 'Du concept au déploiement',
  processEyebrow: 'Notre méthode',
  processTitle: 'Cinq étapes, du premier appel à des résultats mesurables',
  projectsEyebrow: 'Réalisations',
  projectsTitle: 'Des projets aux résultats mesurés par nos clients',
  testimonialsEyebrow: 'Témoignages',
  testimonialsTitle: 'Ce que disent nos clients',
  ctaTitle: 'Prêt à lancer votre projet d’IA ?',
};

export default home;
