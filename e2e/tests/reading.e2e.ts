import type { BrowserContext, Page } from 'playwright-core';
import type {
  ApiEnvelope,
  BookCard,
  BookInfo,
  ChapterContent,
  ChapterEntry,
  LoginResult,
  Paged,
  ReadingProgress,
} from '@portal/shared/types';
import { recharge, registerAccount } from '../harness/accounts';
import { collectPageErrors, seedAccount } from '../harness/browser';
import { eventually } from '../harness/eventually';
import { desktopContext, phoneContext, swipeSideways, swipeUp } from '../harness/gestures';
import { usePortalSuite } from '../harness/suite';

/**
 * Issue 13, the reading section as a player uses it on a 375 px phone with a finger: read a novel
 * into its second chapter, leave, find it in the history and land on the same paragraph again
 * (on this phone and on a second device); type and theme survive a reload; the shelf; a paid
 * chapter bought through the purchase dialog (first too poor: 充值); a comic's encrypted pages.
 * Waits are for what the page shows, never for a duration.
 */
const suite = usePortalSuite();

async function get<T>(path: string, account?: LoginResult): Promise<T> {
  const response = await fetch(`${suite.portal.url}/api/v1/reading${path}`, {
    headers: account ? { token: account.token, uid: String(account.uid) } : {},
  });
  const body = (await response.json()) as ApiEnvelope<T>;
  if (body.code !== 0) throw new Error(`${path} → ${JSON.stringify(body)}`);
  return body.data;
}

async function books(kind: 'novel' | 'comic'): Promise<BookCard[]> {
  return (await get<Paged<BookCard>>(`/book/list?kind=${kind}&page=1&pageSize=50&sort=hot`)).items;
}

async function menu(bookId: number): Promise<ChapterEntry[]> {
  return (await get<Paged<ChapterEntry>>(`/book/${bookId}/chapters?page=1&pageSize=100`)).items;
}

/** A novel whose first two chapters are free and which has a paid chapter further on. */
async function novelWithPaidChapter(): Promise<{ book: BookCard; chapters: ChapterEntry[]; paid: ChapterEntry }> {
  for (const book of await books('novel')) {
    const chapters = await menu(book.id);
    const paid = chapters.find((c) => c.price > 0);
    if (chapters.length >= 3 && chapters[0]!.price === 0 && chapters[1]!.price === 0 && paid) return { book, chapters, paid };
  }
  throw new Error('the demo catalogue has no novel with two free chapters and a paid one');
}

const coins = async (account: LoginResult) => {
  const response = await fetch(`${suite.portal.url}/api/user/center/me`, {
    method: 'POST',
    headers: { token: account.token, uid: String(account.uid) },
  });
  return ((await response.json()) as ApiEnvelope<{ coinNum: number }>).data.coinNum;
};

async function phone(account: LoginResult): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await phoneContext(suite.browser);
  const page = await context.newPage();
  await seedAccount(page, account);
  return { context, page, errors: collectPageErrors(page) };
}

const anchorOf = async (page: Page) => Number(await page.locator('[data-testid=reader-paged]').getAttribute('data-anchor'));
const chapterInUrl = (page: Page) => Number(new URL(page.url()).pathname.split('/').pop());

/** A tap in the middle of the page: the reader's bars come back. */
async function showBars(page: Page): Promise<void> {
  const { width, height } = page.viewportSize()!;
  await page.touchscreen.tap(Math.round(width / 2), Math.round(height / 2));
  await page.locator('[data-testid=reader][data-chrome=true]').waitFor();
}

/** A tap with a finger on the right third of the page (turn forward). */
async function tapRight(page: Page): Promise<void> {
  const { width, height } = page.viewportSize()!;
  await page.touchscreen.tap(Math.round(width * 0.88), Math.round(height * 0.5));
}

describe('reading a novel on a phone', () => {
  let account: LoginResult;
  let novel: Awaited<ReturnType<typeof novelWithPaidChapter>>;
  beforeAll(async () => {
    account = await registerAccount(suite.portal.url);
    novel = await novelWithPaidChapter();
  });

  it('reads into chapter 2, leaves, finds it in the history, and 继续阅读 lands on the same paragraph — here and on a second device', async () => {
    const { context, page, errors } = await phone(account);
    const [first, second] = novel.chapters;
    await page.goto(`${suite.portal.url}/animate`);
    await page.locator('[data-testid=animate-page]').waitFor();
    await page.goto(`${suite.portal.url}/bookinfo/${novel.book.id}`);
    await page.locator('[data-testid=start-reading]').waitFor();
    expect(await page.locator('[data-testid=start-reading]').textContent()).toBe('开始阅读');
    // Counted from before the reader opens: a short first chapter reaches a quarter on its first page.
    const chapter2Requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes(`/chapter/${second!.id}`)) chapter2Requests.push(request.url());
    });
    await page.locator('[data-testid=start-reading]').tap();
    await page.waitForURL((url) => url.pathname === `/readbook/${novel.book.id}/${first!.id}`);
    const reader = page.locator('[data-testid=reader-paged]');
    await reader.waitFor();

    // Turn pages with the finger — swipes and taps on the right — until chapter 2 opens. Once a
    // quarter of chapter 1 is read, chapter 2 has been fetched ahead: it opens from memory.
    let turns = 0;
    while (chapterInUrl(page) === first!.id) {
      await page.locator('[data-testid=reader-paged][data-ready=true]').waitFor();
      const at = Number(await reader.getAttribute('data-page'));
      const of = Number(await reader.getAttribute('data-pages'));
      if ((at + 1) / of >= 0.25) await eventually(() => chapter2Requests.length, 1);
      const before = `${page.url()}#${await reader.getAttribute('data-page').catch(() => '')}`;
      if (turns % 2 === 0) await swipeSideways(page, { x: 300, y: 420 }, -200);
      else await tapRight(page);
      turns += 1;
      await page.waitForFunction((was) => {
        const el = document.querySelector('[data-testid=reader-paged]');
        return `${location.href}#${el?.getAttribute('data-page') ?? ''}` !== was;
      }, before);
      expect(turns).toBeLessThan(200);
    }
    expect(chapterInUrl(page)).toBe(second!.id);
    await page.locator('[data-testid=reader-paged][data-ready=true]').waitFor();
    expect(chapter2Requests).toHaveLength(1);
    await page.locator(`[data-testid=reader-paged]`).waitFor();
    // Further into chapter 2, a page or two.
    await page.locator('[data-testid=reader-paged][data-ready=true]').waitFor();
    const pages = Number(await reader.getAttribute('data-pages'));
    for (let i = 0; i < Math.min(2, pages - 1); i += 1) {
      const was = await reader.getAttribute('data-page');
      await tapRight(page);
      await page.waitForFunction((w) => document.querySelector('[data-testid=reader-paged]')?.getAttribute('data-page') !== w, was);
    }
    const saved = await anchorOf(page);
    const savedText = await page.locator(`[data-testid=reader-paged] [data-paragraph="${saved}"]`).textContent();

    // Leave: back to the book, back to the section, into 阅读记录 — all in the app.
    await showBars(page);
    await page.getByRole('button', { name: '返回' }).tap();
    await page.locator('[data-testid=book-info]').waitFor();
    await page.getByRole('button', { name: '返回' }).tap();
    await page.locator('[data-testid=animate-page]').waitFor();
    await page.getByRole('link', { name: '阅读记录' }).tap();
    await page.locator('[data-testid=history-list]').waitFor();
    const row = page.locator(`[data-testid=book-row][data-book-id="${novel.book.id}"]`);
    // The position reaches the server within its 5 s window; the list refreshes when it does.
    await row.locator('[data-testid=history-chapter]', { hasText: second!.title }).waitFor({ timeout: 20_000 });

    // 继续阅读 from the book page lands on the saved paragraph.
    await row.locator('.pr-book-row__link').tap();
    await page.locator('[data-testid=start-reading]', { hasText: '继续阅读' }).waitFor();
    await page.locator('[data-testid=start-reading]').tap();
    await page.waitForURL((url) => url.pathname === `/readbook/${novel.book.id}/${second!.id}`);
    await reader.waitFor();
    await eventually(() => anchorOf(page), saved);
    expect(errors).toEqual([]);
    // The phone's last position reaches the server (at most 5 s after it was taken) before the phone goes away.
    await eventually(
      async () => (await get<ReadingProgress | null>(`/progress?bookId=${novel.book.id}`, account))?.locator.paragraphIndex,
      saved,
      20_000,
    );
    await context.close();

    // A second device (its own device id, nothing stored locally) lands in the same paragraph.
    const desktop = await desktopContext(suite.browser);
    const other = await desktop.newPage();
    await seedAccount(other, account);
    await other.goto(`${suite.portal.url}/bookinfo/${novel.book.id}`);
    await other.locator('[data-testid=start-reading]', { hasText: '继续阅读' }).click();
    await other.waitForURL((url) => url.pathname === `/readbook/${novel.book.id}/${second!.id}`);
    await other.locator('[data-testid=reader-paged][data-ready=true]').waitFor();
    const shown = Number(await other.locator('[data-testid=reader-paged]').getAttribute('data-page'));
    // The saved paragraph is on the page shown.
    const onPage = await other.evaluate(
      ({ index, page }) => {
        const flow = document.querySelector('.pr-paged__flow') as HTMLElement;
        const width = (document.querySelector('[data-testid=reader-paged]') as HTMLElement).clientWidth;
        const left = flow.getBoundingClientRect().left;
        const rects = Array.from(document.querySelector(`[data-paragraph="${index}"]`)!.getClientRects());
        return rects.some((r) => Math.floor((r.left - left + 1) / width) === page);
      },
      { index: saved, page: shown },
    );
    expect(onPage).toBe(true);
    expect(await other.locator(`[data-paragraph="${saved}"]`).textContent()).toBe(savedText);
    await desktop.close();
  });

  it('a bigger type and the sepia theme are kept after a reload', async () => {
    const { context, page } = await phone(account);
    await page.goto(`${suite.portal.url}/readbook/${novel.book.id}/${novel.chapters[0]!.id}`);
    const root = page.locator('[data-testid=reader]');
    await page.locator('[data-testid=reader-paged]').waitFor();
    expect(await root.getAttribute('data-font-size')).toBe('18');
    await page.locator('[data-testid=open-settings]').tap();
    await page.getByRole('button', { name: '增大字号' }).tap();
    await page.getByRole('button', { name: '增大字号' }).tap();
    await page.getByRole('radio', { name: '护眼' }).tap();
    await eventually(() => root.getAttribute('data-font-size'), '22');
    const fontSize = await page
      .locator('.pr-text__p')
      .first()
      .evaluate((p) => getComputedStyle(p).fontSize);
    expect(fontSize).toBe('22px');
    const paper = await root.evaluate((el) => getComputedStyle(el).backgroundColor);

    await page.reload();
    await page.locator('[data-testid=reader-paged]').waitFor();
    await eventually(() => root.getAttribute('data-font-size'), '22');
    expect(await root.getAttribute('data-theme')).toBe('sepia');
    expect(
      await page
        .locator('.pr-text__p')
        .first()
        .evaluate((p) => getComputedStyle(p).fontSize),
    ).toBe('22px');
    expect(await root.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(paper);
    expect(paper).not.toBe('rgb(251, 253, 255)');

    // The chapter menu drawer: the open chapter is marked, a tap on another opens it.
    await page.locator('[data-testid=open-drawer]').tap();
    const drawer = page.locator('[data-testid=chapter-drawer]');
    await drawer.locator(`[data-chapter-id="${novel.chapters[0]!.id}"][aria-current=true]`).waitFor();
    await drawer.locator(`[data-chapter-id="${novel.chapters[2]!.id}"]`).tap();
    await page.waitForURL((url) => url.pathname === `/readbook/${novel.book.id}/${novel.chapters[2]!.id}`);
    expect(await drawer.count()).toBe(0);
    await page.locator('[data-testid=reader-paged] .pr-text__title', { hasText: novel.chapters[2]!.title }).waitFor();
    await context.close();
  });

  it('加入书架 puts the book on the shelf (the header’s 收藏)', async () => {
    const { context, page } = await phone(account);
    await page.goto(`${suite.portal.url}/bookinfo/${novel.book.id}`);
    const toggle = page.locator('[data-testid=shelf-toggle]');
    await toggle.waitFor();
    expect(await toggle.textContent()).toBe('加入书架');
    await toggle.tap();
    await page.locator('[data-testid=shelf-toggle]', { hasText: '已在书架' }).waitFor();
    await page.goto(`${suite.portal.url}/subscriblist`);
    await page.locator(`[data-testid=shelf-list] [data-book-id="${novel.book.id}"]`).waitFor();
    expect(await page.locator('[data-testid=shelf-list] [data-testid=book-row]').count()).toBe(1);
    await context.close();
  });

  it('a paid chapter: too few diamonds → 充值; after a recharge the purchase dialog buys it once and it opens', async () => {
    const buyer = await registerAccount(suite.portal.url);
    const { context, page, errors } = await phone(buyer);
    const path = `/readbook/${novel.book.id}/${novel.paid.id}`;
    await page.goto(`${suite.portal.url}${path}`);
    await page.locator('[data-testid=chapter-locked]').waitFor();
    expect(await page.locator('[data-testid=locked-price]').textContent()).toBe(String(novel.paid.price));
    await page.locator('[data-testid=buy-chapter]').tap();
    await page.locator('[data-testid=chapter-purchase-dialog]').waitFor();
    expect(await page.locator('[data-testid=chapter-purchase-price]').textContent()).toBe(String(novel.paid.price));
    await page.getByRole('button', { name: '确认支付' }).tap();
    await page.getByText('当前X钻余额不足！').waitFor();
    await page.getByRole('button', { name: '充值' }).tap();
    await page.waitForURL((url) => url.pathname === '/recharge');

    await recharge(suite.portal.url, buyer, Math.ceil(novel.paid.price / 60));
    const before = await coins(buyer);
    await page.goto(`${suite.portal.url}${path}`);
    await page.locator('[data-testid=buy-chapter]').tap();
    await page.getByRole('button', { name: '确认支付' }).tap();
    await page.locator('[data-testid=reader-paged]').waitFor();
    expect(await page.locator('[data-testid=chapter-locked]').count()).toBe(0);
    expect(await coins(buyer)).toBe(before - novel.paid.price);
    // Bought once: opening it again charges nothing.
    await page.reload();
    await page.locator('[data-testid=reader-paged]').waitFor();
    expect(await coins(buyer)).toBe(before - novel.paid.price);
    expect(errors).toEqual([]);
    await context.close();
  });
});

it('a comic’s encrypted pages are decrypted and shown as the finger scrolls', async () => {
  let target: { book: BookCard; chapter: ChapterContent } | null = null;
  for (const book of await books('comic')) {
    const info = await get<BookInfo>(`/book/${book.id}`);
    if (!info.firstChapterId) continue;
    const chapter = await get<ChapterContent>(`/book/${book.id}/chapter/${info.firstChapterId}`);
    if (chapter.pages.some((p) => p.url.endsWith('.enc'))) {
      target = { book, chapter };
      break;
    }
  }
  if (!target) throw new Error('the demo catalogue has no comic with .enc pages');
  const context = await phoneContext(suite.browser);
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  await page.goto(`${suite.portal.url}/readbook/${target.book.id}/${target.chapter.chapter.id}`);
  await page.locator('[data-testid=reader-comic]').waitFor();
  const encIndex = target.chapter.pages.findIndex((p) => p.url.endsWith('.enc'));
  // Swipe down the chapter until that page has come near enough to be loaded.
  for (let i = 0; i < 40 && (await page.locator(`[data-comic-page="${encIndex}"] img`).count()) === 0; i += 1) await swipeUp(page, 500);
  const image = page.locator(`[data-comic-page="${encIndex}"] img`);
  await page.waitForFunction(
    (index) => {
      const img = document.querySelector(`[data-comic-page="${index}"] img`) as HTMLImageElement | null;
      // The decrypted bytes as an image the browser decoded, and the page's own state caught up (onLoad).
      return Boolean(img?.complete && img.naturalWidth > 0 && img.src.startsWith('blob:') && img.dataset.state === 'loaded');
    },
    encIndex,
    { timeout: 20_000 },
  );
  expect(await image.getAttribute('data-state')).toBe('loaded');
  expect(await image.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  expect(errors).toEqual([]);
  await context.close();
});
