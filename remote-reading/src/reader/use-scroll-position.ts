import { type RefObject, useEffect, useLayoutEffect, useRef } from 'react';
import { TOP_INSET } from './view-types';

/**
 * For the views that scroll the page (novel in scroll mode, comics): which item (paragraph or
 * comic page) is at the top of the screen and how far through the chapter the reader is, on
 * every scroll (one reading per frame); and placing an item at the top on request.
 */
export function useScrollPosition(
  containerRef: RefObject<HTMLElement | null>,
  selector: string,
  onScroll: (topIndex: number, position: number, read: number) => void,
) {
  const callback = useRef(onScroll);
  callback.current = onScroll;

  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      const container = containerRef.current;
      if (!container) return;
      const items = container.querySelectorAll<HTMLElement>(selector);
      let top = 0;
      for (let i = 0; i < items.length; i += 1) {
        if ((items[i]?.getBoundingClientRect().bottom ?? 0) > TOP_INSET) {
          top = i;
          break;
        }
        top = i;
      }
      const scrollable = document.documentElement.scrollHeight - window.innerHeight;
      const position = scrollable > 0 ? Math.min(1, Math.max(0, window.scrollY / scrollable)) : 0;
      const rect = container.getBoundingClientRect();
      const read = rect.height > 0 ? Math.min(1, Math.max(0, (window.innerHeight - rect.top) / rect.height)) : 1;
      callback.current(top, position, read);
    };
    const onScrollEvent = () => {
      if (!frame) frame = window.requestAnimationFrame(measure);
    };
    window.addEventListener('scroll', onScrollEvent, { passive: true });
    window.addEventListener('resize', onScrollEvent);
    measure();
    return () => {
      window.removeEventListener('scroll', onScrollEvent);
      window.removeEventListener('resize', onScrollEvent);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [containerRef, selector]);
}

/** Puts item `index` at the top of the screen after layout whenever `key` changes (a restore or a jump). */
export function useScrollToItem(containerRef: RefObject<HTMLElement | null>, selector: string, index: number | null, key: unknown) {
  useLayoutEffect(() => {
    if (index === null) return;
    const item = containerRef.current?.querySelectorAll<HTMLElement>(selector)[index];
    if (index === 0 || !item) window.scrollTo(0, 0);
    else item.scrollIntoView({ block: 'start' });
    // Reports the place reached at once (scrollIntoView to the current place fires no scroll event).
    window.dispatchEvent(new Event('scroll'));
  }, [key]);
}
