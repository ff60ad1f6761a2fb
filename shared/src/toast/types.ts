/** Spec §4: the four toast types. */
export type ToastType = 'success' | 'info' | 'warning' | 'error';

export interface ToastItem {
  id: string;
  type: ToastType;
  message: string;
  /** Milliseconds before it closes itself; 0 keeps it until dismissed. */
  duration: number;
  /** How many times this same message was shown while it was visible (1 = once). */
  count: number;
  /** Bumped on every repeat so the view can replay its "again" animation. */
  version: number;
}

export interface ToastOptions {
  /** Milliseconds; default 3000 (spec §4). 0 keeps the toast until it is dismissed. */
  duration?: number;
}
