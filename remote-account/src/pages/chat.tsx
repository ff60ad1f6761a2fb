import {
  Button,
  ConfirmDialog,
  StatePanel,
  images,
  isRequestCancelled,
  onLiveEvent,
  toast,
  useAuth,
  useNavigate,
  useParams,
} from '@portal/shared';
import { CHAT_LIMITS } from '@portal/shared/rules';
import { errorMessage, useQueryClient, withQueryClient } from '@portal/shared/query';
import { type FormEvent, type KeyboardEvent, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { chatApi, chatKeys, useChatMessages, useSendMessage } from '../api/chat';
import '../components/common/common.css';
import '../components/message/message.css';
import '../components/chat/chat.css';

/**
 * /chat/:uid — one conversation: bubbles oldest → newest, older pages when scrolled to the top,
 * new messages live (the page's event stream), read while open, a send box (Enter sends,
 * Shift+Enter a new line) and 删除对话 (hides it for me only).
 */
function ChatPage() {
  const { uid: peerUid = '' } = useParams();
  const me = useAuth((s) => s.account.uid);
  const navigate = useNavigate();
  const client = useQueryClient();
  const thread = useChatMessages(peerUid);
  const send = useSendMessage(peerUid);
  const [draft, setDraft] = useState('');
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const scroller = useRef<HTMLDivElement>(null);
  const stickToBottom = useRef(true);
  const peer = thread.data?.pages[0]?.peer;

  // Pages come newest first, each oldest → newest inside: shown oldest page first.
  const messages = useMemo(() => [...(thread.data?.pages ?? [])].reverse().flatMap((page) => page.items), [thread.data]);
  const newestId = messages.at(-1)?.id;

  const markRead = useCallback(() => {
    chatApi.read(peerUid).catch(() => undefined);
  }, [peerUid]);

  useEffect(() => {
    if (newestId !== undefined) markRead();
  }, [newestId, markRead]);

  useEffect(
    () =>
      onLiveEvent('chat', (event) => {
        if (event.peer.uid !== peerUid) return;
        stickToBottom.current = true;
        void client.invalidateQueries({ queryKey: chatKeys.messages(me, peerUid) });
      }),
    [client, me, peerUid],
  );

  // Newest at the bottom: follow it when the user is there (or just sent), else keep their place.
  useLayoutEffect(() => {
    const box = scroller.current;
    if (box && stickToBottom.current) box.scrollTop = box.scrollHeight;
  }, [newestId]);

  const loadOlder = () => {
    const box = scroller.current;
    if (!box || !thread.hasNextPage || thread.isFetchingNextPage) return;
    const fromBottom = box.scrollHeight - box.scrollTop;
    void thread.fetchNextPage().then(() => {
      // Keep the message the user was looking at in place once older ones are added above.
      requestAnimationFrame(() => {
        if (scroller.current) scroller.current.scrollTop = scroller.current.scrollHeight - fromBottom;
      });
    });
  };

  const onScroll = () => {
    const box = scroller.current;
    if (!box) return;
    stickToBottom.current = box.scrollHeight - box.scrollTop - box.clientHeight < 40;
    if (box.scrollTop < 60) loadOlder();
  };

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const content = draft.trim();
    if (!content || send.isPending) return;
    stickToBottom.current = true;
    send.mutate(content, {
      onSuccess: () => setDraft(''),
      onError: (caught) => {
        if (!isRequestCancelled(caught)) toast.error(errorMessage(caught, '发送失败，请稍后重试'));
      },
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) submit(event);
  };

  const removeConversation = async () => {
    setConfirmingDelete(false);
    try {
      await chatApi.remove(peerUid);
      await client.invalidateQueries({ queryKey: chatKeys.all });
      toast.success('已删除对话');
      navigate('/message?tab=chat');
    } catch (caught) {
      if (!isRequestCancelled(caught)) toast.error(errorMessage(caught, '删除失败，请稍后重试'));
    }
  };

  const left = CHAT_LIMITS.messageMaxLength - [...draft].length;
  return (
    <div className="pa-chat" data-testid="chat-page">
      <div className="pa-chat__bar">
        <span className="pa-chat__peer" data-testid="chat-peer">
          {peer?.name ?? '对话'}
        </span>
        {messages.length > 0 ? (
          <Button size="sm" variant="ghost" onClick={() => setConfirmingDelete(true)} data-testid="chat-delete">
            删除对话
          </Button>
        ) : null}
      </div>
      <div className="pa-chat__scroll" ref={scroller} onScroll={onScroll} data-testid="chat-scroll" aria-busy={thread.isPending}>
        {thread.isPending ? (
          <div className="pa-chat__loading">
            {[0, 1, 2].map((n) => (
              <div key={n} className="pa-msg__skeleton" />
            ))}
          </div>
        ) : null}
        {thread.isError && messages.length === 0 ? (
          <StatePanel
            tone="error"
            image={images.unavailable}
            title="对话加载失败"
            description={errorMessage(thread.error)}
            action={<Button onClick={() => void thread.refetch()}>重试</Button>}
            testId="chat-error"
          />
        ) : null}
        {thread.hasNextPage ? (
          <button type="button" className="pa-chat__older" onClick={loadOlder} disabled={thread.isFetchingNextPage}>
            {thread.isFetchingNextPage ? '加载中…' : '加载更早的消息'}
          </button>
        ) : messages.length > 0 ? (
          <p className="pa-chat__start">没有更早的消息了</p>
        ) : null}
        {thread.isSuccess && messages.length === 0 ? (
          <p className="pa-chat__start" data-testid="chat-thread-empty">
            还没有消息，打个招呼吧
          </p>
        ) : null}
        <ul className="pa-chat__list" data-testid="chat-messages">
          {messages.map((message) => {
            const mine = message.senderId === me;
            return (
              <li key={message.id} className={`pa-chat__bubble-row${mine ? ' pa-chat__bubble-row--mine' : ''}`}>
                <span className={`pa-chat__bubble${mine ? ' pa-chat__bubble--mine' : ''}`} data-testid="chat-bubble">
                  {message.content}
                </span>
              </li>
            );
          })}
        </ul>
      </div>
      <form className="pa-chat__compose" onSubmit={submit}>
        <textarea
          className="pa-chat__input"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder="说点什么…"
          aria-label="私信内容"
          rows={1}
          maxLength={CHAT_LIMITS.messageMaxLength * 2}
          data-testid="chat-input"
        />
        <Button type="submit" disabled={!draft.trim() || left < 0 || send.isPending} data-testid="chat-send">
          发送
        </Button>
      </form>
      <ConfirmDialog
        open={confirmingDelete}
        title="删除对话"
        text="删除后对话从你的列表中移除（对方不受影响），对方再发消息时会重新出现。"
        confirmText="删除"
        onCancel={() => setConfirmingDelete(false)}
        onConfirm={() => void removeConversation()}
      />
      {left < 50 ? <p className={`pa-chat__left${left < 0 ? ' pa-chat__left--over' : ''}`}>还可输入 {left} 字</p> : null}
    </div>
  );
}

export default withQueryClient(ChatPage);
