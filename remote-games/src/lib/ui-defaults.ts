/**
 * Spec §9 UI defaults of the carousels (the list and pull-refresh ones live in @portal/shared):
 * swipe autoplay 0, swipe duration 500 ms.
 */
/** 0 = no autoplay (spec). Only the home featured carousel opts in (HOME_AUTOPLAY_MS). */
export const SWIPE_AUTOPLAY_MS = 0;
export const SWIPE_DURATION_MS = 500;
/**
 * Embla's `duration` is not in milliseconds (it is an integrator speed, 20–60 recommended);
 * 30 settles a one-slide move in about 500 ms, the spec's swipe duration.
 */
export const EMBLA_DURATION = 30;
/** Our call: the home featured carousel advances every 4 s, stopping for good once touched. */
export const HOME_AUTOPLAY_MS = 4000;
