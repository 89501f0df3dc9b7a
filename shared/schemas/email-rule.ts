// What we accept as an email address, without zod (the footer form on every
// page checks it without loading the schema library). Stricter than "has an
// '@' and a '.'": an address goes into a Reply-To header, a mail body and the
// subscribers file, so no control or format characters, no spaces, no angle
// brackets or other characters RFC 5322 only allows inside quotes.
const CONTROL_OR_FORMAT = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u;
const LOCAL = /^[\p{L}\p{N}!#$%&'*+/=?^_`{|}~.-]+$/u;
const LABEL = /^[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?$/u;

export function isEmailAddress(value: string): boolean {
  if (value.length === 0 || value.length > 254 || CONTROL_OR_FORMAT.test(value) || /\s/.test(value)) return false;
  const at = value.lastIndexOf('@');
  if (at < 1 || at !== value.indexOf('@')) return false;
  const local = value.slice(0, at);
  const domain = value.slice(at + 1);
  if (local.length > 64 || !LOCAL.test(local) || local.startsWith('.') || local.endsWith('.') || local.includes('..')) return false;
  const labels = domain.split('.');
  return labels.length >= 2 && labels.every((l) => l.length <= 63 && LABEL.test(l)) && /^\p{L}{2,}$/u.test(labels.at(-1)!.replace(/^xn--[a-z0-9-]+$/i, 'xn'));
}
