/**
 * Remembers each key's value for ttlMs and shares one in-flight load between concurrent
 * callers, so a burst of page loads makes one request per remote, not one each.
 * The loader must not throw: failures are values too, cached as briefly as successes, so
 * a dead remote costs one timeout per TTL rather than one per page view.
 */
export class TimedCache<V> {
  private readonly entries = new Map<string, { at: number; value: Promise<V>; arrived?: { value: V } }>();

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string, load: () => Promise<V>): Promise<V> {
    const entry = this.entries.get(key);
    if (entry && this.now() - entry.at < this.ttlMs) return entry.value;
    const value = load();
    this.entries.set(key, { at: this.now(), value });
    // The TTL counts from when the answer arrived, not from when it was asked for.
    void value.then((arrived) => {
      const current = this.entries.get(key);
      if (current?.value !== value) return;
      current.at = this.now();
      current.arrived = { value: arrived };
    });
    return value;
  }

  /**
   * The key's value without waiting, when it has arrived and is within its TTL; undefined
   * otherwise (then `get` it). For a caller whose hot path should not pay for a promise per use.
   */
  peek(key: string): { value: V } | undefined {
    const entry = this.entries.get(key);
    return entry?.arrived && this.now() - entry.at < this.ttlMs ? entry.arrived : undefined;
  }
}
