import type { ReactElement } from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from '@portal/shared';
import { authStore, http, setNavigator } from '@portal/shared';
import MessagesPage from './messages';
import ProfilePage from './profile';
import RechargePage from './recharge';
import { getQueryClient } from '@portal/shared/query';

type Handler = (body: unknown, params: unknown) => { code?: number; msg?: string; data?: unknown };
let routes: Record<string, Handler> = {};
let calls: Array<{ url: string; body: unknown }> = [];

const me = {
  uid: '1001',
  name: '玩家一号',
  avatar: '',
  coinNum: 100,
  levelType: 0,
  expTime: null,
  loginName: 'p1',
  accountType: 1,
  sex: 0,
  age: 0,
  phone: '',
  needBind: false,
  needRealName: false,
  inviteCode: 'ABC',
  newMessageCount: 0,
};

function parse(data: unknown): unknown {
  if (typeof data !== 'string') return data;
  try {
    return JSON.parse(data);
  } catch {
    return Object.fromEntries(new URLSearchParams(data));
  }
}

beforeEach(() => {
  // The page's one QueryClient outlives a test: start each with an empty cache.
  getQueryClient().clear();
  calls = [];
  routes = { '/user/center/me': () => ({ data: me }) };
  http.defaults.adapter = (async (config: { url?: string; data?: unknown; params?: unknown }) => {
    const url = String(config.url).replace(/^\/api/, '');
    const body = parse(config.data);
    calls.push({ url, body });
    const handler = routes[url];
    const out = handler ? handler(body, config.params) : { code: 1, msg: '未实现' };
    return {
      data: { code: out.code ?? 0, msg: out.msg ?? '', data: out.data ?? null },
      status: 200,
      statusText: 'OK',
      headers: {},
      config,
    };
  }) as unknown as typeof http.defaults.adapter;
  authStore.getState().setAccount({ uid: '1001', name: '玩家一号' });
  authStore.getState().setStatus({ ...me });
});

function Where() {
  const location = useLocation();
  return <span data-testid="where">{location.pathname + location.search}</span>;
}

function renderAt(path: string, element: ReactElement) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path="*"
          element={
            <>
              {element}
              <Where />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

describe('message page', () => {
  it('lists messages newest first, marks one read on tap and all read', async () => {
    routes['/user/center/message/all'] = () => ({
      data: {
        items: [
          { id: 1, title: '旧消息', content: '旧', createTime: '2020-01-01T00:00:00Z', read: false },
          { id: 2, title: '新消息', content: '新内容', createTime: new Date().toISOString(), read: false },
        ],
        total: 2,
        page: 1,
        pageSize: 20,
        unread: 2,
      },
    });
    routes['/user/message'] = (body) => ({ data: { unread: (body as { all?: boolean }).all ? 0 : 1 } });
    renderAt('/message', <MessagesPage />);
    const items = await screen.findAllByTestId('message-item');
    expect(items.map((i) => i.getAttribute('data-message-id'))).toEqual(['2', '1']);
    expect(items[0]!.getAttribute('data-read')).toBe('false');
    await act(async () => {
      fireEvent.click(items[0]!.querySelector('button')!);
    });
    expect(screen.getByTestId('message-body').textContent).toContain('新内容');
    expect(screen.getAllByTestId('message-item')[0]!.getAttribute('data-read')).toBe('true');
    expect(calls.find((c) => c.url === '/user/message')?.body).toMatchObject({ ids: [2] });
    await waitFor(() => expect(calls.some((c) => c.url === '/user/center/me')).toBe(true));
    routes['/user/center/message/all'] = () => ({ data: { items: [], total: 0, page: 1, pageSize: 20, unread: 0 } });
    await act(async () => {
      fireEvent.click(screen.getByTestId('message-read-all'));
    });
    expect(calls.filter((c) => c.url === '/user/message')[1]?.body).toMatchObject({ all: true });
    expect(screen.getAllByTestId('message-item').every((i) => i.getAttribute('data-read') === 'true')).toBe(true);
  });

  it('shows 暂无消息 when empty', async () => {
    routes['/user/center/message/all'] = () => ({ data: { items: [], total: 0, page: 1, pageSize: 20, unread: 0 } });
    renderAt('/message', <MessagesPage />);
    expect((await screen.findByTestId('message-empty')).textContent).toContain('暂无消息');
  });
});

describe('recharge page', () => {
  beforeEach(() => {
    routes['/order/packages'] = () => ({
      data: [
        { id: 1, coins: 60, bonus: 0, priceCents: 600, label: '小试' },
        { id: 2, coins: 300, bonus: 30, priceCents: 3000, label: '超值' },
      ],
    });
    routes['/user/center/coin/all'] = () => ({
      data: {
        items: [{ id: 9, amount: 60, reason: 'recharge', reference: 'order:1', balanceAfter: 160, createdAt: new Date().toISOString() }],
        total: 1,
        page: 1,
        pageSize: 20,
      },
    });
    routes['/user/center/coin/order'] = () => ({ data: { items: [], total: 0, page: 1, pageSize: 20 } });
  });

  it('shows balance, packages and the ledger', async () => {
    renderAt('/recharge', <RechargePage />);
    expect(screen.getByTestId('recharge-balance').textContent).toBe('100');
    const cards = await screen.findAllByTestId('recharge-package');
    expect(cards.map((c) => c.getAttribute('data-package-id'))).toEqual(['1', '2']);
    expect(cards[1]!.textContent).toContain('¥30');
    expect(cards[1]!.textContent).toContain('另赠 30 X钻');
    const row = await screen.findByTestId('coin-ledger-item');
    expect(row.textContent).toContain('充值');
    expect(row.textContent).toContain('+60');
    expect(row.textContent).toContain('刚刚');
  });

  it('polls ?order= until paid, refreshes the status and clears the query', async () => {
    let reads = 0;
    routes['/order/status'] = () => {
      reads += 1;
      return {
        data: {
          orderNo: 'R1',
          kind: 'recharge',
          status: reads < 2 ? 'pending' : 'paid',
          title: '60X钻',
          amountCents: 600,
          coins: 60,
          createdAt: '',
          paidAt: null,
        },
      };
    };
    routes['/user/center/me'] = () => ({ data: { ...me, coinNum: 160 } });
    renderAt('/recharge?order=R1', <RechargePage />);
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/recharge'), { timeout: 4000 });
    expect(reads).toBe(2);
    expect(screen.getByTestId('recharge-balance').textContent).toBe('160');
  });
});

describe('profile page', () => {
  const config = {
    plans: [{ id: 3, name: '月度会员', days: 30, price: 300, badge: 'month', benefits: ['免费下载'] }],
    levelType: 0,
    expTime: null,
    badge: null,
  };

  it('opens the popup with pop=1 and asks to recharge on 1201', async () => {
    routes['/vip/vipconfig'] = () => ({ data: config });
    routes['/vip/vipopen'] = () => ({ code: 1201, msg: '当前X钻余额不足！' });
    setNavigator((path: string) => calls.push({ url: `navigate:${path}`, body: null }));
    authStore.getState().setVipConfig({ type: 1, source: 1001 });
    renderAt('/profile?pop=1', <ProfilePage />);
    expect(await screen.findByTestId('vip-popup')).toBeTruthy();
    expect(screen.getByTestId('vip-from-game').textContent).toBe('开通会员后即可免费下载该游戏');
    act(() => authStore.getState().resetVipConfig());
    const plan = await screen.findByTestId('vip-plan');
    expect(plan.getAttribute('data-plan-id')).toBe('3');
    await act(async () => {
      fireEvent.click(screen.getByTestId('vip-open'));
    });
    expect(await screen.findByText('当前余额不足，请您充值后继续使用')).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByText('充值'));
    });
    expect(calls.some((c) => c.url === 'navigate:/recharge')).toBe(true);
  });

  it('opens a membership and shows the expiry', async () => {
    routes['/vip/vipconfig'] = () => ({ data: config });
    routes['/vip/vipopen'] = () => ({ data: { levelType: 1, expTime: '2030-01-15T00:00:00.000Z', badge: 'month', coinNum: 0 } });
    renderAt('/profile', <ProfilePage />);
    await screen.findByTestId('profile-vip');
    fireEvent.click(screen.getByTestId('vip-open-button'));
    await screen.findByTestId('vip-plan');
    routes['/user/center/me'] = () => ({ data: { ...me, coinNum: 0, levelType: 1, expTime: '2030-01-15T00:00:00.000Z' } });
    await act(async () => {
      fireEvent.click(screen.getByTestId('vip-open'));
    });
    await waitFor(() => expect(screen.getByTestId('vip-expiry').textContent).toMatch(/^2030-01-1[45]$/));
    expect(screen.getByTestId('vip-open-result').textContent).toContain('2030-01-1');
  });

  it('after buying membership from a game, offers the way back to that game', async () => {
    routes['/vip/vipconfig'] = () => ({ data: config });
    routes['/vip/vipopen'] = () => ({ data: { levelType: 1, expTime: '2030-01-15T00:00:00.000Z', badge: 'month', coinNum: 0 } });
    authStore.getState().setVipConfig({ type: 1, source: 1001 });
    renderAt('/profile?pop=1', <ProfilePage />);
    await screen.findByTestId('vip-plan');
    expect(screen.queryByTestId('vip-return-to-game')).toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByTestId('vip-open'));
    });
    fireEvent.click(await screen.findByTestId('vip-return-to-game'));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/detail/1001'));
  });

  it('asks guests to log in', async () => {
    authStore.getState().logoutLocal();
    renderAt('/profile?pop=1', <ProfilePage />);
    expect(screen.getByTestId('profile-login').getAttribute('href')).toBe('/login?redirect=%2Fprofile%3Fpop%3D1');
  });
});
