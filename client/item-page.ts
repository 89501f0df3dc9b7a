// What the pages of one item (a post, a case study) share: find the item an
// address names in its language's index, load that item's own body chunk
// with the page's strings, answer 404 when there is none, and lead the
// language switch to the other language's list when the item is written in
// this language only.
import { loadFor } from './content';
import type { RouteContext } from './route-kit';
import type { ItemCache } from '../shared/item-cache';
import { localizePath, type Lang } from '../shared/i18n/lang';

export interface ItemPageOptions<T, K extends string | number> {
  /** The caches the page reads (its strings, the index the item is found in), loaded first. */
  caches: readonly ItemCache<unknown>[];
  /** The item the address names, from the loaded index; undefined for none. */
  find(ctx: RouteContext): T | undefined;
  /** Each language's bodies, one chunk per item. */
  bodies: Readonly<Record<Lang, ItemCache<unknown>>>;
  key(item: T): K;
  /** The items written in the page's language only. */
  untranslated(ctx: RouteContext): readonly K[];
  /** The list the switch leads to when the other language lacks the item. */
  listPath: string;
  /** Whether the address names the item itself (an alias shows whichever item, and has a twin everywhere). */
  namesItem?(ctx: RouteContext): boolean;
}

export function itemPage<T, K extends string | number>(options: ItemPageOptions<T, K>) {
  const { find, key } = options;
  /** An item written in the page's language only: the page of no other language. */
  const onlyHere = (ctx: RouteContext, item: T) => options.untranslated(ctx).includes(key(item));
  return {
    itemOf: find,
    onlyHere,
    /** The page's chunks and the shown item's body chunk: only that item's is downloaded. */
    async load(ctx: RouteContext): Promise<void> {
      await loadFor(ctx, ...options.caches);
      const item = find(ctx);
      if (item) await options.bodies[ctx.lang].load(key(item));
    },
    status: (ctx: RouteContext) => (find(ctx) ? 200 : 404),
    twin(ctx: RouteContext, other: Lang): string | undefined {
      const item = find(ctx);
      const named = options.namesItem?.(ctx) ?? true;
      return item && named && onlyHere(ctx, item) ? localizePath(other, options.listPath) : undefined;
    },
  };
}
