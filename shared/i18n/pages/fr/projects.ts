// The projects page's strings in French: the English module's keys, no more, no less
// (a missing or extra key is a type error).
import type { Widen } from '../../dictionary';
import type en from '../en/projects';
import { plural } from '../../counts';

const projects: Widen<typeof en> = {
  title: 'Projets et études de cas en IA',
  titlePage: (page: number) => `Projets et études de cas en IA (page ${page})`,
  description:
    'Découvrez 20 projets d’IA que nous avons réalisés au Cameroun et en Afrique centrale : chatbots, vision par ordinateur, prévisions et automatisation.',
  keywords: ['projets IA', 'études de cas IA', 'projets d’apprentissage automatique', 'conseil en IA Cameroun'],
  eyebrow: 'Nos réalisations',
  lead: 'Vingt projets dans la finance, la santé, l’agriculture, l’industrie et bien d’autres secteurs. Cherchez ou filtrez pour trouver des travaux proches des vôtres, puis ouvrez le détail pour découvrir l’enjeu, notre solution et les résultats.',
  browse: 'Parcourir les projets',
  searchLabel: 'Rechercher un projet',
  searchPlaceholder: 'Titre, client, technologie…',
  scope: {
    all: 'Cherche dans tous les projets.',
    within: (filters: string) => `Cherche uniquement dans les projets filtrés par$ : ${filters}.`,
    searchAll: 'Chercher dans tous les projets',
    searchAllFor: (text: string) => `Chercher « ${text} » dans tous les projets`,
  },
  selected: ' sélectionné(s)',
  filteredBy: 'Filtres :',
  pageOf: (page: number, count: number) => `(page ${page} sur ${count})`,
  pagesLabel: 'Pages des projets',
  ctaTitle: 'Un projet de ce type en tête ?',
  ctaLead: 'Parlez-nous de vos objectifs et nous vous montrerons ce que l’IA peut apporter à votre entreprise.',
  category: 'Catégorie',
  industry: 'Secteur',
  chipSelected: ' (sélectionné)',
  categoryHidden: 'Catégorie : ',
  industryHidden: 'Secteur : ',
  client: 'Client :',
  challenge: 'L’enjeu',
  solution: 'Notre solution',
  results: 'Résultats',
  technologies: 'Technologies',
  // The spec's messages of these pages.
  messages: {
    empty: 'Aucun projet ne correspond à vos filtres.',
    clearAll: 'Effacer tous les filtres',
    clearAllLink: 'Effacer tous les filtres',
    count: (n: number) => `${n} ${plural('fr', n, 'projet trouvé', 'projets trouvés')}`,
    showFilters: 'Afficher les filtres',
    hideFilters: 'Masquer les filtres',
    viewDetails: 'Voir le détail',
    hideDetails: 'Masquer le détail',
  },
};

export default projects;
