// The project page's strings in French: the English module's keys, no more, no less
// (a missing or extra key is a type error).
import type { Widen } from '../../dictionary';
import type en from '../en/project';

const project: Widen<typeof en> = {
  keyword: 'étude de cas IA',
  eyebrow: 'Étude de cas',
  client: 'Client',
  overview: 'En bref',
  similar: 'Vous faites face à un enjeu similaire ?',
  similarText: 'Chaque mission commence par un appel découverte gratuit pour comprendre vos objectifs et vos données.',
  allProjects: 'Tous les projets',
  related: 'Projets similaires',
  ctaTitle: 'Construisons ensemble votre prochaine réussite',
  backToAll: 'Retour à tous les projets',
};

export default project;
