import { TOAST_BADGE_MAX } from './constants';
import type { ToastItem, ToastType } from './types';

/**
 * Pure toast list logic (spec §4 Toasts): identical messages — same type and same text — shown
 * while one is visible are grouped into that toast, whose repeat count grows.
 */
export interface ToastListState {
  toasts: ToastItem[];
}

export type ToastAction =
  | { kind: 'show'; id: string; type: ToastType; message: string; duration: number }
  | { kind: 'dismiss'; id: string }
  | { kind: 'clear' };

export const initialToastListState: ToastListState = { toasts: [] };

/** The visible toast an identical new message would be grouped into, if any. */
export function findGroup(toasts: readonly ToastItem[], type: ToastType, message: string): ToastItem | undefined {
  return toasts.find((t) => t.type === type && t.message === message);
}

export function toastReducer(state: ToastListState, action: ToastAction): ToastListState {
  switch (action.kind) {
    case 'show': {
      const group = findGroup(state.toasts, action.type, action.message);
      if (group) {
        return {
          toasts: state.toasts.map((t) =>
            t === group ? { ...t, count: t.count + 1, version: t.version + 1, duration: action.duration } : t,
          ),
        };
      }
      const { id, type, message, duration } = action;
      return { toasts: [...state.toasts, { id, type, message, duration, count: 1, version: 0 }] };
    }
    case 'dismiss':
      return { toasts: state.toasts.filter((t) => t.id !== action.id) };
    case 'clear':
      return initialToastListState;
  }
}

/** Spec §4: the repeat badge — none for a single toast, the count up to 99, then '99+'. */
export function formatToastBadge(count: number): string | null {
  if (count <= 1) return null;
  return count > TOAST_BADGE_MAX ? `${TOAST_BADGE_MAX}+` : String(count);
}
