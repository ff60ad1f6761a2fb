import type { ReactElement } from 'react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, authStore, http } from '@portal/shared';
import OtherLoginPage from './other-login';
import UserCenterPage from './user-center';
import { getQueryClient } from '@portal/shared/query';

/** Issue 9: the user centre follows the one membership rule, and /other treats a logged-in user as /login does. */
let profile: Record<string, unknown>;
const base = {
  uid: '1001',
  name: '玩家一号',
  avatar: '',
  coinNum: 100,
  levelType: 1,
  expTime: null as string | null,
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

beforeEach(() => {
  // The page's one QueryClient outlives a test: start each with an empty cache.
  getQueryClient().clear();
  http.defaults.adapter = (async (config: { url?: string }) => ({
    data: { code: 0, msg: '', data: String(config.url).endsWith('/user/center/me') ? profile : null },
    status: 200,
    statusText: 'OK',
    headers: {},
    config,
  })) as unknown as typeof http.defaults.adapter;
  authStore.getState().setAccount({ uid: '1001', name: '玩家一号', token: 't' });
});
afterEach(() => authStore.getState().logoutLocal());

const renderPage = (page: ReactElement) => render(<MemoryRouter>{page}</MemoryRouter>);

it('shows an expired member as not a member', async () => {
  profile = { ...base, expTime: '2020-01-01 00:00:00' };
  authStore.getState().setStatus(profile as never);
  renderPage(<UserCenterPage />);
  expect(await screen.findByText('未开通')).toBeTruthy();
  expect(screen.queryByText('会员')).toBeNull();
});

it('shows a member whose membership runs as a member with its end date', async () => {
  profile = { ...base, expTime: '2099-05-01 12:00:00' };
  authStore.getState().setStatus(profile as never);
  renderPage(<UserCenterPage />);
  expect(await screen.findByText('会员')).toBeTruthy();
  expect(screen.getByText('至 2099-05-01')).toBeTruthy();
});

it('leads from 我的 to check-in and activities', async () => {
  profile = { ...base };
  authStore.getState().setStatus(profile as never);
  renderPage(<UserCenterPage />);
  expect((await screen.findByRole('link', { name: /每日签到/ })).getAttribute('href')).toBe('/checkin');
  expect(screen.getByRole('link', { name: /活动中心/ }).getAttribute('href')).toBe('/activity');
});

it('/other shows a logged-in user who they are instead of a second login form', () => {
  renderPage(<OtherLoginPage />);
  expect(screen.getByText('你已登录')).toBeTruthy();
  expect(screen.queryByTestId('phone-login-form')).toBeNull();
});
