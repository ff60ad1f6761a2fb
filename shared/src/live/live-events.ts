import type { LiveEventMap, LiveEventName } from '../types/chat';

/**
 * The page's one list of live-event listeners (issue 14). It lives in @portal/shared, a Module
 * Federation singleton, so the host's header and every remote's pages hear the same stream.
 * Small on purpose: the connection itself (fetch + eventsource-parser) is loaded only when a
 * user is logged in (live-connection.ts, imported lazily by start-live.ts).
 */
type Listener<K extends LiveEventName> = (data: LiveEventMap[K]) => void;

const listeners = new Map<LiveEventName, Set<Listener<LiveEventName>>>();

/** Hears one kind of live event; returns the unsubscribe (for a React effect's cleanup). */
export function onLiveEvent<K extends LiveEventName>(name: K, listener: Listener<K>): () => void {
  const set = listeners.get(name) ?? new Set();
  listeners.set(name, set);
  set.add(listener as Listener<LiveEventName>);
  return () => set.delete(listener as Listener<LiveEventName>);
}

export function emitLiveEvent<K extends LiveEventName>(name: K, data: LiveEventMap[K]): void {
  for (const listener of [...(listeners.get(name) ?? [])]) {
    try {
      listener(data);
    } catch (error) {
      console.error('[live]', name, error);
    }
  }
}
