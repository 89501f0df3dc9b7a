// What the layout of every page shows, per language: company facts, the
// services of the navigation and footer, and the labels of the English
// vocabulary values (content/<lang>/labels.yaml). One chunk per language,
// loaded beside the dictionary before the first render (client/route-kit.ts),
// then read synchronously, so a French page never downloads English facts.
import type { Lang } from '../i18n/lang';
import type shellData from '../generated/en/shell';

export type Shell = typeof shellData;
export type VocabularyKind = 'blogCategories' | 'blogTags' | 'projectCategories' | 'industries' | 'departments' | 'locationTypes' | 'jobTypes';

const loaders: Readonly<Record<Lang, { load: () => Promise<{ default: Shell }>; chunk: string }>> = {
  en: { load: () => import('../generated/en/shell'), chunk: 'shared/generated/en/shell.ts' },
  fr: { load: () => import('../generated/fr/shell'), chunk: 'shared/generated/fr/shell.ts' },
};

const loaded: Partial<Record<Lang, Shell>> = {};

export async function loadShell(lang: Lang): Promise<Shell> {
  return (loaded[lang] ??= (await loaders[lang].load()).default);
}

/** The shell of a language already loaded by loadShell. */
export function shellOf(lang: Lang): Shell {
  const shell = loaded[lang];
  if (!shell) throw new Error(`shell "${lang}" used before loadShell("${lang}")`);
  return shell;
}

export const shellChunk = (lang: Lang) => loaders[lang].chunk;

/** How a language shows a vocabulary value (English: the value itself). */
export const labelOf = (shell: Shell, kind: VocabularyKind, value: string): string => shell.labels[kind]?.[value] ?? value;

/** Messaging-app conversation with the company number (spec 1, 2.15). */
export const chatUrlOf = (site: Shell['site']) => `https://wa.me/${site.phone.replace(/\D/g, '')}`;
export const telHrefOf = (site: Shell['site']) => `tel:${site.phone}`;
