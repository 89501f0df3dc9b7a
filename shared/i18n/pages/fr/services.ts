// The services page's strings in French: the English module's keys, no more, no less
// (a missing or extra key is a type error).
import type { Widen } from '../../dictionary';
import type en from '../en/services';

const services: Widen<typeof en> = {
  title: 'Services d’IA : agents, automatisation, données et plus encore',
  description:
    'Chariot AI Labs propose agents IA, automatisation, solutions d’IA, services de données, marketing, IA en santé, formation et éthique de l’IA.',
  keywords: [
    'services IA',
    'agents IA',
    'automatisation',
    'conseil en IA',
    'services de données',
    'formation IA',
    'éthique de l’IA',
  ],
  heroTitle: 'Des services d’IA qui font avancer votre entreprise',
  heroLead: (services: number, groups: number) =>
    `${services} services dans ${groups} domaines d’expertise, du premier chatbot à l’automatisation de toute l’entreprise, tous conçus, développés et accompagnés par une seule équipe à Buea.`,
  areas: 'Domaines d’expertise',
  ctaTitle: 'Vous ne savez pas par où commencer ?',
  ctaLead:
    'Planifiez un appel découverte gratuit avec nos fondateurs et nous vous aiderons à trouver le service qui vous convient.',
};

export default services;
