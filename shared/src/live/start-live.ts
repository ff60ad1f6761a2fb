import { forceLogout } from '../api/forced-logout';
import { authStore } from '../auth/store';
import type { LiveEventMap, LiveEventName } from '../types/chat';
import { emitLiveEvent } from './live-events';

/**
 * Opens the page's one live connection while a user is logged in and closes it on logout (or
 * when the account changes), following the auth store. The host calls it once after start-up.
 * The connection code loads lazily, so a guest's page never downloads it and the host's first
 * load stays small. An `unread` event also updates the header's count (the user status's
 * newMessageCount), which every header and page reading useAuth follows.
 */
let started = false;

export function startLiveEvents(): void {
  if (started || typeof window === 'undefined' || typeof fetch !== 'function') return;
  started = true;
  let current: { token: string; close: () => void } | null = null;

  const follow = (token: string) => {
    if (current?.token === token) return;
    current?.close();
    current = null;
    if (!token) return;
    const entry: { token: string; close: () => void } = { token, close: () => undefined };
    current = entry;
    void import('./live-connection').then(({ openLiveConnection }) => {
      if (current !== entry) return;
      const connection = openLiveConnection({
        token,
        onEvent: (name, data) => {
          if (name === 'unread') {
            const { status } = authStore.getState();
            const total = (data as LiveEventMap['unread']).total;
            if (status && status.newMessageCount !== total) authStore.getState().setStatus({ ...status, newMessageCount: total });
          }
          emitLiveEvent(name as LiveEventName, data as never);
        },
        onSessionInvalid: () => {
          if (authStore.getState().account.token === token) forceLogout();
        },
      });
      entry.close = () => connection.close();
    });
  };

  follow(authStore.getState().account.token);
  authStore.subscribe((state) => follow(state.account.token));
}
