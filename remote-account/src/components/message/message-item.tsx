import { SafeHtml } from '@portal/shared';
import type { SystemMessage } from '@portal/shared/types';
import { formatRelativeTime } from '@portal/shared';

const looksLikeHtml = (text: string) => /<[a-z][\s\S]*>/i.test(text);

function preview(text: string): string {
  return text
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

interface MessageItemProps {
  message: SystemMessage;
  expanded: boolean;
  now: number;
  onToggle: (message: SystemMessage) => void;
}

export function MessageItem({ message, expanded, now, onToggle }: MessageItemProps) {
  const content = message.content ?? '';
  return (
    <li
      className={`pa-msg__item${message.read ? '' : ' is-unread'}${expanded ? ' is-expanded' : ''}`}
      data-testid="message-item"
      data-message-id={message.id}
      data-read={message.read ? 'true' : 'false'}
    >
      <button type="button" className="pa-msg__head" aria-expanded={expanded} onClick={() => onToggle(message)}>
        {!message.read && <span className="pa-msg__dot" role="img" aria-label="未读" />}
        <span className="pa-msg__title">{message.title}</span>
        <time className="pa-msg__time" dateTime={message.createTime}>
          {formatRelativeTime(message.createTime, now)}
        </time>
      </button>
      {expanded ? (
        <div className="pa-msg__body" data-testid="message-body">
          {looksLikeHtml(content) ? <SafeHtml html={content} /> : <p>{content}</p>}
        </div>
      ) : (
        <p className="pa-msg__preview">{preview(content)}</p>
      )}
    </li>
  );
}
