import { LRUCache } from 'lru-cache';

/**
 * An in-process read-through cache for public reads that every visitor repeats (the game list
 * pages, a game's detail, the news). Entries live `ttlMs` and the least recently used go first
 * beyond `max`; concurrent misses of one key share one load, so a burst on a cold key costs one
 * query. With ttlMs 0 it only passes through. Each server instance keeps its own: a change shows
 * everywhere within ttlMs, which is the staleness the catalogue accepts (architecture: scaling out).
 *
 * Refresh ahead: an entry asked for in the last fifth of its life is reloaded in the background
 * while the caller gets the kept value. A key asked for at least that often never expires, so
 * its callers never wait for the database — without it, every hot key made one caller in each
 * ttlMs wait for a query, and all of them at once when the database was slow (the load suite's
 * p99). Nothing is ever answered older than ttlMs.
 */
export interface ReadCache<V> {
  /** `load` gets the kept value when it refreshes one (so an unchanged answer can be kept as it is). */
  get(key: string, load: (previous: V | undefined) => Promise<V>): Promise<V>;
  /**
   * Until when (the clock's ms) the value kept for `key` is answered as it is, before a request
   * would start its refresh; undefined when nothing is kept (or ttlMs is 0). A copy kept
   * elsewhere (the front cache) lives no longer, so the refresh still comes ahead of expiry.
   */
  servedUntil(key: string): number | undefined;
}

export interface ReadCacheOptions {
  ttlMs: number;
  max: number;
  /** The clock in milliseconds (the app's clock, which tests move); performance.now() by default. */
  now?: () => number;
}

/** Reload in the background once this fraction of an entry's life is left. */
const REFRESH_WHEN_LEFT = 0.2;

interface Box<V> {
  value: V;
}

export function createReadCache<V>(options: ReadCacheOptions): ReadCache<V> {
  if (options.ttlMs <= 0) return { get: (_key, load) => load(undefined), servedUntil: () => undefined };
  const cache = new LRUCache<string, Box<V>>({
    max: options.max,
    ttl: options.ttlMs,
    // Read the clock on every call: a remembered "now" would make entries outlive ttlMs by a little.
    ttlResolution: 0,
    ...(options.now ? { perf: { now: options.now } } : {}),
  });
  const loading = new Map<string, Promise<Box<V>>>();
  const refreshWithinMs = options.ttlMs * REFRESH_WHEN_LEFT;
  const clock = options.now ?? (() => performance.now());

  /** One load per key at a time; a rejected load is not cached (the next request tries again). */
  const loadInto = (key: string, load: (previous: V | undefined) => Promise<V>, previous?: Box<V>): Promise<Box<V>> => {
    let pending = loading.get(key);
    if (!pending) {
      pending = load(previous?.value)
        .then((value) => {
          const box = { value };
          cache.set(key, box);
          return box;
        })
        .finally(() => loading.delete(key));
      loading.set(key, pending);
    }
    return pending;
  };

  return {
    async get(key, load) {
      const box = cache.get(key);
      if (box === undefined) return (await loadInto(key, load)).value;
      if (cache.getRemainingTTL(key) <= refreshWithinMs && !loading.has(key)) {
        // A failed refresh leaves the entry as it is until it expires; a miss then reloads it.
        loadInto(key, load, box).catch(() => undefined);
      }
      return box.value;
    },
    servedUntil(key) {
      const left = cache.getRemainingTTL(key);
      return left > refreshWithinMs ? clock() + left - refreshWithinMs : undefined;
    },
  };
}
