import { useCallback } from 'react';
import { authStore, loginRedirectFor, toast, useLocation, useNavigate } from '@portal/shared';

/**
 * Writing a review, 有用 and 举报 need an account: a visitor who tries is sent to login by the
 * shared rule (`/login?redirect=<here>`) and comes back. Returns true when the action may go on.
 */
export function useRequireLogin(): () => boolean {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(() => {
    const redirect = loginRedirectFor({ requiresLogin: true }, authStore.getState().account.uid, `${location.pathname}${location.search}`);
    if (!redirect) return true;
    toast.info('请先登录');
    navigate(redirect);
    return false;
  }, [navigate, location.pathname, location.search]);
}
