// The small rules that shape a subscription before the store keeps it
// (server/store/subscribers.ts): when a pending link expires, the client's
// pseudonymous tag, the page signed up on.
import { createHash } from 'node:crypto';
import type { Subscriber } from '../store/subscribers';
import { CONFIRM_TTL_MS } from './tokens';

/** The page signed up on, kept in the consent record: a path of this site, no longer than this. */
export const MAX_PAGE_CHARS = 120;

/** When a pending address (and its confirmation link) expires. */
export const pendingExpiresAt = (s: Subscriber) => Date.parse(s.confirmMailAt ?? s.signedUpAt) + CONFIRM_TTL_MS;

/**
 * A client's pseudonymous tag, for the per-client bound on pending entries
 * and its share of the visitor-mail cap: its network (clientKey: the /64 or
 * the IPv4 address) hashed with a key of the site's, so a row never holds
 * an IP address.
 */
export function clientTag(key: Buffer, network: string): string {
  return createHash('sha256').update(key).update(network).digest('base64url').slice(0, 16);
}

/** The page signed up on as the store keeps it: its path only, bounded. */
export function keptPage(page: string): string {
  const pathname = page.split(/[?#]/)[0] ?? '/';
  return pathname.startsWith('/') && pathname.length <= MAX_PAGE_CHARS ? pathname : '/';
}
