/** Spec §4 Toasts / §9: default duration, stacking offset and badge cap. */
export const TOAST_DEFAULT_DURATION = 3000;
export const TOAST_STACK_OFFSET = 16;
export const TOAST_BADGE_MAX = 99;
