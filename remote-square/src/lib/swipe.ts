/**
 * Reading a finger's sideways swipe (issue 12: the square's topic tabs, and the image viewer).
 * Spec §9 tabs swipe threshold 5 px: until the finger has moved 5 px nothing is decided; then a
 * mostly sideways move is a swipe (the page does not scroll), anything else is left to the page
 * (scrolling, pull-to-refresh). A swipe changes the tab only when it went far enough or fast
 * enough — a short drag springs back.
 */
export const SWIPE_DECIDE_PX = 5;
/** Fraction of the area's width that changes the tab on release. */
export const SWIPE_COMMIT_FRACTION = 0.2;
/** A flick: this far in one direction within SWIPE_FLICK_MS also changes the tab. */
export const SWIPE_FLICK_PX = 30;
export const SWIPE_FLICK_MS = 250;

export type SwipeAxis = 'undecided' | 'horizontal' | 'vertical';

export function decideAxis(dx: number, dy: number, threshold = SWIPE_DECIDE_PX): SwipeAxis {
  if (Math.abs(dx) < threshold && Math.abs(dy) < threshold) return 'undecided';
  return Math.abs(dx) > Math.abs(dy) ? 'horizontal' : 'vertical';
}

/**
 * On release: -1 goes to the previous item (finger moved right), +1 to the next, 0 stays.
 * `canPrev`/`canNext` stop at the ends.
 */
export function swipeStep(dx: number, width: number, elapsedMs: number, bounds: { canPrev: boolean; canNext: boolean }): -1 | 0 | 1 {
  const far = Math.abs(dx) >= Math.max(SWIPE_FLICK_PX, width * SWIPE_COMMIT_FRACTION);
  const flick = Math.abs(dx) >= SWIPE_FLICK_PX && elapsedMs <= SWIPE_FLICK_MS;
  if (!far && !flick) return 0;
  if (dx < 0 && bounds.canNext) return 1;
  if (dx > 0 && bounds.canPrev) return -1;
  return 0;
}

/** While dragging at an end with nowhere to go, the panel follows the finger only a little. */
export function dragOffset(dx: number, bounds: { canPrev: boolean; canNext: boolean }): number {
  if ((dx > 0 && !bounds.canPrev) || (dx < 0 && !bounds.canNext)) return dx / 4;
  return dx;
}
