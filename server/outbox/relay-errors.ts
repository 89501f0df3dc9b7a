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
