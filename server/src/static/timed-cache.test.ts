import { TimedCache } from './timed-cache';

describe('TimedCache', () => {
  it('shares one load between callers and loads again once the TTL has passed', async () => {
    let now = 0;
    let loads = 0;
    const cache = new TimedCache<number>(100, () => now);
    const load = async () => ++loads;
    expect(await Promise.all([cache.get('a', load), cache.get('a', load)])).toEqual([1, 1]);
    now = 99;
    expect(await cache.get('a', load)).toBe(1);
    now = 100;
    expect(await cache.get('a', load)).toBe(2);
  });

  it('peeks at a value only once it has arrived, and only within its TTL', async () => {
    let now = 0;
    let arrive!: (value: string) => void;
    const cache = new TimedCache<string>(100, () => now);
    const pending = cache.get('a', () => new Promise((resolve) => (arrive = resolve)));
    // Asked for, not arrived: nothing to give without waiting.
    expect(cache.peek('a')).toBeUndefined();
    now = 40;
    arrive('v1');
    await pending;
    expect(cache.peek('a')).toEqual({ value: 'v1' });
    // The TTL counts from the arrival (40), as for get.
    now = 139;
    expect(cache.peek('a')).toEqual({ value: 'v1' });
    now = 140;
    expect(cache.peek('a')).toBeUndefined();
    expect(cache.peek('b')).toBeUndefined();
  });

  it('peeks at an undefined value as a value (a lookup that found nothing is an answer too)', async () => {
    const cache = new TimedCache<string | undefined>(100, () => 0);
    await cache.get('a', async () => undefined);
    expect(cache.peek('a')).toEqual({ value: undefined });
  });
});
