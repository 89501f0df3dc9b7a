// What the mail server's refusals mean for a message: one it will repeat
// goes to failed/, any other is retried.
/**
 * A refusal the mail server will repeat: 5xx, except authentication and TLS
 * (a server that answers STARTTLS with 502: a configuration to fix, or a man
 * in the middle; the message waits for it).
 */
export function isPermanent(err: unknown): boolean {
  if ((err as { code?: unknown }).code === 'ETLS') return false;
  const code = (err as { responseCode?: unknown }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600 && ![530, 534, 535, 538].includes(code);
}

const ADDRESS =
  /([\p{L}\p{N}!#$%&'*+/=?^_`{|}~-])[\p{L}\p{N}.!#$%&'*+/=?^_`{|}~-]*@((?:[\p{L}\p{N}-]+\.)+[\p{L}\p{N}-]{2,})/gu;

/**
 * Every mail address in a text masked to its first character and its
 * domain (`nobody.ceo@corp.example` -> `n***@corp.example`): enough for an
 * operator to tell a mistyped domain from a refused mailbox, never enough
 * to learn who wrote to the site.
 */
export function maskAddresses(text: string): string {
  return text.replace(ADDRESS, '$1***@$2');
}

/** A delivery error as it is kept and logged: the server's code and text, its addresses masked. */
export function relayError(err: unknown): string {
  return maskAddresses(err instanceof Error ? err.message : String(err));
}
