import type { RouteDef } from '../../client/route-kit';

/**
 * Concrete URLs for every pattern of the route table: static paths as they
 * are, parameterised ones expanded from the content. A new pattern without
 * an expansion fails the test, so pages cannot slip past it.
 */
export function concreteUrls(routes: readonly RouteDef[]): string[] {
  const urls: string[] = [];
  for (const r of routes) {
    if (r.path === '*') continue;
    if (!r.path.includes(':') && !r.path.includes('*')) {
      urls.push(r.path);
      continue;
    }
    throw new Error(`no concrete URLs known for route pattern ${r.path}: add them in tests/api/route-urls.ts`);
  }
  return urls;
}
