import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';

/**
 * One overlay at a time (issue 9): the dialogs that can open by themselves — the start-up bulletin,
 * the membership popup that `?pop=1` opens, the download-purchase dialogs — take turns instead of
 * stacking. A dialog that wants to show asks for the slot; it shows once it holds it. The holder
 * keeps the slot until it closes (no dialog is ever pulled from under a finger); then the waiting
 * dialog of the highest priority gets it, first come first served among equals.
 *
 * At start-up the announcement goes first: the host defers the membership popup until the
 * bulletin is settled (shown, or known to have nothing to show).
 *
 * Dialogs a person opens from inside another dialog (the insufficient-balance question over the
 * membership plans) do not queue: they belong to the dialog on screen and stack on it on purpose.
 *
 * While the route is still loading its remote, or shows 该模块暂时不可用, the host holds the queue
 * (`hold`): no queued dialog opens over the page's own way out (返回, 重试) — see
 * host/src/composition/remote-loading.tsx.
 */
export type OverlayKind = 'purchase' | 'membership' | 'bulletin';

/** The defined order: what the player just asked for first, the announcement last. */
export const OVERLAY_PRIORITY: Readonly<Record<OverlayKind, number>> = { purchase: 3, membership: 2, bulletin: 1 };

interface Request {
  id: symbol;
  kind: OverlayKind;
  priority: number;
  order: number;
}

interface OverlayQueueState {
  holder: symbol | null;
  waiting: Request[];
  /** Kinds that wait for a gate however free the slot is (see `defer`). */
  deferred: readonly OverlayKind[];
  /** Open holds (see `hold`): while any is open, the free slot goes to nobody. */
  holdCount: number;
}

export function createOverlayQueue() {
  const store = createStore<OverlayQueueState>(() => ({ holder: null, waiting: [], deferred: [], holdCount: 0 }));
  let arrivals = 0;

  const promote = () => {
    const { holder, waiting, deferred, holdCount } = store.getState();
    const ready = waiting.filter((r) => !deferred.includes(r.kind));
    if (holder !== null || holdCount > 0 || ready.length === 0) return;
    const next = [...ready].sort((a, b) => b.priority - a.priority || a.order - b.order)[0]!;
    store.setState({ holder: next.id, waiting: waiting.filter((r) => r.id !== next.id) });
  };

  return {
    store,
    request(id: symbol, kind: OverlayKind): void {
      const { holder, waiting } = store.getState();
      if (holder === id || waiting.some((r) => r.id === id)) return;
      arrivals += 1;
      store.setState({ waiting: [...waiting, { id, kind, priority: OVERLAY_PRIORITY[kind], order: arrivals }] });
      promote();
    },
    release(id: symbol): void {
      const { holder, waiting } = store.getState();
      store.setState({ holder: holder === id ? null : holder, waiting: waiting.filter((r) => r.id !== id) });
      promote();
    },
    /**
     * Holds every overlay of a kind back until `allow`: the host defers the ?pop=1 membership
     * popup at start-up until the bulletin has had its turn, so the order does not depend on which
     * answer arrives first (bulletin first, then the page's own dialog).
     */
    defer(kind: OverlayKind): void {
      const { deferred } = store.getState();
      if (!deferred.includes(kind)) store.setState({ deferred: [...deferred, kind] });
    },
    allow(kind: OverlayKind): void {
      store.setState({ deferred: store.getState().deferred.filter((k) => k !== kind) });
      promote();
    },
    holds(id: symbol): boolean {
      return store.getState().holder === id;
    },
    /**
     * Keeps every waiting dialog waiting until the returned release is called (each hold once).
     * The dialog on screen, if any, stays: none is pulled from under a finger. Releasing lets the
     * next dialog in only after the current task, so a hold handed from one state to the next in
     * the same React commit (loading → 该模块暂时不可用) never opens a gap a dialog slips through.
     */
    hold(): () => void {
      store.setState({ holdCount: store.getState().holdCount + 1 });
      let released = false;
      return () => {
        if (released) return;
        released = true;
        store.setState({ holdCount: store.getState().holdCount - 1 });
        queueMicrotask(promote);
      };
    },
  };
}

/** The page's one queue: @portal/shared is a singleton, so host and remote dialogs share it. */
export const overlayQueue = createOverlayQueue();

/**
 * Whether a dialog that wants to be open may show now. Without a kind the dialog does not queue
 * and shows whenever it is open.
 */
export function useOverlayTurn(open: boolean, kind: OverlayKind | undefined): boolean {
  const [id] = useState(() => Symbol(kind ?? 'overlay'));
  const holder = useStore(overlayQueue.store, (s) => s.holder);
  useEffect(() => {
    if (!open || !kind) return undefined;
    overlayQueue.request(id, kind);
    return () => overlayQueue.release(id);
  }, [open, kind, id]);
  if (!kind) return open;
  return open && holder === id;
}
