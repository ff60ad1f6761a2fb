import type { GameSummary } from '@portal/shared';
import { createPreviewCache } from './category-previews';

/** Spec §2: a category's preview loads once and then stays loaded. */
const game = (id: number) => ({ id, name: `游戏${id}` }) as GameSummary;

it('loads a category once; hovering it again uses what was loaded', async () => {
  const load = jest.fn(async (categoryId: number) => [game(categoryId * 10)]);
  const cache = createPreviewCache(load);
  expect(cache.peek(1)).toBeUndefined();
  expect(await cache.get(1)).toEqual([game(10)]);
  expect(await cache.get(1)).toEqual([game(10)]);
  expect(cache.peek(1)).toEqual([game(10)]);
  await cache.get(2);
  expect(load.mock.calls.map(([id]) => id)).toEqual([1, 2]);
});

it('shares one request between hovers that come before it answers', async () => {
  let answer: (games: GameSummary[]) => void = () => undefined;
  const load = jest.fn(() => new Promise<GameSummary[]>((resolve) => (answer = resolve)));
  const cache = createPreviewCache(load);
  const first = cache.get(3);
  const second = cache.get(3);
  answer([game(1)]);
  expect(await first).toEqual(await second);
  expect(load).toHaveBeenCalledTimes(1);
});

it('does not keep a failure: the next hover asks again', async () => {
  const load = jest
    .fn()
    .mockRejectedValueOnce(new Error('offline'))
    .mockResolvedValueOnce([game(5)]);
  const cache = createPreviewCache(load);
  await expect(cache.get(4)).rejects.toThrow('offline');
  expect(await cache.get(4)).toEqual([game(5)]);
  expect(load).toHaveBeenCalledTimes(2);
});
