import { useEffect, useRef } from 'react';
import { authStore } from '@portal/shared';

/** Spec §2: "Leaving the profile route resets the stored vip config to type 0 and source 0." */
export function isLeavingProfile(previousPath: string | undefined, nextPath: string): boolean {
  return previousPath === '/profile' && nextPath !== '/profile';
}

export function useVipConfigResetOnLeavingProfile(pathname: string): void {
  const previous = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (isLeavingProfile(previous.current, pathname)) authStore.getState().resetVipConfig();
    previous.current = pathname;
  }, [pathname]);
}
