import { type ReactNode, useState } from 'react';
import { Link, formatRelativeTime, useNavigate } from '@portal/shared';
import type { Post } from '@portal/shared/types';
import { useDeletePost, useLikePost } from '../api/posts';
import { useRequireLogin } from '../hooks/use-require-login';
import { postPath } from '../lib/square-paths';
import { Avatar } from './avatar';
import { FollowButton } from './follow-button';
import { ImageGrid } from './image-grid';
import { ImageViewer } from './image-viewer';
import { LikeButton } from './like-button';
import { MessageButton } from './message-button';
import { ItemMenu } from './post-menu';
import { PostText } from './post-text';

/**
 * A post in a feed or on its own page: author (关注 unless it is mine), relative time (spec §9),
 * text with #话题# links, up to nine pictures, like, comments, and the ⋯ menu.
 * In a feed (`linked`) a tap on the text or the comment count opens the post.
 */
export function PostCard({
  post,
  now,
  linked = true,
  onDeleted,
  footer,
}: {
  post: Post;
  now: number;
  linked?: boolean;
  onDeleted?: () => void;
  footer?: ReactNode;
}) {
  const navigate = useNavigate();
  const requireLogin = useRequireLogin();
  const like = useLikePost();
  const remove = useDeletePost();
  const [viewing, setViewing] = useState<number | null>(null);
  const open = () => {
    if (linked) navigate(postPath(post.id));
  };

  return (
    <article className={`ps-post${linked ? ' ps-post--linked' : ''}`} data-testid="post-card" data-post-id={post.id}>
      <header className="ps-post__head">
        <Avatar src={post.author.avatar} name={post.author.name} />
        <div className="ps-post__who">
          <span className="ps-post__name" data-testid="post-author">
            {post.author.name}
            {post.author.staff ? <span className="ps-badge">官方</span> : null}
          </span>
          <span className="ps-post__meta">
            <time dateTime={post.createdAt}>{formatRelativeTime(post.createdAt, now)}</time>
            {post.tag ? <span className="ps-post__tag">{post.tag}</span> : null}
            {post.pinned ? <span className="ps-badge ps-badge--pin">置顶</span> : null}
            {post.hidden ? <span className="ps-badge ps-badge--hidden">仅自己可见</span> : null}
          </span>
        </div>
        {post.mine ? null : <MessageButton uid={post.author.uid} />}
        {post.mine ? null : <FollowButton uid={post.author.uid} followed={post.author.followed} />}
        <ItemMenu
          target="post"
          targetId={post.id}
          authorUid={post.author.uid}
          authorName={post.author.name}
          mine={post.mine}
          deleting={remove.isPending}
          onDelete={() => remove.mutate(post.id, { onSuccess: () => onDeleted?.() })}
        />
      </header>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: the comment link below opens the post from the keyboard */}
      <div className="ps-post__body" onClick={open}>
        <PostText content={post.content} className={linked ? 'ps-post-text ps-post-text--clamp' : 'ps-post-text'} />
        <ImageGrid images={post.images} onOpen={setViewing} />
      </div>
      <footer className="ps-post__actions">
        <LikeButton
          liked={post.liked}
          count={post.likeCount}
          label="帖子"
          onToggle={() => {
            if (requireLogin()) like.mutate({ postId: post.id, liked: !post.liked });
          }}
        />
        {linked ? (
          <Link to={postPath(post.id)} className="ps-action" data-testid="comment-link" aria-label={`评论 ${post.commentCount} 条`}>
            <CommentIcon />
            <span data-testid="comment-count">{post.commentCount}</span>
          </Link>
        ) : (
          <span className="ps-action ps-action--static" title={`评论 ${post.commentCount} 条`}>
            <CommentIcon />
            <span data-testid="comment-count">{post.commentCount}</span>
          </span>
        )}
        {footer}
      </footer>
      {viewing !== null ? <ImageViewer images={post.images} start={viewing} onClose={() => setViewing(null)} /> : null}
    </article>
  );
}

function CommentIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
      <path
        d="M4 5.5A2.5 2.5 0 016.5 3h11A2.5 2.5 0 0120 5.5v8a2.5 2.5 0 01-2.5 2.5H10l-4.5 4v-4h0A1.5 1.5 0 014 14.5z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
    </svg>
  );
}
