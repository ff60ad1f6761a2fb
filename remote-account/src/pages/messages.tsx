import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { Button, StatePanel, images, refreshUserStatus, useAuth, useSearchParams } from '@portal/shared';
import { LoadMore, PullToRefresh } from '@portal/shared/page-ui';
import { errorMessage, itemsOf, messageKeys, refreshFirstPage, useQueryClient, withQueryClient } from '@portal/shared/query';
import type { SystemMessage } from '@portal/shared/types';
import { unreadOf, useMarkAllRead, useMarkRead, useMessages } from '../api/messages';
import { ConversationList } from '../components/chat/conversation-list';
import { MessageItem } from '../components/message/message-item';
import '../components/common/common.css';
import '../components/message/message.css';
import '../components/chat/chat.css';

const timeOf = (m: SystemMessage) => {
  const ms = Date.parse(m.createTime);
  return Number.isNaN(ms) ? 0 : ms;
};

/**
 * /message: two tabs, 私信 (conversations, issue 14) and 系统消息 (the spec's system messages,
 * the default, so the spec's route keeps its meaning); `?tab=chat` opens 私信.
 */
function MessagesPage() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'chat' ? 'chat' : 'system';
  const choose = (next: 'chat' | 'system') => setParams(next === 'chat' ? { tab: 'chat' } : {}, { replace: true });
  return (
    <div className="pa-msg" data-testid="message-page">
      <div className="pa-msg__tabs" role="tablist" aria-label="消息类型">
        <button
          type="button"
          role="tab"
          className="pa-msg__tab"
          aria-selected={tab === 'chat'}
          onClick={() => choose('chat')}
          data-testid="message-tab-chat"
        >
          私信
        </button>
        <button
          type="button"
          role="tab"
          className="pa-msg__tab"
          aria-selected={tab === 'system'}
          onClick={() => choose('system')}
          data-testid="message-tab-system"
        >
          系统消息
        </button>
      </div>
      {tab === 'chat' ? <ConversationList /> : <SystemMessages />}
    </div>
  );
}

/** 系统消息: newest first, tap to read, 全部已读, pull-to-refresh and 加载更多. */
function SystemMessages() {
  const uid = useAuth((s) => s.account.uid);
  const client = useQueryClient();
  const [expanded, setExpanded] = useState<Set<number>>(() => new Set());
  const list = useMessages();
  const markRead = useMarkRead();
  const markAll = useMarkAllRead();

  const messages = useMemo(
    () => itemsOf(list.data, (m: SystemMessage) => m.id).sort((a, b) => timeOf(b) - timeOf(a) || b.id - a.id),
    [list.data],
  );
  const unread = unreadOf(list.data);
  const anyUnread = unread > 0 || messages.some((m) => !m.read);

  const { mutate: read } = markRead;
  const onToggle = useCallback(
    (message: SystemMessage) => {
      setExpanded((prev) => {
        const next = new Set(prev);
        if (next.has(message.id)) next.delete(message.id);
        else next.add(message.id);
        return next;
      });
      if (!message.read) read(message.id);
    },
    [read],
  );

  const refresh = useCallback(async () => {
    await refreshFirstPage(client, messageKeys.list(uid));
    refreshUserStatus().catch(() => undefined);
  }, [client, uid]);

  const now = Date.now();
  let body: ReactNode;
  if (list.isPending) {
    body = (
      <div className="pa-msg__list" aria-busy="true">
        {[0, 1, 2, 3].map((n) => (
          <div key={n} className="pa-msg__skeleton" />
        ))}
      </div>
    );
  } else if (list.isError && messages.length === 0) {
    body = (
      <StatePanel
        tone="error"
        image={images.unavailable}
        title="消息加载失败"
        description={errorMessage(list.error)}
        action={<Button onClick={() => void list.refetch()}>重试</Button>}
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
        <LoadMore
          hasMore={Boolean(list.hasNextPage)}
          loading={list.isFetchingNextPage}
          failed={list.isFetchNextPageError}
          onLoadMore={() => void list.fetchNextPage()}
        />
      </>
    );
  }

  return (
    <div data-testid="system-messages">
      <div className="pa-msg__bar">
        <span data-testid="message-unread">{unread > 0 ? `${unread} 条未读` : '没有未读消息'}</span>
        <Button
          size="sm"
          variant="ghost"
          onClick={() => markAll.mutate()}
          disabled={!anyUnread || markAll.isPending}
          data-testid="message-read-all"
        >
          全部已读
        </Button>
      </div>
      <PullToRefresh onRefresh={refresh}>{body}</PullToRefresh>
    </div>
  );
}

export default withQueryClient(MessagesPage);
