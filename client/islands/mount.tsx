// Hydrates one island as a React root of its own (the model: Astro's React
// integration, `hydrateRoot` per island inside `startTransition`, each with
// its own `identifierPrefix`). Loaded only when an island is needed: React
// comes with it.
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { IslandFrame } from './island-frame';
import { isIslandName, loadIsland } from './registry';
import { langOfPath } from '../../shared/i18n/lang';
import { loadDictionary } from '../../shared/i18n/load';
import { loadShell } from '../../shared/content/shell';
import type { AppData } from '../../shared/ssr-data';

interface MountOptions<T> {
  el: HTMLElement;
  name: string;
  prefix: string;
  props: Record<string, unknown>;
  data: AppData;
  url: string;
  /** Read just before React takes the fields over: what the visitor typed meanwhile. */
  typed: () => T;
}

/** Resolves once the island has committed, with what had been typed when React took over. */
export async function mountIsland<T>({ el, name, prefix, props, data, url, typed }: MountOptions<T>): Promise<T> {
  if (!isIslandName(name)) throw new Error(`no island called "${name}"`);
  const lang = langOfPath(url.split(/[?#]/)[0]!);
  const [Component] = await Promise.all([loadIsland(name), loadDictionary(lang), loadShell(lang)]);
  const seen = typed();
  return new Promise<T>((resolve) => {
    const onCommit = () => resolve(seen);
    startTransition(() => {
      hydrateRoot(
        el,
        <IslandFrame data={data} url={url} onCommit={onCommit}>
          <Component {...props} />
        </IslandFrame>,
        { identifierPrefix: prefix },
      );
    });
  });
}
