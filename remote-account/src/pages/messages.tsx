import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { Button, StatePanel, images, isRequestCancelled, refreshUserStatus, toast } from '@portal/shared';
import type { MessageList, SystemMessage } from '@portal/shared/types';
import { walletApi } from '../api/wallet';
import { LoadMore } from '../components/common/load-more';
import { MessageItem } from '../components/message/message-item';
import { PullToRefresh } from '@portal/shared';
import { usePagedList } from '../hooks/use-paged-list';
import '../components/common/common.css';
import '../components/message/message.css';

const PAGE_SIZE = 20;

const timeOf = (m: SystemMessage) => {
  const ms = Date.parse(m.createTime);
  return Number.isNaN(ms) ? 0 : ms;
};

/** 系统消息: newest first, tap to read, 全部已读, pull-to-refresh and 加载更多. */
export default function MessagesPage() {
  const [unread, setUnread] = useState(0);
  const [expanded, setExpanded] = useState<Set<number>>(() => new Set());
  const [markingAll, setMarkingAll] = useState(false);
  const fetchPage = useCallback((page: number, size: number) => walletApi.messages(page, size), []);
  const onPage = useCallback((result: MessageList) => setUnread(result.unread ?? 0), []);
  const list = usePagedList<SystemMessage, MessageList>(fetchPage, PAGE_SIZE, onPage);
  const { setItems } = list;

  const messages = useMemo(() => [...list.items].sort((a, b) => timeOf(b) - timeOf(a) || b.id - a.id), [list.items]);
  const anyUnread = unread > 0 || messages.some((m) => !m.read);

  const setRead = useCallback(
    (ids: number[] | 'all', read: boolean) =>
      setItems((items) => items.map((m) => (ids === 'all' || ids.includes(m.id) ? { ...m, read } : m))),
    [setItems],
  );

  const onToggle = useCallback(
    (message: SystemMessage) => {
      setExpanded((prev) => {
        const next = new Set(prev);
        if (next.has(message.id)) next.delete(message.id);
        else next.add(message.id);
        return next;
      });
      if (message.read) return;
      setRead([message.id], true);
      walletApi
        .markRead([message.id])
        .then((result) => {
          setUnread(result?.unread ?? 0);
          refreshUserStatus().catch(() => undefined);
        })
        .catch((caught: unknown) => {
          if (isRequestCancelled(caught)) return;
          setRead([message.id], false);
          toast.error(caught instanceof Error ? caught.message : '操作失败，请稍后重试');
        });
    },
    [setRead],
  );

  const markAll = useCallback(async () => {
    if (markingAll) return;
    setMarkingAll(true);
    try {
      const result = await walletApi.markAllRead();
      setRead('all', true);
      setUnread(result?.unread ?? 0);
      toast.success('已全部标记为已读');
      refreshUserStatus().catch(() => undefined);
    } catch (caught) {
      if (!isRequestCancelled(caught)) toast.error(caught instanceof Error ? caught.message : '操作失败，请稍后重试');
    } finally {
      setMarkingAll(false);
    }
  }, [markingAll, setRead]);

  const refresh = useCallback(async () => {
    const ok = await list.reload();
    if (ok) refreshUserStatus().catch(() => undefined);
    return ok;
  }, [list]);

  const now = Date.now();
  let body: ReactNode;
  if (list.loading) {
    body = (
      <div className="pa-msg__list" aria-busy="true">
        {[0, 1, 2, 3].map((n) => (
          <div key={n} className="pa-msg__skeleton" />
        ))}
      </div>
    );
  } else if (list.error) {
    body = (
      <StatePanel
        tone="error"
        image={images.unavailable}
        title="消息加载失败"
        description={list.error}
        action={<Button onClick={() => void list.reload()}>重试</Button>}
      />
    );
  } else if (messages.length === 0) {
    body = <StatePanel image={images.notFound} title="暂无消息" testId="message-empty" />;
  } else {
    body = (
      <>
        <ul className="pa-msg__list" data-testid="message-list">
          {messages.map((message) => (
            <MessageItem key={message.id} message={message} now={now} expanded={expanded.has(message.id)} onToggle={onToggle} />
          ))}
        </ul>
        <LoadMore hasMore={list.hasMore} loading={list.loadingMore} failed={list.moreError} onLoadMore={list.loadMore} />
      </>
    );
  }

  return (
    <div className="pa-msg" data-testid="message-page">
      <div className="pa-msg__bar">
        <span data-testid="message-unread">{unread > 0 ? `${unread} 条未读` : '没有未读消息'}</span>
        <Button size="sm" variant="ghost" onClick={() => void markAll()} disabled={!anyUnread || markingAll} data-testid="message-read-all">
          全部已读
        </Button>
      </div>
      <PullToRefresh onRefresh={refresh}>{body}</PullToRefresh>
    </div>
  );
}
