import { QueryClient, QueryObserver, dehydrate } from '@tanstack/react-query';
import { PORTAL_QUERY_GLOBAL, SERVER_RENDER_TIMING } from '../types';

/**
 * The data a server render brought (issue 17): read into the page's one QueryClient so hydration
 * renders what the server did, and — when the server said the render it sent was stale (a kept
 * page, sent while a new one replaced it) or did not say — asked for again once the page is live,
 * never during hydration.
 */

type Description = (typeof SERVER_RENDER_TIMING)['fresh' | 'stale'];

/** A page as the browser has it: the navigation's Server-Timing, and the server's dehydrated feed. */
function openPage(description: Description | 'not exposed') {
  const serverTiming = description === 'not exposed' ? undefined : [{ name: SERVER_RENDER_TIMING.name, duration: 1200, description }];
  Object.defineProperty(window.performance, 'getEntriesByType', {
    configurable: true,
    value: (type: string) => (type === 'navigation' ? [{ serverTiming }] : []),
  });
  const server = new QueryClient();
  server.setQueryData(['square', 'feed'], ['服务器渲染时的帖子']);
  (window as unknown as Record<string, unknown>)[PORTAL_QUERY_GLOBAL] = dehydrate(server);

  // A fresh page: its own @portal/shared (the live signal) and its own QueryClient.
  let modules!: { shared: typeof import('../index'); query: typeof import('./client') };
  jest.isolateModules(() => {
    modules = { shared: require('../index'), query: require('./client') };
  });
  const client = modules.query.getQueryClient();
  const asked: string[] = [];
  const observe = (key: string, answer: string[]) =>
    new QueryObserver(client, {
      queryKey: ['square', key],
      queryFn: async () => {
        asked.push(key);
        return answer;
      },
    }).subscribe(() => undefined);
  // The page's queries are on screen (hydrated); one of them the server did not fetch.
  observe('feed', ['服务器渲染时的帖子', '刚发的帖子']);
  client.setQueryData(['square', 'topics'], ['话题']);
  observe('topics', ['话题']);
  return { client, asked, goLive: () => modules.shared.markPageLive() };
}

afterEach(() => {
  delete (window.performance as unknown as Record<string, unknown>).getEntriesByType;
  document.documentElement.removeAttribute('data-live');
});

it('hydrates the page with the server’s data, without asking for it', () => {
  const { client, asked } = openPage(SERVER_RENDER_TIMING.stale);
  expect(client.getQueryData(['square', 'feed'])).toEqual(['服务器渲染时的帖子']);
  expect(asked).toEqual([]);
});

it('a stale render: once the page is live, asks again for what the server brought (only that), and shows the answer', async () => {
  const { client, asked, goLive } = openPage(SERVER_RENDER_TIMING.stale);
  expect(asked).toEqual([]);
  goLive();
  expect(document.documentElement.hasAttribute('data-live')).toBe(true);
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(asked).toEqual(['feed']);
  expect(client.getQueryData(['square', 'feed'])).toEqual(['服务器渲染时的帖子', '刚发的帖子']);
});

it('a render whose age the browser cannot read is treated as stale', async () => {
  const { asked, goLive } = openPage('not exposed');
  goLive();
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(asked).toEqual(['feed']);
});

it('a fresh render: the page keeps what it came with', async () => {
  const { asked, goLive } = openPage(SERVER_RENDER_TIMING.fresh);
  goLive();
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(asked).toEqual([]);
});
