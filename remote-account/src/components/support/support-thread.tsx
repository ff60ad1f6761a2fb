import { type FormEvent, type ReactNode, useMemo, useState } from 'react';
import { Button, formatRelativeTime, StatePanel } from '@portal/shared';
import { errorMessage, type InfiniteData, itemsOf, type UseInfiniteQueryResult } from '@portal/shared/query';
import type { Paged, SupportAuthor, SupportMessage } from '@portal/shared/types';
import './kefu.css';

/** The server's limit of one message (SUPPORT_LIMITS.maxLength); the server checks it too. */
const MAX_LENGTH = 500;

export interface SupportThreadProps {
  list: UseInfiniteQueryResult<InfiniteData<Paged<SupportMessage>>>;
  /** Whose messages sit on the right: the player's on /kefu, staff's on the desk. */
  own: SupportAuthor;
  /** How each side is named above its bubbles. */
  names: Record<SupportAuthor, string>;
  empty: string;
  label: string;
  placeholder: string;
  /** Sends; resolves when stored (the draft is cleared), rejects with the reason (the draft stays). */
  send: (content: string) => Promise<unknown>;
  sending: boolean;
}

/** A 客服 conversation read top to bottom (pages come newest first), with its send box. */
export function SupportThread({ list, own, names, empty, label, placeholder, send, sending }: SupportThreadProps) {
  const [draft, setDraft] = useState('');
  const messages = useMemo(() => itemsOf(list.data, (m: SupportMessage) => m.id).reverse(), [list.data]);
  const length = [...draft.trim()].length;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (length === 0 || length > MAX_LENGTH) return;
    send(draft.trim()).then(
      () => setDraft(''),
      () => undefined,
    );
  };

  let thread: ReactNode;
  if (list.isPending) thread = <div className="pa-kefu__skeleton" aria-busy="true" />;
  else if (list.isError && messages.length === 0)
    thread = (
      <StatePanel
        tone="error"
        title="留言加载失败"
        description={errorMessage(list.error)}
        action={<Button onClick={() => void list.refetch()}>重试</Button>}
      />
    );
  else if (messages.length === 0)
    thread = (
      <p className="pa-kefu__empty" data-testid="kefu-empty">
        {empty}
      </p>
    );
  else
    thread = (
      <>
        {list.hasNextPage ? (
          <div className="pa-kefu__older">
            <Button variant="text" size="sm" onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage}>
              {list.isFetchingNextPage ? '加载中…' : '查看更早的留言'}
            </Button>
          </div>
        ) : null}
        <ol className="pa-kefu__thread" data-testid="kefu-thread">
          {messages.map((message) => (
            <li
              key={message.id}
              className={`pa-kefu__msg ${message.from === own ? 'pa-kefu__msg--own' : 'pa-kefu__msg--other'}`}
              data-testid="kefu-message"
            >
              <span className="pa-kefu__who">{names[message.from]}</span>
              <p className="pa-kefu__bubble">{message.content}</p>
              <time className="pa-kefu__time" dateTime={message.createdAt}>
                {formatRelativeTime(message.createdAt)}
              </time>
            </li>
          ))}
        </ol>
      </>
    );

  return (
    <>
      {thread}
      <form className="pa-kefu__form" onSubmit={submit}>
        <label className="pa-kefu__label">
          {label}
          <textarea
            className="pa-kefu__input"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            rows={3}
            placeholder={placeholder}
            data-testid="kefu-input"
          />
        </label>
        <div className="pa-kefu__actions">
          <span className={`pa-kefu__counter${length > MAX_LENGTH ? ' pa-kefu__counter--over' : ''}`}>
            {length}/{MAX_LENGTH}
          </span>
          <Button type="submit" disabled={length === 0 || length > MAX_LENGTH || sending} data-testid="kefu-send">
            {sending ? '发送中…' : '发送'}
          </Button>
        </div>
      </form>
    </>
  );
}
