// Content of the internal documentation page /demo-documentation,
// from content/en/docs.yaml. The support e-mails and phone number are not
// there: the page renders them from `site`.
import data from '../generated/en/docs';

export type { Documentation } from './schema';

export const documentation = data;
