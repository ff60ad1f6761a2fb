#!/usr/bin/env node
// Benchmark of the reader's chapter turn (issue 13: the next chapter visible ≤ 150 ms after the tap
// under the project's mobile throttling profile, once prefetched). Chromium at 375 px with the
// profile of bench/web.mjs (Slow 4G, 4× CPU), a novel read in pages: the time from the finger's
// touchend to the next chapter laid out, (a) after a quarter of the chapter was read, so it was
// prefetched, and (b) as the baseline in the same run, 下一章 tapped on the first page, before any
// prefetch (the chapter comes over the throttled network). Needs `pnpm build` first.
// Usage: node bench/reader-next-chapter.mjs [--runs 5]
import { chromium } from 'playwright-core';
import { median, numberArg, printTable, startPortal } from './lib.mjs';

const runs = numberArg('--runs', 5);
const SLOW_4G = {
  offline: false,
  latency: 150 * 3.75,
  downloadThroughput: ((1.6 * 1e6) / 8) * 0.9,
  uploadThroughput: ((750 * 1e3) / 8) * 0.9,
};
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

async function reading(base, route) {
  const envelope = await (await fetch(`${base}/api/v1/reading${route}`)).json();
  if (envelope.code !== 0) throw new Error(`${route}: ${envelope.msg}`);
  return envelope.data;
}

/** Arms the page: the next touchend starts the clock, the next chapter's title laid out in pages stops it. */
const arm = (nextTitle) =>
  new Promise((resolve) => {
    let start = 0;
    document.addEventListener('touchend', () => (start = performance.now()), { capture: true, once: true });
    new MutationObserver((_, observer) => {
      const title = document.querySelector('[data-testid=reader-paged][data-ready=true] .pr-text__title');
      if (start && title?.textContent === nextTitle) {
        observer.disconnect();
        resolve(performance.now() - start);
      }
    }).observe(document.body, { subtree: true, childList: true, attributes: true });
  });

const portal = await startPortal();
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  // A novel whose first two chapters are free.
  let book;
  let chapters;
  for (const candidate of (await reading(portal.base, '/book/list?kind=novel&page=1&pageSize=20')).items) {
    chapters = (await reading(portal.base, `/book/${candidate.id}/chapters?page=1&pageSize=5`)).items;
    if (chapters.length >= 2 && chapters[0].price === 0 && chapters[1].price === 0) {
      book = candidate;
      break;
    }
  }
  const times = { prefetched: [], cold: [] };
  for (let run = 0; run < runs; run += 1) {
    for (const mode of ['prefetched', 'cold']) {
      const context = await browser.newContext({
        viewport: { width: 375, height: 812 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 2,
      });
      await context.addInitScript(() => {
        localStorage.setItem('reading_settings_guest', JSON.stringify({ mode: 'paged' }));
        // The start-up bulletin is not what is measured: it counts as dismissed today (spec §4).
        const getItem = Storage.prototype.getItem;
        Storage.prototype.getItem = function patched(key) {
          const value = getItem.call(this, key);
          return value === null && /_notShowBulletin$/.test(key) ? String(Date.now()) : value;
        };
      });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await page.goto(`${portal.base}/readbook/${book.id}/${chapters[0].id}`);
      const reader = page.locator('[data-testid=reader-paged][data-ready=true]');
      await reader.waitFor({ timeout: 120_000 });
      await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      const pages = Number(await reader.getAttribute('data-pages'));
      let measured;
      if (mode === 'prefetched') {
        const fetched = page.waitForResponse((r) => r.url().includes(`/chapter/${chapters[1].id}`), { timeout: 120_000 });
        // Page by page to the last one (a tap on the right third turns), past a quarter: prefetched.
        for (let at = 0; at < pages - 1; at += 1) {
          await page.touchscreen.tap(340, 400);
          await page.locator(`[data-testid=reader-paged][data-page="${at + 1}"]`).waitFor();
        }
        await fetched;
        measured = page.evaluate(arm, chapters[1].title);
        measured.catch(() => undefined);
        await page.touchscreen.tap(340, 400);
      } else {
        measured = page.evaluate(arm, chapters[1].title);
        measured.catch(() => undefined);
        await page.locator('[data-testid=next-chapter]').tap();
      }
      times[mode].push(await measured);
      await context.close();
    }
  }
  const row = (name, values) => {
    const sorted = [...values].sort((a, b) => a - b);
    return [name, values.length, Math.round(sorted[0]), Math.round(median(values)), Math.round(sorted[sorted.length - 1])];
  };
  printTable(
    'Reader: tap → next chapter laid out (Chromium 375 px, Slow 4G, 4× CPU)',
    ['next chapter', 'runs', 'min ms', 'median ms', 'max ms'],
    [row('prefetched (¼ read)', times.prefetched), row('not prefetched (baseline)', times.cold)],
  );
} finally {
  await browser.close();
  await portal.stop();
}
