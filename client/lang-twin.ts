// Where the language switch of a page leads: the same page in the other
// language, unless the page has no twin there. A page that answers 404 (an
// unknown path, id or slug) leads to the other language's home page, since
// its twin would be another 404; an item written in one language only leads
// where its page module says (its twin(), e.g. the other language's list).
import { matchRoute } from './routes';
import { localizePath, type Lang } from '../shared/i18n/lang';

export function twinUrl(url: string, other: Lang, today: string): string {
  const { route, ctx } = matchRoute(url, today);
  const mod = route.page.loaded();
  const same = localizePath(other, url);
  if (!mod) return same;
  let status: number;
  try {
    status = mod.status?.(ctx) ?? 200;
  } catch {
    // During a client navigation the page's content may not be loaded yet:
    // the page suspends, and this runs again once it is.
    return same;
  }
  if (status === 404) return localizePath(other, '/');
  return mod.twin?.(ctx, other) ?? same;
}
