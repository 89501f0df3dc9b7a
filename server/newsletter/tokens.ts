// The newsletter's signed links: a confirmation link (expires after 7 days)
// and an unsubscribe link (kept for as long as the subscription lasts, so
// every later mailing's List-Unsubscribe keeps working). A token names the
// subscription by a random id, never by its address: links end up in
// access logs, proxies and mail scanners, and an address there is a
// visitor's personal data in a log line. The HMAC covers the address all
// the same (the id's record supplies it), so a token made for one address
// never opens another's, and a record erased and created again (a new id)
// leaves every old link dead.
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

export type TokenPurpose = 'confirm' | 'unsubscribe';

export const CONFIRM_TTL_MS = 7 * 24 * 60 * 60_000;

export interface TokenClaims {
  purpose: TokenPurpose;
  /** The subscription's random id. */
  sid: string;
  /** Expiry in ms since the epoch; 0 = none (unsubscribe links). */
  expiresAt: number;
}

export type TokenProblem = 'malformed' | 'forged' | 'expired';

/** A key of its own, derived from the form secret: a token can never pass for a time-trap cookie, nor the reverse. */
export function newsletterKey(formSecret: Buffer): Buffer {
  return Buffer.from(hkdfSync('sha256', formSecret, Buffer.alloc(0), 'newsletter-links-v1', 32));
}

const SID = /^[A-Za-z0-9_-]{16,32}$/;
const TOKEN = /^(c|u)\.([A-Za-z0-9_-]{16,32})\.([0-9a-z]{1,12})\.([A-Za-z0-9_-]{43})$/;

export function newsletterTokens(key: Buffer) {
  const mac = (purpose: TokenPurpose, sid: string, expiry: string, email: string) =>
    createHmac('sha256', key).update(`${purpose}\n${sid}\n${expiry}\n${email}`).digest('base64url');

  return {
    sign(claims: TokenClaims & { email: string }): string {
      if (!SID.test(claims.sid)) throw new Error('a subscription id is 16-32 base64url characters');
      const expiry = claims.expiresAt.toString(36);
      return `${claims.purpose[0]}.${claims.sid}.${expiry}.${mac(claims.purpose, claims.sid, expiry, claims.email)}`;
    },
    /** What a token claims, before its MAC can be checked (the record holding the address is looked up by `sid`). */
    read(token: unknown): TokenClaims | undefined {
      const m = typeof token === 'string' ? TOKEN.exec(token) : null;
      if (!m) return undefined;
      return { purpose: m[1] === 'c' ? 'confirm' : 'unsubscribe', sid: m[2]!, expiresAt: parseInt(m[3]!, 36) };
    },
    /** Checks a token against the address of the record its `sid` names; undefined when it holds. */
    check(token: string, email: string, now: number): TokenProblem | undefined {
      const m = TOKEN.exec(token);
      if (!m) return 'malformed';
      const purpose: TokenPurpose = m[1] === 'c' ? 'confirm' : 'unsubscribe';
      const expected = Buffer.from(mac(purpose, m[2]!, m[3]!, email));
      const given = Buffer.from(m[4]!);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'forged';
      const expiresAt = parseInt(m[3]!, 36);
      if (expiresAt !== 0 && expiresAt <= now) return 'expired';
      return undefined;
    },
  };
}

export type NewsletterTokens = ReturnType<typeof newsletterTokens>;
