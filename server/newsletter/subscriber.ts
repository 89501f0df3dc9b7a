// What the store keeps of one subscription, and the small rules that shape a
// record before it is written: its random id, when a pending link expires,
// the client's pseudonymous tag, the page signed up on.
import { createHash, randomBytes } from 'node:crypto';
import type { Lang } from '../../shared/i18n/lang';
import { CONFIRM_TTL_MS } from './tokens';

/** The folder of the store, under DATA_DIR. */
export const STORE_DIR = 'newsletter';

/** The page signed up on, kept in the consent record: a path of this site, no longer than this. */
export const MAX_PAGE_CHARS = 120;

/** A subscription id as the store names its files (newSid gives 22 characters). */
export const SID = /^[A-Za-z0-9_-]{16,32}$/;

/** What the visitor agreed to, recorded when the confirmation is posted. */
export interface ConsentRecord {
  /** When the Confirm button was posted (ISO). */
  at: string;
  lang: Lang;
  /** The site page the address was signed up on. */
  page: string;
  /** The words the confirmation page showed above its button. */
  wording: string;
}

export interface Subscriber {
  email: string;
  /** Random id the signed links name (server/newsletter/tokens.ts). */
  sid: string;
  status: 'pending' | 'confirmed';
  signedUpAt: string;
  /** The sign-up's language; absent for imported addresses. */
  lang?: Lang;
  /** The page signed up on (a path, at most MAX_PAGE_CHARS); absent for imported addresses. */
  page?: string;
  /** When the last confirmation mail was queued (a pending link expires 7 days after). */
  confirmMailAt?: string;
  confirmedAt?: string;
  consent?: ConsentRecord;
  /** Taken from the list kept before double opt-in: confirmed, consent not recorded. */
  imported?: true;
  /** A pending entry's client (clientTag), for the per-client bound; dropped once confirmed. */
  client?: string;
}

/** What is left of an unsubscribed subscription: when, nothing else. */
export interface Departure {
  at: string;
}

/** Where the store says what it did (a pino logger, or the command's stderr). */
export interface StoreLog {
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
}

export const newSid = () => randomBytes(16).toString('base64url');

/** When a pending address (and its confirmation link) expires. */
export const pendingExpiresAt = (s: Subscriber) => Date.parse(s.confirmMailAt ?? s.signedUpAt) + CONFIRM_TTL_MS;

/**
 * A client's pseudonymous tag for the per-client bound: its network
 * (clientKey: the /64 or the IPv4 address) hashed with a key of the site's,
 * so a record never holds an IP address.
 */
export function clientTag(key: Buffer, network: string): string {
  return createHash('sha256').update(key).update(network).digest('base64url').slice(0, 16);
}

/** The page signed up on as the record keeps it: its path only, bounded. */
export function keptPage(page: string): string {
  const pathname = page.split(/[?#]/)[0] ?? '/';
  return pathname.startsWith('/') && pathname.length <= MAX_PAGE_CHARS ? pathname : '/';
}
