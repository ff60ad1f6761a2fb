import { useEffect, useState } from 'react';
import { getGameList, type GameSummary } from '@portal/shared';

/**
 * Spec §2 header: hovering a category loads up to 4 of its games once; the panel then stays
 * loaded. A failed load is not kept, so hovering again tries again.
 */
export const PREVIEW_SIZE = 4;

export type PreviewState = { status: 'loading' } | { status: 'ready'; games: GameSummary[] } | { status: 'failed' };

export function createPreviewCache(load: (categoryId: number) => Promise<GameSummary[]>) {
  const settled = new Map<number, GameSummary[]>();
  const inFlight = new Map<number, Promise<GameSummary[]>>();
  return {
    peek(categoryId: number): GameSummary[] | undefined {
      return settled.get(categoryId);
    },
    get(categoryId: number): Promise<GameSummary[]> {
      const cached = settled.get(categoryId);
      if (cached) return Promise.resolve(cached);
      let pending = inFlight.get(categoryId);
      if (!pending) {
        pending = load(categoryId).then(
          (games) => {
            settled.set(categoryId, games);
            inFlight.delete(categoryId);
            return games;
          },
          (error: unknown) => {
            inFlight.delete(categoryId);
            throw error;
          },
        );
        inFlight.set(categoryId, pending);
      }
      return pending;
    },
  };
}

const previews = createPreviewCache(async (categoryId) =>
  (await getGameList({ category: categoryId, sort: 'hot', page: 1, pageSize: PREVIEW_SIZE })).items.slice(0, PREVIEW_SIZE),
);

/**
 * The state is kept with the category it belongs to: right after switching, the render must show
 * the new category loading — not, for one render, the previous category's games under the new name
 * (a fast pointer could click one of those).
 */
export function useCategoryPreview(categoryId: number | null): PreviewState {
  const [loaded, setLoaded] = useState<{ categoryId: number; state: PreviewState } | null>(null);
  useEffect(() => {
    if (categoryId === null) return undefined;
    const cached = previews.peek(categoryId);
    if (cached) {
      setLoaded({ categoryId, state: { status: 'ready', games: cached } });
      return undefined;
    }
    let current = true;
    previews.get(categoryId).then(
      (games) => current && setLoaded({ categoryId, state: { status: 'ready', games } }),
      () => current && setLoaded({ categoryId, state: { status: 'failed' } }),
    );
    return () => {
      current = false;
    };
  }, [categoryId]);
  if (categoryId !== null && loaded?.categoryId !== categoryId) {
    const cached = previews.peek(categoryId);
    return cached ? { status: 'ready', games: cached } : { status: 'loading' };
  }
  return loaded?.state ?? { status: 'loading' };
}
