// The contact and application forms' strings in French: the English module's
// keys, no more, no less (a missing or extra key is a type error).
import type { Widen } from '../../dictionary';
import type en from '../en/forms';
import { wholeNumber } from '../../counts';

const formStrings: Widen<typeof en> = {
  messages: {
    contact: {
      failure: 'Un problème est survenu lors de l’envoi de votre message. Veuillez réessayer.',
      success: 'Message envoyé ! Nous vous répondrons sous un jour ouvré.',
      submitting: 'Envoi en cours…',
      sent: 'Message envoyé',
      submit: 'Envoyer le message',
      consentBefore:
        'En envoyant ce formulaire, vous acceptez que notre équipe vous contacte au sujet de votre demande et reconnaissez avoir pris connaissance de notre ',
      consentLink: 'politique de confidentialité',
      consentAfter: '.',
      confirmationTitle: 'Votre message a bien été envoyé',
    },
    application: {
      successTitle: 'Candidature envoyée',
      successDescription: 'Merci pour votre candidature ! Nous vous répondrons rapidement.',
      referenceLabel: 'Votre référence',
      failure: 'Un problème est survenu lors de l’envoi de votre candidature. Veuillez réessayer.',
      submit: 'Envoyer ma candidature',
      submitting: 'Envoi en cours…',
    },
    forms: {
      required: (label: string) => `${label} : ce champ est obligatoire`,
      invalidEmail: 'Veuillez saisir une adresse e-mail valide',
      emailNotAscii:
        'Nous ne pouvons pas écrire à une adresse qui comporte des accents ou des lettres non latines avant l’arobase (@). Veuillez en indiquer une autre.',
      invalidPhone:
        'Veuillez saisir un numéro de téléphone valide ; pour un numéro hors du Cameroun, commencez par + et l’indicatif du pays',
      invalidUrl: 'Veuillez saisir une adresse web, par exemple linkedin.com/in/votre-nom',
      tooLong: (label: string, max: number) => `${label} : ${wholeNumber('fr', max)} caractères au maximum`,
      invalidService: 'Veuillez choisir un service dans la liste',
      unknownJob: 'Ce poste n’est plus ouvert',
      resumeRequired: 'Veuillez joindre votre CV au format PDF',
      resumeNotPdf: 'Votre CV doit être un fichier PDF',
      resumeActiveContent:
        'Votre CV contient du contenu actif (scripts, actions de lancement ou fichiers joints), que nous n’acceptons pas. Veuillez l’exporter de nouveau en PDF simple (par exemple avec « Enregistrer au format PDF » ou « Imprimer en PDF ») et joindre ce fichier.',
      resumeProtected:
        'Votre CV est protégé par un mot de passe. Veuillez l’exporter de nouveau en PDF simple, sans mot de passe, et joindre ce fichier.',
      resumeTooComplex:
        'Votre CV est trop complexe pour que nous puissions le vérifier. Veuillez l’exporter de nouveau en PDF simple (par exemple avec « Enregistrer au format PDF » ou « Imprimer en PDF ») et joindre ce fichier.',
      resumeTooLarge: 'Votre CV ne doit pas dépasser 5 Mo',
      fixErrors: 'Veuillez corriger les champs signalés.',
      singleLine: (label: string) => `${label} : le texte doit tenir sur une seule ligne`,
      unsupportedCharacters: (label: string) =>
        `${label} : ce champ contient des caractères que nous ne pouvons pas accepter`,
      unavailable: 'Nous ne pouvons pas recevoir votre envoi pour le moment. Veuillez réessayer dans un instant.',
      crossSite: 'Ce formulaire ne peut être envoyé que depuis notre site.',
      crossSiteHelp: 'Rien n’a été envoyé. Veuillez ouvrir le formulaire sur notre site et l’envoyer depuis celui-ci.',
      openForm: 'Ouvrir le formulaire',
      tooLarge: 'Le contenu envoyé est trop volumineux',
      unreadable: 'Le formulaire n’a pas pu être lu ; veuillez réessayer',
      oneFile: 'Joignez un seul fichier, dans le champ CV',
      resumeAgain:
        'Veuillez choisir de nouveau votre CV\u00a0: un fichier ne peut pas être conservé d’un envoi à l’autre',
      uploadTooSlow:
        'Votre CV arrivait trop lentement et l’envoi a été interrompu. Vérifiez votre connexion et réessayez.',
      uploadInProgress:
        'Un autre envoi depuis votre connexion est encore en cours. Attendez qu’il se termine, puis réessayez.',
      tooManyFields: 'Le formulaire contient trop de champs, ou des champs trop longs',
      wrongType: (types: string) => `Envoyez le formulaire au format ${types}`,
      sendOffline:
        'Vous semblez hors ligne : rien n’a été envoyé. Tout ce que vous avez saisi est conservé ici ; renvoyez le formulaire une fois la connexion rétablie.',
      sendTimeout:
        'L’envoi a pris trop de temps et a été interrompu. Tout ce que vous avez saisi est conservé ici ; veuillez réessayer.',
      sendServer:
        'Notre serveur n’a pas pu recevoir votre envoi pour le moment. Tout ce que vous avez saisi est conservé ici ; veuillez réessayer dans un instant.',
      keepReference: 'Conservez cette référence si vous nous écrivez à ce sujet.',
    },
  },
  forms: {
    requiredMark: '(obligatoire)',
    colon: ' : ',
    or: ' ou ',
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
        'Data Science & Analytics': 'Science et analyse des données',
        'AI in Healthcare': 'IA en santé',
        Other: 'Autre',
      },
    },
    apply: {
      closedNotSent:
        'Les candidatures à ce poste ont été closes avant l’arrivée de la vôtre : elle n’a donc pas été envoyée. Votre texte est toujours dans le formulaire ; copiez-le pour le conserver.',
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
  },
  common: {
    requiredBefore: 'Les champs marqués d’un ',
    requiredHidden: 'astérisque',
    requiredAfter: ' sont obligatoires.',
  },
};

export default formStrings;
