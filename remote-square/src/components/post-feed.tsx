import type { ReactNode } from 'react';
import { LoadMore, PullToRefresh } from '@portal/shared/page-ui';
import type { InfiniteData, QueryKey } from '@portal/shared/query';
import { refreshFirstPage, useQueryClient } from '@portal/shared/query';
import type { Post, SquarePage } from '@portal/shared/types';
import { squareItems } from '../lib/square-paging';
import { PostCard } from './post-card';
import { ErrorState, PostSkeletons } from './states';

/** What a feed needs from its infinite query. */
export interface FeedQuery {
  data: InfiniteData<SquarePage<Post>> | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => unknown;
  refetch: () => unknown;
}

/**
 * A list of posts: pull down to refresh (first page again), the next page 300 px before the end
 * (spec §9 list load offset), and its loading, empty and error states.
 */
export function PostFeed({ query, queryKey, empty, now }: { query: FeedQuery; queryKey: QueryKey; empty: ReactNode; now: number }) {
  const client = useQueryClient();
  const posts = squareItems(query.data);
  let body: ReactNode;
  if (query.isPending) body = <PostSkeletons />;
  else if (query.isError && posts.length === 0) body = <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  else if (posts.length === 0) body = empty;
  else
    body = (
      <>
        <div className="ps-feed__list" data-testid="post-feed">
          {posts.map((post) => (
            <PostCard key={post.id} post={post} now={now} />
          ))}
        </div>
        <LoadMore
          hasMore={query.hasNextPage}
          loading={query.isFetchingNextPage}
          failed={query.isFetchNextPageError}
          onLoadMore={() => void query.fetchNextPage()}
        />
      </>
    );
  return (
    <PullToRefresh onRefresh={() => refreshFirstPage(client, queryKey)} disabled={query.isPending}>
      {body}
    </PullToRefresh>
  );
}
