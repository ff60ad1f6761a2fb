import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, authStore, http, toast, toastStore } from '@portal/shared';
import OtherLoginPage from './other-login';
import { getQueryClient } from '@portal/shared/query';

/** Issue 9: a wrong SMS code is said once, beside the form — not also as a toast. */
beforeEach(() => {
  // The page's one QueryClient outlives a test: start each with an empty cache.
  getQueryClient().clear();
  authStore.getState().logoutLocal();
  toast.clear();
  http.defaults.adapter = (async (config: { url?: string }) => ({
    data: String(config.url).includes('loginWith') ? { code: 1, msg: '验证码错误或已过期', data: null } : { code: 0, msg: '', data: null },
    status: 200,
    statusText: 'OK',
    headers: {},
    config,
  })) as unknown as typeof http.defaults.adapter;
});

it('shows a wrong code once, inline, and keeps what was typed', async () => {
  render(
    <MemoryRouter>
      <OtherLoginPage />
    </MemoryRouter>,
  );
  const phone = document.querySelector<HTMLInputElement>('input[name=phone]')!;
  const code = document.querySelector<HTMLInputElement>('input[name=code]')!;
  fireEvent.change(phone, { target: { value: '13800138000' } });
  fireEvent.change(code, { target: { value: '123456' } });
  fireEvent.submit(screen.getByTestId('phone-login-form'));
  expect((await screen.findByTestId('form-error')).textContent).toBe('验证码错误或已过期');
  expect(toastStore.getState().toasts).toEqual([]);
  expect(phone.value).toBe('13800138000');
  expect(code.value).toBe('123456');
});
