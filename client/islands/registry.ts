// Every island the server may write into a page, by name, each its own
// chunk: the browser loads one only when its island is needed; the server
// loads them all at start (preloadIslands), so a render never waits.
import type { ComponentType } from 'react';

export const ISLANDS = {
  'contact-form': () => import('./contact-form-island'),
  'application-form': () => import('./application-form-island'),
  'newsletter-form': () => import('./newsletter-form-island'),
} satisfies Record<string, () => Promise<{ default: ComponentType<never> }>>;

export type IslandName = keyof typeof ISLANDS;
export type IslandProps<N extends IslandName> = React.ComponentProps<
  Awaited<ReturnType<(typeof ISLANDS)[N]>>['default']
>;

const loaded = new Map<IslandName, ComponentType<Record<string, unknown>>>();

export async function loadIsland(name: IslandName): Promise<ComponentType<Record<string, unknown>>> {
  let component = loaded.get(name);
  if (!component) {
    component = (await ISLANDS[name]()).default as ComponentType<Record<string, unknown>>;
    loaded.set(name, component);
  }
  return component;
}

/** An island loaded before (the server loads them all at start). */
export function loadedIsland(name: IslandName): ComponentType<Record<string, unknown>> {
  const component = loaded.get(name);
  if (!component) throw new Error(`island "${name}" rendered before it was loaded`);
  return component;
}

export const isIslandName = (name: string | undefined): name is IslandName =>
  name !== undefined && Object.hasOwn(ISLANDS, name);

export async function preloadIslands(): Promise<void> {
  await Promise.all((Object.keys(ISLANDS) as IslandName[]).map(loadIsland));
}
