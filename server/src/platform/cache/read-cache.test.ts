import { createReadCache } from './read-cache';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('read cache', () => {
  /** A clock the test moves, and a way to let a background reload finish. */
  function manualClock() {
    let time = 1_000_000;
    return { now: () => time, advance: (ms: number) => (time += ms) };
  }
  const settle = () => new Promise((resolve) => setImmediate(resolve));

  it('answers a repeated key from memory until the entry is older than ttlMs', async () => {
    const clock = manualClock();
    const cache = createReadCache<number>({ ttlMs: 60, max: 10, now: clock.now });
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get('a', load)).toBe(1);
    expect(await cache.get('a', load)).toBe(1);
    expect(await cache.get('b', load)).toBe(2);
    clock.advance(61);
    expect(await cache.get('a', load)).toBe(3);
  });

  it('reads the real clock by default', async () => {
    const cache = createReadCache<number>({ ttlMs: 30, max: 10 });
    let loads = 0;
    const load = async () => ++loads;
    await cache.get('a', load);
    await sleep(40);
    expect(await cache.get('a', load)).toBe(2);
  });

  it('shares one load between concurrent misses of a key', async () => {
    const cache = createReadCache<string>({ ttlMs: 1000, max: 10, now: manualClock().now });
    let loads = 0;
    const load = async () => {
      loads += 1;
      await sleep(20);
      return 'row';
    };
    expect(await Promise.all([cache.get('k', load), cache.get('k', load), cache.get('k', load)])).toEqual(['row', 'row', 'row']);
    expect(loads).toBe(1);
  });

  it('keeps null answers (a missing game) and does not keep failures', async () => {
    const cache = createReadCache<string | null>({ ttlMs: 1000, max: 10, now: manualClock().now });
    let loads = 0;
    expect(
      await cache.get('missing', async () => {
        loads += 1;
        return null;
      }),
    ).toBeNull();
    expect(
      await cache.get('missing', async () => {
        loads += 1;
        return 'x';
      }),
    ).toBeNull();
    expect(loads).toBe(1);
    await expect(
      cache.get('flaky', async () => {
        throw new Error('db down');
      }),
    ).rejects.toThrow('db down');
    expect(await cache.get('flaky', async () => 'back')).toBe('back');
  });

  it('forgets the least recently used entry beyond max', async () => {
    const cache = createReadCache<number>({ ttlMs: 1000, max: 2, now: manualClock().now });
    let loads = 0;
    const load = async () => ++loads;
    await cache.get('a', load);
    await cache.get('b', load);
    await cache.get('c', load); // evicts a
    expect(await cache.get('a', load)).toBe(4);
    expect(await cache.get('c', load)).toBe(3);
  });

  it('reloads an entry asked for in the last fifth of its life in the background, answering the kept value meanwhile', async () => {
    const clock = manualClock();
    const cache = createReadCache<number>({ ttlMs: 1000, max: 10, now: clock.now });
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get('a', load)).toBe(1);
    clock.advance(790);
    expect(await cache.get('a', load)).toBe(1);
    expect(loads).toBe(1);
    clock.advance(10);
    // 800 ms old: the caller is not kept waiting, a reload starts (once, however many ask).
    expect(await Promise.all([cache.get('a', load), cache.get('a', load)])).toEqual([1, 1]);
    await settle();
    expect(loads).toBe(2);
    expect(await cache.get('a', load)).toBe(2);
    // The reloaded entry lives a full ttlMs from its reload: a key asked for often never expires.
    clock.advance(999);
    expect(await cache.get('a', load)).toBe(2);
  });

  it('never answers an entry older than ttlMs, and gives a reload the value it replaces', async () => {
    const clock = manualClock();
    const cache = createReadCache<string>({ ttlMs: 1000, max: 10, now: clock.now });
    const seen: (string | undefined)[] = [];
    const load = (value: string) => async (previous: string | undefined) => {
      seen.push(previous);
      return value;
    };
    expect(await cache.get('k', load('first'))).toBe('first');
    clock.advance(850);
    expect(await cache.get('k', load('second'))).toBe('first');
    await settle();
    expect(seen).toEqual([undefined, 'first']);
    clock.advance(1001);
    expect(await cache.get('k', load('third'))).toBe('third');
    expect(seen).toEqual([undefined, 'first', undefined]);
  });

  it('keeps an entry whose background reload failed until it expires, then loads it again', async () => {
    const clock = manualClock();
    const cache = createReadCache<string>({ ttlMs: 1000, max: 10, now: clock.now });
    const failing = async (): Promise<string> => {
      throw new Error('db down');
    };
    await cache.get('k', async () => 'kept');
    clock.advance(900);
    expect(await cache.get('k', failing)).toBe('kept');
    await settle();
    // The next caller in the last fifth tries the reload again, and is answered the kept value too.
    expect(await cache.get('k', failing)).toBe('kept');
    await settle();
    clock.advance(101);
    expect(await cache.get('k', async () => 'fresh')).toBe('fresh');
  });

  it('passes straight through with ttlMs 0, and serves nothing kept', async () => {
    const cache = createReadCache<number>({ ttlMs: 0, max: 10 });
    let loads = 0;
    const load = async () => ++loads;
    await cache.get('a', load);
    expect(await cache.get('a', load)).toBe(2);
    expect(cache.servedUntil('a')).toBeUndefined();
  });

  it('says until when a kept value is served as it is: up to where a request would start its refresh', async () => {
    const clock = manualClock();
    const cache = createReadCache<number>({ ttlMs: 100, max: 10, now: clock.now });
    const start = clock.now();
    expect(cache.servedUntil('a')).toBeUndefined();
    await cache.get('a', async () => 1);
    expect(cache.servedUntil('a')).toBe(start + 80);
    clock.advance(79);
    expect(cache.servedUntil('a')).toBe(start + 80);
    clock.advance(1);
    // In the last fifth: the next request refreshes it, so nothing may keep a copy longer.
    expect(cache.servedUntil('a')).toBeUndefined();
    await cache.get('a', async () => 2);
    await settle();
    expect(cache.servedUntil('a')).toBe(clock.now() + 80);
  });
});
