// The English messages and labels under their old names, while components
// move to the dictionary of their page's language (shared/i18n/).
import { en } from './i18n/en';

export const messages = en.messages;
export const labels = en.labels;
