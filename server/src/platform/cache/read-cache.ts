import { LRUCache } from 'lru-cache';

/**
 * An in-process read-through cache for public reads that every visitor repeats (the game list
 * pages, a game's detail). Entries live `ttlMs` and the least recently used go first beyond
 * `max`; concurrent misses of one key share one load, so a burst on a cold key costs one query.
 * With ttlMs 0 it only passes through. Each server instance keeps its own: a change shows
 * everywhere within ttlMs, which is the staleness the catalogue accepts (architecture: scaling out).
 */
export interface ReadCache<V> {
  get(key: string, load: () => Promise<V>): Promise<V>;
}

interface Box<V> {
  value: V;
}

export function createReadCache<V>(options: { ttlMs: number; max: number }): ReadCache<V> {
  if (options.ttlMs <= 0) return { get: (_key, load) => load() };
  const cache = new LRUCache<string, Box<V>, () => Promise<V>>({
    max: options.max,
    ttl: options.ttlMs,
    // A rejected load is not cached: the next request tries again.
    fetchMethod: async (_key, _stale, { context }) => ({ value: await context() }),
  });
  return {
    async get(key, load) {
      const box = await cache.fetch(key, { context: load });
      return (box as Box<V>).value;
    },
  };
}
