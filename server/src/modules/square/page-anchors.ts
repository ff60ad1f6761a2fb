import { LRUCache } from 'lru-cache';

/**
 * The spec's page numbers served by keyset reads. Each list (its filter, order, page size and
 * reader) remembers the key of the last item of every page it answered, in memory, least
 * recently used out. Page N then reads after page N-1's key — one index range however deep.
 * A page asked without its predecessor (a jump, a restarted or other instance, an evicted
 * anchor) starts from the nearest remembered page before it and skips the pages in between;
 * with none remembered it skips from the top (OFFSET): correct, just slower for deep jumps.
 * Anchors expire after a few minutes, so a stale one never sticks.
 */
export interface PageAnchors<K> {
  /** The nearest remembered anchor at or before page `before` (the key ending that page), if any. */
  nearest(list: string, before: number): { page: number; key: K } | null;
  remember(list: string, page: number, key: K): void;
}

/** How far back `nearest` looks for an anchor before falling back to the top of the list. */
const LOOK_BACK_PAGES = 20;

export function createPageAnchors<K extends object>(options: { max?: number; ttlMs?: number } = {}): PageAnchors<K> {
  const cache = new LRUCache<string, K>({ max: options.max ?? 20_000, ttl: options.ttlMs ?? 5 * 60_000 });
  return {
    nearest(list, before) {
      for (let page = before; page >= 1 && page > before - LOOK_BACK_PAGES; page -= 1) {
        const key = cache.get(`${list}#${page}`);
        if (key) return { page, key };
      }
      return null;
    },
    remember(list, page, key) {
      cache.set(`${list}#${page}`, key);
    },
  };
}
