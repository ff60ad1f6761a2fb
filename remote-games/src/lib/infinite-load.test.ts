import { isWithinLoadOffset, loadMoreRootMargin, nextPageOf, shouldLoadMore } from './infinite-load';

describe('infinite load trigger (offset 300)', () => {
  it('widens the observed area 300 px below the viewport', () => {
    expect(loadMoreRootMargin()).toBe('0px 0px 300px 0px');
    expect(loadMoreRootMargin(120)).toBe('0px 0px 120px 0px');
  });

  it('fires when the sentinel is within 300 px under the viewport bottom', () => {
    expect(isWithinLoadOffset(1100, 800)).toBe(true);
    expect(isWithinLoadOffset(1101, 800)).toBe(false);
    expect(isWithinLoadOffset(500, 800)).toBe(true);
  });

  it('asks only when near, with more to load, idle and not failed', () => {
    const base = { near: true, hasNextPage: true, fetching: false, failed: false };
    expect(shouldLoadMore(base)).toBe(true);
    expect(shouldLoadMore({ ...base, near: false })).toBe(false);
    expect(shouldLoadMore({ ...base, hasNextPage: false })).toBe(false);
    expect(shouldLoadMore({ ...base, fetching: true })).toBe(false);
    expect(shouldLoadMore({ ...base, failed: true })).toBe(false);
  });

  it('computes the next page from the total', () => {
    expect(nextPageOf({ items: [1], total: 45, page: 1, pageSize: 20 })).toBe(2);
    expect(nextPageOf({ items: [1], total: 45, page: 2, pageSize: 20 })).toBe(3);
    expect(nextPageOf({ items: [1], total: 45, page: 3, pageSize: 20 })).toBeUndefined();
    expect(nextPageOf({ items: [1], total: 40, page: 2, pageSize: 20 })).toBeUndefined();
    expect(nextPageOf({ items: [], total: 99, page: 5, pageSize: 20 })).toBeUndefined();
  });
});
