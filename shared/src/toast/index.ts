export { toast } from './toast-service';
export { Toaster } from './toaster';
export { toastStore } from './toast-store';
export type { ToastStore } from './toast-store';
export { toastReducer, formatToastBadge, findGroup, initialToastListState } from './toast-reducer';
export type { ToastAction, ToastListState } from './toast-reducer';
export { TOAST_DEFAULT_DURATION, TOAST_STACK_OFFSET, TOAST_BADGE_MAX } from './constants';
export type { ToastType, ToastItem, ToastOptions } from './types';
