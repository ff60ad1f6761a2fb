import { Fragment, useMemo } from 'react';
import { Link } from '@portal/shared';
import { splitTopics } from '../lib/post-text';
import { topicFeedPath } from '../lib/square-paths';

/**
 * A post's text as the author typed it: plain text nodes (React escapes them — no user markup
 * ever becomes HTML), with each `#话题#` a link to that topic's feed.
 */
export function PostText({ content, className }: { content: string; className?: string }) {
  const pieces = useMemo(() => splitTopics(content), [content]);
  return (
    <p className={className ?? 'ps-post-text'} data-testid="post-text">
      {pieces.map((piece, index) =>
        piece.kind === 'topic' ? (
          <Link
            key={index}
            to={topicFeedPath(piece.topic)}
            className="ps-topic-link"
            data-testid="topic-link"
            onClick={(e) => e.stopPropagation()}
          >
            {piece.text}
          </Link>
        ) : (
          <Fragment key={index}>{piece.text}</Fragment>
        ),
      )}
    </p>
  );
}
