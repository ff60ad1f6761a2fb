import { useCallback } from 'react';
import { useNavigate, useSearchParams } from '@portal/shared';
import { completeLogin, type LoginResult } from '@portal/shared';

/**
 * Where to go after logging in: back to the page that asked for login (`?redirect=`), only if it
 * is a path of this site (never another origin), else home.
 */
export function safeRedirect(target: string | null): string {
  if (!target?.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return '/';
  if (/^\/(login|register|other)(\/|\?|$)/.test(target)) return '/';
  return target;
}

export function useAfterLogin() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return useCallback(
    async (result: LoginResult) => {
      await completeLogin(result);
      navigate(safeRedirect(params.get('redirect')), { replace: true });
    },
    [navigate, params],
  );
}
