import type { InfiniteData } from '@portal/shared/query';
import type { SquarePage } from '@portal/shared/types';

/**
 * Spec §7: the square's lists page with `currentPage`; the server also hands back `nextCursor`,
 * which the next request carries so an infinite list neither repeats nor skips a row when posts
 * arrive between two pages.
 */
export interface SquarePageParam {
  currentPage: number;
  cursor?: string;
}

export const FIRST_PAGE: SquarePageParam = { currentPage: 1 };

/** useInfiniteQuery's getNextPageParam for every square list. */
export function nextSquarePage(last: SquarePage<unknown>): SquarePageParam | undefined {
  if (!last.hasMore || last.items.length === 0) return undefined;
  return last.nextCursor ? { currentPage: last.currentPage + 1, cursor: last.nextCursor } : { currentPage: last.currentPage + 1 };
}

/** The query string of one page request (no `cursor` key on the first page). */
export function pageQuery(param: SquarePageParam, pageSize: number): Record<string, string | number> {
  return param.cursor ? { currentPage: param.currentPage, pageSize, cursor: param.cursor } : { currentPage: param.currentPage, pageSize };
}

/** The items of every loaded page, each once (a row deleted or hidden meanwhile may shift pages). */
export function squareItems<T extends { id: number }>(data: InfiniteData<SquarePage<T>> | undefined): T[] {
  const seen = new Set<number>();
  const items: T[] = [];
  for (const page of data?.pages ?? []) {
    for (const item of page.items) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      items.push(item);
    }
  }
  return items;
}

/** Maps every item of every page; pages and data keep their identity when nothing changed. */
export function mapPages<T>(data: InfiniteData<SquarePage<T>> | undefined, map: (item: T) => T): InfiniteData<SquarePage<T>> | undefined {
  if (!data) return data;
  let changed = false;
  const pages = data.pages.map((page) => {
    let pageChanged = false;
    const items = page.items.map((item) => {
      const next = map(item);
      if (next !== item) pageChanged = true;
      return next;
    });
    if (!pageChanged) return page;
    changed = true;
    return { ...page, items };
  });
  return changed ? { ...data, pages } : data;
}

/** Drops the items `remove` picks from every page (and lowers each page's total). */
export function removeFromPages<T>(
  data: InfiniteData<SquarePage<T>> | undefined,
  remove: (item: T) => boolean,
): InfiniteData<SquarePage<T>> | undefined {
  if (!data) return data;
  let changed = false;
  const pages = data.pages.map((page) => {
    const items = page.items.filter((item) => !remove(item));
    if (items.length === page.items.length) return page;
    changed = true;
    return { ...page, items, total: Math.max(0, page.total - (page.items.length - items.length)) };
  });
  return changed ? { ...data, pages } : data;
}
