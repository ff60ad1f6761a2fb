import type { Paged } from '@portal/shared';
import { LIST_LOAD_OFFSET } from '@portal/shared';

/**
 * Spec §9 list load offset 300: the next page is asked for once the end of the list comes
 * within 300 px of the bottom of the visible area.
 */
export function loadMoreRootMargin(offset = LIST_LOAD_OFFSET): string {
  return `0px 0px ${offset}px 0px`;
}

/** The same rule in numbers (for a scroll handler or a test): sentinel top vs viewport bottom. */
export function isWithinLoadOffset(sentinelTop: number, viewportBottom: number, offset = LIST_LOAD_OFFSET): boolean {
  return sentinelTop - viewportBottom <= offset;
}

export function shouldLoadMore(state: { near: boolean; hasNextPage: boolean; fetching: boolean; failed: boolean }): boolean {
  return state.near && state.hasNextPage && !state.fetching && !state.failed;
}

/** The page after `last`, or undefined when `last` was the final one (for useInfiniteQuery). */
export function nextPageOf(last: Paged<unknown>): number | undefined {
  if (last.items.length === 0) return undefined;
  return last.page * last.pageSize < last.total ? last.page + 1 : undefined;
}
