import { formatToastBadge, initialToastListState, toastReducer, type ToastListState } from './toast-reducer';
import type { ToastType } from './types';

function show(state: ToastListState, id: string, type: ToastType, message: string): ToastListState {
  return toastReducer(state, { kind: 'show', id, type, message, duration: 3000 });
}

describe('toast grouping (spec §4)', () => {
  it('groups the same message of the same type into one toast with count 2', () => {
    let state = show(initialToastListState, 't1', 'success', '复制成功');
    state = show(state, 't2', 'success', '复制成功');
    expect(state.toasts).toHaveLength(1);
    expect(state.toasts[0]).toMatchObject({ id: 't1', count: 2, version: 1 });
  });

  it('keeps the same text with a different type as two toasts', () => {
    let state = show(initialToastListState, 't1', 'success', '完成');
    state = show(state, 't2', 'error', '完成');
    expect(state.toasts.map((t) => [t.id, t.count])).toEqual([
      ['t1', 1],
      ['t2', 1],
    ]);
  });

  it('keeps different texts of the same type as two toasts', () => {
    let state = show(initialToastListState, 't1', 'info', 'a');
    state = show(state, 't2', 'info', 'b');
    expect(state.toasts).toHaveLength(2);
  });

  it('starts a fresh toast once the earlier one was dismissed', () => {
    let state = show(initialToastListState, 't1', 'info', 'a');
    state = toastReducer(state, { kind: 'dismiss', id: 't1' });
    state = show(state, 't2', 'info', 'a');
    expect(state.toasts).toEqual([expect.objectContaining({ id: 't2', count: 1 })]);
  });

  it('does not mutate the previous state', () => {
    const first = show(initialToastListState, 't1', 'info', 'a');
    show(first, 't2', 'info', 'a');
    expect(first.toasts[0]?.count).toBe(1);
  });
});

describe('repeat badge (spec §4: max 99, shown as 99+)', () => {
  it('shows no badge for a single toast', () => {
    expect(formatToastBadge(1)).toBeNull();
  });

  it('shows the count up to 99 and 99+ above', () => {
    expect(formatToastBadge(2)).toBe('2');
    expect(formatToastBadge(99)).toBe('99');
    expect(formatToastBadge(100)).toBe('99+');
  });

  it('reaches 99+ after 100 identical messages', () => {
    let state = initialToastListState;
    for (let i = 0; i < 100; i += 1) state = show(state, `t${i}`, 'warning', '操作太频繁');
    expect(state.toasts).toHaveLength(1);
    expect(formatToastBadge(state.toasts[0]?.count ?? 0)).toBe('99+');
  });
});
