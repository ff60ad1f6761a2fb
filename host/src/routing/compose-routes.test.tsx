import { render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from '@portal/shared';
import type { PortalEnvironment } from '@portal/shared';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(async (id: string) => ({ default: () => <p data-testid="page">{id}</p> })),
}));

import { authStore } from '@portal/shared';
import { composeRoutes } from './compose-routes';

const environment: PortalEnvironment = {
  appTitle: '测试站',
  remotes: {
    remote_a: {
      manifest: '/a/mf-manifest.json',
      routes: [
        { path: '', module: './pages/home', layout: 'main', title: '首页' },
        { path: 'faq', module: './pages/faq', layout: 'simple', title: '常见问题' },
        { path: 'bare', module: './pages/bare', layout: 'simple' },
        { path: 'login', module: './pages/login', layout: 'main', title: '登录' },
        { path: 'secret', module: './pages/secret', layout: 'main', title: '秘密', requiresLogin: true },
        { path: 'quiet', module: './pages/quiet', layout: 'main', title: '安静', hideHeader: true },
        { path: 'alone/:id', module: './pages/alone', layout: 'standalone', title: '独立' },
      ],
    },
    remote_b: { manifest: '/b/mf-manifest.json', routes: [{ path: 'faq', module: './pages/other', layout: 'main' }] },
  },
};

function renderAt(path: string) {
  const router = createMemoryRouter(composeRoutes(environment), { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  authStore.getState().logoutLocal();
});
afterEach(() => jest.restoreAllMocks());

it('renders a main-layout route with the header and the title "app | route"', async () => {
  renderAt('/');
  expect((await screen.findByTestId('page')).textContent).toBe('remote_a/pages/home');
  expect(screen.getByTestId('layout-main')).toBeTruthy();
  expect(screen.getByTestId('header')).toBeTruthy();
  expect(document.title).toBe('测试站 | 首页');
});

it('renders a simple-layout route with its title in the bar; the first remote to claim a path keeps it', async () => {
  renderAt('/faq');
  expect((await screen.findByTestId('page')).textContent).toBe('remote_a/pages/faq');
  expect(screen.getByTestId('simple-title').textContent).toBe('常见问题');
});

it('shows the default logo in the simple bar when the route has no title', async () => {
  renderAt('/bare');
  await screen.findByTestId('page');
  expect(screen.getByTestId('simple-logo')).toBeTruthy();
  expect(document.title).toBe('测试站');
});

it('hides the header when the route asks for it', async () => {
  renderAt('/quiet');
  await screen.findByTestId('page');
  expect(screen.getByTestId('layout-main')).toBeTruthy();
  expect(screen.queryByTestId('header')).toBeNull();
});

it('renders a standalone route without any layout', async () => {
  renderAt('/alone/5');
  expect((await screen.findByTestId('page')).textContent).toBe('remote_a/pages/alone');
  expect(screen.queryByTestId('layout-main')).toBeNull();
  expect(screen.queryByTestId('layout-simple')).toBeNull();
});

it('redirects an unknown path to /', async () => {
  const router = renderAt('/nowhere/at/all');
  await screen.findByTestId('page');
  expect(router.state.location.pathname).toBe('/');
});

it('redirects a login-required route to login without a uid, and renders it with one', async () => {
  const router = renderAt('/secret');
  expect((await screen.findByTestId('page')).textContent).toBe('remote_a/pages/login');
  expect(router.state.location.pathname).toBe('/login');
  expect(router.state.location.search).toBe('?redirect=%2Fsecret');
});

it('renders a login-required route for a user with a uid', async () => {
  authStore.getState().setAccount({ uid: '42', name: '玩家', token: 't' });
  renderAt('/secret');
  expect((await screen.findByTestId('page')).textContent).toBe('remote_a/pages/secret');
  expect(document.title).toBe('测试站 | 秘密');
});

it('shows the unavailable state at home when no remote published a home route', async () => {
  const router = createMemoryRouter(
    composeRoutes({ appTitle: '测试站', remotes: { remote_down: { manifest: '/d/mf-manifest.json', routes: [] } } }),
    { initialEntries: ['/games'] },
  );
  render(<RouterProvider router={router} />);
  expect(await screen.findByText('该模块暂时不可用')).toBeTruthy();
  expect(router.state.location.pathname).toBe('/');
  expect(screen.getByTestId('header')).toBeTruthy();
});
