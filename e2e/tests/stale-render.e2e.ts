import type { BrowserContext, Request } from 'playwright-core';
import type { Post } from '@portal/shared/types';
import { registerAccount } from '../harness/accounts';
import { api } from '../harness/api';
import { collectPageErrors } from '../harness/browser';
import { phoneContext } from '../harness/gestures';
import { usePortalSuite } from '../harness/suite';

/**
 * A kept server render sent after its fresh window (issue 17, SSR_STALE_MS): a visitor may be
 * sent the square as rendered before the newest post. The response says so
 * (`Server-Timing: render-age;…;desc=stale`), and the page, once live, asks for its data again
 * and shows the post. A fresh render's page asks for nothing again. The visitor is a guest: a
 * logged-in player's feed is their own query (liked or not), asked for after hydration anyway.
 *
 * A render here is fresh for 1 ms, kept for 10 minutes: every later visit to a URL rendered
 * before is sent the kept render, whatever the machine's speed. A guest's feed is read from the
 * database each time (CATALOGUE_CACHE_MS=0; by default a guest may see it up to 5 s old).
 */
const suite = usePortalSuite({ env: { SSR_CACHE_MS: '1', SSR_STALE_MS: '600000', CATALOGUE_CACHE_MS: '0' } });

const contexts: BrowserContext[] = [];
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

/**
 * What the square page came with and asks for only itself: its feed and its trending topics. (Its
 * tags, the third, start-up loads for every page as well — spec §4 — render or not.)
 */
const squareApi = /^\/api\/v1\/square\/(post\/list|topic\/trending)$/;
const pathOf = (request: Request) => new URL(request.url()).pathname;

it('a visitor sent the square as rendered before a new post sees the post once the page is live', async () => {
  const author = await registerAccount(suite.portal.url);
  // A guest's visit: the square is rendered now, and kept.
  const before = await fetch(`${suite.portal.url}/square`, { headers: { accept: 'text/html' } });
  expect(before.headers.get('server-timing')).toBe('render-age;dur=0;desc=fresh');
  expect(await before.text()).toContain('data-testid="post-card"');

  const post = await api<Post>(
    suite.portal.url,
    '/v1/square/post',
    { content: `刚发的帖子，看得到吗 ${Date.now().toString(36)}` },
    author.token,
  );

  const context = await phoneContext(suite.browser);
  contexts.push(context);
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  const response = await page.goto(`${suite.portal.url}/square`);
  // The kept render, from before the post, said to be stale…
  expect(response?.headers()['server-timing']).toMatch(/^render-age;dur=[1-9]\d*;desc=stale$/);
  const html = (await response?.text()) ?? '';
  expect(html).toContain('data-testid="post-card"');
  expect(html).not.toContain(`data-post-id="${post.id}"`);
  // …and the page, once live, shows the post.
  await page.locator('html[data-live]').waitFor({ state: 'attached' });
  await page.locator(`[data-testid=post-card][data-post-id="${post.id}"]`).waitFor();
  expect(errors).toEqual([]);
});

it('a page sent a fresh render asks for none of the data it came with', async () => {
  const context = await phoneContext(suite.browser);
  contexts.push(context);
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  const asked: Request[] = [];
  page.on('request', (request) => {
    if (squareApi.test(pathOf(request))) asked.push(request);
  });
  // A URL no one has asked for: rendered for this visit.
  const response = await page.goto(`${suite.portal.url}/square?sort=hot`);
  expect(response?.headers()['server-timing']).toBe('render-age;dur=0;desc=fresh');
  await page.locator('html[data-live]').waitFor({ state: 'attached' });
  // A question the page did not come with: 最新's feed. Had the page asked again for what it came
  // with, that request would have left before this one.
  const newestFeed = page.waitForRequest((request) => pathOf(request) === '/api/v1/square/post/list');
  await page.locator('[data-testid=sort-new]').tap();
  const feedRequest = await newestFeed;
  expect(new URL(feedRequest.url()).searchParams.get('sort')).toBe('2');
  await page.locator('[data-testid=sort-new][aria-checked=true]').waitFor();
  expect(asked.map((r) => r.url())).toEqual([feedRequest.url()]);
  expect(errors).toEqual([]);
});
