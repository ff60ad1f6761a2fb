import { usePortalSuite } from '../harness/suite';

/**
 * Composition stays cheap: a remote route's first render needs at most 3 sequential round trips
 * after the HTML (the bound). We hold it to 2: with the environment inlined, preload
 * hints for the route's remote files and the host's singletons in its first chunk it takes 1;
 * without the preload hints it would take 3 (main → manifest → entry + page chunk). Counted, not timed: with a network latency far above the
 * machine's processing time, a request's "wave" is one more than the deepest request that had
 * finished before it was sent; the render's depth is the deepest wave it had to wait for.
 */
const LATENCY_MS = 300;
const suite = usePortalSuite();

interface Request {
  url: string;
  sent: number;
  finished?: number;
  wave?: number;
}

async function roundTripsToRender(path: string): Promise<{ depth: number; log: string }> {
  const context = await suite.browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: LATENCY_MS, downloadThroughput: -1, uploadThroughput: -1 });
  const requests = new Map<string, Request>();
  cdp.on('Network.requestWillBeSent', (e) => requests.set(e.requestId, { url: e.request.url, sent: e.timestamp }));
  cdp.on('Network.loadingFinished', (e) => {
    const request = requests.get(e.requestId);
    if (request) request.finished = e.timestamp;
  });
  // The moment the remote's page is in the DOM, on the same clock as the network events.
  let renderedAt = 0;
  await page.exposeFunction('__rendered', async () => {
    renderedAt = ((await cdp.send('Runtime.evaluate', { expression: 'performance.timeOrigin + performance.now()', returnByValue: true })).result.value as number) / 1000;
  });
  await page.addInitScript(() => {
    const observer = new MutationObserver(() => {
      if (document.querySelector('[data-testid=remote-page]')) {
        observer.disconnect();
        (window as unknown as { __rendered: () => void }).__rendered();
      }
    });
    observer.observe(document, { childList: true, subtree: true });
  });
  await page.goto(`${suite.portal.url}${path}`);
  await page.locator('[data-testid=remote-page]').waitFor();
  await page.waitForFunction(() => true);
  await context.close();

  const list = [...requests.values()].sort((a, b) => a.sent - b.sent);
  for (const request of list) {
    const before = list.filter((r) => r !== request && r.finished !== undefined && r.finished <= request.sent && r.wave !== undefined);
    request.wave = before.length ? Math.max(...before.map((r) => r.wave!)) + 1 : 0;
  }
  const needed = list.filter((r) => r.finished !== undefined && renderedAt > 0 && r.finished <= renderedAt + 0.001);
  const depth = Math.max(...needed.map((r) => r.wave ?? 0));
  const log = list.map((r) => `wave ${r.wave} ${r.finished !== undefined && r.finished <= renderedAt ? 'needed ' : 'after  '} ${new URL(r.url).pathname}`).join('\n');
  return { depth, log };
}

it.each(['/', '/faq', '/square', '/bookinfo/3'])('%s renders within 2 round trips after the HTML', async (path) => {
  const { depth, log } = await roundTripsToRender(path);
  if (process.env.SHOW_WAVES || depth > 2) console.log(`${path}:\n${log}`);
  expect(depth).toBeGreaterThanOrEqual(1);
  expect(depth).toBeLessThanOrEqual(2);
});

it('paints before any script arrives: the HTML carries a shell that the app replaces', async () => {
  const noScript = await suite.browser.newContext({ javaScriptEnabled: false });
  const bare = await noScript.newPage();
  await bare.goto(`${suite.portal.url}/`);
  const shell = bare.locator('[data-testid=boot-shell]');
  expect(await shell.isVisible()).toBe(true);
  expect(await shell.innerText()).toContain('正在加载');
  await noScript.close();

  const page = await suite.browser.newPage();
  await page.goto(`${suite.portal.url}/`);
  await page.locator('[data-testid=remote-page]').waitFor();
  expect(await page.locator('[data-testid=boot-shell]').count()).toBe(0);
  await page.close();
});
