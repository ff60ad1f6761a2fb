import { LIST_LOAD_OFFSET } from '../ui-defaults';

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

export function shouldLoadMore(state: { near: boolean; hasMore: boolean; loading: boolean; failed: boolean }): boolean {
  return state.near && state.hasMore && !state.loading && !state.failed;
}

export type LoadMoreState = 'idle' | 'loading' | 'error' | 'end';

export function loadMoreState(state: { hasMore: boolean; loading: boolean; failed: boolean }): LoadMoreState {
  return state.loading ? 'loading' : state.failed ? 'error' : state.hasMore ? 'idle' : 'end';
}
