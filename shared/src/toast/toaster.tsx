import { createPortal } from 'react-dom';
import { useStore } from 'zustand';
import { TOAST_STACK_OFFSET } from './constants';
import { toast } from './toast-service';
import { formatToastBadge } from './toast-reducer';
import { toastStore } from './toast-store';
import type { ToastItem } from './types';
import './toaster.css';
import { useHydrated } from '../ui/use-hydrated';

function Toast({ item }: { item: ToastItem }) {
  const badge = formatToastBadge(item.count);
  return (
    // Tapping a toast closes it early — the mobile substitute for a close button; it also closes itself.
    // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: a convenience; toasts close on their own
    <div className={`pt-toast pt-toast--${item.type}`} onClick={() => toast.dismiss(item.id)} data-toast-id={item.id}>
      <span className="pt-toast__icon" aria-hidden="true" />
      <span className="pt-toast__message">{item.message}</span>
      {badge !== null && (
        // Keyed by version so each repeat replays the bump animation.
        <span key={item.version} className="pt-toast__badge" role="img" aria-label={`重复${item.count}次`}>
          {badge}
        </span>
      )}
    </div>
  );
}

/**
 * Renders the toasts (spec §4). The host mounts it once; the remotes share the same store
 * through the `@portal/shared` singleton, so their `toast.*` calls appear here.
 */
export function Toaster() {
  const toasts = useStore(toastStore, (s) => s.toasts);
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return createPortal(
    <div
      className="pt-toaster"
      role="status"
      aria-live="polite"
      // Spec §4/§9: stacking offset 16 between toasts.
      style={{ gap: `${TOAST_STACK_OFFSET}px` }}
    >
      {toasts.map((item) => (
        <Toast key={item.id} item={item} />
      ))}
    </div>,
    document.body,
  );
}
