// What the layout of every page shows, per language: company facts and the
// services of the navigation and footer (the vocabulary labels are a module
// of their own, for the pages that show them). One chunk per language,
// loaded beside the dictionary before the first render (client/route-kit.ts),
// then read synchronously, so a French page never downloads English facts.
import { shell, type Shell } from '../generated/load/shell';

export type { Shell };

export const loadShell = shell.load;

/** The shell of a language already loaded by loadShell. */
export const shellOf = shell.of;

/** Messaging-app conversation with the company number. */
export const chatUrlOf = (site: Shell['site']) => `https://wa.me/${site.phone.replace(/\D/g, '')}`;

/**
 * tel: with the digits and a leading + only (a number may be written with
 * spaces, dots, brackets and hyphens). Here, beside the company's number in
 * every page's entry chunk, not in shared/format.ts: a bundler keeps a
 * module's exports together, and the money formatting of the careers pages
 * would come into every page with it.
 */
export function telHref(phone: string | undefined): string | undefined {
  const digits = phone?.replace(/[^\d+]/g, '').replace(/(?!^)\+/g, '');
  return digits && /\d{4,}/.test(digits) ? `tel:${digits}` : undefined;
}
