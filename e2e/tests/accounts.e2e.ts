import type { Page } from 'playwright-core';
import type { ApiEnvelope, SandboxSms, UserProfile } from '@portal/shared/types';
import { api } from '../harness/api';
import { collectPageErrors, seedAccount } from '../harness/browser';
import { registerAccount } from '../harness/accounts';
import { eventually } from '../harness/eventually';
import { usePortalSuite } from '../harness/suite';

/**
 * The account journey against the real server, database and sandbox SMS provider:
 * register → sign out → log in by name → bind a phone and log in by SMS code (read from the
 * sandbox outbox) → change the password → the old one is refused, the new one works.
 */
const suite = usePortalSuite();
const unique = Date.now().toString(36).slice(-6);
const loginName = `e2e_${unique}`;
const phone = `139${String(Date.now()).slice(-8)}`;

async function latestCode(purpose: string, after: number): Promise<string> {
  for (let i = 0; i < 50; i += 1) {
    const response = await fetch(`${suite.portal.url}/api/sandbox/sms/outbox?phone=${phone}`);
    const body = (await response.json()) as ApiEnvelope<SandboxSms[]>;
    const found = body.data.find((sms) => sms.purpose === purpose && Date.parse(sms.sentAt) >= after);
    if (found) return found.code;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no ${purpose} code for ${phone} in the sandbox outbox`);
}

async function fill(page: Page, name: string, value: string): Promise<void> {
  await page.locator(`input[name=${name}]`).fill(value);
}

/** Presses 获取验证码 and waits for the server to accept; the button then counts down. */
async function sendCode(page: Page): Promise<void> {
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/user/smsCode')),
    page.locator('[data-testid=send-sms-code]').click(),
  ]);
  expect(((await response.json()) as ApiEnvelope<unknown>).code).toBe(0);
  await page.locator('[data-testid=send-sms-code]', { hasText: '秒后重发' }).waitFor({ timeout: 1500 });
}

async function expectLoggedIn(page: Page): Promise<string> {
  await page.locator('[data-testid=header-user]').waitFor();
  const id = (await page.locator('[data-testid=header-user-id]').textContent())?.replace('ID ', '') ?? '';
  expect(id).toMatch(/^\d+$/);
  return id;
}

async function signOut(page: Page): Promise<void> {
  await page.locator('[data-testid=header-sign-out]').click();
  await page.locator('[data-testid=header-guest]').waitFor();
}

async function loginByName(page: Page, password: string): Promise<void> {
  await page.goto(`${suite.portal.url}/login`);
  await fill(page, 'loginName', loginName);
  await fill(page, 'password', password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
}

it('register, sign out, log in by name, by phone, change the password, log in with the new one', async () => {
  const page = await suite.browser.newPage();
  const errors = collectPageErrors(page);

  // Register (the agreement must be ticked first).
  await page.goto(`${suite.portal.url}/register`);
  await fill(page, 'loginName', loginName);
  await fill(page, 'password', 'Kite7river');
  await fill(page, 'confirm', 'Kite7river');
  await page.getByRole('button', { name: '注册', exact: true }).click();
  await page.getByText('请先阅读并同意用户协议和隐私政策').waitFor();
  await page.locator('[data-testid=agree]').check();
  await page.getByRole('button', { name: '注册', exact: true }).click();
  const uid = await expectLoggedIn(page);
  expect(await page.locator('[data-testid=header-user-name]').textContent()).toBe(loginName);
  // A new account is greeted as new; 欢迎回来 (spec §8) is for coming back.
  await page.getByText(`注册成功，欢迎加入，${loginName}`).waitFor();
  expect(await page.getByText(`欢迎回来，${loginName}`).count()).toBe(0);
  // Home once the new account's status is in (the toast and the header come before it).
  await page.waitForURL((url) => url.pathname === '/');

  await signOut(page);
  await loginByName(page, 'Kite7river');
  expect(await expectLoggedIn(page)).toBe(uid);
  await page.getByText(`欢迎回来，${loginName}`).waitFor();

  // Bind a phone with a code from the sandbox outbox.
  await page.goto(`${suite.portal.url}/bind`);
  await fill(page, 'phone', phone);
  const bindSent = Date.now() - 1000;
  await sendCode(page);
  await fill(page, 'code', await latestCode('bind', bindSent));
  await page.getByRole('button', { name: '立即绑定' }).click();
  await page.locator('[data-testid=user-center]').waitFor();

  // Log in by phone: the same account.
  await signOut(page);
  await page.goto(`${suite.portal.url}/other`);
  await fill(page, 'phone', phone);
  const loginSent = Date.now() - 1000;
  // The server allows one code per phone per SMS_RESEND_SECONDS (2 s in the harness, 60 s by default).
  await page.waitForTimeout(2100);
  await sendCode(page);
  await fill(page, 'code', await latestCode('login', loginSent));
  await page.getByRole('button', { name: '登录', exact: true }).click();
  expect(await expectLoggedIn(page)).toBe(uid);

  // Change the password.
  await page.goto(`${suite.portal.url}/reset`);
  await fill(page, 'oldPassword', 'Kite7river');
  await fill(page, 'password', 'Lantern4otter');
  await fill(page, 'confirm', 'Lantern4otter');
  await page.getByRole('button', { name: '确认修改' }).click();
  await page.locator('[data-testid=user-center]').waitFor();
  await signOut(page);

  // The old password is refused with the server's message, and the form keeps what was typed.
  await loginByName(page, 'Kite7river');
  await page.locator('[data-testid=form-error]').waitFor();
  expect(await page.locator('input[name=loginName]').inputValue()).toBe(loginName);
  expect(await page.locator('input[name=password]').inputValue()).toBe('Kite7river');
  expect(await page.locator('[data-testid=header-guest]').count()).toBe(1);

  await loginByName(page, 'Lantern4otter');
  expect(await expectLoggedIn(page)).toBe(uid);
  expect(errors).toEqual([]);
  await page.close();
});

it('an invite link straight to the register page fills in its code, and the registration carries it', async () => {
  const inviter = await registerAccount(suite.portal.url);
  const { inviteCode } = await api<UserProfile>(suite.portal.url, '/user/center/me', {}, inviter.token);
  const page = await suite.browser.newPage();
  await page.goto(`${suite.portal.url}/register?inviteCode=${inviteCode}`);
  // The server rendered the page without it (it knows no browser's code); it is there once live.
  await page.locator('html[data-live]').waitFor({ state: 'attached' });
  const field = page.locator('input[name=inviteCode]');
  await eventually(() => field.inputValue(), inviteCode);
  await fill(page, 'loginName', `inv_${unique}`);
  await fill(page, 'password', 'Kite7river');
  await fill(page, 'confirm', 'Kite7river');
  await page.locator('[data-testid=agree]').check();
  const [request] = await Promise.all([
    page.waitForRequest((r) => r.url().endsWith('/api/user/registerWithName')),
    page.getByRole('button', { name: '注册', exact: true }).click(),
  ]);
  expect(request.postDataJSON()).toMatchObject({ loginName: `inv_${unique}`, inviteCode });
  await expectLoggedIn(page);
  await page.close();
});

it('a login-required page while logged out goes to login, and back to it after logging in', async () => {
  const account = await registerAccount(suite.portal.url);
  const page = await suite.browser.newPage();
  await page.goto(`${suite.portal.url}/user`);
  await page.locator('[data-testid=login-form]').waitFor();
  expect(new URL(page.url()).pathname).toBe('/login');
  await fill(page, 'loginName', account.loginName);
  await fill(page, 'password', account.password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await page.locator('[data-testid=user-center]').waitFor();
  expect(new URL(page.url()).pathname).toBe('/user');
  expect(await page.locator('[data-testid=user-name]').textContent()).toBe(account.name);
  await page.close();
});

it('refuses a bad phone number in the browser before asking the server', async () => {
  const page = await suite.browser.newPage();
  const smsRequests: string[] = [];
  page.on('request', (r) => r.url().includes('/api/user/smsCode') && smsRequests.push(r.url()));
  await page.goto(`${suite.portal.url}/other`);
  await fill(page, 'phone', '12345678901');
  await page.locator('[data-testid=send-sms-code]').click();
  await page.getByText('手机号格式不正确').waitFor();
  expect(smsRequests).toEqual([]);
  await page.close();
});

it('a session the server no longer knows (code 2) is logged out locally and sent to login', async () => {
  const account = await registerAccount(suite.portal.url);
  // The session is revoked elsewhere (another tab logged out) while this browser still holds it.
  await fetch(`${suite.portal.url}/api/user/logout`, { method: 'POST', headers: { token: account.token } });
  const page = await suite.browser.newPage();
  await seedAccount(page, account);
  await page.goto(`${suite.portal.url}/business`);
  await page.waitForURL((url) => url.pathname === '/login');
  await page.locator('[data-testid=header-guest]').waitFor();
  expect(await page.evaluate(() => JSON.parse(window.localStorage.getItem('portal_account') ?? '{}').uid)).toBe('');
  await page.close();
});
