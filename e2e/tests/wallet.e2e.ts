import type { GameListResult, LoginResult } from '@portal/shared/types';
import { registerAccount } from '../harness/accounts';
import { api } from '../harness/api';
import { collectPageErrors, seedAccount } from '../harness/browser';
import { eventually } from '../harness/eventually';
import { usePortalSuite } from '../harness/suite';
import type { Page } from 'playwright-core';

/**
 * The money path end to end: recharge through the sandbox payment provider raises the balance
 * in the header; buying membership makes a paid game download free, the dialog showing the
 * expiry; system messages and the unread count in the header.
 */
const suite = usePortalSuite();

async function coins(page: Page): Promise<number> {
  return Number((await page.locator('[data-testid=header-coins]').textContent())?.replace(/\D/g, ''));
}

it('recharges through the sandbox checkout: the balance in the header rises', async () => {
  const account = await registerAccount(suite.portal.url);
  const page = await suite.browser.newPage();
  const errors = collectPageErrors(page);
  await seedAccount(page, account);
  await page.goto(`${suite.portal.url}/`);
  await page.locator('[data-testid=header-coins]').waitFor();
  expect(await coins(page)).toBe(0);
  await page.goto(`${suite.portal.url}/recharge`);
  const first = page.locator('[data-testid=recharge-package]').first();
  await first.click();
  await page.locator('[data-testid=recharge-submit]').click();
  // The sandbox provider's own checkout page, which says what it is.
  await page.waitForURL(/\/api\/payments\/sandbox\/checkout\//);
  await page.getByText('沙箱支付').first().waitFor();
  await page.getByRole('button', { name: '确认支付' }).click();
  await page.waitForURL((url) => url.pathname === '/recharge');
  await page.getByText(/充值成功/).waitFor({ timeout: 20000 });
  const ledger = await api<{ items: { amount: number; reason: string }[] }>(
    suite.portal.url,
    '/user/center/coin/all',
    { page: 1, pageSize: 10 },
    account.token,
  );
  expect(ledger.items).toHaveLength(1);
  expect(ledger.items[0]!.reason).toBe('recharge');
  const credited = ledger.items[0]!.amount;
  expect(credited).toBeGreaterThan(0);
  await eventually(async () => Number((await page.locator('[data-testid=recharge-balance]').textContent())?.replace(/\D/g, '')), credited);
  // The header reads the same store.
  await page.goto(`${suite.portal.url}/`);
  await eventually(() => coins(page), credited);
  expect(errors).toEqual([]);
  await page.close();
});

it('buys membership; a paid game then downloads free and the dialog shows the expiry', async () => {
  const demo = await api<LoginResult>(suite.portal.url, '/user/login', { loginName: 'demo', password: 'demo1234' });
  const page = await suite.browser.newPage();
  await seedAccount(page, demo);
  await page.route(/download\.xgame\.example\.com/, (route) =>
    route.fulfill({
      status: 200,
      headers: { 'content-type': 'application/vnd.android.package-archive', 'content-disposition': 'attachment; filename="g.apk"' },
      body: 'apk',
    }),
  );
  await page.goto(`${suite.portal.url}/profile?pop=1`);
  await page.locator('[data-testid=vip-popup]').waitFor();
  await page.locator('[data-testid=vip-plan]').first().click();
  await page.locator('[data-testid=vip-open]').click();
  await page.getByText('会员开通成功').waitFor();
  await page.locator('[data-testid=vip-expiry]').first().waitFor();

  const list = await api<GameListResult>(suite.portal.url, '/web/game/list', { page: 1, pageSize: 50 });
  const paid = list.items.find((g) => g.onlineType !== 0 && g.isAndroid)!;
  await page.goto(`${suite.portal.url}/detail/${paid.id}`);
  await page.locator('[data-testid=header-coins]').waitFor();
  const before = await coins(page);
  await page.locator('[data-testid=download-android]').click();
  await page.locator('[data-testid=member-expiry]').waitFor();
  const downloaded = page.waitForRequest(/download\.xgame\.example\.com/);
  await page.getByRole('button', { name: '免费下载' }).click();
  await downloaded;
  await page.waitForTimeout(300);
  await page.goto(`${suite.portal.url}/detail/${paid.id}`);
  await page.locator('[data-testid=header-coins]').waitFor();
  expect(await coins(page)).toBe(before);
  await page.close();
});

it('lists system messages; reading one clears the unread count in the header', async () => {
  const account = await registerAccount(suite.portal.url);
  const page = await suite.browser.newPage();
  await seedAccount(page, account);
  // A new account has its welcome message, unread: the header counts it.
  await page.goto(`${suite.portal.url}/`);
  await page.locator('[data-testid=header-new-messages]').waitFor();
  expect(Number(await page.locator('[data-testid=header-new-messages]').textContent())).toBeGreaterThan(0);
  await page.goto(`${suite.portal.url}/message`);
  const unread = page.locator('[data-testid=message-item][data-read=false]').first();
  await unread.waitFor();
  await unread.click();
  await eventually(() => page.locator('[data-testid=message-item][data-read=false]').count(), 0);
  await page.goto(`${suite.portal.url}/`);
  await page.locator('[data-testid=header-user]').waitFor();
  await eventually(() => page.locator('[data-testid=header-new-messages]').count(), 0);
  await page.close();
});
