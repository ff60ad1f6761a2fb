import type { ReactNode } from 'react';
import { usePullToRefresh } from './use-pull-to-refresh';
import { PULL_TEXT } from './pull-refresh';
import { PULL_ANIMATION_MS, PULL_HEAD_HEIGHT } from '../ui-defaults';
import './pull-to-refresh.css';

/**
 * Pull down at the top of a list to refresh it (touch devices; spec §4 pull-refresh states,
 * §9 head height 50, success 500 ms, animation 300 ms). Without touch it is a plain wrapper.
 */
export function PullToRefresh({
  onRefresh,
  children,
  disabled,
}: {
  onRefresh: () => Promise<unknown>;
  children: ReactNode;
  disabled?: boolean;
}) {
  const { ref, state, dragging } = usePullToRefresh<HTMLDivElement>(onRefresh, disabled);
  const moved = state.distance > 0;
  return (
    <div ref={ref} className="pt-pull" data-pull-status={state.status}>
      <div
        className="pt-pull__track"
        style={{
          // No transform at rest: a transformed ancestor would break position: sticky inside.
          transform: moved ? `translate3d(0, ${state.distance}px, 0)` : undefined,
          transition: dragging ? 'none' : `transform ${PULL_ANIMATION_MS}ms ease`,
        }}
      >
        <div className="pt-pull__head" style={{ height: PULL_HEAD_HEIGHT, marginTop: -PULL_HEAD_HEIGHT }} aria-live="polite">
          {state.status === 'loading' ? <span className="pt-pull__spinner" aria-hidden="true" /> : null}
          {state.status === 'success' ? (
            <span className="pt-pull__tick" aria-hidden="true">
              ✓
            </span>
          ) : null}
          {state.status === 'pulling' || state.status === 'loosing' ? (
            <span className={`pt-pull__arrow${state.status === 'loosing' ? ' pt-pull__arrow--up' : ''}`} aria-hidden="true">
              ↓
            </span>
          ) : null}
          <span>{PULL_TEXT[state.status]}</span>
        </div>
        {children}
      </div>
    </div>
  );
}
