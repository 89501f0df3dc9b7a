// Le dictionnaire français : la même forme que l'anglais (en.ts), vérifiée
// par le type `Dictionary`. Typographie française : espace insécable avant
// « : ; ! ? % », guillemets « », dates « 12 mars 2026 ».
import type { Dictionary } from './dictionary';
import { formatDate } from '../format-date';
import type { Site } from '../content/schema';

export const fr: Dictionary = {
  messages: {
    newsletter: {
      invalidEmail: 'Veuillez saisir une adresse e-mail valide',
      failure: 'Une erreur est survenue lors de votre inscription à la lettre d’information. Veuillez réessayer.',
      success: 'Merci de votre inscription à notre lettre d’information !',
      checkInbox:
        'Si cette adresse peut recevoir notre lettre d’information, nous vous envoyons un lien : ouvrez votre boîte de réception et suivez-le pour confirmer votre inscription.',
    },
    notFound: {
      code: '404',
      codeHeard: '404 : ',
      heading: 'Oups ! Page introuvable',
      toastTitle: 'Page introuvable',
      toastDescription: 'Nous n’avons pas trouvé la page que vous cherchiez.',
      returnHome: 'Retour à l’accueil',
      goBack: 'Page précédente',
      attemptedPath: 'L’adresse demandée :',
    },
    faq: {
      noResults: (term: string) => `Aucun résultat pour « ${term} »`,
      clearSearch: 'Effacer la recherche',
      defaultTitle: 'Questions fréquentes',
    },
    startup: {
      rootMissing: 'Élément racine introuvable',
    },
    errors: {
      serverTitle: 'Une erreur est survenue',
      serverBody: 'Une erreur inattendue s’est produite. Veuillez réessayer dans un instant.',
      tooManyRequests: (wait: string) =>
        `Nous avons reçu trop de demandes depuis votre réseau. Veuillez réessayer ${wait}.`,
      tooManyPosts: (wait: string) =>
        `Nous avons reçu trop de messages depuis votre réseau. Veuillez réessayer ${wait}.`,
      waits: {
        minute: 'dans une minute',
        minutes: (n: number) => `dans environ ${n}\u00a0minutes`,
        tenMinutes: 'dans une dizaine de minutes',
        quarterHour: 'dans un quart d’heure',
        halfHour: 'dans une demi-heure',
        hour: 'dans environ une heure',
        hours: (n: number) => `dans environ ${n}\u00a0heures`,
      },
    },
  },
  labels: {
    skipToContent: 'Aller au contenu principal',
    nav: {
      home: 'Accueil',
      about: 'À propos',
      services: 'Services',
      allServices: 'Tous les services',
      blog: 'Blog',
      faq: 'FAQ',
      projects: 'Projets',
      careers: 'Carrières',
      contact: 'Contact',
      getStarted: 'Démarrer',
      openMenu: 'Ouvrir le menu',
      closeMenu: 'Fermer le menu',
      mainNavigation: 'Navigation principale',
      mobileNavigation: 'Navigation mobile',
      servicesMenu: 'Menu des services',
    },
    cta: {
      discoveryCall: 'Planifier un appel découverte',
      getStarted: 'Démarrer',
      getInTouch: 'Nous contacter',
      exploreServices: 'Découvrir nos services',
      viewAllProjects: 'Voir tous les projets',
      learnMore: 'En savoir plus',
    },
    footer: {
      services: 'Services',
      quickLinks: 'Liens rapides',
      contact: 'Nous contacter',
      follow: 'Suivez-nous',
      privacy: 'Politique de confidentialité',
      terms: 'Conditions d’utilisation',
      rights: (year: number, name: string) => `© ${year} ${name}. Tous droits réservés.`,
      legalNotice: (name: string, n: Site['legalNotice']) =>
        `${name}, ${n.companyForm} au capital de ${n.shareCapital}. RCCM : ${n.rccm}. NIU : ${n.niu}. Siège social : ${n.registeredOffice}. Directeur de la publication : ${n.publicationDirector}. Hébergeur : ${n.host}.`,
    },
    chat: 'Discuter avec nous sur WhatsApp (s’ouvre dans un nouvel onglet)',
    stars: (n: number) => `Noté ${n} sur 5`,
    newTab: '(s’ouvre dans un nouvel onglet)',
    closeNotification: 'Fermer la notification',
    areaServed: ['Cameroun', 'Afrique', 'Monde entier'],
    pagination: {
      previous: 'Précédent',
      next: 'Suivant',
      page: (n: string) => `Page ${n}`,
    },
    searchButton: (label: string) => `${label} : lancer la recherche`,
    sections: {
      home: 'Accueil',
      about: 'À propos',
      blog: 'Blog',
      projects: 'Projets',
      services: 'Services',
      careers: 'Carrières',
      contact: 'Contact',
      faq: 'FAQ',
      'privacy-policy': 'Politique de confidentialité',
      'terms-of-service': 'Conditions d’utilisation',
      'demo-documentation': 'Documentation',
    },
  },
  forms: {
    honeypot: 'Laissez ce champ vide',
    newsletter: {
      fields: { email: 'E-mail' },
      heading: 'Lettre d’information',
      blurb: 'Des conseils pratiques sur l’IA, une fois par mois. Jamais de spam.',
      placeholder: 'vous@entreprise.com',
      subscribe: 'S’inscrire',
    },
  },
  common: {
    statSatisfaction: 'Satisfaction client',
    statProjects: 'Projets réalisés',
    readCaseStudy: 'Lire l’étude de cas',
    step: (n: number) => `Étape ${n} : `,
    faqLabel: 'Questions fréquentes',
    ctaLead: 'Parlez-nous de vos objectifs. Nous répondons sous un jour ouvré.',
    applyNowFor: (title: string) => ` : ${title}`,
    breadcrumb: 'Fil d’Ariane',
    errorCode: (status: number) => `Erreur ${status}`,
  },
  format: {
    date: (isoDate: string) => formatDate(isoDate, 'fr'),
  },
};

/**
 * The dictionary's loader reads a chunk's default export; the server imports `fr` by name.
 * @alias
 */
export default fr;
