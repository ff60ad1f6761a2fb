import { type ReactNode, useState } from 'react';
import { Link, formatRelativeTime, pageNow } from '@portal/shared';
import { LoadMore, PullToRefresh } from '@portal/shared/page-ui';
import { refreshFirstPage, useQueryClient, withQueryClient } from '@portal/shared/query';
import type { MyComment } from '@portal/shared/types';
import { useAuth } from '@portal/shared';
import { useMyComments } from '../api/comments';
import { squareKeys } from '../api/keys';
import { useMyPosts } from '../api/posts';
import { PostFeed } from '../components/post-feed';
import { EmptyState, ErrorState, PostSkeletons } from '../components/states';
import { PUBLISH_PATH, postPath } from '../lib/square-paths';
import { squareItems } from '../lib/square-paging';
import '../components/square.css';
import './comment-history.css';

type Tab = 'posts' | 'comments';

/**
 * `commenthistory` (spec §2: not kept alive; §9: sort 2): 我的帖子 and 我的评论, newest first,
 * page after page; a tap opens the post. Each visit reads both lists afresh.
 */
function CommentHistoryPage() {
  const [tab, setTab] = useState<Tab>('posts');
  return (
    <div className="ps-history" data-testid="history-page">
      <div className="ps-history__tabs ps-above-pull" role="tablist" aria-label="我的内容">
        {(
          [
            ['posts', '我的帖子'],
            ['comments', '我的评论'],
          ] as const
        ).map(([key, label]) => (
          <button
            key={key}
            type="button"
            role="tab"
            aria-selected={tab === key}
            className={`ps-history__tab${tab === key ? ' ps-history__tab--active' : ''}`}
            onClick={() => setTab(key)}
            data-testid={`history-tab-${key}`}
          >
            {label}
          </button>
        ))}
      </div>
      {tab === 'posts' ? <MyPosts /> : <MyComments />}
    </div>
  );
}

function MyPosts() {
  const uid = useAuth((s) => s.account.uid);
  const posts = useMyPosts();
  return (
    <PostFeed
      query={posts}
      queryKey={squareKeys.myPosts(uid)}
      now={pageNow()}
      empty={
        <EmptyState
          title="还没有发过帖子"
          description="分享你的第一条游戏动态吧"
          action={
            <Link to={PUBLISH_PATH} className="pt-button pt-button--primary pt-button--sm">
              去发帖
            </Link>
          }
        />
      }
    />
  );
}

function MyComments() {
  const uid = useAuth((s) => s.account.uid);
  const client = useQueryClient();
  const comments = useMyComments();
  const items = squareItems(comments.data);
  const now = pageNow();
  let body: ReactNode;
  if (comments.isPending) body = <PostSkeletons />;
  else if (comments.isError && items.length === 0) body = <ErrorState error={comments.error} onRetry={() => void comments.refetch()} />;
  else if (items.length === 0)
    body = (
      <EmptyState
        title="还没有发表过评论"
        description="去广场看看大家在聊什么"
        action={
          <Link to="/square" className="pt-button pt-button--primary pt-button--sm">
            去广场
          </Link>
        }
      />
    );
  else
    body = (
      <>
        <ul className="ps-history__list" data-testid="my-comment-list">
          {items.map((comment) => (
            <MyCommentItem key={comment.id} comment={comment} now={now} />
          ))}
        </ul>
        <LoadMore
          hasMore={Boolean(comments.hasNextPage)}
          loading={comments.isFetchingNextPage}
          failed={comments.isFetchNextPageError}
          onLoadMore={() => void comments.fetchNextPage()}
        />
      </>
    );
  return <PullToRefresh onRefresh={() => refreshFirstPage(client, squareKeys.myComments(uid))}>{body}</PullToRefresh>;
}

function MyCommentItem({ comment, now }: { comment: MyComment; now: number }) {
  const inner = (
    <>
      <p className="ps-history__text">
        {comment.replyTo ? <span className="ps-comment__to">回复 {comment.replyTo.name}：</span> : null}
        {comment.content}
      </p>
      <p className="ps-history__post">{comment.postDeleted ? '原帖已删除' : `原帖：${comment.postExcerpt}`}</p>
      <time className="ps-history__time" dateTime={comment.createdAt}>
        {formatRelativeTime(comment.createdAt, now)}
      </time>
    </>
  );
  return (
    <li className="ps-history__item" data-testid="my-comment">
      {comment.postDeleted ? (
        <div className="ps-history__link ps-history__link--dead">{inner}</div>
      ) : (
        <Link to={postPath(comment.postId)} className="ps-history__link">
          {inner}
        </Link>
      )}
    </li>
  );
}

export default withQueryClient(CommentHistoryPage);
