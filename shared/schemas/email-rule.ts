// What we accept as an email address, without zod (the footer form on every
// page checks it without loading the schema library). Stricter than "has an
// '@' and a '.'": an address goes into a Reply-To header, a mail body and the
// subscribers file, so no control or format characters, no spaces, no angle
// brackets or other characters RFC 5322 only allows inside quotes, and no
// MIME encoded word (`=?utf-8?b?...?=`), which a mail program would decode
// into whatever text it hides. The part before the '@' is ASCII: for an
// address whose local part is not, nodemailer writes the whole address in
// UTF-8 and turns an ASCII-encoded domain back into Unicode
// (`é@xn--pypal-4ve.com` reached headers as `é@pаypal.com`, a Cyrillic 'а'),
// and few mail servers take such addresses anyway (RFC 6531). A domain in
// another script is accepted and written in ASCII (IDNA, `exämple.org` ->
// `xn--exmple-cua.org`) by the WHATWG URL parser, the same conversion as
// node:url's domainToASCII, so the browser and the server agree and no raw
// non-ASCII domain reaches a header. See docs/decisions/0034.
const CONTROL_OR_FORMAT = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u;
const LOCAL = /^[\p{L}\p{N}!#$%&'*+/=?^_`{|}~.-]+$/u;
const LABEL = /^[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?$/u;
const ASCII_LABEL = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;
/** The opening of an RFC 2047 encoded word. */
const ENCODED_WORD = '=?';

/** The domain in ASCII (IDNA), or undefined when it is not a domain name we accept. */
function asciiDomain(domain: string): string | undefined {
  const labels = domain.split('.');
  if (labels.length < 2 || !labels.every((l) => l.length <= 63 && LABEL.test(l))) return undefined;
  let ascii = domain;
  // eslint-disable-next-line no-control-regex
  if (/[^\u0000-\u007f]/.test(domain)) {
    try {
      ascii = new URL(`http://${domain}/`).hostname;
    } catch {
      return undefined;
    }
  }
  const out = ascii.split('.');
  const tld = out.at(-1)!;
  const tldOk = /^[a-z]{2,}$/i.test(tld) || /^xn--[a-z0-9-]+$/i.test(tld);
  return ascii.length <= 253 && out.length >= 2 && out.every((l) => l.length <= 63 && ASCII_LABEL.test(l)) && tldOk
    ? ascii
    : undefined;
}

/** Why an address is refused: not an address at all, or one whose part before the '@' is not ASCII. */
export type EmailProblem = 'invalidEmail' | 'emailNotAscii';

/** The address as it is stored and sent (its domain in ASCII), or why we do not accept it. */
export function readEmailAddress(value: string): { address: string } | { problem: EmailProblem } {
  const invalid = { problem: 'invalidEmail' } as const;
  if (
    value.length === 0 ||
    value.length > 254 ||
    CONTROL_OR_FORMAT.test(value) ||
    /\s/.test(value) ||
    value.includes(ENCODED_WORD)
  )
    return invalid;
  const at = value.lastIndexOf('@');
  if (at < 1 || at !== value.indexOf('@')) return invalid;
  const local = value.slice(0, at);
  if (local.length > 64 || !LOCAL.test(local) || local.startsWith('.') || local.endsWith('.') || local.includes('..'))
    return invalid;
  const domain = asciiDomain(value.slice(at + 1));
  if (domain === undefined) return invalid;
  // Last, so the visitor is told this only of an address that is otherwise fine.
  // eslint-disable-next-line no-control-regex
  if (/[^\u0000-\u007f]/.test(local)) return { problem: 'emailNotAscii' };
  return { address: `${local}@${domain}` };
}

/** The address as it is stored and sent (its domain in ASCII), or undefined when we do not accept it. */
export function normalEmailAddress(value: string): string | undefined {
  const read = readEmailAddress(value);
  return 'address' in read ? read.address : undefined;
}

/** Why the address is refused, or undefined when it is accepted. */
export function emailProblem(value: string): EmailProblem | undefined {
  const read = readEmailAddress(value);
  return 'problem' in read ? read.problem : undefined;
}

export function isEmailAddress(value: string): boolean {
  return normalEmailAddress(value) !== undefined;
}
