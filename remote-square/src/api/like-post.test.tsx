import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { http, toastStore } from '@portal/shared';
import { QueryClientProvider, createPortalQueryClient, type InfiniteData } from '@portal/shared/query';
import type { Post, SquarePage } from '@portal/shared/types';
import { squareKeys } from './keys';
import { useLikePost } from './posts';
// The shared client's own test adapter: a non-2xx answer rejects the way axios's adapters do.
import { replyWith } from '../../../shared/src/api/test-adapter';

/**
 * The feed's like through useLikePost and the real API client (only the network is replaced):
 * the heart and count change in every cache at once, take the server's count on success, and
 * go back to what they were when the server refuses.
 */
const post = (id: number, liked: boolean, likeCount: number): Post => ({
  id,
  author: { uid: '9', name: '作者', avatar: '', followed: false, staff: false },
  content: '帖子',
  images: [],
  tagId: null,
  tag: null,
  topics: [],
  likeCount,
  commentCount: 0,
  liked,
  pinned: false,
  hidden: false,
  mine: false,
  createdAt: new Date().toISOString(),
});

const pageOf = (items: Post[]): SquarePage<Post> => ({
  items,
  total: items.length,
  currentPage: 1,
  pageSize: 10,
  hasMore: false,
  nextCursor: null,
});

let answer: (() => { status: number; body: unknown }) | null = null;
let release: () => void = () => undefined;
const requests: string[] = [];

beforeEach(() => {
  requests.length = 0;
  http.defaults.adapter = (async (config: { url?: string; method?: string }) => {
    requests.push(`${config.method?.toUpperCase()} ${config.url}`);
    await new Promise<void>((resolve) => {
      release = resolve;
    });
    const { status, body } = answer!();
    return replyWith(body, status)(config as never);
  }) as unknown as typeof http.defaults.adapter;
});

function setup() {
  const client = createPortalQueryClient();
  const feedKey = squareKeys.feed({ kind: 'all', sort: 2 }, '1');
  const detailKey = squareKeys.post(5, '1');
  client.setQueryData<InfiniteData<SquarePage<Post>>>(feedKey, {
    pages: [pageOf([post(4, false, 1), post(5, false, 7)])],
    pageParams: [{ currentPage: 1 }],
  });
  client.setQueryData<Post>(detailKey, post(5, false, 7));
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  const { result } = renderHook(() => useLikePost(), { wrapper });
  const feedPost = () => client.getQueryData<InfiniteData<SquarePage<Post>>>(feedKey)!.pages[0]!.items.find((p) => p.id === 5)!;
  const detail = () => client.getQueryData<Post>(detailKey)!;
  return { result, feedPost, detail };
}

describe('liking a post', () => {
  it('shows the like at once everywhere, then the server count', async () => {
    const { result, feedPost, detail } = setup();
    answer = () => ({ status: 200, body: { code: 0, msg: '', data: { liked: true, likeCount: 12 } } });
    act(() => result.current.mutate({ postId: 5, liked: true }));
    await waitFor(() => expect(feedPost()).toMatchObject({ liked: true, likeCount: 8 }));
    expect(detail()).toMatchObject({ liked: true, likeCount: 8 });
    await waitFor(() => expect(requests).toEqual(['POST /v1/square/post/5/like']));
    act(() => release());
    await waitFor(() => expect(feedPost()).toMatchObject({ liked: true, likeCount: 12 }));
    expect(detail()).toMatchObject({ liked: true, likeCount: 12 });
  });

  it('rolls back to the state before the tap when the server refuses, and says why', async () => {
    toastStore.getState().dispatch({ kind: 'clear' });
    // The client logs every failed request; this one is expected.
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { result, feedPost, detail } = setup();
    answer = () => ({ status: 429, body: { code: 1605, msg: '发得太快了，请 5 秒后再试', data: null } });
    act(() => result.current.mutate({ postId: 5, liked: true }));
    await waitFor(() => expect(feedPost()).toMatchObject({ liked: true, likeCount: 8 }));
    await waitFor(() => expect(requests).toHaveLength(1));
    act(() => release());
    await waitFor(() => expect(feedPost()).toMatchObject({ liked: false, likeCount: 7 }));
    expect(detail()).toMatchObject({ liked: false, likeCount: 7 });
    expect(toastStore.getState().toasts.map((t) => t.message)).toContain('发得太快了，请 5 秒后再试');
    logged.mockRestore();
  });
});
