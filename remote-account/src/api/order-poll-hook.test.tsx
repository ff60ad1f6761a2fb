import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { http } from '@portal/shared';
import { QueryClientProvider, createPortalQueryClient } from '@portal/shared/query';
import { useOrderPoll, type OrderPollHandlers } from './wallet';

/** useOrderPoll on useQuery: the rules of lib/order-poll, with a short clock. */
const TIMING = { intervalMs: 20, timeoutMs: 150 };
let answers: Array<() => { code?: number; msg?: string; data?: unknown }> = [];
let reads = 0;

const order = (status: string) => ({
  data: { orderNo: 'R1', kind: 'recharge', status, title: '60X钻', amountCents: 600, coins: 60, createdAt: '', paidAt: null },
});

beforeEach(() => {
  reads = 0;
  answers = [];
  http.defaults.adapter = (async (config: { url?: string }) => {
    reads += 1;
    const answer = (answers.length > 1 ? answers.shift()! : answers[0]!)();
    if (!String(config.url).includes('/order/status')) throw new Error(`unexpected ${config.url}`);
    return {
      data: { code: answer.code ?? 0, msg: answer.msg ?? '', data: answer.data ?? null },
      status: 200,
      statusText: 'OK',
      headers: {},
      config,
    };
  }) as unknown as typeof http.defaults.adapter;
});

function handlers(): jest.Mocked<OrderPollHandlers> {
  return { onPaid: jest.fn(), onCancelled: jest.fn(), onExpired: jest.fn(), onMissing: jest.fn() };
}

function renderPoll(orderNo: string | null, h: OrderPollHandlers) {
  const client = createPortalQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return renderHook(() => useOrderPoll(orderNo, h, TIMING), { wrapper });
}

const pause = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

describe('polling an order after checkout', () => {
  it('reads until the order is paid, calls onPaid once and stops', async () => {
    answers = [() => order('pending'), () => order('pending'), () => order('paid')];
    const h = handlers();
    const { result } = renderPoll('R1', h);
    expect(result.current.phase).toBe('polling');
    await waitFor(() => expect(h.onPaid).toHaveBeenCalledTimes(1));
    expect(h.onPaid.mock.calls[0]![0]).toMatchObject({ orderNo: 'R1', status: 'paid' });
    expect(result.current.phase).toBe('done');
    const after = reads;
    await pause(80);
    expect(reads).toBe(after);
    expect(h.onPaid).toHaveBeenCalledTimes(1);
  });

  it('a cancelled or expired order calls its own handler', async () => {
    answers = [() => order('cancelled')];
    const h = handlers();
    renderPoll('R1', h);
    await waitFor(() => expect(h.onCancelled).toHaveBeenCalledTimes(1));
    expect(h.onPaid).not.toHaveBeenCalled();
    expect(reads).toBe(1);
  });

  it('still pending when the time is up: phase pending, no more reads; 刷新 polls again', async () => {
    answers = [() => order('pending')];
    const h = handlers();
    const { result } = renderPoll('R1', h);
    await waitFor(() => expect(result.current.phase).toBe('pending'), { timeout: 2000 });
    const first = reads;
    expect(first).toBeGreaterThan(2);
    expect(first).toBeLessThanOrEqual(TIMING.timeoutMs / TIMING.intervalMs + 1);
    await pause(80);
    expect(reads).toBe(first);
    answers = [() => order('paid')];
    act(() => result.current.retry());
    await waitFor(() => expect(h.onPaid).toHaveBeenCalledTimes(1));
    expect(reads).toBe(first + 1);
  });

  it('an unknown order stops at once with its message', async () => {
    answers = [() => ({ code: 1301, msg: '订单不存在' })];
    const h = handlers();
    const { result } = renderPoll('NOPE', h);
    await waitFor(() => expect(result.current.phase).toBe('failed'));
    expect(h.onMissing).toHaveBeenCalledWith('订单不存在');
    await pause(60);
    expect(reads).toBe(1);
    expect(h.onMissing).toHaveBeenCalledTimes(1);
  });

  it('a failed read (network) is read again', async () => {
    answers = [() => ({ code: -1, msg: '网络异常' }), () => order('paid')];
    const h = handlers();
    renderPoll('R1', h);
    await waitFor(() => expect(h.onPaid).toHaveBeenCalledTimes(1));
    expect(reads).toBe(2);
  });

  it('no order: idle, nothing read', async () => {
    const { result } = renderPoll(null, handlers());
    await pause(40);
    expect(result.current.phase).toBe('idle');
    expect(reads).toBe(0);
  });
});
