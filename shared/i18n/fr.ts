// Le dictionnaire français : la même forme que l'anglais (en.ts), vérifiée
// par le type `Dictionary`. Typographie française : espace insécable avant
// « : ; ! ? % », guillemets « », dates « 12 mars 2026 ».
import type { Dictionary } from './dictionary';
import { postedDays } from '../format';

const MONTHS = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'];

/** '2025-05-04' -> '4 mai 2025' ('1er' for the first day, as French writes it). */
function formatDate(isoDate: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  const month = m ? MONTHS[Number(m[2]) - 1] : undefined;
  if (!m || !month) throw new RangeError(`not an ISO date: ${isoDate}`);
  const day = Number(m[3]);
  return `${day === 1 ? '1er' : day} ${month} ${m[1]}`;
}

export const fr: Dictionary = {
  messages: {
    newsletter: {
      invalidEmail: 'Veuillez saisir une adresse e-mail valide',
      failure: 'Une erreur est survenue lors de votre inscription à la newsletter. Veuillez réessayer.',
      success: 'Merci de votre inscription à notre newsletter !',
    },
    contact: {
      failure: 'Un problème est survenu lors de l’envoi de votre message. Veuillez réessayer.',
      success: 'Message envoyé ! Nous vous répondrons très vite.',
      submitting: 'Envoi en cours...',
      sent: 'Message envoyé',
      submit: 'Envoyer le message',
      consentBefore: 'En envoyant ce formulaire, vous acceptez notre ',
      consentLink: 'politique de confidentialité',
      consentAfter: ' et consentez à être contacté par notre équipe.',
    },
    application: {
      successTitle: 'Candidature envoyée',
      successDescription: 'Merci pour votre candidature ! Nous reviendrons vers vous rapidement.',
      referenceLabel: 'Votre référence',
      failure: 'Un problème est survenu lors de l’envoi de votre candidature. Veuillez réessayer.',
      submit: 'Envoyer ma candidature',
      submitting: 'Envoi en cours...',
    },
    notFound: {
      code: '404',
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
    forms: {
      required: (label: string) => `${label} : ce champ est obligatoire`,
      invalidEmail: 'Veuillez saisir une adresse e-mail valide',
      invalidPhone: 'Veuillez saisir un numéro de téléphone valide',
      invalidUrl: 'Veuillez saisir une adresse web, par exemple linkedin.com/in/votre-nom',
      tooLong: (label: string, max: number) => `${label} : ${max} caractères au maximum`,
      invalidService: 'Veuillez choisir un service dans la liste',
      unknownJob: 'Ce poste n’est plus ouvert',
      resumeRequired: 'Veuillez joindre votre CV au format PDF',
      resumeNotPdf: 'Votre CV doit être un fichier PDF',
      resumeTooLarge: 'Votre CV ne doit pas dépasser 5 Mo',
      fixErrors: 'Veuillez corriger les champs signalés.',
      singleLine: (label: string) => `${label} : le texte doit tenir sur une seule ligne`,
      unsupportedCharacters: (label: string) => `${label} : contient des caractères que nous ne pouvons pas accepter`,
      unavailable: 'Nous ne pouvons pas recevoir votre envoi pour le moment. Veuillez réessayer dans un instant.',
      crossSite: 'Ce formulaire ne peut être envoyé que depuis notre site.',
      tooLarge: 'Le contenu envoyé est trop volumineux',
      unreadable: 'Le formulaire n’a pas pu être lu ; veuillez réessayer',
      oneFile: 'Joignez un seul fichier, dans le champ CV',
      tooManyFields: 'Le formulaire contient trop de champs, ou des champs trop longs',
      wrongType: (types: string) => `Envoyez le formulaire au format ${types}`,
    },
    startup: {
      rootMissing: 'Élément racine introuvable',
    },
    errors: {
      serverTitle: 'Une erreur est survenue',
      serverBody: 'Une erreur inattendue s’est produite. Veuillez réessayer dans un instant.',
      tooManyRequests: 'Trop de demandes. Veuillez patienter un instant avant de réessayer.',
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
    requiredMark: '(obligatoire)',
    colon: ' : ',
    or: ' ou ',
    honeypot: 'Laissez ce champ vide',
    contact: {
      fields: {
        name: 'Nom complet',
        email: 'E-mail',
        phone: 'Téléphone',
        company: 'Entreprise',
        service: 'Service souhaité',
        message: 'Votre message',
      },
      services: {
        'AI Agent Development': 'Développement d’agents IA',
        'Chatbot Solutions': 'Solutions de chatbots',
        'Voice Assistants': 'Assistants vocaux',
        'Automation & RPA': 'Automatisation et RPA',
        'AI Consulting': 'Conseil en IA',
        'Data Science & Analytics': 'Data science et analyse de données',
        'AI in Healthcare': 'IA pour la santé',
        Other: 'Autre',
      },
    },
    apply: {
      fields: {
        jobId: 'Poste',
        name: 'Nom complet',
        email: 'E-mail',
        phone: 'Numéro de téléphone',
        linkedIn: 'LinkedIn',
        portfolio: 'Portfolio',
        resume: 'CV',
        coverLetter: 'Lettre de motivation',
      },
      errorNames: { linkedIn: 'Lien', portfolio: 'Lien' },
      resumeLabel: (label: string, maxMb: number) => `${label} (PDF uniquement, ${maxMb} Mo maximum)`,
      linkedInPlaceholder: 'linkedin.com/in/votre-nom',
      portfolioPlaceholder: 'https://',
      cancel: 'Annuler',
    },
    newsletter: {
      fields: { email: 'E-mail' },
      heading: 'Newsletter',
      blurb: 'Des conseils pratiques sur l’IA, une fois par mois. Jamais de spam.',
      placeholder: 'vous@entreprise.com',
      subscribe: 'S’abonner',
      popupTitle: 'Gardez une longueur d’avance avec l’IA',
      popupBody: 'Recevez chaque mois nos notes sur les agents IA, l’automatisation et les données : des projets réels, sans effet d’annonce. Désabonnement à tout moment.',
      popupEmailLabel: 'Adresse e-mail',
      popupClose: 'Fermer l’inscription à la newsletter',
    },
  },
  common: {
    statSatisfaction: 'Satisfaction client',
    statProjects: 'Projets réalisés',
    readCaseStudy: 'Lire l’étude de cas',
    step: (n: number) => `Étape ${n} : `,
    faqLabel: 'Questions fréquentes',
    ctaLead: 'Parlez-nous de vos objectifs. Nous répondons sous un jour ouvré.',
    requiredBefore: 'Les champs marqués d’un ',
    requiredHidden: 'astérisque',
    requiredAfter: ' sont obligatoires.',
    applyNowFor: (title: string) => ` : ${title}`,
    breadcrumb: 'Fil d’Ariane',
    errorCode: (status: number) => `Erreur ${status}`,
  },
  format: {
    date: formatDate,
    postedAgo: (isoDate: string, today: string) => {
      const days = postedDays(isoDate, today);
      return days === 0 ? 'Publiée aujourd’hui' : `Publiée il y a ${days} jour${days > 1 ? 's' : ''}`;
    },
  },
};

export default fr;
