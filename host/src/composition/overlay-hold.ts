import { useEffect } from 'react';
import { overlayQueue } from '@portal/shared';

/**
 * While a route waits for its remote (加载中… / 仍在加载…) or shows 该模块暂时不可用, dialogs that
 * open by themselves — the start-up bulletin above all, and anything else in the overlay queue —
 * wait instead of opening over it.
 *
 * Why this design (issue 16: the bulletin covered 重试): a player who opens the portal and finds
 * a section down wants the way out the page offers (重试, 返回) within reach of a thumb, and the
 * announcement is not going anywhere — it shows as soon as the page itself is on screen, over
 * content it belongs with, rather than over a spinner or an error. Raising the fallback above the
 * dimmed overlay instead would leave two things asking for the same tap. A dialog already on screen
 * stays (none is pulled from under a finger); it closes with one tap.
 */
export function useOverlayHold(): void {
  useEffect(() => overlayQueue.hold(), []);
}
