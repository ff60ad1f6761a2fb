import { Button, loginRedirectFor, toast, useAuth, useLocation, useNavigate } from '@portal/shared';
import type { FavoriteKind } from '@portal/shared/types';
import { useFavoriteStatus, useSetFavorite } from './favorites';
import { errorMessage } from './paging';

/**
 * The ☆/★ 收藏 button of a game or a book. A visitor's tap goes to login and back here (the
 * login-required rule, spec §5), like every other action that needs an account.
 */
export function FavoriteToggle({ kind, id, className }: { kind: FavoriteKind; id: number; className?: string }) {
  const uid = useAuth((s) => s.account.uid);
  const navigate = useNavigate();
  const location = useLocation();
  const status = useFavoriteStatus(kind, id);
  const setFavorite = useSetFavorite(kind);
  const favorited = uid !== '' && status.data === true;

  const toggle = () => {
    const login = loginRedirectFor({ requiresLogin: true }, uid, location.pathname + location.search);
    if (login) {
      navigate(login);
      return;
    }
    const next = !favorited;
    setFavorite.mutate(
      { id, favorited: next },
      {
        onSuccess: () => toast.success(next ? '已收藏' : '已取消收藏'),
        onError: (error) => toast.error(errorMessage(error, '操作失败，请稍后重试')),
      },
    );
  };

  return (
    <Button
      variant="ghost"
      size="sm"
      className={className}
      onClick={toggle}
      disabled={setFavorite.isPending || (uid !== '' && status.isPending)}
      aria-pressed={favorited}
      data-testid="favorite-toggle"
    >
      <span aria-hidden="true">{favorited ? '★' : '☆'}</span> {favorited ? '已收藏' : '收藏'}
    </Button>
  );
}
