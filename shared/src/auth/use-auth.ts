import { useStore } from 'zustand';
import { authStore } from './store';
import type { AuthStore } from './types';

/**
 * Reads the auth store in React. The selector is required so a component re-renders only when
 * its slice changes; a selector that builds a new object each call needs `useShallow`.
 */
export function useAuth<T>(selector: (state: AuthStore) => T): T {
  return useStore(authStore, selector);
}
