#!/usr/bin/env node
// Benchmark: what a phone on a slow network pays to open the portal's pages.
// Chromium (playwright-core, /usr/bin/chromium) through the DevTools protocol on the Lighthouse
// mobile profile (150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up, 4× CPU slowdown, 375×812), a fresh
// browser context (cold cache) per run: JavaScript transferred (brotli, as Chromium asks) by owner
// (host / shared / each remote), requests, FCP, LCP and the bytes of the LCP image, the time from the
// HTML's last byte until the page answers input (<html data-live>), the INP of a first tap on a
// game card once the page is loaded (home, /games), median of N runs; then the same pages unthrottled (LCP only),
// and beside it the same page's recorded bytes from a bare server (bench/replay-server.mjs): the
// machine's floor for that page in the same run; `--slow4g` adds DevTools' harsher "Slow 4G"
// (562.5 ms RTT, 1.44 Mbit/s) as a second FCP/LCP column. Last, unthrottled, the time from
// clicking a link into a remote that is not loaded yet until its page is visible. Needs
// `pnpm build` first.
// `--ssr-off` serves every page client-rendered (SSR=0), the comparison for server rendering.
// Usage: node bench/web.mjs [--runs 3] [--page home] [--slow4g] [--ssr-off]
import { chromium } from 'playwright-core';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { apiPost, freePort, loginDemo, median, numberArg, printTable, startPortal, startServer } from './lib.mjs';

const runs = numberArg('--runs', 3);
/** `--page games`: only the pages whose name contains this. */
const only = process.argv.includes('--page') ? process.argv[process.argv.indexOf('--page') + 1] : undefined;
const withSlow4g = process.argv.includes('--slow4g');

/** Lighthouse's mobile profile (bytes per second). */
const LIGHTHOUSE_MOBILE = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1e6) / 8,
  uploadThroughput: (750 * 1e3) / 8,
};
/** DevTools' "Slow 4G" preset (the one called "Fast 3G" before Chrome 126), bytes per second. */
const SLOW_4G = {
  offline: false,
  latency: 150 * 3.75,
  downloadThroughput: ((1.6 * 1e6) / 8) * 0.9,
  uploadThroughput: ((750 * 1e3) / 8) * 0.9,
};
const CPU_SLOWDOWN = 4;
const QUIET_MS = 2000;
const PHONE = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/**
 * Who a script belongs to: a remote (served under /remotes/<name>/), `shared` (the host's
 * `shared.<hash>.js`: React and @portal/shared with the libraries inside it, the federation
 * singletons) or the host (its own code and the federation runtime).
 */
function ownerOf(url) {
  const { pathname } = new URL(url);
  const remote = /^\/remotes\/([\w-]+)\//.exec(pathname);
  if (remote) return `remote-${remote[1]}`;
  return /^\/shared\.[^/]*\.js$/.test(pathname) ? 'shared' : 'host';
}

// The spec's start-up bulletin would cover every page; a real returning user has dismissed it today.
const DISMISS_BULLETIN = () => {
  const getItem = Storage.prototype.getItem;
  Storage.prototype.getItem = function patched(key) {
    const value = getItem.call(this, key);
    return value === null && /_notShowBulletin$/.test(key) ? String(Date.now()) : value;
  };
};

// When the page starts answering input (<html data-live>: hydrated, or client-rendered and mounted),
// and when the HTML's last byte arrived: "HTML → interactive" is the time between.
const OBSERVE_LIVE = () => {
  window.__liveAt = NaN;
  // Observes the document, not <html>: an init script runs before the parser has made <html>.
  new MutationObserver((_, observer) => {
    if (document.documentElement.hasAttribute('data-live')) {
      window.__liveAt = performance.now();
      observer.disconnect();
    }
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-live'] });
};

// Records the last largest-contentful-paint candidate the way web-vitals does, with its image URL.
const OBSERVE_LCP = () => {
  window.__lcp = 0;
  window.__lcpUrl = '';
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      window.__lcp = entry.startTime;
      window.__lcpUrl = entry.url;
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
};

// The interaction's latency as INP counts it: the longest event of an interaction (pointerdown,
// pointerup, click) from the input until the next paint after its handlers. Entries under 16 ms
// are not reported (the API's floor), so "none" means below 16.
const OBSERVE_INTERACTIONS = () => {
  window.__interactions = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.interactionId) window.__interactions.push(entry.duration);
  }).observe({ type: 'event', durationThreshold: 16 });
};

/**
 * A player's first tap on a game card of a loaded page, with a finger: the INP of that tap (NaN
 * when the page has no card), once the detail page it opens is shown.
 */
async function tapInp(page, tap) {
  const card = page.locator(tap).first();
  if ((await card.count()) === 0) return NaN;
  await page.evaluate(OBSERVE_INTERACTIONS);
  await card.tap();
  await page.waitForSelector('[data-testid="game-detail"]', { timeout: 120_000 });
  // Event timing entries are delivered after the paint that follows the handlers.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 100)))));
  return page.evaluate(() => (window.__interactions.length ? Math.max(...window.__interactions) : 0));
}

/** One cold load; `network` is a CDP network profile, or null for unthrottled (no CPU slowdown either). */
async function loadOnce(browser, url, account, ready, network, tap) {
  const context = await browser.newContext(PHONE);
  await context.addInitScript(DISMISS_BULLETIN);
  await context.addInitScript(OBSERVE_LCP);
  await context.addInitScript(OBSERVE_LIVE);
  if (account) await context.addInitScript((value) => localStorage.setItem('portal_account', value), JSON.stringify(account));
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  if (network) {
    await cdp.send('Network.emulateNetworkConditions', network);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  }

  const requests = new Map();
  const inFlight = new Set();
  let lastActivity = Date.now();
  const settle = (requestId) => {
    inFlight.delete(requestId);
    lastActivity = Date.now();
  };
  cdp.on('Network.requestWillBeSent', ({ requestId, request }) => {
    requests.set(requestId, { url: request.url, type: '', bytes: 0, headerBytes: 0 });
    // A logged-in page's live-event stream (GET /api/events) stays open for as long as the page
    // does: it is never "in flight" to wait for, or the page would never be quiet.
    if (new URL(request.url).pathname.endsWith('/api/events')) return;
    inFlight.add(requestId);
    lastActivity = Date.now();
  });
  cdp.on('Network.loadingFailed', ({ requestId }) => settle(requestId));
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    const entry = requests.get(requestId);
    if (entry) Object.assign(entry, { type, headerBytes: response.encodedDataLength ?? 0 });
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const entry = requests.get(requestId);
    if (entry) entry.bytes = encodedDataLength - entry.headerBytes;
    settle(requestId);
  });

  await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
  await page.waitForSelector(ready, { timeout: 120_000 });
  // Playwright's networkidle (500 ms without requests) fires between two waves of a 562 ms RTT
  // chain (API answer → image request) and would cut the largest paint off: wait for nothing in
  // flight for QUIET_MS instead.
  const deadline = Date.now() + 120_000;
  while ((inFlight.size > 0 || Date.now() - lastActivity < QUIET_MS) && Date.now() < deadline) await page.waitForTimeout(100);
  const { fcp, lcp, lcpUrl, live } = await page.evaluate(() => ({
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
    lcp: window.__lcp,
    lcpUrl: window.__lcpUrl,
    live: window.__liveAt - performance.getEntriesByType('navigation')[0].responseEnd,
  }));
  // The LCP element's image as it came over the wire (NaN: text, or an image without a request).
  const lcpRequest = lcpUrl ? [...requests.values()].filter((r) => r.url === lcpUrl).pop() : undefined;
  const lcpBytes = lcpRequest ? lcpRequest.bytes : NaN;
  const js = {};
  for (const r of requests.values()) {
    if (r.type !== 'Script') continue;
    const owner = ownerOf(r.url);
    js[owner] = (js[owner] ?? 0) + r.bytes;
  }
  const requestCount = requests.size;
  // Last, as it loads the next page: the first load's files and requests are counted above.
  const inp = tap ? await tapInp(page, tap) : NaN;
  await context.close();
  return { fcp, lcp, lcpUrl, lcpBytes, live, inp, js, requests: requestCount };
}

/** Response headers a replay must not copy: they describe the portal's connection and encoding, not the page. */
const CONNECTION_HEADERS = new Set([
  'content-encoding',
  'content-length',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'date',
  'set-cookie',
]);

/**
 * Records one unthrottled load of `url` from the portal — every same-origin response, with its
 * status, headers and bytes — and starts bench/replay-server.mjs answering those requests from
 * memory: the same page, scripts, pictures and API answers, with no server work behind them.
 * Its LCP is the floor Chromium sets for that page on this machine at this moment, which the
 * portal's unthrottled LCP is read against (the targets are absolute; the machine is not).
 */
async function startReplay(browser, url, account, ready) {
  const origin = new URL(url).origin;
  const context = await browser.newContext(PHONE);
  await context.addInitScript(DISMISS_BULLETIN);
  if (account) await context.addInitScript((value) => localStorage.setItem('portal_account', value), JSON.stringify(account));
  const page = await context.newPage();
  const recorded = [];
  const inFlight = new Set();
  let lastActivity = Date.now();
  // The live-event stream of a logged-in page stays open: never waited for, never recorded.
  const counted = (request) => request.url().startsWith(origin) && !new URL(request.url()).pathname.endsWith('/api/events');
  page.on('request', (request) => {
    if (!counted(request)) return;
    inFlight.add(request);
    lastActivity = Date.now();
  });
  page.on('requestfailed', (request) => {
    inFlight.delete(request);
    lastActivity = Date.now();
  });
  page.on('requestfinished', (request) => {
    if (!counted(request)) return;
    inFlight.delete(request);
    lastActivity = Date.now();
    recorded.push(
      (async () => {
        const response = await request.response();
        if (!response || (response.status() >= 300 && response.status() < 400)) return undefined;
        const headers = Object.fromEntries(Object.entries(await response.allHeaders()).filter(([name]) => !CONNECTION_HEADERS.has(name)));
        const { pathname, search } = new URL(request.url());
        return {
          method: request.method(),
          path: pathname + search,
          status: response.status(),
          headers,
          body: (await response.body()).toString('base64'),
        };
      })(),
    );
  });
  await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
  await page.waitForSelector(ready, { timeout: 120_000 });
  while (inFlight.size > 0 || Date.now() - lastActivity < QUIET_MS) await page.waitForTimeout(100);
  const answers = (await Promise.all(recorded)).filter(Boolean);
  await context.close();
  const file = path.join(os.tmpdir(), `portal-bench-replay-${process.pid}.json`);
  fs.writeFileSync(file, JSON.stringify(answers));
  const port = await freePort();
  const stop = await startServer(process.execPath, ['bench/replay-server.mjs', file, String(port)], {}, `http://127.0.0.1:${port}/__ready`);
  return {
    base: `http://127.0.0.1:${port}`,
    stop: async () => {
      await stop();
      fs.rmSync(file, { force: true });
    },
  };
}

/** Unthrottled: click a link into a remote the page has not loaded yet; time until its page shows. */
async function enterRemote(browser, base, link, ready) {
  const context = await browser.newContext(PHONE);
  await context.addInitScript(DISMISS_BULLETIN);
  const page = await context.newPage();
  await page.goto(`${base}/`, { waitUntil: 'networkidle' });
  await page.waitForSelector('[data-testid="games-home"]');
  await page.evaluate((selector) => {
    document.addEventListener(
      'click',
      () => {
        window.__clickedAt = performance.now();
      },
      { capture: true, once: true },
    );
    new MutationObserver((_, observer) => {
      if (document.querySelector(selector)) {
        window.__shownAt = performance.now();
        observer.disconnect();
      }
    }).observe(document.body, { childList: true, subtree: true });
  }, ready);
  await page.click(link);
  await page.waitForSelector(ready);
  const ms = await page.evaluate(() => window.__shownAt - window.__clickedAt);
  await context.close();
  return ms;
}

const kb = (bytes) => (Number.isFinite(bytes) ? (bytes / 1024).toFixed(1) : '—');
/** Median of the finite values (an LCP that was text has no image bytes). */
const finiteMedian = (values) => (values.some(Number.isFinite) ? median(values.filter(Number.isFinite)) : NaN);
const ms = (value) => Math.round(value);
/** INP of the tap: median, "< 16" when no event reached the API's 16 ms floor, "—" for a page without a tap. */
const inpCell = (values) => {
  if (!values.some(Number.isFinite)) return '—';
  const value = median(values.filter(Number.isFinite));
  return value < 16 ? '< 16' : String(ms(value));
};

const portal = await startPortal({ env: process.argv.includes('--ssr-off') ? { SSR: '0' } : {} });
const { base } = portal;
/** How many server renders have fallen back to client rendering so far (over budget, or failed), by the server's log. */
const fellBack = () => portal.output().split('server render fell back').length - 1;
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  headless: true,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});

try {
  const login = await loginDemo(base);
  const account = { uid: String(login.uid), name: login.name ?? 'demo', token: login.token };
  const game = (await apiPost(base, '/web/game/list', { category: 1, page: 1, pageSize: 1 })).items[0];

  const book = (await (await fetch(`${base}/api/v1/reading/book/list?page=1&pageSize=1&sort=hot`)).json()).data.items[0];

  const pages = [
    { name: 'home /', url: '/', ready: '[data-testid="games-home"]', tap: '[data-testid="game-card"]' },
    { name: 'category list /games', url: '/games', ready: '[data-testid="game-list"]', tap: '[data-testid="game-card"]' },
    { name: `game detail /detail/${game.id}`, url: `/detail/${game.id}`, ready: '[data-testid="game-detail"]' },
    { name: 'square /square', url: '/square', ready: '[data-testid="square-page"]' },
    { name: `book /bookinfo/${book.id}`, url: `/bookinfo/${book.id}`, ready: '[data-testid="book-info"]' },
    { name: 'recharge /recharge (logged in)', url: '/recharge', ready: '[data-testid="recharge-page"]', account },
  ];
  const owners = ['host', 'shared', 'remote-games', 'remote-square', 'remote-reading', 'remote-account'];
  const rows = [];
  const fileOf = (url) => (url ? new URL(url).pathname.split('/').pop() + new URL(url).search : 'text');
  for (const p of pages.filter((candidate) => !only || candidate.name.includes(only))) {
    const replay = await startReplay(browser, `${base}${p.url}`, p.account, p.ready);
    const fallbacksBefore = fellBack();
    const samples = [];
    const fast = [];
    const floor = [];
    const slow = [];
    for (let i = 0; i < runs; i += 1) {
      samples.push(await loadOnce(browser, `${base}${p.url}`, p.account, p.ready, LIGHTHOUSE_MOBILE, p.tap));
      fast.push(await loadOnce(browser, `${base}${p.url}`, p.account, p.ready, null));
      floor.push(await loadOnce(browser, `${replay.base}${p.url}`, p.account, p.ready, null));
      if (withSlow4g) slow.push(await loadOnce(browser, `${base}${p.url}`, p.account, p.ready, SLOW_4G));
    }
    await replay.stop();
    const jsOf = (owner) => median(samples.map((s) => s.js[owner] ?? 0));
    const total = median(samples.map((s) => Object.values(s.js).reduce((a, b) => a + b, 0)));
    const lcpImage = samples.map((s) => s.lcpUrl).pop();
    rows.push([
      p.name,
      ms(median(samples.map((s) => s.fcp))),
      ms(median(samples.map((s) => s.lcp))),
      fileOf(lcpImage),
      kb(finiteMedian(samples.map((s) => s.lcpBytes))),
      ms(median(samples.map((s) => s.live))),
      inpCell(samples.map((s) => s.inp)),
      ms(median(fast.map((s) => s.lcp))),
      ms(median(floor.map((s) => s.lcp))),
      ...(withSlow4g ? [`${ms(median(slow.map((s) => s.fcp)))} / ${ms(median(slow.map((s) => s.lcp)))}`] : []),
      kb(total),
      ...owners.map((o) => kb(jsOf(o))),
      median(samples.map((s) => s.requests)),
      fellBack() - fallbacksBefore,
    ]);
  }
  printTable(
    `First load, cold cache, Lighthouse mobile (150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up, ${CPU_SLOWDOWN}× CPU, 375×812); median of ${runs}`,
    [
      'page',
      'FCP ms',
      'LCP ms',
      'LCP element',
      'LCP image KB',
      'HTML → interactive ms',
      'INP of a tap ms',
      'LCP ms unthrottled',
      'same bytes, bare server: LCP ms unthrottled',
      ...(withSlow4g ? ['Slow 4G FCP / LCP ms'] : []),
      'JS KB (br)',
      ...owners.map((o) => `${o} KB`),
      'requests',
      'renders fallen back',
    ],
    rows,
  );

  const entries = [{ name: 'home → 登录 (remote-account)', link: '.pt-header-account__login', ready: '[data-testid="login-form"]' }];
  const entryRows = [];
  for (const e of entries) {
    const samples = [];
    for (let i = 0; i < runs; i += 1) samples.push(await enterRemote(browser, base, e.link, e.ready));
    entryRows.push([e.name, ms(median(samples)), ms(Math.min(...samples)), ms(Math.max(...samples))]);
  }
  printTable(
    `Entering a remote not loaded yet, unthrottled, click → page visible; ${runs} runs`,
    ['link', 'median ms', 'min ms', 'max ms'],
    entryRows,
  );
} finally {
  await browser.close();
  await portal.stop();
}
