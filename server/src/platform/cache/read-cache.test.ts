import { createReadCache } from './read-cache';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('read cache', () => {
  it('answers a repeated key from memory until the entry is older than ttlMs', async () => {
    const cache = createReadCache<number>({ ttlMs: 60, max: 10 });
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get('a', load)).toBe(1);
    expect(await cache.get('a', load)).toBe(1);
    expect(await cache.get('b', load)).toBe(2);
    await sleep(90);
    expect(await cache.get('a', load)).toBe(3);
  });

  it('shares one load between concurrent misses of a key', async () => {
    const cache = createReadCache<string>({ ttlMs: 1000, max: 10 });
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
    const cache = createReadCache<string | null>({ ttlMs: 1000, max: 10 });
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
    const cache = createReadCache<number>({ ttlMs: 1000, max: 2 });
    let loads = 0;
    const load = async () => ++loads;
    await cache.get('a', load);
    await cache.get('b', load);
    await cache.get('c', load); // evicts a
    expect(await cache.get('a', load)).toBe(4);
    expect(await cache.get('c', load)).toBe(3);
  });

  it('passes straight through with ttlMs 0', async () => {
    const cache = createReadCache<number>({ ttlMs: 0, max: 10 });
    let loads = 0;
    const load = async () => ++loads;
    await cache.get('a', load);
    expect(await cache.get('a', load)).toBe(2);
  });
});
