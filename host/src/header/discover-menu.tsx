import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { useLocation } from '@portal/shared';
import { DiscoverPanel } from './discover-panel';

/**
 * 发现 in the desktop header: a mouse opens it by hovering; a tap or a click toggles it. A touch
 * also sends mouseenter before its click, which used to open the menu and close it again at once
 * (issue 9), so opening on hover listens to real mouse pointers only. Escape, a click outside and
 * any navigation close it.
 */
export function DiscoverMenu() {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const { pathname, search } = useLocation();
  const close = () => setOpen(false);
  const hover = (wanted: boolean) => (event: PointerEvent) => {
    if (event.pointerType === 'mouse') setOpen(wanted);
  };

  useEffect(close, [pathname, search]);
  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    const onDown = (event: globalThis.PointerEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onDown);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onDown);
    };
  }, [open]);

  return (
    <div ref={root} className={`pt-discover${open ? ' pt-discover--open' : ''}`} onPointerEnter={hover(true)} onPointerLeave={hover(false)}>
      <button
        type="button"
        className="pt-header__link pt-discover__trigger"
        aria-expanded={open}
        aria-controls="pt-discover-dropdown"
        onClick={() => setOpen((v) => !v)}
        data-testid="discover-trigger"
      >
        发现
        <svg viewBox="0 0 12 12" width="10" height="10" aria-hidden="true">
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.6" />
        </svg>
      </button>
      {open ? (
        <div id="pt-discover-dropdown" className="pt-discover__dropdown">
          <DiscoverPanel onNavigate={close} chooseOnHover />
        </div>
      ) : null}
    </div>
  );
}
