import type { SquarePage } from '@portal/shared/types';
import { mapPages, nextSquarePage, pageQuery, removeFromPages, squareItems } from './square-paging';

const page = (ids: number[], extra: Partial<SquarePage<{ id: number }>> = {}): SquarePage<{ id: number }> => ({
  items: ids.map((id) => ({ id })),
  total: 10,
  currentPage: 1,
  pageSize: 3,
  hasMore: true,
  nextCursor: 'c1',
  ...extra,
});

describe('square paging', () => {
  it('asks for the next page number with the cursor the last page gave', () => {
    expect(nextSquarePage(page([1, 2, 3]))).toEqual({ currentPage: 2, cursor: 'c1' });
    expect(nextSquarePage(page([1, 2, 3], { hasMore: false }))).toBeUndefined();
    expect(nextSquarePage(page([], { hasMore: true }))).toBeUndefined();
    expect(pageQuery({ currentPage: 2, cursor: 'c1' }, 10)).toEqual({ currentPage: 2, pageSize: 10, cursor: 'c1' });
    expect(pageQuery({ currentPage: 1 }, 10)).toEqual({ currentPage: 1, pageSize: 10 });
  });

  it('lists each item once when pages overlap', () => {
    expect(squareItems({ pages: [page([1, 2, 3]), page([3, 4])], pageParams: [] }).map((i) => i.id)).toEqual([1, 2, 3, 4]);
  });

  it('patches and removes items, keeping untouched data as it was', () => {
    const data = { pages: [page([1, 2]), page([3])], pageParams: [] };
    expect(mapPages(data, (i) => i)).toBe(data);
    const removed = removeFromPages(data, (i) => i.id === 2)!;
    expect(squareItems(removed).map((i) => i.id)).toEqual([1, 3]);
    expect(removed.pages[0]!.total).toBe(9);
    expect(removed.pages[1]).toBe(data.pages[1]);
  });
});
