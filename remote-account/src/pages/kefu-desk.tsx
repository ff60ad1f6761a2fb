import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Button, formatRelativeTime, images, isApiError, Link, ResultCode, StatePanel, toast } from '@portal/shared';
import { LoadMore } from '@portal/shared/page-ui';
import { errorMessage, itemsOf, withQueryClient } from '@portal/shared/query';
import type { SupportConversation } from '@portal/shared/types';
import { type DeskState, useDeskConversations, useDeskReply, useDeskThread } from '../api/support';
import '../components/common/common.css';
import { SupportThread } from '../components/support/support-thread';
import '../components/support/kefu.css';

const TABS: readonly { state: DeskState; label: string }[] = [
  { state: 'waiting', label: '待回复' },
  { state: 'all', label: '全部会话' },
];

/** 客服工作台 (staff only, users.staff): the conversations waiting for a reply, oldest first, and the reply box. */
function KefuDeskPage() {
  const [state, setState] = useState<DeskState>('waiting');
  const [open, setOpen] = useState<SupportConversation | null>(null);
  const list = useDeskConversations(state);
  const conversations = itemsOf(list.data, (c: SupportConversation) => c.id);
  const thread = useRef<HTMLElement>(null);
  // On a phone the open conversation sits below the list: bring it into view when one is picked.
  useEffect(() => {
    if (open) thread.current?.scrollIntoView({ block: 'nearest' });
  }, [open]);

  if (list.isError && isApiError(list.error) && list.error.code === ResultCode.staffRequired) {
    return (
      <div className="pa-desk" data-testid="kefu-desk">
        <StatePanel
          image={images.unavailable}
          title="仅客服人员可以使用工作台"
          description="如需帮助，请前往「联系客服」留言。"
          testId="desk-refused"
          action={
            <Link to="/kefu" className="pt-button pt-button--primary pt-button--sm">
              联系客服
            </Link>
          }
        />
      </div>
    );
  }

  let body: ReactNode;
  if (list.isPending) body = <div className="pa-kefu__skeleton" aria-busy="true" />;
  else if (list.isError && conversations.length === 0)
    body = (
      <StatePanel
        tone="error"
        image={images.unavailable}
        title="会话加载失败"
        description={errorMessage(list.error)}
        action={<Button onClick={() => void list.refetch()}>重试</Button>}
      />
    );
  else if (conversations.length === 0)
    body = <StatePanel image={images.notFound} title={state === 'waiting' ? '没有待回复的留言' : '还没有会话'} testId="desk-empty" />;
  else
    body = (
      <>
        <ul className="pa-desk__list" data-testid="desk-list">
          {conversations.map((conversation) => (
            <li key={conversation.id}>
              <button
                type="button"
                className="pa-desk__item"
                aria-pressed={open?.id === conversation.id}
                onClick={() => setOpen(conversation)}
                data-testid="desk-conversation"
              >
                <span className="pa-desk__who">
                  <strong>{conversation.userName}</strong>
                  <span>ID {conversation.uid}</span>
                  {conversation.awaitingReply ? <span className="pa-desk__badge">待回复</span> : null}
                </span>
                <span className="pa-desk__last">{conversation.lastMessage}</span>
                <span className="pa-desk__time">{formatRelativeTime(conversation.lastMessageAt)}</span>
              </button>
            </li>
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

  return (
    <div className="pa-desk" data-testid="kefu-desk">
      <div className="pa-desk__col">
        <div className="pa-tabs" role="tablist" aria-label="会话范围">
          {TABS.map((tab) => (
            <button key={tab.state} type="button" role="tab" aria-selected={tab.state === state} onClick={() => setState(tab.state)}>
              {tab.label}
            </button>
          ))}
        </div>
        {body}
      </div>
      {open ? (
        <section ref={thread} className="pa-kefu__chat pa-desk__thread" aria-label={`与 ${open.userName} 的会话`}>
          <h2 className="pa-kefu__heading">与 {open.userName} 的会话</h2>
          {/* Keyed: another conversation starts with its own pages and an empty draft. */}
          <DeskThread key={open.id} conversation={open} />
        </section>
      ) : null}
    </div>
  );
}

function DeskThread({ conversation }: { conversation: SupportConversation }) {
  const list = useDeskThread(conversation.id);
  const reply = useDeskReply(conversation.id);
  return (
    <SupportThread
      list={list}
      own="staff"
      names={{ user: conversation.userName, staff: '客服' }}
      empty="这个会话还没有消息。"
      label="回复"
      placeholder="回复用户的问题"
      sending={reply.isPending}
      send={(content) =>
        reply.mutateAsync(content).then(
          () => toast.success('已回复'),
          (error: unknown) => {
            toast.error(errorMessage(error, '回复失败，请稍后重试'));
            throw error;
          },
        )
      }
    />
  );
}

export default withQueryClient(KefuDeskPage);
