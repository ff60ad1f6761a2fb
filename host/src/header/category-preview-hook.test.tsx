import { act, renderHook, waitFor } from '@testing-library/react';
import { getGameList, type GameListRequest, type GameListResult, type GameSummary } from '@portal/shared';
import { useCategoryPreview } from './category-previews';

jest.mock('@portal/shared', () => ({ ...jest.requireActual('@portal/shared'), getGameList: jest.fn() }));

const listOf = (categoryId: number) => ({
  items: [1, 2, 3, 4].map((n) => ({ id: categoryId * 100 + n, name: `游戏${categoryId}-${n}` }) as GameSummary),
  total: 4,
});

it('switching category shows the new one loading, never the previous one’s games under its name', async () => {
  const pending: Array<() => void> = [];
  jest
    .mocked(getGameList)
    .mockImplementation(
      ({ category }: GameListRequest) =>
        new Promise<GameListResult>((resolve) => pending.push(() => resolve(listOf(Number(category)) as GameListResult))),
    );
  // Every render's answer, not only the last: what a render shows, a pointer can click.
  const renders: Array<{ id: number; state: ReturnType<typeof useCategoryPreview> }> = [];
  const { result, rerender } = renderHook(
    ({ id }) => {
      const state = useCategoryPreview(id);
      renders.push({ id, state });
      return state;
    },
    { initialProps: { id: 1 } },
  );
  expect(result.current.status).toBe('loading');
  await act(async () => pending.shift()!());
  await waitFor(() => expect(result.current.status).toBe('ready'));

  // The first render after the switch — before any effect has run — is the new category, loading.
  rerender({ id: 2 });
  expect(renders.filter((r) => r.id === 2).map((r) => r.state)).toEqual([{ status: 'loading' }]);
  await act(async () => pending.shift()!());
  await waitFor(() => expect(result.current).toEqual({ status: 'ready', games: listOf(2).items }));

  // Back to the first: it stays loaded (no new request) and shows its own games at once.
  rerender({ id: 1 });
  expect(result.current).toEqual({ status: 'ready', games: listOf(1).items });
  expect(getGameList).toHaveBeenCalledTimes(2);
});
