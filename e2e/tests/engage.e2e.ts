import type { Page } from 'playwright-core';
import type { ActivityCard, ActivityDetail, ApiEnvelope, LoginResult, Paged } from '@portal/shared/types';
import { registerAccount } from '../harness/accounts';
import { api } from '../harness/api';
import { collectPageErrors, seedAccount } from '../harness/browser';
import { gameList } from '../harness/catalogue';
import { desktopContext, phoneContext } from '../harness/gestures';
import { usePortalSuite } from '../harness/suite';

/**
 * Issue 14, check-in and the activity centre as a player uses them: on a 375 px phone with a
 * finger, check in (the balance in the bar rises by the day's reward and the calendar marks
 * today), then open the demo 新手福利周 and claim the check-in task its check-in advanced —
 * once. At 1280 px with the mouse: a real download advances the download task, which is claimed.
 * Waits are for what the page shows, never for a duration.
 */
const suite = usePortalSuite();

async function get<T>(path: string, account?: LoginResult): Promise<T> {
  const response = await fetch(`${suite.portal.url}/api${path}`, { headers: account ? { token: account.token } : {} });
  const body = (await response.json()) as ApiEnvelope<T>;
  if (body.code !== 0) throw new Error(`${path} → ${JSON.stringify(body)}`);
  return body.data;
}

/** The demo activity with a daily check-in task and a daily download task (seed/demo-activities.ts). */
async function welcomeActivity(): Promise<ActivityCard> {
  const list = await get<Paged<ActivityCard>>('/activity/list?page=1&pageSize=20');
  const activity = list.items.find((item) => item.title === '新手福利周');
  if (activity?.state !== 'running') throw new Error(`no running 新手福利周 in ${JSON.stringify(list.items)}`);
  return activity;
}

async function taskOf(activityId: number, event: string, account: LoginResult) {
  const detail = await get<ActivityDetail>(`/activity/${activityId}`, account);
  return detail.tasks.find((task) => task.event === event && task.period === 'daily')!;
}

const balanceOf = async (page: Page) => Number(await page.locator('[data-testid=engage-balance]').textContent());

/** Waits until the bar shows `expected` X钻. */
async function balanceShows(page: Page, expected: number) {
  await page.locator('[data-testid=engage-balance]', { hasText: new RegExp(`^${expected}$`) }).waitFor();
}

it('on a phone: a tap checks in, the balance rises and today is marked; the check-in task is claimed once', async () => {
  const account = await registerAccount(suite.portal.url);
  const context = await phoneContext(suite.browser);
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  await seedAccount(page, account);

  await page.goto(`${suite.portal.url}/checkin`);
  const button = page.locator('[data-testid=checkin-button]');
  await page.locator('[data-testid=checkin-button]', { hasText: 'X钻' }).waitFor();
  const today = page.locator('[data-state=today]');
  const day = (await today.getAttribute('data-testid'))!;
  await balanceShows(page, 0);
  const reward = Number((await button.locator('small').textContent())!.replace(/\D/g, ''));
  expect(reward).toBeGreaterThan(0);

  await button.tap();
  await page.locator('[data-testid=checkin-reward]').waitFor();
  await balanceShows(page, reward);
  await page.locator(`[data-testid=${day}][data-state=checked]`).waitFor();
  await expect(button.textContent()).resolves.toBe('今日已签到');
  expect(await page.locator('[data-testid=checkin-streak]').textContent()).toBe('1');

  // The check-in advanced the daily check-in task of 新手福利周: claim it from the activity centre.
  const activity = await welcomeActivity();
  const task = await taskOf(activity.id, 'checkin', account);
  await page.goto(`${suite.portal.url}/activity`);
  await page.locator(`[data-testid=activity-${activity.id}]`).tap();
  const row = page.locator(`[data-testid=task-${task.id}]`);
  await row.locator('[data-testid=task-progress]', { hasText: '1/1' }).waitFor();
  await row.locator('[data-testid=task-claim]').tap();
  await row.locator('[data-testid=task-claimed]').waitFor();
  await balanceShows(page, reward + task.reward);

  // Once: after a reload the task stays claimed, and another claim is refused by the server.
  await page.reload();
  await row.locator('[data-testid=task-claimed]').waitFor();
  const again = await fetch(`${suite.portal.url}/api/activity/task/${task.id}/claim`, {
    method: 'POST',
    headers: { token: account.token },
  });
  expect(((await again.json()) as ApiEnvelope<null>).code).toBe(1815);
  await balanceShows(page, reward + task.reward);
  expect(await balanceOf(page)).toBe(reward + task.reward);
  expect(errors).toEqual([]);
  await context.close();
});

it('on a desktop with the mouse: a real download advances the download task, which is claimed', async () => {
  const account = await registerAccount(suite.portal.url);
  const activity = await welcomeActivity();
  const task = await taskOf(activity.id, 'download', account);
  const free = (await gameList(suite.portal.url, 50)).items.find((game) => game.onlineType === 0 && (game.isAndroid || game.isIos));
  if (!free) throw new Error('the demo catalogue has no free game');

  const context = await desktopContext(suite.browser);
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  await seedAccount(page, account);
  await page.goto(`${suite.portal.url}/activity/${activity.id}`);
  const row = page.locator(`[data-testid=task-${task.id}]`);
  await row.locator('[data-testid=task-progress]', { hasText: '0/1' }).waitFor();
  await row.getByRole('link', { name: '去下载' }).waitFor();

  await api(suite.portal.url, `/user/game/download/${free.id}`, { platformType: free.isAndroid ? 1 : 2 }, account.token);
  await page.reload();
  await row.locator('[data-testid=task-progress]', { hasText: '1/1' }).waitFor();
  await balanceShows(page, 0);
  await row.locator('[data-testid=task-claim]').click();
  await row.locator('[data-testid=task-claimed]').waitFor();
  await balanceShows(page, task.reward);

  // The rules are shown sanitised: the demo's list items, no script.
  expect(await page.locator('.pa-eng-rules li').count()).toBeGreaterThan(0);
  expect(await page.locator('.pa-eng-rules script').count()).toBe(0);
  expect(errors).toEqual([]);
  await context.close();
});
