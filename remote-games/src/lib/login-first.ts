import { useAuth, useLocation, useNavigate } from '@portal/shared';

/**
 * An action that needs an account: a visitor is sent to login and back to this page (the way
 * 领取 does it); returns whether the caller may go on.
 */
export function useLoginFirst(): () => boolean {
  const uid = useAuth((s) => s.account.uid);
  const navigate = useNavigate();
  const location = useLocation();
  return () => {
    if (uid) return true;
    navigate(`/login?redirect=${encodeURIComponent(location.pathname + location.search)}`);
    return false;
  };
}
