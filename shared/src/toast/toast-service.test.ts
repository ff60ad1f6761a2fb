import { TOAST_DEFAULT_DURATION } from './constants';
import { toast } from './toast-service';
import { toastStore } from './toast-store';

const visible = () => toastStore.getState().toasts;

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  toast.clear();
  jest.useRealTimers();
});

describe('toast service (spec §4)', () => {
  it('closes a toast by itself after the default 3000 ms', () => {
    expect(TOAST_DEFAULT_DURATION).toBe(3000);
    toast.success('复制成功');
    jest.advanceTimersByTime(2999);
    expect(visible()).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(visible()).toHaveLength(0);
  });

  it('offers the four types', () => {
    toast.success('a');
    toast.info('b');
    toast.warning('c');
    toast.error('d');
    expect(visible().map((t) => t.type)).toEqual(['success', 'info', 'warning', 'error']);
  });

  it('groups a repeat into the visible toast and restarts its timer', () => {
    const first = toast.error('网络连接异常');
    jest.advanceTimersByTime(2000);
    const second = toast.error('网络连接异常');
    expect(second).toBe(first);
    expect(visible()).toEqual([expect.objectContaining({ id: first, count: 2 })]);

    jest.advanceTimersByTime(2000); // 4000 ms after the first: still there, the timer restarted
    expect(visible()).toHaveLength(1);
    jest.advanceTimersByTime(1000);
    expect(visible()).toHaveLength(0);
  });

  it('honours a custom duration and dismiss(id)', () => {
    const id = toast.info('稍候', { duration: 500 });
    const sticky = toast.info('常驻', { duration: 0 });
    jest.advanceTimersByTime(500);
    expect(visible().map((t) => t.id)).toEqual([sticky]);
    toast.dismiss(sticky);
    expect(visible()).toHaveLength(0);
    expect(id).not.toBe(sticky);
  });
});
