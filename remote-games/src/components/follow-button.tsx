import { Button, isApiError, toast } from '@portal/shared';
import { useFollowState, useToggleFollow } from '../api/follows';
import { useLoginFirst } from '../lib/login-first';
import './game-extras.css';

/** 关注 on a game's detail page (issue 18): followers get a system message for each new version. */
export function FollowButton({ gameId }: { gameId: number }) {
  const state = useFollowState(gameId);
  const toggle = useToggleFollow(gameId);
  const loginFirst = useLoginFirst();
  const followed = state.data?.followed ?? false;

  const onClick = () => {
    if (!loginFirst()) return;
    toggle.mutate(!followed, {
      onSuccess: (next) => toast.success(next.followed ? '已关注，有新版本时会通知你' : '已取消关注'),
      onError: (error) => toast.error(isApiError(error) ? error.message : '操作失败，请稍后重试'),
    });
  };
  return (
    <div className="pg-follow">
      <Button
        variant={followed ? 'ghost' : 'primary'}
        size="sm"
        onClick={onClick}
        disabled={toggle.isPending || state.isPending}
        aria-pressed={followed}
        data-testid="follow-button"
      >
        {followed ? '已关注' : '+ 关注'}
      </Button>
      {state.data ? <span className="pg-follow__count">{state.data.followerCount} 人关注 · 新版本上线时通知</span> : null}
    </div>
  );
}
