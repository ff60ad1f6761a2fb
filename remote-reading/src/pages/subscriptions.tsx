import type { ReactNode } from 'react';
import { formatRelativeTime, Link, useAuth } from '@portal/shared';
import { LoadMore, PullToRefresh } from '@portal/shared/page-ui';
import { itemsOf, refreshFirstPage, useQueryClient, withQueryClient } from '@portal/shared/query';
import type { SubscriptionEntry } from '@portal/shared/types';
import { readingKeys } from '../api/keys';
import { useSubscriptions } from '../api/shelf';
import { BookRow } from '../components/book-row';
import { EmptyState, ErrorState, ListSkeleton, LoginNeeded } from '../components/states';
import { TopBar } from '../components/top-bar';
import './page.css';
import './shelf.css';

/** 我的订阅 (书架, the header's 收藏): subscribed books, 更新 when a chapter came out since the last read. */
function SubscriptionsPage() {
  const uid = useAuth((s) => s.account.uid);
  const client = useQueryClient();
  const shelf = useSubscriptions();
  const items = itemsOf(shelf.data, (entry: SubscriptionEntry) => entry.book.id);
  const total = shelf.data?.pages[0]?.total ?? 0;

  let body: ReactNode;
  if (!uid) body = <LoginNeeded what="书架" />;
  else if (shelf.isPending) body = <ListSkeleton />;
  else if (shelf.isError && items.length === 0) body = <ErrorState error={shelf.error} onRetry={() => void shelf.refetch()} />;
  else if (items.length === 0)
    body = (
      <EmptyState
        title="书架还是空的"
        description="在书籍详情页点「加入书架」，更新会第一时间出现在这里"
        action={
          <Link to="/animate" className="pt-button pt-button--primary pt-button--sm">
            去逛逛
          </Link>
        }
      />
    );
  else
    body = (
      <>
        <div className="pr-page__bar">
          <span>共 {total} 本</span>
          <Link to="/readhistory">阅读记录 ›</Link>
        </div>
        <div className="pr-page__list" data-testid="shelf-list">
          {items.map((entry) => (
            <BookRow
              key={entry.book.id}
              book={entry.book}
              badge={
                entry.updatedSinceRead ? (
                  <span className="pr-badge" data-testid="shelf-updated">
                    更新
                  </span>
                ) : null
              }
              line={
                <>
                  {entry.lastReadChapterTitle ? `读到 ${entry.lastReadChapterTitle}` : '还没开始读'} · 最新 {entry.book.latestChapterTitle}{' '}
                  · {formatRelativeTime(entry.book.updatedAt)}
                </>
              }
            />
          ))}
        </div>
        <LoadMore
          hasMore={Boolean(shelf.hasNextPage)}
          loading={shelf.isFetchingNextPage}
          failed={shelf.isFetchNextPageError}
          onLoadMore={() => void shelf.fetchNextPage()}
        />
      </>
    );

  return (
    <div className="pr-page" data-testid="subscriptions">
      <TopBar title="我的书架" />
      <PullToRefresh onRefresh={() => refreshFirstPage(client, readingKeys.subscriptions(uid))} disabled={!uid || shelf.isPending}>
        <div className="pr-page__body">{body}</div>
      </PullToRefresh>
    </div>
  );
}

export default withQueryClient(SubscriptionsPage);
