import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { ApiError, http } from '../api';
import { envelope } from '../api/test-adapter';
import { authStore } from '../auth';
import { toastStore } from '../toast';
import type { UserProfile } from '../types';
import { balanceChanged, watchBalance } from './balance';
import { createPortalQueryClient, getQueryClient, shouldRetry } from './client';
import { useFormMutation } from './form-mutation';
import { gameDetailKeys, walletKeys } from './keys';
import { itemsOf, nextPageOf, refreshFirstPage } from './paging';
import { withQueryClient } from './provider';

const PROFILE = {
  uid: '10001',
  name: '小蓝',
  avatar: '',
  coinNum: 100,
  levelType: 0,
  expTime: null,
} as unknown as UserProfile;

let coinNumOnServer = 100;
let meCalls = 0;

beforeEach(() => {
  coinNumOnServer = 100;
  meCalls = 0;
  http.defaults.adapter = (async (config: InternalAxiosRequestConfig) => {
    if (String(config.url).endsWith('/user/center/me')) {
      meCalls += 1;
      return { data: envelope({ ...PROFILE, coinNum: coinNumOnServer }), status: 200, statusText: 'OK', headers: {}, config };
    }
    throw new Error(`unexpected ${config.url}`);
  }) as AxiosAdapter;
  authStore.getState().logoutLocal();
  authStore.getState().setAccount({ uid: '10001', name: '小蓝' });
  authStore.getState().setStatus({ ...PROFILE });
  toastStore.setState({ toasts: [] });
});

describe('one QueryClient for the page', () => {
  it('every call and every page wrapper gets the same client', () => {
    expect(getQueryClient()).toBe(getQueryClient());
    let seen: unknown = null;
    function Probe() {
      seen = useQuery({ queryKey: ['probe'], queryFn: () => 1, enabled: false }).status;
      return null;
    }
    const Wrapped = withQueryClient(Probe);
    render(<Wrapped />);
    expect(seen).toBe('pending');
    expect(
      getQueryClient()
        .getQueryCache()
        .find({ queryKey: ['probe'] }),
    ).toBeDefined();
  });

  it('retries network trouble and 5xx twice, never a business answer or a 4xx', () => {
    expect(shouldRetry(0, new Error('network'))).toBe(true);
    expect(shouldRetry(1, new ApiError({ code: -1, message: 'x', status: 502 }))).toBe(true);
    expect(shouldRetry(2, new Error('network'))).toBe(false);
    expect(shouldRetry(0, new ApiError({ code: 1201, message: '余额不足' }))).toBe(false);
    expect(shouldRetry(0, new ApiError({ code: -1, message: 'x', status: 404 }))).toBe(false);
  });
});

describe('a balance change', () => {
  it('refreshes the auth store status (the header reads coinNum there) and invalidates the wallet queries', async () => {
    const client = createPortalQueryClient();
    client.setQueryData(walletKeys.ledger('10001'), { pages: [], pageParams: [] });
    client.setQueryData(gameDetailKeys.detail(7, '10001'), { id: 7, owned: false });
    client.setQueryData(['news', 'list', 5], []);
    coinNumOnServer = 70;
    await balanceChanged(client);
    expect(meCalls).toBe(1);
    expect(authStore.getState().status?.coinNum).toBe(70);
    expect(client.getQueryState(walletKeys.ledger('10001'))?.isInvalidated).toBe(true);
    expect(client.getQueryState(gameDetailKeys.detail(7, '10001'))?.isInvalidated).toBe(true);
    expect(client.getQueryState(['news', 'list', 5])?.isInvalidated).toBe(false);
  });

  it('never rejects, even when the status cannot be read', async () => {
    http.defaults.adapter = (async () => {
      throw new Error('offline');
    }) as AxiosAdapter;
    const client = createPortalQueryClient();
    client.setQueryData(walletKeys.orders('10001'), { pages: [], pageParams: [] });
    await expect(balanceChanged(client)).resolves.toBeUndefined();
    expect(client.getQueryState(walletKeys.orders('10001'))?.isInvalidated).toBe(true);
  });

  it('made elsewhere (the host’s purchase dialog moves coinNum in the store) still invalidates the wallet queries', () => {
    const client = createPortalQueryClient();
    const stop = watchBalance(client);
    client.setQueryData(walletKeys.ledger('10001'), { pages: [], pageParams: [] });
    authStore.getState().setStatus({ ...PROFILE, avatar: 'new.png' });
    expect(client.getQueryState(walletKeys.ledger('10001'))?.isInvalidated).toBe(false);
    authStore.getState().setStatus({ ...PROFILE, coinNum: 40 });
    expect(client.getQueryState(walletKeys.ledger('10001'))?.isInvalidated).toBe(true);
    stop();
  });
});

describe('paging helpers', () => {
  it('computes the next page from the total', () => {
    expect(nextPageOf({ items: [1], total: 45, page: 1, pageSize: 20 })).toBe(2);
    expect(nextPageOf({ items: [1], total: 45, page: 3, pageSize: 20 })).toBeUndefined();
    expect(nextPageOf({ items: [1], total: 40, page: 2, pageSize: 20 })).toBeUndefined();
    expect(nextPageOf({ items: [], total: 99, page: 5, pageSize: 20 })).toBeUndefined();
  });

  it('shows an item once when pages overlap', () => {
    const data = {
      pages: [
        { items: [{ id: 1 }, { id: 2 }], total: 4, page: 1, pageSize: 2 },
        { items: [{ id: 2 }, { id: 3 }], total: 4, page: 2, pageSize: 2 },
      ],
      pageParams: [1, 2],
    };
    expect(itemsOf(data, (item) => item.id).map((item) => item.id)).toEqual([1, 2, 3]);
  });

  it('a pull-to-refresh keeps only the first page, asks for it again, and rejects when that failed', async () => {
    const client = createPortalQueryClient();
    let fail = false;
    const queryFn = jest.fn(async () => {
      if (fail) throw new ApiError({ code: 1, message: 'x', status: 400 });
      return { items: ['fresh'], total: 1, page: 1, pageSize: 1 };
    });
    await client.fetchInfiniteQuery({ queryKey: ['list'], queryFn, initialPageParam: 1 });
    client.setQueryData(['list'], {
      pages: [
        { items: ['a'], total: 2, page: 1, pageSize: 1 },
        { items: ['b'], total: 2, page: 2, pageSize: 1 },
      ],
      pageParams: [1, 2],
    });
    await refreshFirstPage(client, ['list']);
    expect(client.getQueryData<{ pages: unknown[] }>(['list'])?.pages).toHaveLength(1);
    fail = true;
    await expect(refreshFirstPage(client, ['list'])).rejects.toThrow('x');
  });
});

describe('a form submission', () => {
  function Form({ action }: { action: () => Promise<void> }) {
    const { run, submitting, error } = useFormMutation(action);
    return (
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void run();
        }}
      >
        {error ? <p role="alert">{error}</p> : null}
        <button type="submit" disabled={submitting}>
          {submitting ? '提交中…' : '提交'}
        </button>
      </form>
    );
  }

  it('shows the server’s message once, inline, and not as a toast; a second submit while busy is ignored', async () => {
    let reject: (error: unknown) => void = () => undefined;
    const action = jest.fn(() => new Promise<void>((_resolve, rejectWith) => (reject = rejectWith)));
    render(
      <QueryClientProvider client={createPortalQueryClient()}>
        <Form action={action} />
      </QueryClientProvider>,
    );
    const button = screen.getByRole('button');
    await act(async () => {
      fireEvent.submit(button.closest('form')!);
      fireEvent.submit(button.closest('form')!);
    });
    expect(action).toHaveBeenCalledTimes(1);
    await screen.findByText('提交中…');
    await act(async () => reject(new ApiError({ code: 1002, message: '用户名或密码错误' })));
    expect((await screen.findByRole('alert')).textContent).toBe('用户名或密码错误');
    expect(screen.getAllByText('用户名或密码错误')).toHaveLength(1);
    expect(toastStore.getState().toasts).toHaveLength(0);
  });
});
