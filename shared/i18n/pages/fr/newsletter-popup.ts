// The home page's newsletter dialog's strings in French: the English module's
// keys, no more, no less (a missing or extra key is a type error).
import type { Widen } from '../../dictionary';
import type en from '../en/newsletter-popup';

const newsletterPopup: Widen<typeof en> = {
  title: 'Gardez une longueur d’avance avec l’IA',
  body: 'Recevez chaque mois nos notes sur les agents IA, l’automatisation et les données : des projets réels, sans effet d’annonce. Désinscription possible à tout moment.',
  emailLabel: 'Adresse e-mail',
  close: 'Fermer l’inscription à la lettre d’information',
};

export default newsletterPopup;
