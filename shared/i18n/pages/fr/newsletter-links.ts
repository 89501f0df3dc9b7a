// Les pages des liens de la newsletter (confirmation, désinscription), en
// français : les mêmes clés que en/newsletter-links.ts. Le parcours dit
// « inscription » de bout en bout : s’inscrire, se désinscrire.
import type { Widen } from '../../dictionary';
import type en from '../en/newsletter-links';

const newsletterLinks: Widen<typeof en> = {
  confirm: {
    title: 'Votre inscription à la lettre d’information',
    description:
      'Confirmez que vous souhaitez recevoir la lettre d’information de Chariot AI Labs à votre adresse e-mail.',
    heading: 'Confirmez votre inscription',
    consent:
      'Je souhaite recevoir par e-mail la lettre d’information de Chariot AI Labs, environ une fois par mois. Je peux me désinscrire à tout moment grâce au lien présent dans chaque numéro, et mon adresse est alors supprimée.',
    button: 'Confirmer',
    welcomeHeading: 'Votre inscription est confirmée',
    welcome:
      'Merci ! Votre inscription est confirmée. Le prochain numéro de notre lettre d’information arrivera dans votre boîte de réception.',
    leave: 'Vous avez changé d’avis ? Vous pouvez vous désinscrire à tout moment :',
    leaveLink: 'se désinscrire de la lettre d’information',
    alreadyHeading: 'Votre inscription est déjà confirmée',
    already: 'Cette adresse reçoit déjà notre lettre d’information : vous n’avez plus rien à faire.',
  },
  unsubscribe: {
    title: 'Se désinscrire de la lettre d’information',
    description:
      'Ne plus recevoir la lettre d’information de Chariot AI Labs et supprimer votre adresse e-mail de notre liste.',
    heading: 'Se désinscrire de la lettre d’information',
    lead: 'Cliquez sur le bouton pour ne plus recevoir notre lettre d’information. Votre adresse est aussitôt supprimée de notre liste.',
    button: 'Se désinscrire',
    doneHeading: 'Votre désinscription est confirmée',
    done: 'Votre adresse a été supprimée de notre liste de diffusion. Vous ne recevrez plus aucun numéro.',
    alreadyHeading: 'Cette adresse a déjà été retirée de notre liste',
    already:
      'Elle a été supprimée de notre liste de diffusion et ne recevra plus aucun numéro. Pour recevoir de nouveau notre lettre d’information, inscrivez-vous avec le formulaire en bas de cette page.',
  },
  expired: {
    heading: 'Ce lien a expiré',
    body: 'Un lien de confirmation reste valable 7 jours, et celui-ci est plus ancien. Inscrivez-vous de nouveau avec le formulaire en bas de cette page : un nouveau lien vous sera envoyé par e-mail.',
  },
  invalid: {
    heading: 'Ce lien n’est pas valide',
    body: 'Il a peut-être été tronqué lors d’un copier-coller, ou son adresse a été supprimée de notre liste. Vous pouvez vous réinscrire avec le formulaire en bas de cette page, ou revenir à la page d’accueil.',
    signUpAgain: 'Se réinscrire',
    home: 'Retour à l’accueil',
  },
  unavailable: 'Nous n’avons pas pu enregistrer votre choix pour le moment. Veuillez réessayer dans quelques minutes.',
  crossSite: 'Ce bouton ne fonctionne que sur notre propre site.',
};

export default newsletterLinks;
