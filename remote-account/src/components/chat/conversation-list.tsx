import { Button, Link, StatePanel, formatRelativeTime, images } from '@portal/shared';
import { LoadMore } from '@portal/shared/page-ui';
import { errorMessage } from '@portal/shared/query';
import type { Conversation } from '@portal/shared/types';
import { useMemo } from 'react';
import { useChatLiveRefresh, useConversations } from '../../api/chat';

/** 私信 tab of /message: conversations, newest first, with the last message and unread badge. */
export function ConversationList() {
  const list = useConversations();
  useChatLiveRefresh();
  const items = useMemo(() => list.data?.pages.flatMap((page) => page.items) ?? [], [list.data]);

  if (list.isPending) {
    return (
      <div className="pa-msg__list" aria-busy="true">
        {[0, 1, 2].map((n) => (
          <div key={n} className="pa-msg__skeleton" />
        ))}
      </div>
    );
  }
  if (list.isError && items.length === 0) {
    return (
      <StatePanel
        tone="error"
        image={images.unavailable}
        title="私信加载失败"
        description={errorMessage(list.error)}
        action={<Button onClick={() => void list.refetch()}>重试</Button>}
      />
    );
  }
  if (items.length === 0) {
    return (
      <StatePanel
        image={images.notFound}
        title="暂无私信"
        description="在广场的用户主页点击「私信」即可开始聊天"
        testId="conversations-empty"
      />
    );
  }
  return (
    <>
      <ul className="pa-msg__list" data-testid="conversation-list">
        {items.map((conversation) => (
          <ConversationRow key={conversation.peer.uid} conversation={conversation} />
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

function ConversationRow({ conversation }: { conversation: Conversation }) {
  const { peer, lastMessage, unread } = conversation;
  return (
    <li className="pa-msg__item">
      <Link to={`/chat/${peer.uid}`} className="pa-chat__row" data-testid="conversation-row">
        <img className="pa-chat__avatar" src={peer.avatar || images.defaultAvatar} alt="" width="40" height="40" />
        <span className="pa-chat__row-main">
          <span className="pa-chat__row-top">
            <span className="pa-chat__name">{peer.name}</span>
            <time className="pa-chat__time">{formatRelativeTime(lastMessage.createTime)}</time>
          </span>
          <span className="pa-chat__preview">{lastMessage.content}</span>
        </span>
        {unread > 0 ? (
          <span className="pa-chat__badge" data-testid="conversation-unread">
            {unread > 99 ? '99+' : unread}
          </span>
        ) : null}
      </Link>
    </li>
  );
}
