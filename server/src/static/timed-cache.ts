/**
 * Remembers each key's value for ttlMs and shares one in-flight load between concurrent
 * callers, so a burst of page loads makes one request per remote, not one each.
 * The loader must not throw: failures are values too, cached as briefly as successes, so
 * a dead remote costs one timeout per TTL rather than one per page view.
 */
export class TimedCache<V> {
  private readonly entries = new Map<string, { at: number; value: Promise<V> }>();

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
    void value.then(() => {
      const current = this.entries.get(key);
      if (current?.value === value) current.at = this.now();
    });
    return value;
  }
}
