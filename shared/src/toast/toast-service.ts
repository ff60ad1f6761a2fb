import { TOAST_DEFAULT_DURATION } from './constants';
import { findGroup } from './toast-reducer';
import { toastStore } from './toast-store';
import type { ToastOptions, ToastType } from './types';

const timers = new Map<string, ReturnType<typeof setTimeout>>();
let sequence = 0;

function stopTimer(id: string): void {
  const timer = timers.get(id);
  if (timer !== undefined) clearTimeout(timer);
  timers.delete(id);
}

function dismiss(id: string): void {
  stopTimer(id);
  toastStore.getState().dispatch({ kind: 'dismiss', id });
}

/**
 * Shows a toast and returns its id. Spec §4: an identical message already on screen is grouped —
 * the existing toast counts the repeat and its timer starts again, so it stays for a full
 * duration after the latest repeat.
 */
function show(type: ToastType, message: string, options: ToastOptions = {}): string {
  const duration = options.duration ?? TOAST_DEFAULT_DURATION;
  const { toasts, dispatch } = toastStore.getState();
  const id = findGroup(toasts, type, message)?.id ?? `pt-toast-${++sequence}`;
  dispatch({ kind: 'show', id, type, message, duration });
  stopTimer(id);
  if (duration > 0)
    timers.set(
      id,
      setTimeout(() => dismiss(id), duration),
    );
  return id;
}

/** The imperative toast API (spec §4 Toasts). Needs one `<Toaster />` mounted by the host. */
export const toast = {
  success: (message: string, options?: ToastOptions) => show('success', message, options),
  info: (message: string, options?: ToastOptions) => show('info', message, options),
  warning: (message: string, options?: ToastOptions) => show('warning', message, options),
  error: (message: string, options?: ToastOptions) => show('error', message, options),
  dismiss,
  /** Removes every toast (e.g. between tests or on a full reset). */
  clear(): void {
    for (const id of [...timers.keys()]) stopTimer(id);
    toastStore.getState().dispatch({ kind: 'clear' });
  },
};
