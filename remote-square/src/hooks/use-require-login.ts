import { useCallback } from 'react';
import { authStore, loginRedirectFor, toast, useLocation, useNavigate } from '@portal/shared';

/**
 * Liking, commenting, following, reporting and posting need an account. A visitor who tries is
 * sent to login by the shared rule (`loginRedirectFor`: `/login?redirect=<here>`), and comes back.
 * Returns `true` when the user is logged in and the action may go on.
 */
export function useRequireLogin(): (target?: string) => boolean {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (target?: string) => {
      const uid = authStore.getState().account.uid;
      const redirect = loginRedirectFor({ requiresLogin: true }, uid, target ?? `${location.pathname}${location.search}`);
      if (!redirect) return true;
      toast.info('请先登录');
      navigate(redirect);
      return false;
    },
    [navigate, location.pathname, location.search],
  );
}
