import { useEffect, useRef, useState } from 'react';
import { decideAxis, dragOffset, swipeStep } from '../lib/swipe';

export interface SwipeOptions {
  canPrev: boolean;
  canNext: boolean;
  onStep: (step: -1 | 1) => void;
  disabled?: boolean;
}

/**
 * Touch driver of lib/swipe on one element: while a sideways swipe is under way `offset` follows
 * the finger (the caller moves its panel by it); on release `onStep` gets -1 or +1 when the swipe
 * went far enough. A vertical move is left alone, so the page scrolls and pull-to-refresh works.
 */
export function useSwipe<T extends HTMLElement>({ canPrev, canNext, onStep, disabled = false }: SwipeOptions) {
  const ref = useRef<T>(null);
  const [offset, setOffset] = useState(0);
  const latest = useRef({ canPrev, canNext, onStep });
  latest.current = { canPrev, canNext, onStep };

  useEffect(() => {
    const element = ref.current;
    if (!element || disabled) return undefined;
    let tracking = false;
    let axis: ReturnType<typeof decideAxis> = 'undecided';
    let startX = 0;
    let startY = 0;
    let startAt = 0;
    let dx = 0;

    const onStart = (event: TouchEvent) => {
      const touch = event.touches[0];
      if (!touch || event.touches.length !== 1) {
        tracking = false;
        return;
      }
      tracking = true;
      axis = 'undecided';
      startX = touch.clientX;
      startY = touch.clientY;
      startAt = event.timeStamp;
      dx = 0;
    };
    const onMove = (event: TouchEvent) => {
      const touch = event.touches[0];
      if (!tracking || !touch) return;
      dx = touch.clientX - startX;
      if (axis === 'undecided') axis = decideAxis(dx, touch.clientY - startY);
      if (axis === 'vertical') {
        tracking = false;
        return;
      }
      if (axis !== 'horizontal') return;
      if (event.cancelable) event.preventDefault();
      setOffset(dragOffset(dx, latest.current));
    };
    const onEnd = (event: TouchEvent) => {
      if (!tracking) return;
      tracking = false;
      setOffset(0);
      if (axis !== 'horizontal') return;
      const { canPrev: prev, canNext: next } = latest.current;
      const step = swipeStep(dx, element.clientWidth, event.timeStamp - startAt, { canPrev: prev, canNext: next });
      if (step !== 0) latest.current.onStep(step);
    };
    // The system took the touch (a call, a gesture of its own): spring back, change nothing.
    const onCancel = () => {
      tracking = false;
      setOffset(0);
    };

    element.addEventListener('touchstart', onStart, { passive: true });
    element.addEventListener('touchmove', onMove, { passive: false });
    element.addEventListener('touchend', onEnd);
    element.addEventListener('touchcancel', onCancel);
    return () => {
      element.removeEventListener('touchstart', onStart);
      element.removeEventListener('touchmove', onMove);
      element.removeEventListener('touchend', onEnd);
      element.removeEventListener('touchcancel', onCancel);
    };
  }, [disabled]);

  return { ref, offset, dragging: offset !== 0 };
}
