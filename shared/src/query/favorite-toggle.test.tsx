import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { http } from '../api';
import { envelope } from '../api/test-adapter';
import { authStore } from '../auth';
import { MemoryRouter, Route, Routes, useLocation } from '../router';
import { getQueryClient } from './client';
import { FavoriteToggle } from './favorite-toggle';
import { withQueryClient } from './provider';

/** Issue 14: the ☆/★ 收藏 button — a visitor goes to login and back; a player's tap flips it at once. */
let favorited: number[] = [];
const calls: string[] = [];

beforeEach(() => {
  getQueryClient().clear();
  favorited = [];
  calls.length = 0;
  http.defaults.adapter = (async (config: InternalAxiosRequestConfig) => {
    const url = String(config.url);
    calls.push(url);
    const body = typeof config.data === 'string' ? JSON.parse(config.data) : {};
    let data: unknown = null;
    if (url.endsWith('/favorite/status')) data = { kind: 'game', ids: favorited };
    if (url.endsWith('/favorite/add')) {
      favorited = [body.id];
      data = { favorited: true };
    }
    return { data: envelope(data), status: 200, statusText: 'OK', headers: {}, config };
  }) as AxiosAdapter;
  authStore.getState().logoutLocal();
});

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

const Page = withQueryClient(() => <FavoriteToggle kind="game" id={7} />);

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/detail/:id" element={<Page />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

it('sends a visitor to login with the way back, without calling the server', async () => {
  renderAt('/detail/7');
  const button = screen.getByTestId('favorite-toggle');
  expect(button.textContent).toContain('收藏');
  expect(button.getAttribute('aria-pressed')).toBe('false');
  fireEvent.click(button);
  expect(screen.getByTestId('where').textContent).toBe(`/login?redirect=${encodeURIComponent('/detail/7')}`);
  expect(calls).toEqual([]);
});

it('shows a player the stored state and favourites on a tap', async () => {
  authStore.getState().setAccount({ uid: '1001', name: '玩家一号', token: 't' });
  renderAt('/detail/7');
  const button = await screen.findByRole('button', { name: /收藏/ });
  // Enabled once the stored state has arrived (a tap before that could not know which way to go).
  await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
  expect(button.getAttribute('aria-pressed')).toBe('false');
  await act(async () => {
    fireEvent.click(button);
  });
  expect((await screen.findByText(/已收藏/)).closest('button')?.getAttribute('aria-pressed')).toBe('true');
  expect(calls).toContain('/favorite/add');
});
