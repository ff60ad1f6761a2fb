import type { BrowserContext, Page } from 'playwright-core';
import type { ChatMessage, LoginResult } from '@portal/shared/types';
import { registerAccount } from '../harness/accounts';
import { api } from '../harness/api';
import { collectPageErrors, seedAccount } from '../harness/browser';
import { phoneContext } from '../harness/gestures';
import { usePortalSuite } from '../harness/suite';

/**
 * Issue 14 at 375 px with touch, against the real server: user A sends B a private message →
 * B's header count rises without a reload (the live event stream) → B taps 消息, the 私信 tab
 * and the conversation → the message is there, B answers with the send box → back on the home
 * page the header count has fallen, again without a reload. The test waits for what the page
 * shows, never for a duration.
 */
const suite = usePortalSuite();

let alice: LoginResult;
let bob: LoginResult;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  alice = await registerAccount(suite.portal.url);
  bob = await registerAccount(suite.portal.url);
  // B has read the welcome system message (written on the first list), so the header counts only what A sends.
  await api(suite.portal.url, '/user/center/message/all', {}, bob.token);
  await api(suite.portal.url, '/user/message', { all: true }, bob.token);
});
// Each test's pages close with it: a page of B's left open on the conversation with A (the
// delete test ends there) reads every message A sends later, live, as a second tab would, and
// the next test's badge could come and go before it was seen (a CI failure).
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

async function phoneAs(account: LoginResult): Promise<{ page: Page; errors: string[] }> {
  const context = await phoneContext(suite.browser);
  contexts.push(context);
  const page = await context.newPage();
  await seedAccount(page, account);
  return { page, errors: collectPageErrors(page) };
}

it('shows a new private message in the header live, opens it from /message, and the count falls when read', async () => {
  const { page, errors } = await phoneAs(bob);
  await page.goto(`${suite.portal.url}/`);
  await page.locator('[data-testid=header-user]').waitFor();
  expect(await page.locator('[data-testid=header-new-messages]').count()).toBe(0);

  const text = `你好，一起开黑吗？${Date.now().toString(36)}`;
  await api<ChatMessage>(suite.portal.url, `/chat/${bob.uid}/send`, { content: text }, alice.token);
  const badge = page.locator('[data-testid=header-new-messages]');
  await badge.waitFor();
  expect(await badge.innerText()).toBe('1');

  await page.locator('[data-testid=header-messages]').tap();
  await page.waitForURL((url) => url.pathname === '/message');
  await page.locator('[data-testid=message-tab-chat]').tap();
  const row = page.locator('[data-testid=conversation-row]').filter({ hasText: alice.name });
  await row.locator('[data-testid=conversation-unread]').waitFor();
  await row.tap();
  await page.waitForURL((url) => url.pathname === `/chat/${alice.uid}`);
  await page.locator('[data-testid=chat-bubble]', { hasText: text }).waitFor();

  // B answers; the reply shows as B's own bubble.
  await page.locator('[data-testid=chat-input]').tap();
  await page.locator('[data-testid=chat-input]').fill('好啊，晚上见');
  await page.locator('[data-testid=chat-send]').tap();
  await page.locator('.pa-chat__bubble--mine', { hasText: '好啊，晚上见' }).waitFor();

  // Opening the conversation read it: back to the home page (history, no reload), the badge is gone.
  await page.locator('[data-testid=back-button]').tap();
  await page.waitForURL((url) => url.pathname === '/message');
  await page.locator('[data-testid=back-button]').tap();
  await page.waitForURL((url) => url.pathname === '/');
  await page.locator('[data-testid=header-user]').waitFor();
  await badge.waitFor({ state: 'detached' });
  expect(errors).toEqual([]);
});

it('deletes a conversation for B only; a new message from A brings it back live with only the new message', async () => {
  const { page, errors } = await phoneAs(bob);
  await page.goto(`${suite.portal.url}/chat/${alice.uid}`);
  await page.locator('[data-testid=chat-bubble]').first().waitFor();
  await page.locator('[data-testid=chat-delete]').tap();
  await page.getByRole('dialog').getByRole('button', { name: '删除', exact: true }).tap();
  await page.waitForURL((url) => url.pathname === '/message' && url.search === '?tab=chat');
  await page.locator('[data-testid=conversations-empty]').waitFor();

  const text = `删除之后的新消息 ${Date.now().toString(36)}`;
  await api<ChatMessage>(suite.portal.url, `/chat/${bob.uid}/send`, { content: text }, alice.token);
  const row = page.locator('[data-testid=conversation-row]').filter({ hasText: text });
  await row.waitFor();
  await row.tap();
  await page.locator('[data-testid=chat-bubble]', { hasText: text }).waitFor();
  expect(await page.locator('[data-testid=chat-bubble]').count()).toBe(1);
  expect(errors).toEqual([]);
});

it('shows a message that arrived while B was on another page: the list and the conversation B had open before both have it', async () => {
  const { page, errors } = await phoneAs(bob);
  const first = `先来一条 ${Date.now().toString(36)}`;
  await api<ChatMessage>(suite.portal.url, `/chat/${bob.uid}/send`, { content: first }, alice.token);
  // B reads the conversation (now cached in the page), then goes home through the list.
  await page.goto(`${suite.portal.url}/message?tab=chat`);
  const row = page.locator('[data-testid=conversation-row]').filter({ hasText: alice.name });
  await row.filter({ hasText: first }).waitFor();
  // Opening the conversation reads it; that read must land before A writes again, or it would
  // read the new message too (and no badge would show).
  const read = page.waitForResponse((response) => response.url().includes(`/api/chat/${alice.uid}/read`));
  await row.tap();
  await page.locator('[data-testid=chat-bubble]', { hasText: first }).waitFor();
  await read;
  await page.locator('[data-testid=back-button]').tap();
  await page.waitForURL((url) => url.pathname === '/message');
  await page.locator('[data-testid=back-button]').tap();
  await page.waitForURL((url) => url.pathname === '/');
  await page.locator('[data-testid=header-user]').waitFor();
  const badge = page.locator('[data-testid=header-new-messages]');
  await badge.waitFor({ state: 'detached' });

  // A writes while no chat view is open: only the header hears it live.
  const later = `你不在时发的 ${Date.now().toString(36)}`;
  await api<ChatMessage>(suite.portal.url, `/chat/${bob.uid}/send`, { content: later }, alice.token);
  await badge.waitFor();

  // Within the minute the cached lists would count as fresh, both show the new message.
  await page.locator('[data-testid=header-messages]').tap();
  await page.waitForURL((url) => url.pathname === '/message');
  await page.locator('[data-testid=message-tab-chat]').tap();
  await row.filter({ hasText: later }).waitFor();
  await row.tap();
  await page.locator('[data-testid=chat-bubble]', { hasText: later }).waitFor();
  await page.locator('[data-testid=chat-bubble]', { hasText: first }).waitFor();
  expect(errors).toEqual([]);
});
