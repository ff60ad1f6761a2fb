import type { ReactNode } from 'react';
import { useState } from 'react';
import { Button, ConfirmDialog, formatRelativeTime, Link, toast, useAuth } from '@portal/shared';
import { LoadMore, PullToRefresh } from '@portal/shared/page-ui';
import { errorMessage, itemsOf, refreshFirstPage, useQueryClient, withQueryClient } from '@portal/shared/query';
import type { HistoryEntry } from '@portal/shared/types';
import { readingKeys } from '../api/keys';
import { useDeleteHistory, useHistory } from '../api/shelf';
import { BookRow } from '../components/book-row';
import { EmptyState, ErrorState, ListSkeleton, LoginNeeded } from '../components/states';
import { TopBar } from '../components/top-bar';
import './page.css';
import './shelf.css';

/** 阅读记录: newest first, 继续阅读 at the saved place, delete one or all (each asked first). */
function ReadHistoryPage() {
  const uid = useAuth((s) => s.account.uid);
  const client = useQueryClient();
  const history = useHistory();
  const remove = useDeleteHistory();
  const [asking, setAsking] = useState<HistoryEntry | 'all' | null>(null);
  const items = itemsOf(history.data, (entry: HistoryEntry) => entry.book.id);

  const confirmDelete = () => {
    if (!asking) return;
    const target = asking === 'all' ? 'all' : asking.book.id;
    remove.mutate(target, {
      onSuccess: () => {
        setAsking(null);
        toast.success(target === 'all' ? '已清空阅读记录' : '已删除');
      },
      onError: (error) => toast.error(errorMessage(error, '删除失败，请稍后重试')),
    });
  };

  let body: ReactNode;
  if (!uid) body = <LoginNeeded what="阅读记录" />;
  else if (history.isPending) body = <ListSkeleton />;
  else if (history.isError && items.length === 0) body = <ErrorState error={history.error} onRetry={() => void history.refetch()} />;
  else if (items.length === 0)
    body = (
      <EmptyState
        title="还没有阅读记录"
        description="读过的书会按时间排在这里"
        action={
          <Link to="/animate" className="pt-button pt-button--primary pt-button--sm">
            去找书看
          </Link>
        }
      />
    );
  else
    body = (
      <>
        <div className="pr-page__list" data-testid="history-list">
          {items.map((entry) => (
            <BookRow
              key={entry.book.id}
              book={entry.book}
              line={
                <>
                  读到 <span data-testid="history-chapter">{entry.progress.chapterTitle}</span> ·{' '}
                  {Math.round(entry.progress.locator.progression * 100)}% · {formatRelativeTime(entry.progress.readAt)}
                </>
              }
              actions={
                <>
                  <Link
                    to={`/readbook/${entry.book.id}/${entry.progress.locator.chapterId}`}
                    className="pt-button pt-button--primary pt-button--sm"
                    data-testid="history-continue"
                  >
                    继续
                  </Link>
                  <Button size="sm" variant="text" onClick={() => setAsking(entry)} aria-label={`删除《${entry.book.title}》的阅读记录`}>
                    删除
                  </Button>
                </>
              }
            />
          ))}
        </div>
        <LoadMore
          hasMore={Boolean(history.hasNextPage)}
          loading={history.isFetchingNextPage}
          failed={history.isFetchNextPageError}
          onLoadMore={() => void history.fetchNextPage()}
        />
      </>
    );

  return (
    <div className="pr-page" data-testid="read-history">
      <TopBar
        title="阅读记录"
        actions={
          uid && items.length > 0 ? (
            <Button size="sm" variant="text" onClick={() => setAsking('all')} data-testid="history-clear">
              清空
            </Button>
          ) : null
        }
      />
      <PullToRefresh onRefresh={() => refreshFirstPage(client, readingKeys.history(uid))} disabled={!uid || history.isPending}>
        <div className="pr-page__body">{body}</div>
      </PullToRefresh>
      <ConfirmDialog
        open={asking !== null}
        title={asking === 'all' ? '清空阅读记录' : '删除阅读记录'}
        text={asking === 'all' ? '确定清空全部阅读记录吗？' : asking ? `确定删除《${asking.book.title}》的阅读记录吗？` : ''}
        confirmText={remove.isPending ? '删除中…' : '删除'}
        confirmDisabled={remove.isPending}
        onCancel={() => setAsking(null)}
        onConfirm={confirmDelete}
      />
    </div>
  );
}

export default withQueryClient(ReadHistoryPage);
