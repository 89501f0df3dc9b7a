// The faq page's strings in French: the English module's keys, no more, no less
// (a missing or extra key is a type error).
import type { Widen } from '../../dictionary';
import type en from '../en/faq';
import { plural } from '../../counts';

const faq: Widen<typeof en> = {
  title: 'Questions fréquentes',
  description:
    'Trouvez nos réponses sur nos services d’IA, les délais, les tarifs, la sécurité des données et l’assistance, ou posez votre question à notre équipe.',
  keywords: ['FAQ conseil en IA', 'coût d’un projet IA', 'délai de mise en œuvre IA', 'Chariot AI Labs'],
  eyebrow: 'Centre d’aide',
  lead: 'Des réponses claires sur notre façon de travailler, le coût et la durée des projets d’IA, et la protection de vos données.',
  listTitle: 'Questions et réponses',
  searchLabel: 'Rechercher dans les questions',
  searchPlaceholder: 'Essayez « prix », « sécurité », « assistance » ou « ROI »',
  showing: (shown: number, total: number) => `${shown} ${plural('fr', shown, 'question', 'questions')} sur ${total}`,
  emptyHint:
    'Vérifiez l’orthographe, essayez un mot plus court ou posez-nous directement la question : nous serons ravis de vous aider.',
  ctaTitle: 'Encore une question ?',
  ctaLead: 'Notre équipe répond à chaque message sous un jour ouvré.',
};

export default faq;
