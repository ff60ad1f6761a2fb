import { act, render, screen, within } from '@testing-library/react';
import { http, MemoryRouter, ResultCode } from '@portal/shared';
import { getQueryClient } from '@portal/shared/query';
import type { OpsStatus } from '@portal/shared/types';
import { OPS_STATUS_REFRESH_MS } from '../api/ops';
import OpsStatusPage from './ops-status';

/** 运维状态: what staff read, what a player is told, and that it keeps itself fresh. */
type Answer = { status?: number; code?: number; msg?: string; data?: unknown };
let answers: Answer[] = [];
let asked = 0;

function status(overrides: Partial<OpsStatus> = {}): OpsStatus {
  return {
    generatedAt: '2026-11-26T08:30:05.000Z',
    windowMinutes: 60,
    environment: 'production',
    environments: [
      {
        name: 'production',
        current: true,
        remotes: [
          {
            remote: 'remote_games',
            live: { version: '2.4.0', manifest: 'https://cdn.example.com/remote-games/2.4.0/mf-manifest.json' },
            versions: [{ version: '2.4.0', loads: 41, lastSeenAt: '2026-11-26T08:30:00.000Z' }],
            loads: 41,
            p50Ms: 420,
            p95Ms: 1830.5,
            p99Ms: 12_400,
            errors: 3,
            fallbacks: 1,
            errorCodes: [
              { code: 'RUNTIME-003', count: 2 },
              { code: 'TimeoutError', count: 1 },
            ],
          },
          {
            remote: 'remote_square',
            live: { version: null, manifest: '/remotes/square/mf-manifest.json' },
            versions: [],
            loads: 0,
            p50Ms: null,
            p95Ms: null,
            p99Ms: null,
            errors: 0,
            fallbacks: 0,
            errorCodes: [],
          },
        ],
      },
      {
        name: 'canary',
        current: false,
        remotes: [
          {
            remote: 'remote_games',
            versions: [{ version: '2.5.0-rc.1', loads: 5, lastSeenAt: '2026-11-26T08:29:00.000Z' }],
            loads: 5,
            p50Ms: 380,
            p95Ms: 400,
            p99Ms: 410,
            errors: 0,
            fallbacks: 0,
            errorCodes: [],
          },
        ],
      },
    ],
    ...overrides,
  };
}

beforeEach(() => {
  getQueryClient().clear();
  asked = 0;
  http.defaults.adapter = (async (config: { url?: string }) => {
    if (!String(config.url).endsWith('/ops/status'))
      return { data: { code: 1, msg: '未实现', data: null }, status: 200, headers: {}, config };
    asked += 1;
    const answer = answers.shift() ?? { data: status() };
    return {
      data: { code: answer.code ?? 0, msg: answer.msg ?? '', data: answer.data ?? null },
      status: answer.status ?? 200,
      headers: {},
      config,
    };
  }) as never;
});

const renderPage = () =>
  render(
    <MemoryRouter initialEntries={['/ops/status']}>
      <OpsStatusPage />
    </MemoryRouter>,
  );
const card = (env: string, remote: string) =>
  document.querySelector(`[data-testid=ops-remote][data-env=${env}][data-remote=${remote}]`) as HTMLElement;

it('shows, per environment, the live build of each remote, its load-time percentiles, errors, fallbacks and codes', async () => {
  answers = [{ data: status() }];
  renderPage();
  expect(screen.getByTestId('ops-loading')).toBeTruthy();
  await screen.findAllByTestId('ops-env');
  expect(screen.getAllByTestId('ops-env').map((env) => env.getAttribute('data-env'))).toEqual(['production', 'canary']);
  expect(screen.getByText('本服务器')).toBeTruthy();

  const games = within(card('production', 'remote_games'));
  expect(games.getByTestId('ops-live-version').textContent).toBe('2.4.0');
  expect(games.getByText('https://cdn.example.com/remote-games/2.4.0/mf-manifest.json')).toBeTruthy();
  expect(games.getByTestId('ops-loads').textContent).toBe('41');
  expect(games.getByTestId('ops-p50').textContent).toBe('420 毫秒');
  expect(games.getByTestId('ops-p95').textContent).toBe('1831 毫秒');
  expect(games.getByTestId('ops-p99').textContent).toBe('12.4 秒');
  expect(games.getByTestId('ops-errors').textContent).toBe('3');
  expect(games.getByTestId('ops-fallbacks').textContent).toBe('1');
  expect(games.getAllByTestId('ops-error-code').map((li) => li.textContent)).toEqual(['RUNTIME-003× 2', 'TimeoutError× 1']);
  expect(games.getByText('有不可用')).toBeTruthy();

  const square = within(card('production', 'remote_square'));
  expect(square.getByTestId('ops-live-version').textContent).toBe('未标注');
  expect(square.getByText('最近一小时没有加载记录')).toBeTruthy();

  // Another environment: no live build known here, the versions its players loaded.
  const canary = within(card('canary', 'remote_games'));
  expect(canary.queryByTestId('ops-live-version')).toBeNull();
  expect(canary.getByText(/2\.5\.0-rc\.1/)).toBeTruthy();
});

it('asks again every 10 s by itself, and keeps the last figures with a notice when a refresh fails', async () => {
  jest.useFakeTimers();
  try {
    answers = [
      { data: status() },
      { data: status({ generatedAt: '2026-11-26T08:30:15.000Z' }) },
      { status: 503, code: ResultCode.unavailable, msg: '服务暂不可用' },
    ];
    renderPage();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(0);
    });
    expect(asked).toBe(1);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(OPS_STATUS_REFRESH_MS);
    });
    expect(asked).toBe(2);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(OPS_STATUS_REFRESH_MS);
    });
    expect(asked).toBe(3);
    expect((await screen.findByRole('alert')).textContent).toContain('刷新失败');
    expect(within(card('production', 'remote_games')).getByTestId('ops-loads').textContent).toBe('41');
  } finally {
    jest.useRealTimers();
  }
});

it('tells a player the page is for ops staff, and stops asking', async () => {
  jest.useFakeTimers();
  try {
    answers = [{ status: 403, code: ResultCode.staffRequired, msg: '仅限工作人员' }];
    renderPage();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByTestId('ops-refused').textContent).toContain('仅限运营人员访问');
    expect(screen.getByRole('link', { name: '返回首页' })).toBeTruthy();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(OPS_STATUS_REFRESH_MS * 3);
    });
    expect(asked).toBe(1);
    expect(screen.queryAllByTestId('ops-remote')).toHaveLength(0);
  } finally {
    jest.useRealTimers();
  }
});

it('shows an error with 重试 when the first answer fails, and an empty state when nothing is known yet', async () => {
  answers = [{ status: 500, code: ResultCode.internal, msg: '服务器内部错误' }, { data: status({ environments: [] }) }];
  renderPage();
  const failed = await screen.findByTestId('ops-error', undefined, { timeout: 5000 });
  expect(failed.textContent).toContain('运维状态加载失败');
  act(() => within(failed).getByRole('button', { name: '重试' }).click());
  expect((await screen.findByTestId('ops-empty')).textContent).toContain('还没有环境和加载记录');
});
