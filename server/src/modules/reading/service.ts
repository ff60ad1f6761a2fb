import type {
  AnimateHome,
  BookCard,
  BookInfo,
  BookKind,
  BookSort,
  ChapterContent,
  ChapterEntry,
  ChapterPurchaseResult,
  HistoryEntry,
  Locator,
  PageQuery,
  Paged,
  ReadingProgress,
  ReadingTag,
  SaveProgressResult,
  SubscriptionEntry,
} from '@portal/shared/types';
import { ResultCode } from '@portal/shared/types';
import type { Database, Queryable } from '../../db/types';
import { domainEventsOf } from '../../platform/events/domain-events';
import { AppError, RateLimitError } from '../../platform/http/app-error';
import { pageWindow } from '../../platform/http/paging';
import { isActiveMember } from '../vip';
import { changeBalance, lockWallet } from '../wallet';
import {
  bookExists,
  chapterIndex,
  chapterMarks,
  chapterPrice,
  countBooks,
  countHistory,
  countSubscriptions,
  deleteSubscription,
  findBook,
  findProgress,
  hideHistory,
  insertChapterPurchase,
  insertSubscription,
  isSubscribed,
  listBooks,
  listChapters,
  listHistory,
  listSubscriptions,
  listTags,
  markChapterRead,
  PROGRESS_WRITE_WINDOW_MS,
  type StoredChapter,
  takeProgressWindow,
  writeProgress,
} from './repository';

/**
 * The reading section's rules. Chapters are free or cost X钻; a paid chapter opens for a member
 * (levelType ≥ 1, not expired) or a buyer, and is bought once per user through the wallet's
 * ledger (reason 'purchase', reference chapter:<id>, like a paid game's game:<id>), on the
 * buyer's locked row so concurrent buys charge once. Positions are locators stored per user and
 * book; the newer (by the device's clock) wins, each device writes at most once per 5 s, and
 * nothing is stored for merely opening a book or a chapter.
 */

/** How far ahead of the server a device's clock may be before its readAt is taken as "now". */
export const READ_AT_SKEW_MS = 60_000;

export function readingTags(db: Queryable, kind: BookKind | null): Promise<ReadingTag[]> {
  return listTags(db, kind);
}

export interface BookListQuery extends PageQuery {
  kind?: BookKind | undefined;
  tagId?: number | undefined;
  sort?: BookSort | undefined;
}

export async function bookList(db: Queryable, query: BookListQuery): Promise<Paged<BookCard>> {
  const window = pageWindow(query);
  const filter = { kind: query.kind ?? null, tagId: query.tagId ?? null };
  const [items, total] = await Promise.all([
    listBooks(db, filter, query.sort ?? 'hot', window.pageSize, window.offset),
    countBooks(db, filter),
  ]);
  return { items, total, page: window.page, pageSize: window.pageSize };
}

async function requireBook(db: Queryable, bookId: number) {
  const book = await findBook(db, bookId);
  if (!book) throw new AppError(ResultCode.bookNotFound, 404);
  return book;
}

export async function bookInfo(db: Queryable, bookId: number, userId: string | null): Promise<BookInfo> {
  const book = await requireBook(db, bookId);
  const [subscribed, progress] = userId
    ? await Promise.all([isSubscribed(db, userId, bookId), findProgress(db, userId, bookId)])
    : [false, null];
  return { ...book, subscribed, progress };
}

/** A member (checked once per request) reads every chapter. */
async function memberNow(db: Queryable, userId: string | null, at: Date): Promise<boolean> {
  return userId !== null && (await isActiveMember(db, userId, at));
}

export async function chapterMenu(
  db: Queryable,
  bookId: number,
  userId: string | null,
  query: PageQuery & { aroundChapterId?: number | undefined },
  at: Date,
): Promise<Paged<ChapterEntry>> {
  const book = await requireBook(db, bookId);
  let window = pageWindow(query);
  if (query.aroundChapterId !== undefined) {
    const index = await chapterIndex(db, bookId, query.aroundChapterId);
    if (index === null) throw new AppError(ResultCode.chapterNotFound, 404);
    window = pageWindow({ page: Math.ceil(index / window.pageSize), pageSize: window.pageSize });
  }
  const [rows, member] = await Promise.all([listChapters(db, bookId, userId, window.pageSize, window.offset), memberNow(db, userId, at)]);
  const items = rows.map(({ bought, ...row }) => ({ ...row, unlocked: row.price === 0 || bought || member }));
  return { items, total: book.chapterCount, page: window.page, pageSize: window.pageSize };
}

/**
 * Whether the viewer may read a chapter of a book, and whether they have been in it. A paid
 * chapter the viewer may not read answers HTTP 402 with 1703 (a guest too: the client sends
 * them to log in, then offers the purchase). A visitor costs no query; a player one (two for a
 * paid chapter they have not bought: membership).
 */
export async function chapterAccess(
  db: Queryable,
  chapter: StoredChapter | undefined,
  bookId: number,
  chapterId: number,
  userId: string | null,
  at: Date,
): Promise<{ read: boolean }> {
  if (!chapter || chapter.id !== chapterId || chapter.bookId !== bookId) {
    if (!(await bookExists(db, bookId))) throw new AppError(ResultCode.bookNotFound, 404);
    throw new AppError(ResultCode.chapterNotFound, 404);
  }
  const marks = userId ? await chapterMarks(db, userId, bookId, chapterId) : { bought: false, read: false };
  const unlocked = chapter.price === 0 || marks.bought || (await memberNow(db, userId, at));
  if (!unlocked) throw new AppError(ResultCode.chapterLocked, 402);
  return { read: marks.read };
}

/** The answer for a reader who may read the chapter: the same for everyone but the read mark. */
export function chapterContent(chapter: StoredChapter, read: boolean): ChapterContent {
  return {
    bookId: chapter.bookId,
    kind: chapter.kind,
    chapter: { id: chapter.id, index: chapter.index, title: chapter.title, price: chapter.price, unlocked: true, read, size: chapter.size },
    paragraphs: chapter.paragraphs,
    pages: chapter.pages,
    prevChapterId: chapter.prevChapterId,
    nextChapterId: chapter.nextChapterId,
  };
}

/** Buys a paid chapter once; free, owned and member chapters charge 0. */
export async function buyChapter(
  db: Database,
  userId: string,
  bookId: number,
  chapterId: number,
  at: Date,
): Promise<ChapterPurchaseResult> {
  if (!(await bookExists(db, bookId))) throw new AppError(ResultCode.bookNotFound, 404);
  return db.transaction(async (tx) => {
    // Every money step of this user waits here for the one before it, so 20 concurrent buys charge once.
    const balance = await lockWallet(tx, userId);
    if (balance === null) throw new AppError(ResultCode.sessionInvalid, 401);
    const price = await chapterPrice(tx, bookId, chapterId);
    if (price === undefined) throw new AppError(ResultCode.chapterNotFound, 404);
    if (price === 0 || (await chapterMarks(tx, userId, bookId, chapterId)).bought || (await isActiveMember(tx, userId, at))) {
      return { chapterId, charged: 0, coinNum: balance };
    }
    // Throws InsufficientBalanceError (1201 当前X钻余额不足！), which rolls everything back.
    const ledger = await changeBalance(tx, { userId, amount: -price, reason: 'purchase', reference: `chapter:${chapterId}`, at });
    await insertChapterPurchase(tx, { userId, chapterId, bookId, price, ledgerId: ledger.ledgerId, at });
    return { chapterId, charged: price, coinNum: ledger.balanceAfter };
  });
}

export function readingProgress(db: Queryable, userId: string, bookId: number): Promise<ReadingProgress | null> {
  return findProgress(db, userId, bookId);
}

/** Only the locator's own fields are kept (and the ones that do not apply to the book's kind are dropped). */
function cleanLocator(locator: Locator, kind: BookKind): Locator {
  const clean: Locator = { chapterId: locator.chapterId, progression: locator.progression };
  if (kind === 'novel') {
    if (locator.paragraphIndex !== undefined) clean.paragraphIndex = locator.paragraphIndex;
    if (locator.textBefore !== undefined) clean.textBefore = locator.textBefore;
    if (locator.textAfter !== undefined) clean.textAfter = locator.textAfter;
  } else if (locator.pageIndex !== undefined) {
    clean.pageIndex = locator.pageIndex;
  }
  return clean;
}

/** readAt as a time: ISO 8601 with a date; one from the future (beyond the skew) is taken as now. */
export function parseReadAt(text: string, now: Date): Date {
  const time = /^\d{4}-\d{2}-\d{2}T/.test(text) ? Date.parse(text) : Number.NaN;
  if (Number.isNaN(time)) throw new AppError(ResultCode.badRequest, 400, 'readAt 必须是 ISO 8601 时间（例如 2026-01-01T08:00:00.000Z）');
  return time > now.getTime() + READ_AT_SKEW_MS ? now : new Date(time);
}

export interface SaveProgress {
  userId: string;
  deviceId: string;
  bookId: number;
  locator: Locator;
  readAt: string;
}

/**
 * Saves a position. A device writes at most once per 5 s for a book: an extra save inside the
 * window stores nothing and answers HTTP 429 (1704) with Retry-After, so the client knows the
 * position was not kept (its own throttle normally never gets there). Otherwise the newer of
 * the stored and the sent position wins — applied:false returns the stored, newer one — and
 * either way the book is listed in the history and the chapter is marked read.
 */
export async function saveProgress(db: Database, save: SaveProgress, now: Date): Promise<SaveProgressResult> {
  const readAt = parseReadAt(save.readAt, now);

  const chapter = await chapterOf(db, save.bookId, save.locator.chapterId);
  return db.transaction(async (tx) => {
    const holder = await takeProgressWindow(tx, save.userId, save.bookId, save.deviceId, now);
    if (holder) {
      const wait = Math.max(1, Math.ceil((holder.getTime() + PROGRESS_WRITE_WINDOW_MS - now.getTime()) / 1000));
      throw new RateLimitError(ResultCode.progressThrottled, wait);
    }
    const applied = await writeProgress(tx, {
      userId: save.userId,
      bookId: save.bookId,
      chapterId: chapter.id,
      locator: cleanLocator(save.locator, chapter.kind),
      deviceId: save.deviceId,
      readAt,
      savedAt: now,
    });
    if (await markChapterRead(tx, save.userId, save.bookId, chapter.id))
      await domainEventsOf(db).publish(tx, { type: 'read', userId: save.userId, at: now });
    const progress = await findProgress(tx, save.userId, save.bookId);
    return { applied, progress: progress! };
  });
}

async function chapterOf(db: Queryable, bookId: number, chapterId: number) {
  const book = await findBook(db, bookId);
  if (!book) throw new AppError(ResultCode.bookNotFound, 404);
  if ((await chapterIndex(db, bookId, chapterId)) === null) throw new AppError(ResultCode.chapterNotFound, 404);
  return { id: chapterId, kind: book.kind };
}

export async function history(db: Queryable, userId: string, query: PageQuery): Promise<Paged<HistoryEntry>> {
  const window = pageWindow(query);
  const [items, total] = await Promise.all([listHistory(db, userId, window.pageSize, window.offset), countHistory(db, userId)]);
  return { items, total, page: window.page, pageSize: window.pageSize };
}

export function deleteHistory(db: Queryable, userId: string, bookId: number | null): Promise<void> {
  return hideHistory(db, userId, bookId);
}

export async function subscribe(db: Queryable, userId: string, bookId: number, at: Date): Promise<void> {
  if (!(await bookExists(db, bookId))) throw new AppError(ResultCode.bookNotFound, 404);
  await insertSubscription(db, userId, bookId, at);
}

export function unsubscribe(db: Queryable, userId: string, bookId: number): Promise<void> {
  return deleteSubscription(db, userId, bookId);
}

export async function subscriptions(db: Queryable, userId: string, query: PageQuery): Promise<Paged<SubscriptionEntry>> {
  const window = pageWindow(query);
  const [items, total] = await Promise.all([listSubscriptions(db, userId, window.pageSize, window.offset), countSubscriptions(db, userId)]);
  return { items, total, page: window.page, pageSize: window.pageSize };
}

/** The comics home (spec §2 animate): banners, tags, rankings, latest updates. */
export async function animateHome(db: Queryable): Promise<AnimateHome> {
  const filter = { kind: 'comic' as const, tagId: null };
  const [hot, updates, tags] = await Promise.all([
    listBooks(db, filter, 'hot', 10, 0),
    listBooks(db, filter, 'updated', 12, 0),
    listTags(db, 'comic'),
  ]);
  return { banners: hot.slice(0, 5), tags, rankings: hot, updates };
}
