import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { DIALOG_Z_INDEX } from './constants';
import { isTopDialog, pushDialog, removeDialog } from './dialog-stack';
import { useOverlayTurn, type OverlayKind } from './overlay-queue';
import { useBodyScrollLock } from './use-body-scroll-lock';
import { useDialogFocus } from './use-dialog-focus';
import './dialog.css';

export interface DialogProps {
  open: boolean;
  title?: ReactNode;
  /** Called for Escape, the close button and (unless disabled) a tap on the overlay. */
  onClose: () => void;
  footer?: ReactNode;
  children?: ReactNode;
  /** Whether a tap on the dimmed overlay closes the dialog; default true. */
  closeOnOverlay?: boolean;
  /** Show the × button in the header; default true. */
  showClose?: boolean;
  className?: string;
  /**
   * Dialogs that open by themselves (start-up bulletin, ?pop=1 membership, download purchase) name
   * their kind and take turns through the overlay queue; a dialog opened from another omits it.
   */
  overlay?: OverlayKind;
  /** `sheet` slides up from the bottom edge (phone menus); default `center`. */
  placement?: 'center' | 'sheet';
  /** Accessible name when the dialog has no visible title. */
  label?: string;
}

/**
 * The base modal of the portal: rendered into document.body above the page at z-index 2000
 * (spec §9), with an overlay, Escape to close, focus moved inside and the page scroll locked.
 */
export function Dialog({
  open,
  title,
  onClose,
  footer,
  children,
  closeOnOverlay = true,
  showClose = true,
  className,
  overlay,
  placement = 'center',
  label,
}: DialogProps) {
  // Until its turn comes, a queued dialog behaves as closed: no overlay, no focus, no scroll lock.
  const shown = useOverlayTurn(open, overlay);
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const [stackId] = useState(() => Symbol('dialog'));
  // Latest onClose without re-subscribing the key listener on every render.
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useBodyScrollLock(shown);
  useDialogFocus(shown, panelRef);

  useEffect(() => {
    if (!shown) return undefined;
    pushDialog(stackId);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && isTopDialog(stackId)) {
        event.stopPropagation();
        onCloseRef.current();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      removeDialog(stackId);
    };
  }, [shown, stackId]);

  if (!shown || typeof document === 'undefined') return null;

  const hasTitle = title !== undefined && title !== null && title !== '';
  return createPortal(
    <div className={`pt-dialog-root pt-dialog-root--${placement}`} style={{ zIndex: DIALOG_Z_INDEX }}>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: a pointer convenience; Escape and the × button close it from the keyboard */}
      <div className="pt-dialog-overlay" data-testid="pt-dialog-overlay" onClick={closeOnOverlay ? onClose : undefined} />
      <div
        ref={panelRef}
        className={className ? `pt-dialog ${className}` : 'pt-dialog'}
        role="dialog"
        aria-modal="true"
        aria-labelledby={hasTitle ? titleId : undefined}
        aria-label={hasTitle ? undefined : label}
        tabIndex={-1}
      >
        {(hasTitle || showClose) && (
          <div className="pt-dialog__header">
            {hasTitle && (
              <h2 id={titleId} className="pt-dialog__title">
                {title}
              </h2>
            )}
            {showClose && (
              <button type="button" className="pt-dialog__close" aria-label="关闭" onClick={onClose}>
                ×
              </button>
            )}
          </div>
        )}
        <div className="pt-dialog__body">{children}</div>
        {footer !== undefined && footer !== null && <div className="pt-dialog__footer">{footer}</div>}
      </div>
    </div>,
    document.body,
  );
}
