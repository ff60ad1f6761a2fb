import type { ReactElement } from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { authStore, http, MemoryRouter, Route, Routes } from '@portal/shared';
import { getQueryClient } from '@portal/shared/query';
import type { ActivityDetail, CheckinStatus } from '@portal/shared/types';
import ActivityDetailPage from './activity-detail';
import CheckinPage from './checkin';

type Handler = (body: unknown) => { code?: number; msg?: string; data?: unknown };
let routes: Record<string, Handler> = {};
let calls: Array<{ method: string; url: string; body: unknown }> = [];
let coinNum = 100;

const me = () => ({ uid: '1001', name: '玩家一号', avatar: '', coinNum, levelType: 0, expTime: null, loginName: 'p1', accountType: 1 });

function parse(data: unknown): unknown {
  if (typeof data !== 'string') return data;
  try {
    return JSON.parse(data);
  } catch {
    return Object.fromEntries(new URLSearchParams(data));
  }
}

function calendar(overrides: Partial<CheckinStatus> = {}): CheckinStatus {
  const days = Array.from({ length: 30 }, (_, i) => {
    const day = `2026-11-${String(i + 1).padStart(2, '0')}`;
    const state = i < 9 ? 'before' : i < 24 ? (i === 20 ? 'missed' : 'checked') : i === 24 ? 'today' : 'future';
    return { day, state } as CheckinStatus['days'][number];
  });
  return {
    today: '2026-11-25',
    month: '2026-11',
    checkedToday: false,
    streak: 3,
    todayReward: 10,
    makeUpCost: 20,
    days,
    rewards: [5, 5, 10, 10, 15, 20, 50].map((coins, i) => ({ day: i + 1, coins })),
    ...overrides,
  };
}

beforeEach(() => {
  getQueryClient().clear();
  calls = [];
  coinNum = 100;
  routes = { '/user/center/me': () => ({ data: me() }) };
  http.defaults.adapter = (async (config: { url?: string; method?: string; data?: unknown }) => {
    const url = String(config.url).replace(/^\/api/, '');
    calls.push({ method: String(config.method).toUpperCase(), url, body: parse(config.data) });
    const handler = routes[`${String(config.method).toUpperCase()} ${url}`] ?? routes[url];
    const out = handler ? handler(parse(config.data)) : { code: 1, msg: '未实现' };
    return {
      data: { code: out.code ?? 0, msg: out.msg ?? '', data: out.data ?? null },
      status: 200,
      statusText: 'OK',
      headers: {},
      config,
    };
  }) as unknown as typeof http.defaults.adapter;
  authStore.getState().setAccount({ uid: '1001', name: '玩家一号' });
  authStore.getState().setStatus(me());
});

function renderAt(path: string, pattern: string, element: ReactElement) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={pattern} element={element} />
        <Route path="*" element={<span data-testid="elsewhere" />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('check-in page', () => {
  it('checks in: the reward pops, the calendar and the balance are read again', async () => {
    let status = calendar();
    routes['GET /checkin'] = () => ({ data: status });
    routes['POST /checkin'] = () => {
      status = calendar({
        checkedToday: true,
        streak: 4,
        days: status.days.map((d) => (d.state === 'today' ? { ...d, state: 'checked' } : d)),
      });
      coinNum = 110;
      return { data: { day: '2026-11-25', streak: 4, reward: 10, coinNum: 110 } };
    };
    renderAt('/checkin', '/checkin', <CheckinPage />);
    const button = await screen.findByTestId('checkin-button');
    expect(button.textContent).toContain('+10 X钻');
    expect(screen.getByTestId('checkin-day-2026-11-25').getAttribute('data-state')).toBe('today');
    // Days before the account and days to come cannot be made up; a missed day can.
    expect(screen.getByTestId('checkin-day-2026-11-05').tagName).toBe('SPAN');
    expect(screen.getByTestId('checkin-day-2026-11-21').tagName).toBe('BUTTON');
    await act(async () => {
      fireEvent.click(button);
    });
    expect((await screen.findByTestId('checkin-reward')).textContent).toBe('+10');
    await waitFor(() => expect(screen.getByTestId('checkin-day-2026-11-25').getAttribute('data-state')).toBe('checked'));
    await waitFor(() => expect(screen.getByTestId('engage-balance').textContent).toBe('110'));
    expect(screen.getByTestId('checkin-button').textContent).toBe('今日已签到');
    expect(calls.filter((c) => c.method === 'POST' && c.url === '/checkin')).toHaveLength(1);
  });

  it('makes up a missed day after a confirmation showing the cost; too few X钻 opens the recharge dialog', async () => {
    routes['GET /checkin'] = () => ({ data: calendar() });
    routes['POST /checkin/makeup'] = () => ({ code: 1201, msg: '当前X钻余额不足！' });
    renderAt('/checkin', '/checkin', <CheckinPage />);
    fireEvent.click(await screen.findByTestId('checkin-day-2026-11-21'));
    expect((await screen.findByTestId('makeup-confirm')).textContent).toContain('20 X钻');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '花费 20 X钻补签' }));
    });
    expect(calls.find((c) => c.url === '/checkin/makeup')?.body).toMatchObject({ day: '2026-11-21' });
    expect(await screen.findByTestId('insufficient-dialog')).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '充值' }));
    });
    expect(await screen.findByTestId('elsewhere')).toBeTruthy();
  });

  it('asks a visitor to log in and still shows the reward table', async () => {
    authStore.getState().setAccount({ uid: '', name: '游客' });
    renderAt('/checkin', '/checkin', <CheckinPage />);
    expect((await screen.findByTestId('engage-login-prompt')).textContent).toContain('登录后签到');
    expect(screen.getByTestId('reward-table').querySelectorAll('li')).toHaveLength(7);
    expect(calls.some((c) => c.url === '/checkin')).toBe(false);
  });
});

describe('activity detail page', () => {
  const task = (overrides: Partial<ActivityDetail['tasks'][number]>): ActivityDetail['tasks'][number] => ({
    id: 1,
    title: '每日签到',
    event: 'checkin',
    period: 'daily',
    target: 1,
    times: 1,
    reward: 5,
    progress: 0,
    completed: 0,
    claimed: 0,
    claimable: false,
    startAt: '2026-11-01T00:00:00Z',
    endAt: '2026-12-31T00:00:00Z',
    ...overrides,
  });
  const detail = (tasks: ActivityDetail['tasks']): ActivityDetail => ({
    id: 101,
    title: '新手福利周',
    summary: '测试',
    banner: '/media/activity/banner-welcome.svg',
    startAt: '2026-11-01T00:00:00Z',
    endAt: '2026-12-31T00:00:00Z',
    state: 'running',
    rulesHtml: '<p>规则正文</p><img src="x" onerror="alert(1)"><script>alert(2)</script>',
    tasks,
  });

  it('shows progress n/m with 领取, 已领取 or where to go, claims once and sanitises the rules', async () => {
    let tasks = [
      task({ id: 1, progress: 1, completed: 1, claimable: true }),
      task({ id: 2, title: '下载游戏', event: 'download', progress: 1, completed: 1, claimed: 1 }),
      task({ id: 3, title: '阅读 3 章', event: 'read', target: 3, progress: 2 }),
    ];
    routes['GET /activity/101'] = () => ({ data: detail(tasks) });
    routes['POST /activity/task/1/claim'] = () => {
      tasks = tasks.map((t) => (t.id === 1 ? { ...t, claimed: 1, claimable: false } : t));
      coinNum = 105;
      return { data: { taskId: 1, reward: 5, coinNum: 105, task: tasks[0] } };
    };
    const { container } = renderAt('/activity/101', '/activity/:id', <ActivityDetailPage />);
    const first = await screen.findByTestId('task-1');
    expect(first.querySelector('[data-testid=task-progress]')!.textContent).toBe('1/1');
    expect(screen.getByTestId('task-2').querySelector('[data-testid=task-claimed]')).toBeTruthy();
    expect(screen.getByTestId('task-3').querySelector('[data-testid=task-progress]')!.textContent).toBe('2/3');
    expect(screen.getByTestId('task-3').querySelector('a')!.textContent).toBe('去阅读');
    await act(async () => {
      fireEvent.click(first.querySelector('[data-testid=task-claim]')!);
    });
    await waitFor(() => expect(screen.getByTestId('task-1').querySelector('[data-testid=task-claimed]')).toBeTruthy());
    await waitFor(() => expect(screen.getByTestId('engage-balance').textContent).toBe('105'));
    expect(calls.filter((c) => c.url === '/activity/task/1/claim')).toHaveLength(1);
    await waitFor(() => expect(container.querySelector('.pa-eng-rules')!.textContent).toContain('规则正文'));
    expect(container.querySelector('.pa-eng-rules script')).toBeNull();
    expect(container.querySelector('.pa-eng-rules [onerror]')).toBeNull();
  });

  it('shows 活动不存在 for an unknown activity', async () => {
    routes['GET /activity/999'] = () => ({ code: 1811, msg: '活动不存在' });
    renderAt('/activity/999', '/activity/:id', <ActivityDetailPage />);
    expect((await screen.findByTestId('activity-not-found')).textContent).toContain('活动不存在');
  });
});
