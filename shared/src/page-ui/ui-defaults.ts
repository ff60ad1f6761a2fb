/**
 * Spec §9 UI defaults shared by every app: list load offset 300, pull-refresh head height 50,
 * success duration 500 ms, animation 300 ms.
 */
export const LIST_LOAD_OFFSET = 300;
export const PULL_HEAD_HEIGHT = 50;
export const PULL_SUCCESS_DURATION_MS = 500;
export const PULL_ANIMATION_MS = 300;
