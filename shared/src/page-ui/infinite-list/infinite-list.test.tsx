import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider, useInfiniteQuery } from '@tanstack/react-query';
import type { Paged } from '@portal/shared/types';
import { createPortalQueryClient, nextPageOf } from '@portal/shared/query';
import { LoadMore } from './infinite-list';
import { isWithinLoadOffset, loadMoreRootMargin, shouldLoadMore } from './load-trigger';

/** A stand-in IntersectionObserver the test drives: `intersect()` says the sentinel came near. */
class FakeObserver {
  static last: FakeObserver | null = null;
  static options: IntersectionObserverInit | undefined;
  constructor(
    private readonly callback: IntersectionObserverCallback,
    options?: IntersectionObserverInit,
  ) {
    FakeObserver.last = this;
    FakeObserver.options = options;
  }
  observe() {}
  disconnect() {
    if (FakeObserver.last === this) FakeObserver.last = null;
  }
  intersect(isIntersecting = true) {
    this.callback([{ isIntersecting } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
}

beforeEach(() => {
  FakeObserver.last = null;
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = FakeObserver;
});
afterEach(() => {
  delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
});

const page = (n: number): Paged<string> => ({ items: [`item ${n}`], total: 3, page: n, pageSize: 1 });

/** An infinite list as the remotes write it: useInfiniteQuery + LoadMore. */
function List({ fetchPage }: { fetchPage: (n: number) => Promise<Paged<string>> }) {
  const list = useInfiniteQuery({
    queryKey: ['test-list'],
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <>
      <ul>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      {list.data ? (
        <LoadMore
          hasMore={Boolean(list.hasNextPage)}
          loading={list.isFetchingNextPage}
          failed={list.isFetchNextPageError}
          onLoadMore={() => void list.fetchNextPage()}
        />
      ) : null}
    </>
  );
}

describe('the one infinite list', () => {
  it('asks for page 2 when the sentinel comes within 300 px, then says 没有更多了 at the end', async () => {
    const fetchPage = jest.fn(async (n: number) => page(n));
    render(
      <QueryClientProvider client={createPortalQueryClient()}>
        <List fetchPage={fetchPage} />
      </QueryClientProvider>,
    );
    await screen.findByText('item 1');
    expect(FakeObserver.options?.rootMargin).toBe('0px 0px 300px 0px');
    expect(fetchPage).toHaveBeenCalledTimes(1);
    act(() => FakeObserver.last?.intersect(false));
    expect(fetchPage).toHaveBeenCalledTimes(1);
    act(() => FakeObserver.last?.intersect());
    await screen.findByText('item 2');
    expect(fetchPage).toHaveBeenLastCalledWith(2);
    act(() => FakeObserver.last?.intersect());
    await screen.findByText('item 3');
    expect(screen.getByTestId('load-more').getAttribute('data-state')).toBe('end');
    expect(screen.getByText('没有更多了')).toBeTruthy();
    // At the end nothing watches any more.
    expect(FakeObserver.last).toBeNull();
  });

  it('shows 加载失败，点击重试 when a page fails, and the button asks for it again', async () => {
    let failPage2 = true;
    const fetchPage = jest.fn(async (n: number) => {
      if (n === 2 && failPage2) throw new Error('boom');
      return page(n);
    });
    // A page that failed is not retried by itself (the button is the retry).
    const client = createPortalQueryClient();
    client.setDefaultOptions({ queries: { retry: false } });
    render(
      <QueryClientProvider client={client}>
        <List fetchPage={fetchPage} />
      </QueryClientProvider>,
    );
    await screen.findByText('item 1');
    act(() => FakeObserver.last?.intersect());
    const retry = await screen.findByText('加载失败，点击重试');
    expect(screen.getByTestId('load-more').getAttribute('data-state')).toBe('error');
    // A failed list does not ask again by itself while the sentinel stays in view.
    expect(FakeObserver.last).toBeNull();
    failPage2 = false;
    fireEvent.click(retry);
    await screen.findByText('item 2');
    expect(fetchPage.mock.calls.map(([n]) => n)).toEqual([1, 2, 2]);
  });

  it('its button loads the next page without IntersectionObserver, and shows 加载中… meanwhile', async () => {
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
    const onLoadMore = jest.fn();
    const { rerender } = render(<LoadMore hasMore loading={false} failed={false} onLoadMore={onLoadMore} />);
    fireEvent.click(screen.getByText('加载更多'));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    rerender(<LoadMore hasMore loading failed={false} onLoadMore={onLoadMore} />);
    expect(screen.getByText('加载中…')).toBeTruthy();
    expect(screen.getByTestId('load-more').getAttribute('data-state')).toBe('loading');
    await waitFor(() => expect(screen.queryByText('加载更多')).toBeNull());
  });
});

describe('list load offset 300 (spec §9)', () => {
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
    const base = { near: true, hasMore: true, loading: false, failed: false };
    expect(shouldLoadMore(base)).toBe(true);
    expect(shouldLoadMore({ ...base, near: false })).toBe(false);
    expect(shouldLoadMore({ ...base, hasMore: false })).toBe(false);
    expect(shouldLoadMore({ ...base, loading: true })).toBe(false);
    expect(shouldLoadMore({ ...base, failed: true })).toBe(false);
  });
});
