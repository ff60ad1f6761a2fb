import { useEffect, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Keyboard focus for a modal dialog: moves into the panel when it opens (the panel itself, so
 * Enter cannot confirm by accident and screen readers start at the title), keeps Tab inside,
 * and returns focus to where it was when the dialog closes.
 */
export function useDialogFocus(active: boolean, panelRef: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const panel = panelRef.current;
    if (!active || !panel) return undefined;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    panel.focus();

    const keepTabInside = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      const items = Array.from(panel.querySelectorAll<HTMLElement>(FOCUSABLE));
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) {
        event.preventDefault();
        return;
      }
      const current = document.activeElement;
      if (event.shiftKey && (current === first || current === panel)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && current === last) {
        event.preventDefault();
        first.focus();
      }
    };
    panel.addEventListener('keydown', keepTabInside);
    return () => {
      panel.removeEventListener('keydown', keepTabInside);
      if (previous?.isConnected) previous.focus();
    };
  }, [active, panelRef]);
}
