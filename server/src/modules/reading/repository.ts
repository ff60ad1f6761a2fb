import type { BookCard, BookKind, BookSort, ComicPage, Locator, ReadingProgress, ReadingTag } from '@portal/shared/types';
import type { Queryable } from '../../db/types';

/**
 * SQL of the reading tables: reading_tags, books, book_tags, book_chapters, chapter_purchases,
 * reading_progress, reading_progress_writes, chapter_reads, book_subscriptions.
 */

/** A timestamp column as ISO 8601 with milliseconds (a Date may come from another realm, so no instanceof; text is parsed). */
const iso = (value: unknown) =>
  Object.prototype.toString.call(value) === '[object Date]' ? (value as Date).toISOString() : new Date(String(value)).toISOString();

/** The card columns of `books b`. */
const CARD_COLUMNS = `b.id::int AS id, b.kind, b.title, b.author, b.cover, b.summary, b.tags, b.status, b.size::int AS size,
  b.chapter_count::int AS chapter_count, b.latest_chapter_title, b.updated_at`;

interface CardRow {
  id: number;
  kind: BookKind;
  title: string;
  author: string;
  cover: string;
  summary: string;
  tags: string[] | string;
  status: BookCard['status'];
  size: number;
  chapter_count: number;
  latest_chapter_title: string;
  updated_at: Date | string;
}

const json = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

function toCard(row: CardRow): BookCard {
  return {
    id: Number(row.id),
    kind: row.kind,
    title: row.title,
    author: row.author,
    cover: row.cover,
    summary: row.summary,
    tags: json<string[]>(row.tags),
    status: row.status,
    size: Number(row.size),
    chapterCount: Number(row.chapter_count),
    latestChapterTitle: row.latest_chapter_title,
    updatedAt: iso(row.updated_at),
  };
}

export async function listTags(db: Queryable, kind: BookKind | null): Promise<ReadingTag[]> {
  const rows = await db.query<ReadingTag>(
    'SELECT id::int AS id, name, kind FROM reading_tags WHERE ($1::text IS NULL OR kind = $1) ORDER BY sort, id',
    [kind],
  );
  return rows.map((row) => ({ ...row, id: Number(row.id) }));
}

/** Each order has its index (books_hot/new/updated, with and without kind). */
const ORDERS: Record<BookSort, string> = {
  hot: 'b.hot_score DESC, b.id DESC',
  new: 'b.created_at DESC, b.id DESC',
  updated: 'b.updated_at DESC, b.id DESC',
};

const BOOK_FILTER = `($1::text IS NULL OR b.kind = $1)
  AND ($2::int IS NULL OR EXISTS (SELECT 1 FROM book_tags t WHERE t.tag_id = $2 AND t.book_id = b.id))`;

export interface BookFilter {
  kind: BookKind | null;
  tagId: number | null;
}

export async function listBooks(db: Queryable, filter: BookFilter, sort: BookSort, limit: number, offset: number): Promise<BookCard[]> {
  const rows = await db.query<CardRow>(
    `SELECT ${CARD_COLUMNS} FROM books b WHERE ${BOOK_FILTER} ORDER BY ${ORDERS[sort]} LIMIT $3 OFFSET $4`,
    [filter.kind, filter.tagId, limit, offset],
  );
  return rows.map(toCard);
}

/** Books are few (hundreds), so the list total is a plain count. */
export async function countBooks(db: Queryable, filter: BookFilter): Promise<number> {
  const row = await db.one<{ n: number }>(`SELECT count(*)::int AS n FROM books b WHERE ${BOOK_FILTER}`, [filter.kind, filter.tagId]);
  return Number(row?.n ?? 0);
}

export interface BookRow extends BookCard {
  paidChapterCount: number;
  firstChapterId: number | null;
}

export async function findBook(db: Queryable, bookId: number): Promise<BookRow | undefined> {
  const row = await db.one<CardRow & { paid_chapter_count: number; first_chapter_id: number | null }>(
    `SELECT ${CARD_COLUMNS}, b.paid_chapter_count::int AS paid_chapter_count,
       (SELECT c.id::int FROM book_chapters c WHERE c.book_id = b.id ORDER BY c.idx LIMIT 1) AS first_chapter_id
     FROM books b WHERE b.id = $1`,
    [bookId],
  );
  if (!row) return undefined;
  return {
    ...toCard(row),
    paidChapterCount: Number(row.paid_chapter_count),
    firstChapterId: row.first_chapter_id === null ? null : Number(row.first_chapter_id),
  };
}

export async function bookExists(db: Queryable, bookId: number): Promise<boolean> {
  return !!(await db.one('SELECT 1 FROM books WHERE id = $1', [bookId]));
}

/** A chapter row of the menu, with the viewer's marks (no viewer: both false). */
export interface MenuRow {
  id: number;
  index: number;
  title: string;
  price: number;
  size: number;
  bought: boolean;
  read: boolean;
}

export async function listChapters(
  db: Queryable,
  bookId: number,
  userId: string | null,
  limit: number,
  offset: number,
): Promise<MenuRow[]> {
  const rows = await db.query<MenuRow>(
    `SELECT c.id::int AS id, c.idx AS index, c.title, c.price, c.size,
       (p.chapter_id IS NOT NULL) AS bought, (r.chapter_id IS NOT NULL) AS read
     FROM book_chapters c
     LEFT JOIN chapter_purchases p ON p.user_id = $2::bigint AND p.chapter_id = c.id
     LEFT JOIN chapter_reads r ON r.user_id = $2::bigint AND r.book_id = c.book_id AND r.chapter_id = c.id
     WHERE c.book_id = $1 ORDER BY c.idx LIMIT $3 OFFSET $4`,
    [bookId, userId, limit, offset],
  );
  return rows.map((row) => ({ ...row, id: Number(row.id), index: Number(row.index), price: Number(row.price), size: Number(row.size) }));
}

/** The 1-based position of a chapter in its book (null: not a chapter of that book). */
export async function chapterIndex(db: Queryable, bookId: number, chapterId: number): Promise<number | null> {
  const row = await db.one<{ idx: number }>('SELECT idx FROM book_chapters WHERE id = $1 AND book_id = $2', [chapterId, bookId]);
  return row ? Number(row.idx) : null;
}

/** A chapter with what the reader shows around it (public: the same for every viewer). */
export interface StoredChapter {
  id: number;
  bookId: number;
  kind: BookKind;
  index: number;
  title: string;
  price: number;
  size: number;
  paragraphs: string[];
  pages: ComicPage[];
  prevChapterId: number | null;
  nextChapterId: number | null;
}

export async function findChapter(db: Queryable, chapterId: number): Promise<StoredChapter | undefined> {
  const row = await db.one<{
    id: number;
    book_id: number;
    kind: BookKind;
    idx: number;
    title: string;
    price: number;
    size: number;
    content: unknown;
    prev_id: number | null;
    next_id: number | null;
  }>(
    `SELECT c.id::int AS id, c.book_id::int AS book_id, b.kind, c.idx, c.title, c.price, c.size, c.content,
       (SELECT p.id::int FROM book_chapters p WHERE p.book_id = c.book_id AND p.idx < c.idx ORDER BY p.idx DESC LIMIT 1) AS prev_id,
       (SELECT n.id::int FROM book_chapters n WHERE n.book_id = c.book_id AND n.idx > c.idx ORDER BY n.idx LIMIT 1) AS next_id
     FROM book_chapters c JOIN books b ON b.id = c.book_id WHERE c.id = $1`,
    [chapterId],
  );
  if (!row) return undefined;
  const content = json<unknown[]>(row.content as string);
  return {
    id: Number(row.id),
    bookId: Number(row.book_id),
    kind: row.kind,
    index: Number(row.idx),
    title: row.title,
    price: Number(row.price),
    size: Number(row.size),
    paragraphs: row.kind === 'novel' ? (content as string[]) : [],
    pages: row.kind === 'comic' ? (content as ComicPage[]) : [],
    prevChapterId: row.prev_id === null ? null : Number(row.prev_id),
    nextChapterId: row.next_id === null ? null : Number(row.next_id),
  };
}

/** The price of a chapter of a book, read inside the purchase's transaction (undefined: no such chapter there). */
export async function chapterPrice(tx: Queryable, bookId: number, chapterId: number): Promise<number | undefined> {
  const row = await tx.one<{ price: number }>('SELECT price FROM book_chapters WHERE id = $1 AND book_id = $2', [chapterId, bookId]);
  return row ? Number(row.price) : undefined;
}

/** The viewer's marks on one chapter. */
export async function chapterMarks(
  db: Queryable,
  userId: string,
  bookId: number,
  chapterId: number,
): Promise<{ bought: boolean; read: boolean }> {
  const row = await db.one<{ bought: boolean; read: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM chapter_purchases WHERE user_id = $1 AND chapter_id = $3) AS bought,
            EXISTS (SELECT 1 FROM chapter_reads WHERE user_id = $1 AND book_id = $2 AND chapter_id = $3) AS read`,
    [userId, bookId, chapterId],
  );
  return { bought: !!row?.bought, read: !!row?.read };
}

export async function insertChapterPurchase(
  tx: Queryable,
  purchase: { userId: string; chapterId: number; bookId: number; price: number; ledgerId: string; at: Date },
): Promise<void> {
  await tx.query(
    'INSERT INTO chapter_purchases (user_id, chapter_id, book_id, price, ledger_id, created_at) VALUES ($1, $2, $3, $4, $5, $6)',
    [purchase.userId, purchase.chapterId, purchase.bookId, purchase.price, purchase.ledgerId, purchase.at],
  );
}

// ---- Progress ----

/** The throttle's window (ms) for one user, book and device. */
export const PROGRESS_WRITE_WINDOW_MS = 5_000;

/**
 * Takes the throttle's window for (user, book, device) when the last accepted write is at least
 * the window old; atomic (one statement), so concurrent saves take it once. Returns null when
 * taken, else the time of the write that holds the window.
 */
export async function takeProgressWindow(tx: Queryable, userId: string, bookId: number, deviceId: string, at: Date): Promise<Date | null> {
  const taken = await tx.one(
    `INSERT INTO reading_progress_writes (user_id, book_id, device_id, written_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (user_id, book_id, device_id) DO UPDATE SET written_at = EXCLUDED.written_at
       WHERE reading_progress_writes.written_at <= $4::timestamptz - ($5::int * interval '1 millisecond')
          OR reading_progress_writes.written_at > $4::timestamptz
     RETURNING 1`,
    [userId, bookId, deviceId, at, PROGRESS_WRITE_WINDOW_MS],
  );
  if (taken) return null;
  const holder = await tx.one<{ written_at: Date | string }>(
    'SELECT written_at FROM reading_progress_writes WHERE user_id = $1 AND book_id = $2 AND device_id = $3',
    [userId, bookId, deviceId],
  );
  return new Date(iso(holder?.written_at ?? at));
}

export interface ProgressWrite {
  userId: string;
  bookId: number;
  chapterId: number;
  locator: Locator;
  deviceId: string;
  readAt: Date;
  savedAt: Date;
}

/**
 * Stores a position unless the stored one is as new or newer (by read_at). Either way the book
 * is listed in the history and saved_at records this read. True when the position was stored.
 */
export async function writeProgress(tx: Queryable, write: ProgressWrite): Promise<boolean> {
  const values = [write.userId, write.bookId, write.chapterId, JSON.stringify(write.locator), write.deviceId, write.readAt, write.savedAt];
  const inserted = await tx.one(
    `INSERT INTO reading_progress (user_id, book_id, chapter_id, locator, device_id, read_at, saved_at, in_history)
     VALUES ($1, $2, $3, $4::jsonb, $5, $6, $7, true) ON CONFLICT (user_id, book_id) DO NOTHING RETURNING 1`,
    values,
  );
  if (inserted) return true;
  // The row lock makes the comparison and the write one step: of two devices, the newer wins.
  const updated = await tx.one(
    `UPDATE reading_progress SET chapter_id = $3, locator = $4::jsonb, device_id = $5, read_at = $6, saved_at = $7, in_history = true
     WHERE user_id = $1 AND book_id = $2 AND read_at < $6 RETURNING 1`,
    values,
  );
  if (updated) return true;
  await tx.query('UPDATE reading_progress SET saved_at = $3, in_history = true WHERE user_id = $1 AND book_id = $2', [
    write.userId,
    write.bookId,
    write.savedAt,
  ]);
  return false;
}

/** Marks a chapter read; true the first time (a chapter is read once, however often it is opened). */
export async function markChapterRead(tx: Queryable, userId: string, bookId: number, chapterId: number): Promise<boolean> {
  const marked = await tx.query(
    'INSERT INTO chapter_reads (user_id, book_id, chapter_id) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING chapter_id',
    [userId, bookId, chapterId],
  );
  return marked.length === 1;
}

interface ProgressRow {
  book_id: number;
  locator: Locator | string;
  chapter_title: string;
  device_id: string;
  read_at: Date | string;
}

const PROGRESS_COLUMNS = `rp.book_id::int AS book_id, rp.locator, pc.title AS chapter_title, rp.device_id, rp.read_at`;

function toProgress(row: ProgressRow): ReadingProgress {
  return {
    bookId: Number(row.book_id),
    locator: json<Locator>(row.locator),
    chapterTitle: row.chapter_title,
    deviceId: row.device_id,
    readAt: iso(row.read_at),
  };
}

export async function findProgress(db: Queryable, userId: string, bookId: number): Promise<ReadingProgress | null> {
  const row = await db.one<ProgressRow>(
    `SELECT ${PROGRESS_COLUMNS} FROM reading_progress rp JOIN book_chapters pc ON pc.id = rp.chapter_id
     WHERE rp.user_id = $1 AND rp.book_id = $2`,
    [userId, bookId],
  );
  return row ? toProgress(row) : null;
}

// ---- History ----

export async function listHistory(
  db: Queryable,
  userId: string,
  limit: number,
  offset: number,
): Promise<{ book: BookCard; progress: ReadingProgress }[]> {
  const rows = await db.query<CardRow & ProgressRow>(
    `SELECT ${CARD_COLUMNS}, ${PROGRESS_COLUMNS}
     FROM reading_progress rp JOIN books b ON b.id = rp.book_id JOIN book_chapters pc ON pc.id = rp.chapter_id
     WHERE rp.user_id = $1 AND rp.in_history ORDER BY rp.read_at DESC, rp.book_id DESC LIMIT $2 OFFSET $3`,
    [userId, limit, offset],
  );
  return rows.map((row) => ({ book: toCard(row), progress: toProgress(row) }));
}

export async function countHistory(db: Queryable, userId: string): Promise<number> {
  const row = await db.one<{ n: number }>('SELECT count(*)::int AS n FROM reading_progress WHERE user_id = $1 AND in_history', [userId]);
  return Number(row?.n ?? 0);
}

/** Takes books out of the history (one, or all with bookId null); the positions stay for 继续阅读. */
export async function hideHistory(db: Queryable, userId: string, bookId: number | null): Promise<void> {
  await db.query('UPDATE reading_progress SET in_history = false WHERE user_id = $1 AND ($2::int IS NULL OR book_id = $2) AND in_history', [
    userId,
    bookId,
  ]);
}

// ---- Subscriptions ----

export async function insertSubscription(db: Queryable, userId: string, bookId: number, at: Date): Promise<void> {
  await db.query('INSERT INTO book_subscriptions (user_id, book_id, created_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [
    userId,
    bookId,
    at,
  ]);
}

export async function deleteSubscription(db: Queryable, userId: string, bookId: number): Promise<void> {
  await db.query('DELETE FROM book_subscriptions WHERE user_id = $1 AND book_id = $2', [userId, bookId]);
}

export async function isSubscribed(db: Queryable, userId: string, bookId: number): Promise<boolean> {
  return !!(await db.one('SELECT 1 FROM book_subscriptions WHERE user_id = $1 AND book_id = $2', [userId, bookId]));
}

export interface SubscriptionRow {
  book: BookCard;
  subscribedAt: string;
  updatedSinceRead: boolean;
  lastReadChapterTitle: string | null;
}

/** The shelf, newest subscription first; "updated" compares the latest chapter with the last read (or the subscription). */
export async function listSubscriptions(db: Queryable, userId: string, limit: number, offset: number): Promise<SubscriptionRow[]> {
  const rows = await db.query<CardRow & { subscribed_at: Date | string; updated_since_read: boolean; last_title: string | null }>(
    `SELECT ${CARD_COLUMNS}, s.created_at AS subscribed_at,
       (b.updated_at > COALESCE(rp.saved_at, s.created_at)) AS updated_since_read, pc.title AS last_title
     FROM book_subscriptions s JOIN books b ON b.id = s.book_id
     LEFT JOIN reading_progress rp ON rp.user_id = s.user_id AND rp.book_id = s.book_id
     LEFT JOIN book_chapters pc ON pc.id = rp.chapter_id
     WHERE s.user_id = $1 ORDER BY s.created_at DESC, s.book_id DESC LIMIT $2 OFFSET $3`,
    [userId, limit, offset],
  );
  return rows.map((row) => ({
    book: toCard(row),
    subscribedAt: iso(row.subscribed_at),
    updatedSinceRead: !!row.updated_since_read,
    lastReadChapterTitle: row.last_title ?? null,
  }));
}

export async function countSubscriptions(db: Queryable, userId: string): Promise<number> {
  const row = await db.one<{ n: number }>('SELECT count(*)::int AS n FROM book_subscriptions WHERE user_id = $1', [userId]);
  return Number(row?.n ?? 0);
}

// ---- Writing books (the demo seed and tests) ----

export interface NewBook {
  kind: BookKind;
  title: string;
  author: string;
  cover: string;
  summary: string;
  tagIds: number[];
  status: BookCard['status'];
  hotScore: number;
  createdAt: Date;
}

export interface NewChapter {
  title: string;
  price: number;
  /** Novels: paragraphs; comics: pages. */
  paragraphs?: string[];
  pages?: ComicPage[];
  createdAt: Date;
}

export async function insertTags(db: Queryable, tags: readonly ReadingTag[]): Promise<void> {
  for (const [sort, tag] of tags.entries()) {
    await db.query('INSERT INTO reading_tags (id, name, kind, sort) VALUES ($1, $2, $3, $4) ON CONFLICT (id) DO NOTHING', [
      tag.id,
      tag.name,
      tag.kind,
      sort + 1,
    ]);
  }
}

export async function insertBook(db: Queryable, book: NewBook): Promise<number> {
  const row = await db.one<{ id: number }>(
    `INSERT INTO books (kind, title, author, cover, summary, tags, status, hot_score, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, (SELECT COALESCE(jsonb_agg(name ORDER BY sort), '[]'::jsonb) FROM reading_tags WHERE id = ANY($6::int[])),
             $7, $8, $9, $9)
     RETURNING id::int AS id`,
    [book.kind, book.title, book.author, book.cover, book.summary, book.tagIds, book.status, book.hotScore, book.createdAt],
  );
  const id = Number(row!.id);
  for (const tagId of book.tagIds) {
    await db.query('INSERT INTO book_tags (tag_id, book_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [tagId, id]);
  }
  return id;
}

/** Appends a chapter after the book's last one and keeps the book's counters and updated time. */
export async function appendChapter(db: Queryable, bookId: number, chapter: NewChapter): Promise<number> {
  return (await appendChapters(db, bookId, [chapter]))[0]!;
}

const chapterSize = (chapter: NewChapter) =>
  chapter.pages ? chapter.pages.length : (chapter.paragraphs ?? []).reduce((sum, text) => sum + [...text].length, 0);

/**
 * Appends chapters in order after the book's last one (one INSERT for all, then one UPDATE of the
 * book's size, counts, latest title and updated time); returns their ids in order.
 */
export async function appendChapters(db: Queryable, bookId: number, chapters: readonly NewChapter[]): Promise<number[]> {
  if (chapters.length === 0) return [];
  const rows = await db.query<{ id: number; idx: number }>(
    `INSERT INTO book_chapters (book_id, idx, title, price, size, content, created_at)
     SELECT $1, (SELECT COALESCE(max(idx), 0) FROM book_chapters WHERE book_id = $1) + n.ord, n.title, n.price, n.size, n.content, n.created_at
     FROM unnest($2::text[], $3::int[], $4::int[], $5::jsonb[], $6::timestamptz[]) WITH ORDINALITY AS n(title, price, size, content, created_at, ord)
     ORDER BY n.ord
     RETURNING id::int AS id, idx`,
    [
      bookId,
      chapters.map((c) => c.title),
      chapters.map((c) => c.price),
      chapters.map(chapterSize),
      chapters.map((c) => JSON.stringify(c.pages ?? c.paragraphs ?? [])),
      chapters.map((c) => c.createdAt.toISOString()),
    ],
  );
  const last = chapters[chapters.length - 1]!;
  const latest = new Date(Math.max(...chapters.map((c) => c.createdAt.getTime())));
  await db.query(
    `UPDATE books SET size = size + $2, chapter_count = chapter_count + $3, paid_chapter_count = paid_chapter_count + $4,
       latest_chapter_title = $5, updated_at = GREATEST(updated_at, $6)
     WHERE id = $1`,
    [
      bookId,
      chapters.reduce((sum, c) => sum + chapterSize(c), 0),
      chapters.length,
      chapters.filter((c) => c.price > 0).length,
      last.title,
      latest,
    ],
  );
  return rows.sort((a, b) => Number(a.idx) - Number(b.idx)).map((row) => Number(row.id));
}

export async function anyBook(db: Queryable): Promise<boolean> {
  return !!(await db.one('SELECT 1 FROM books LIMIT 1'));
}
