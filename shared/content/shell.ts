// What the layout of every page shows, per language: company facts and the
// services of the navigation and footer (the vocabulary labels are in
// shared/content/labels.ts, for the pages that show them). One chunk per language,
// loaded beside the dictionary before the first render (client/route-kit.ts),
// then read synchronously, so a French page never downloads English facts.
import { langChunk } from '../i18n/lang-chunk';
import type shellData from '../generated/en/shell';

export type Shell = typeof shellData;

const shells = langChunk<Shell>('shell', {
  en: { load: () => import('../generated/en/shell'), chunk: 'shared/generated/en/shell.ts' },
  fr: { load: () => import('../generated/fr/shell'), chunk: 'shared/generated/fr/shell.ts' },
});

export const loadShell = shells.load;

/** The shell of a language already loaded by loadShell. */
export const shellOf = shells.of;

export const shellChunk = shells.chunk;

/** Messaging-app conversation with the company number. */
export const chatUrlOf = (site: Shell['site']) => `https://wa.me/${site.phone.replace(/\D/g, '')}`;
