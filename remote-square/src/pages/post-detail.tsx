import { type ReactNode, useCallback, useState } from 'react';
import { Link, isApiError, pageNow, useNavigate, useParams } from '@portal/shared';
import { LoadMore, PageBar } from '@portal/shared/page-ui';
import { withQueryClient } from '@portal/shared/query';
import { ResultCode, type Comment, type SquareSort } from '@portal/shared/types';
import { useComments } from '../api/comments';
import { usePost } from '../api/posts';
import { CommentComposer } from '../components/comment-composer';
import { CommentThread } from '../components/comment-thread';
import { PostCard } from '../components/post-card';
import { EmptyState, ErrorState, PostSkeletons } from '../components/states';
import { squareItems } from '../lib/square-paging';
import '../components/square.css';
import './post-detail.css';

const SORTS: { value: SquareSort; label: string }[] = [
  { value: 1, label: '最热' },
  { value: 2, label: '最新' },
];

/**
 * `/post/:id` (standalone, its own back bar): the post with its pictures, its comments sorted
 * 最热 or 最新 with replies opened on demand, and the comment bar at the bottom.
 */
function PostDetailPage() {
  const { id } = useParams();
  const postId = Number(id);
  const navigate = useNavigate();
  const post = usePost(postId);
  const [sort, setSort] = useState<SquareSort>(1);
  const comments = useComments(postId, sort);
  const [replyTo, setReplyTo] = useState<Comment | null>(null);
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(() => new Set());
  const toggle = useCallback((commentId: number, open: boolean) => {
    setExpanded((prev) => {
      const next = new Set(prev);
      if (open) next.add(commentId);
      else next.delete(commentId);
      return next;
    });
  }, []);
  const now = pageNow();
  const items = squareItems(comments.data);
  const notFound = !Number.isInteger(postId) || postId <= 0 || (isApiError(post.error) && post.error.code === ResultCode.postNotFound);

  let body: ReactNode;
  if (notFound) {
    body = (
      <EmptyState
        title="帖子不存在或已被删除"
        description="去广场看看其他帖子吧"
        action={
          <Link to="/square" className="pt-button pt-button--primary pt-button--sm">
            去广场
          </Link>
        }
        testId="post-not-found"
      />
    );
  } else if (post.isPending) {
    body = <PostSkeletons count={1} />;
  } else if (post.isError) {
    body = <ErrorState error={post.error} onRetry={() => void post.refetch()} title="帖子加载失败" />;
  } else {
    body = (
      <>
        <PostCard post={post.data} now={now} linked={false} onDeleted={() => navigate('/square', { replace: true })} />
        <section className="ps-comments" aria-label="评论" data-testid="comment-section">
          <div className="ps-comments__head">
            <h2 className="ps-comments__title">
              评论 <span data-testid="comment-total">{post.data.commentCount}</span>
            </h2>
            <div className="ps-sort" role="radiogroup" aria-label="评论排序">
              {SORTS.map((s) => (
                <button
                  key={s.value}
                  type="button"
                  role="radio"
                  aria-checked={sort === s.value}
                  className={`ps-sort__item${sort === s.value ? ' ps-sort__item--active' : ''}`}
                  onClick={() => setSort(s.value)}
                  data-testid={`comment-sort-${s.value === 1 ? 'hot' : 'new'}`}
                >
                  {s.label}
                </button>
              ))}
            </div>
          </div>
          {comments.isPending ? (
            <p className="ps-comments__status">评论加载中…</p>
          ) : comments.isError && items.length === 0 ? (
            <ErrorState error={comments.error} onRetry={() => void comments.refetch()} title="评论加载失败" />
          ) : items.length === 0 ? (
            <p className="ps-comments__status" data-testid="comments-empty">
              还没有评论，快来抢沙发吧
            </p>
          ) : (
            <>
              <ul className="ps-comments__list" data-testid="comment-list">
                {items.map((comment) => (
                  <CommentThread
                    key={comment.id}
                    comment={comment}
                    now={now}
                    expanded={expanded.has(comment.id)}
                    onToggle={toggle}
                    onReply={setReplyTo}
                  />
                ))}
              </ul>
              <LoadMore
                hasMore={Boolean(comments.hasNextPage)}
                loading={comments.isFetchingNextPage}
                failed={comments.isFetchNextPageError}
                onLoadMore={() => void comments.fetchNextPage()}
                endText="没有更多评论了"
              />
            </>
          )}
        </section>
      </>
    );
  }

  return (
    <div className="ps-detail" data-testid="post-detail">
      <PageBar title="帖子详情" fallback="/square" backTestId="post-back" />
      <main className="ps-detail__main">{body}</main>
      {post.data && !notFound ? (
        <CommentComposer
          postId={postId}
          replyTo={replyTo}
          onClearReply={() => setReplyTo(null)}
          onSent={(comment) => {
            setReplyTo(null);
            if (comment.rootCommentId !== null) toggle(comment.rootCommentId, true);
          }}
        />
      ) : null}
    </div>
  );
}

export default withQueryClient(PostDetailPage);
