import { createStore } from 'zustand/vanilla';
import { initialToastListState, toastReducer, type ToastAction, type ToastListState } from './toast-reducer';

export interface ToastStore extends ToastListState {
  dispatch: (action: ToastAction) => void;
}

/** The visible toasts. Vanilla, so `toast.*` can be called from anywhere (API errors, non-React code). */
export const toastStore = createStore<ToastStore>()((set) => ({
  ...initialToastListState,
  dispatch: (action) => set((state) => toastReducer(state, action)),
}));
