import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import type { ApiEnvelope, SandboxSms } from '@portal/shared/types';
import { DESKTOP, collectPageErrors, launchBrowser, withBulletinDismissed } from '../harness/browser';
import { registerAccount } from '../harness/accounts';
import { eventually } from '../harness/eventually';
import { startRemoteDevServer, type DevServer } from '../harness/dev-server';
import { phoneContext } from '../harness/gestures';
import { startPortal, type PortalServer } from '../harness/portal-server';

/**
 * A remote's team works alone: remote-square's own dev server (its local shell), pointed at a real
 * API server on a free port with PORTAL_API_URL. The shell runs the host's start-up calls, logs in
 * against that API, and renders the remote's login-required pages once logged in.
 */
let portal: PortalServer;
let dev: DevServer;
let browser: Browser;

beforeAll(async () => {
  portal = await startPortal();
  [dev, browser] = await Promise.all([startRemoteDevServer('remote-square', portal.url), launchBrowser()]);
  browser = withBulletinDismissed(browser);
}, 240_000);
afterAll(async () => {
  await browser?.close();
  await dev?.stop();
  await portal?.stop();
});

// A dev server may compile a page's code when it is first asked for: the waits for a page are long.

/** What the shell's login shows under the password against a demo API (not a production one). */
const DEMO_HINT = '演示服务器的玩家：demo / demo1234';

/** The API paths the page asked for (through the dev server's proxy). */
function apiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === dev.url && url.pathname.startsWith('/api/')) calls.push(url.pathname);
  });
  return calls;
}

/** A finger on a field, then the phone's keyboard; the field then shows what was typed. */
async function tapAndType(page: Page, label: string, text: string): Promise<void> {
  const field = page.getByLabel(label, { exact: true });
  await field.tap();
  await page.keyboard.type(text);
  expect(await field.inputValue()).toBe(text);
}

/**
 * What the shell shows once a login is under way: `history` for the history page, else the path
 * and the page's text (an error under the form, 登录中…, a login page left behind), so that a
 * failure names the state the player was left in.
 */
async function shownAfterLogin(page: Page): Promise<string> {
  if ((await page.locator('[data-testid=history-page]').count()) > 0) return 'history';
  return `${new URL(page.url()).pathname}: ${(await page.locator('body').innerText()).replace(/\s+/g, ' ').slice(0, 300)}`;
}

it('a login-required page sends a visitor to the shell login, and renders once logged in by finger at 375 px', async () => {
  const account = await registerAccount(portal.url);
  const context = await phoneContext(browser);
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  const calls = apiCalls(page);

  await page.goto(`${dev.url}/commenthistory`);
  await page.locator('[data-testid=local-login-form]').waitFor();
  expect(new URL(page.url()).pathname).toBe('/login');
  expect(new URL(page.url()).searchParams.get('redirect')).toBe('/commenthistory');
  // The host's start-up calls, made by the shell too.
  const startup = ['/api/client/config', '/api/user/device/init', '/api/v1/square/tag/list'];
  // Polled until none is missing (the failure shows which are).
  await eventually(() => startup.filter((call) => !calls.includes(call)).join(', '), '', 60000);
  // The client config has arrived once the demo server's hint shows. It comes after the form, and
  // sits below 登录 so that its arrival moves nothing a finger is aimed at (it once sat under the
  // password and pushed 登录 down under a finger on a slow CI).
  await page.getByText(DEMO_HINT).waitFor();
  const button = await page.getByRole('button', { name: '登录', exact: true }).boundingBox();
  const hint = await page.getByText(DEMO_HINT).boundingBox();
  expect(hint!.y).toBeGreaterThanOrEqual(button!.y + button!.height);

  await tapAndType(page, '用户名', account.loginName);
  await tapAndType(page, '密码', account.password);
  await page.getByRole('button', { name: '登录', exact: true }).tap();

  await eventually(() => shownAfterLogin(page), 'history', 60000);
  expect(new URL(page.url()).pathname).toBe('/commenthistory');
  expect(await page.locator('[data-testid=local-shell-account]').textContent()).toContain(account.name);
  expect(calls).toContain('/api/user/center/me');
  await page.screenshot({ path: path.join(os.tmpdir(), 'local-shell-history-375.png') });

  // A reload keeps the session, and start-up refreshes the user's status from the API.
  calls.length = 0;
  await page.reload();
  await page.locator('[data-testid=history-page]').waitFor({ timeout: 60000 });
  await eventually(() => calls.includes('/api/user/center/me'), true, 60000);
  expect(errors).toEqual([]);
  await context.close();
}, 180_000);

it('logs in by phone and SMS code against the same API', async () => {
  const phone = `137${String(Date.now()).slice(-8)}`;
  const context = await phoneContext(browser);
  const page = await context.newPage();
  await page.goto(`${dev.url}/postpage`);
  await page.getByRole('button', { name: '手机验证码' }).tap();
  await tapAndType(page, '手机号', phone);
  const asked = Date.now();
  await page.getByRole('button', { name: '获取验证码' }).tap();
  await page.getByText('沙箱环境：验证码打印在 API 服务器的日志里').waitFor();
  await tapAndType(page, '验证码', await latestCode(phone, asked));
  await page.screenshot({ path: path.join(os.tmpdir(), 'local-shell-phone-login-375.png') });
  await page.getByRole('button', { name: '登录', exact: true }).tap();
  await page.locator('[data-testid=publish-page]').waitFor({ timeout: 60000 });
  expect(new URL(page.url()).pathname).toBe('/postpage');
  await context.close();
}, 180_000);

it('shows the login form and a wrong password at desktop width', async () => {
  const page = await browser.newPage({ viewport: DESKTOP });
  await page.goto(`${dev.url}/login`);
  await page.getByText(DEMO_HINT).waitFor();
  await page.getByLabel('用户名', { exact: true }).fill('nobody_here');
  await page.getByLabel('密码', { exact: true }).fill('Wrong-pass1');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await page.getByRole('alert').waitFor();
  expect(await page.getByRole('alert').textContent()).toBe('用户名或密码错误');
  await page.screenshot({ path: path.join(os.tmpdir(), 'local-shell-login-error-1280.png') });
  await page.close();
}, 180_000);

async function latestCode(phone: string, after: number): Promise<string> {
  for (let i = 0; i < 50; i += 1) {
    const response = await fetch(`${portal.url}/api/sandbox/sms/outbox?phone=${phone}`);
    const body = (await response.json()) as ApiEnvelope<SandboxSms[]>;
    const found = body.data.find((sms) => sms.purpose === 'login' && Date.parse(sms.sentAt) >= after - 1000);
    if (found) return found.code;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no login code for ${phone} in the sandbox outbox`);
}
