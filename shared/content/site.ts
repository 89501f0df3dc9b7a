// Company facts, written once in content/en/site.yaml (placeholders for the
// owner to replace: example.com mailboxes, a 237 test number). The server's
// delivery mailboxes are separate (server/config.ts) so ops can change where
// mail goes without a rebuild.
import data from '../generated/en/site';

export const site = data;

export type { SocialNetwork } from './schema';

/** Messaging-app conversation with the company number (spec 1, 2.15). */
export const chatUrl = `https://wa.me/${site.phone.replace(/\D/g, '')}`;

export const telHref = `tel:${site.phone}`;
