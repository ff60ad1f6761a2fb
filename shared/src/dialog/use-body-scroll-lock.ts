import { useEffect } from 'react';

let locks = 0;
let savedOverflow = '';

/**
 * Stops the page behind an open dialog from scrolling. Counted, so a dialog opened from another
 * keeps the lock until the last one closes, and the page's own overflow value comes back.
 */
export function useBodyScrollLock(active: boolean): void {
  useEffect(() => {
    if (!active) return undefined;
    if (locks === 0) {
      savedOverflow = document.body.style.overflow;
      document.body.style.overflow = 'hidden';
    }
    locks += 1;
    return () => {
      locks -= 1;
      if (locks === 0) document.body.style.overflow = savedOverflow;
    };
  }, [active]);
}
