// The careers page's strings in French: the English module's keys, no more, no less
// (a missing or extra key is a type error).
import type { Widen } from '../../dictionary';
import type en from '../en/careers';
import { de, titleInSentence } from '../../french';
import { formatSalary } from '../../../format';
import { postedDays } from '../../../posted-days';
import { plural } from '../../counts';

/** A figure written for a tile ("50+") reads "plus de 50" in a French sentence. */
const moreThan = (figure: string) => figure.replace(/^(.+?)\s*\+$/, 'plus de $1');

const careers: Widen<typeof en> = {
  title: 'Carrières',
  description:
    'Rejoignez Chariot AI Labs à Buea ou à distance : nous recrutons en architecture IA, apprentissage automatique, produit, science des données et éthique.',
  keywords: ['carrières', 'emplois IA', 'emplois en apprentissage automatique', 'Buea', 'Cameroun', 'télétravail'],
  applyFor: (title: string) => `Postuler : ${title}`,
  applyDescription: (title: string, company: string, locationType: string, type: string) =>
    `Postulez au poste ${de(titleInSentence(title))} chez ${company} (${locationType.toLowerCase()}, ${type.toLowerCase()}). Envoyez votre CV et votre lettre de motivation en ligne.`,
  heroTitle: (company: string) => `Carrières chez ${company}`,
  heroLead: (specialists: string) =>
    `Rejoignez une équipe de ${moreThan(specialists)} spécialistes, à Buea et partout en Afrique, qui conçoivent, développent et exploitent une IA aux effets mesurables pour les entreprises.`,
  backToListings: 'Retour aux offres',
  reference: (label: string) => `${label} :`,
  postedAgo: (isoDate: string, today: string) => {
    const days = postedDays(isoDate, today);
    return days === 0 ? 'Publiée aujourd’hui' : `Publiée il y a ${days} ${plural('fr', days, 'jour', 'jours')}`;
  },
  whyEyebrow: 'Pourquoi nous rejoindre',
  whyLead:
    'Nous sommes une petite équipe expérimentée qui met en service de vrais systèmes d’IA dans de vraies entreprises, et nous investissons dans les personnes qui les construisent.',
  whyTitle: 'Un lieu où donner le meilleur de vous-même',
  openEyebrow: 'Postes ouverts',
  openLead:
    'Tous les postes sont à temps plein. Ouvrez une offre pour en lire la description complète, puis postulez en ligne avec votre CV.',
  openRoles: (n: number) => `${n} ${plural('fr', n, 'poste', 'postes')} à pourvoir`,
  location: 'Lieu',
  type: 'Type de poste',
  experience: 'Expérience',
  salary: 'Salaire',
  posted: 'Publiée',
  applyNow: 'Postuler',
  viewDescription: 'Voir la description complète',
  responsibilities: 'Missions',
  requirements: 'Profil recherché',
  benefits: 'Avantages',
  salaryRange: 'Fourchette de salaire',
  salaryText: (salary: string) => formatSalary('fr', salary),
  perYear: (salary: string) => `${formatSalary('fr', salary)} par an`,
  closedTitle: (title: string) => `${title} : candidatures closes`,
  closedLead: (lastDay: string) =>
    `Ce poste recevait des candidatures jusqu’au ${lastDay}. Les candidatures sont maintenant closes.`,
  closes: 'Date limite de candidature',
  applyBy: (lastDay: string) => `Candidatures jusqu’au ${lastDay}`,
  closedNowLead: 'Ce poste ne reçoit plus de candidatures.',
  notSentClosed:
    'Votre candidature n’a pas été envoyée, car les candidatures à ce poste ont été closes avant son arrivée. Voici ce que vous aviez écrit, pour le conserver.',
  whatYouWrote: 'Ce que vous avez écrit',
  seeOpenRoles: 'Voir les postes ouverts',
  noOpenRoles: 'Aucun poste n’est ouvert pour le moment.',
};

export default careers;
