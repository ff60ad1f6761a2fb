import { useEffect, useReducer, useRef, useState } from 'react';
import { INITIAL_PULL_STATE, isPullable, pullReducer, type PullEvent, type PullState } from './pull-refresh';
import { scrollParentOf, scrollTopOf } from '../scroll-parent';
import { PULL_SUCCESS_DURATION_MS } from '../ui-defaults';

/** Movement (px) before a touch is read as a pull or as something else (a sideways swipe). */
const DIRECTION_THRESHOLD = 5;

const reduce = (state: PullState, event: PullEvent) => pullReducer(state, event);

/**
 * Touch driver of the pull-refresh state machine (lib/pull-refresh): a pull starts only with the
 * page scrolled to the top, and only a downward, mostly vertical drag takes over the touch.
 * While loading it calls `onRefresh`; a resolved refresh shows 刷新成功 for 500 ms (spec §9).
 */
export function usePullToRefresh<T extends HTMLElement>(onRefresh: () => Promise<unknown>, disabled = false) {
  const ref = useRef<T>(null);
  const [state, dispatch] = useReducer(reduce, INITIAL_PULL_STATE);
  const [dragging, setDragging] = useState(false);
  const statusRef = useRef(state.status);
  statusRef.current = state.status;
  const refreshRef = useRef(onRefresh);
  refreshRef.current = onRefresh;

  useEffect(() => {
    const element = ref.current;
    if (!element || disabled) return undefined;
    let tracking = false;
    let decided = false;
    let startX = 0;
    let startY = 0;

    const onStart = (event: TouchEvent) => {
      const touch = event.touches[0];
      if (!touch || event.touches.length !== 1 || !isPullable(statusRef.current)) return;
      if (scrollTopOf(scrollParentOf(element)) > 0) return;
      tracking = true;
      decided = false;
      startX = touch.clientX;
      startY = touch.clientY;
    };
    const onMove = (event: TouchEvent) => {
      const touch = event.touches[0];
      if (!tracking || !touch) return;
      const dy = touch.clientY - startY;
      const dx = touch.clientX - startX;
      if (!decided) {
        if (Math.abs(dy) < DIRECTION_THRESHOLD && Math.abs(dx) < DIRECTION_THRESHOLD) return;
        decided = true;
        if (dy <= 0 || Math.abs(dx) > Math.abs(dy)) {
          tracking = false;
          return;
        }
        setDragging(true);
      }
      // The page must not scroll (or bounce) while the content is being pulled.
      if (event.cancelable) event.preventDefault();
      dispatch({ type: 'move', delta: dy });
    };
    const onEnd = () => {
      if (!tracking) return;
      tracking = false;
      setDragging(false);
      dispatch({ type: 'release' });
    };

    element.addEventListener('touchstart', onStart, { passive: true });
    element.addEventListener('touchmove', onMove, { passive: false });
    element.addEventListener('touchend', onEnd);
    element.addEventListener('touchcancel', onEnd);
    return () => {
      element.removeEventListener('touchstart', onStart);
      element.removeEventListener('touchmove', onMove);
      element.removeEventListener('touchend', onEnd);
      element.removeEventListener('touchcancel', onEnd);
    };
  }, [disabled]);

  useEffect(() => {
    if (state.status === 'loading') {
      let current = true;
      Promise.resolve()
        .then(() => refreshRef.current())
        .then(
          () => current && dispatch({ type: 'done', ok: true }),
          () => current && dispatch({ type: 'done', ok: false }),
        );
      return () => {
        current = false;
      };
    }
    if (state.status === 'success') {
      const timer = setTimeout(() => dispatch({ type: 'reset' }), PULL_SUCCESS_DURATION_MS);
      return () => clearTimeout(timer);
    }
    return undefined;
  }, [state.status]);

  return { ref, state, dragging };
}
