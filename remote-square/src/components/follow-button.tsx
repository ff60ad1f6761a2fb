import { useFollow } from '../api/social';
import { useRequireLogin } from '../hooks/use-require-login';

/** 关注 / 已关注 beside an author (never on one's own posts: the caller leaves it out). */
export function FollowButton({ uid, followed }: { uid: string; followed: boolean }) {
  const follow = useFollow();
  const requireLogin = useRequireLogin();
  return (
    <button
      type="button"
      className={`ps-follow${followed ? ' ps-follow--on' : ''}`}
      disabled={follow.isPending}
      onClick={(event) => {
        event.stopPropagation();
        if (requireLogin()) follow.mutate({ uid, follow: !followed });
      }}
      data-testid="follow-button"
      data-followed={followed}
    >
      {followed ? '已关注' : '+ 关注'}
    </button>
  );
}
