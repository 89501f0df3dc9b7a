// One page of a list (projects: 6, blog: 4), shared by both listings.
export interface Paged<T> {
  items: T[];
  total: number;
  page: number;
  pageCount: number;
}

/** One page of a list; a page past the end clamps to the last one. */
export function paginate<T>(items: readonly T[], page: number, size: number): Paged<T> {
  const pageCount = Math.max(1, Math.ceil(items.length / size));
  const current = Math.min(Math.max(1, Math.floor(page)), pageCount);
  return { items: items.slice((current - 1) * size, current * size), total: items.length, page: current, pageCount };
}
