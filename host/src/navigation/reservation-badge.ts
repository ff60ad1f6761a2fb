import { useEffect, useState } from 'react';
import { apiGet, type ReservationBadge } from '@portal/shared';

/**
 * Whether 我的 shows a dot (issue 18): a game the player reserved has launched and they have not
 * opened 我的预约 since. Asked again on each navigation (cheap: one indexed count), never for a
 * visitor; a failed call just shows no dot.
 */
export function useReservationDot(loggedIn: boolean, pathname: string): boolean {
  const [dot, setDot] = useState(false);
  useEffect(() => {
    if (!loggedIn) {
      setDot(false);
      return;
    }
    let live = true;
    apiGet<ReservationBadge>('/v1/reservations/badge').then(
      (badge) => live && setDot(badge.unseenLaunches > 0),
      () => live && setDot(false),
    );
    return () => {
      live = false;
    };
  }, [loggedIn, pathname]);
  return dot;
}
