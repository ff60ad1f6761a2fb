import { PULL_HEAD_HEIGHT } from '../ui-defaults';

/**
 * The pull-refresh state machine of spec §4 (normal → pulling → loosing → loading → success →
 * normal), free of the DOM so it can be tested: the hook feeds it finger distances and timers.
 * Head height 50 (spec §9): pulled less than the head is "pulling" (release cancels); at or past
 * it is "loosing" (release refreshes).
 */
export type PullStatus = 'normal' | 'pulling' | 'loosing' | 'loading' | 'success';

export interface PullState {
  status: PullStatus;
  /** How far the content is moved down, in px (after damping). */
  distance: number;
}

export type PullEvent =
  /** The finger is `delta` px below where it started. */
  | { type: 'move'; delta: number }
  | { type: 'release' }
  /** The refresh finished; a failed one goes straight back to normal (no 刷新成功). */
  | { type: 'done'; ok: boolean }
  /** The success message has been shown long enough (spec §9: 500 ms). */
  | { type: 'reset' };

export const INITIAL_PULL_STATE: PullState = { status: 'normal', distance: 0 };

export const PULL_TEXT: Record<PullStatus, string> = {
  normal: '',
  pulling: '下拉即可刷新',
  loosing: '释放即可刷新',
  loading: '加载中…',
  success: '刷新成功',
};

/**
 * The content follows the finger 1:1 up to the head height, then at half speed up to twice the
 * head, then at a quarter: it feels elastic and never runs away.
 */
export function dampen(delta: number, head = PULL_HEAD_HEIGHT): number {
  if (delta <= 0) return 0;
  if (delta <= head) return delta;
  if (delta <= head * 2) return head + (delta - head) / 2;
  return head * 1.5 + (delta - head * 2) / 4;
}

export function statusForDistance(distance: number, head = PULL_HEAD_HEIGHT): PullStatus {
  if (distance <= 0) return 'normal';
  return distance < head ? 'pulling' : 'loosing';
}

/** True while the user's finger may move the content (not while refreshing or showing success). */
export function isPullable(status: PullStatus): boolean {
  return status === 'normal' || status === 'pulling' || status === 'loosing';
}

export function pullReducer(state: PullState, event: PullEvent, head = PULL_HEAD_HEIGHT): PullState {
  switch (event.type) {
    case 'move': {
      if (!isPullable(state.status)) return state;
      const distance = dampen(event.delta, head);
      return { status: statusForDistance(distance, head), distance };
    }
    case 'release':
      if (state.status === 'loosing') return { status: 'loading', distance: head };
      if (state.status === 'pulling') return INITIAL_PULL_STATE;
      return state;
    case 'done':
      if (state.status !== 'loading') return state;
      return event.ok ? { status: 'success', distance: head } : INITIAL_PULL_STATE;
    case 'reset':
      return state.status === 'success' ? INITIAL_PULL_STATE : state;
  }
}
