import { Type } from '@sinclair/typebox';
import { Id, NullableInteger, NullableString, PageQuerySchema, StringEnum } from './common';

/**
 * The reading section (spec §1 "a reading section for books and comics", §2 animate,
 * /readhistory, /subscriblist, /readbook/:id/:cid, /bookmenu/:id, /bookinfo/:id). The spec
 * shows no calls: they are designed here under /api/v1/reading, with the envelope and the
 * project's one paging rule (page, pageSize → items, total, page, pageSize).
 */

export const BookKindSchema = StringEnum(['novel', 'comic'] as const, { description: 'novel 小说，comic 漫画' });
export const BookStatusSchema = StringEnum(['ongoing', 'finished'] as const, { description: 'ongoing 连载，finished 完结' });
export const BookSortSchema = StringEnum(['hot', 'new', 'updated'] as const, { description: 'hot 最热，new 最新上架，updated 最近更新' });

export const ReadingTagSchema = Type.Object({ id: Type.Integer(), name: Type.String(), kind: BookKindSchema });

/** A book in lists (cards, rankings, shelves). */
export const BookCardSchema = Type.Object({
  id: Type.Integer(),
  kind: BookKindSchema,
  title: Type.String(),
  author: Type.String(),
  cover: Type.String({ description: '封面地址（可能以 .enc 结尾，按规范 §4 解密显示）' }),
  summary: Type.String(),
  tags: Type.Array(Type.String()),
  status: BookStatusSchema,
  /** Novels: total characters; comics: total pages. */
  size: Type.Integer({ description: '小说为总字数，漫画为总页数' }),
  chapterCount: Type.Integer(),
  latestChapterTitle: Type.String(),
  updatedAt: Type.String({ description: '最近一次更新章节的时间（ISO 8601）' }),
});

/**
 * Where a reader is in a book (a locator in the spirit of Readium's): the chapter, how far
 * through it (0–1), and for novels a few characters around the position so another device
 * lands on the same paragraph even if its layout differs; for comics the page index.
 */
export const LocatorSchema = Type.Object({
  chapterId: Id(),
  progression: Type.Number({ minimum: 0, maximum: 1, description: '章节内进度 0–1' }),
  paragraphIndex: Type.Optional(Type.Union([Type.Integer({ minimum: 0, maximum: 100_000 }), Type.Null()])),
  textBefore: Type.Optional(Type.Union([Type.String({ maxLength: 32 }), Type.Null()])),
  textAfter: Type.Optional(Type.Union([Type.String({ maxLength: 32 }), Type.Null()])),
  pageIndex: Type.Optional(Type.Union([Type.Integer({ minimum: 0, maximum: 100_000 }), Type.Null()])),
});

/** A stored position: the locator, when it was taken on its device, and which device. */
export const ReadingProgressSchema = Type.Object({
  bookId: Type.Integer(),
  locator: LocatorSchema,
  chapterTitle: Type.String(),
  deviceId: Type.String(),
  /** When the reader was at this position (the device's clock, checked by the server not to lie in the future). */
  readAt: Type.String({ description: 'ISO 8601' }),
});

export const BookInfoSchema = Type.Object({
  ...BookCardSchema.properties,
  subscribed: Type.Boolean({ description: '已加入书架' }),
  firstChapterId: NullableInteger(),
  progress: Type.Union([ReadingProgressSchema, Type.Null()], { description: '当前用户的阅读进度（游客或未读为 null）' }),
  paidChapterCount: Type.Integer(),
});

export const ChapterEntrySchema = Type.Object({
  id: Type.Integer(),
  index: Type.Integer({ description: '第几章，从 1 开始' }),
  title: Type.String(),
  price: Type.Integer({ description: '0 免费；否则为 X钻 价格' }),
  /** The viewer may read it: free, bought, or a member. */
  unlocked: Type.Boolean(),
  read: Type.Boolean({ description: '读过（在阅读记录里出现过）' }),
  size: Type.Integer({ description: '小说为字数，漫画为页数' }),
});

export const ComicPageSchema = Type.Object({ url: Type.String(), width: Type.Integer(), height: Type.Integer() });

export const ChapterContentSchema = Type.Object({
  bookId: Type.Integer(),
  kind: BookKindSchema,
  chapter: ChapterEntrySchema,
  /** Novels: the chapter's paragraphs as plain text (rendered as text, never HTML). */
  paragraphs: Type.Array(Type.String()),
  /** Comics: the pages in reading order. */
  pages: Type.Array(ComicPageSchema),
  prevChapterId: NullableInteger(),
  nextChapterId: NullableInteger(),
});

export const ChapterPurchaseResultSchema = Type.Object({
  chapterId: Type.Integer(),
  charged: Type.Integer({ description: '本次扣除的 X钻（已购买或会员为 0）' }),
  coinNum: Type.Integer({ description: '扣费后的余额' }),
});

export const SaveProgressResultSchema = Type.Object({
  /** false: the server holds a newer position (from another device), returned in progress. */
  applied: Type.Boolean(),
  progress: ReadingProgressSchema,
});

export const HistoryEntrySchema = Type.Object({ book: BookCardSchema, progress: ReadingProgressSchema });

export const SubscriptionEntrySchema = Type.Object({
  book: BookCardSchema,
  subscribedAt: Type.String(),
  /** A chapter was added after the reader's last read (or after subscribing, if never read). */
  updatedSinceRead: Type.Boolean(),
  lastReadChapterTitle: NullableString(),
});

export const AnimateHomeSchema = Type.Object({
  banners: Type.Array(BookCardSchema),
  tags: Type.Array(ReadingTagSchema),
  rankings: Type.Array(BookCardSchema),
  updates: Type.Array(BookCardSchema),
});

// ---- Requests ----

export const BookListQuerySchema = Type.Object({
  ...PageQuerySchema.properties,
  kind: Type.Optional(BookKindSchema),
  tagId: Type.Optional(Id()),
  sort: Type.Optional({ ...BookSortSchema, default: 'hot' }),
});

export const BookParamsSchema = Type.Object({ id: Id() });
export const ChapterParamsSchema = Type.Object({ id: Id(), cid: Id() });

export const SaveProgressRequestSchema = Type.Object({
  bookId: Id(),
  locator: LocatorSchema,
  /** The device's time of this position; the newer of server and device wins. */
  readAt: Type.String({ maxLength: 40, description: 'ISO 8601' }),
});

export const ChapterListQuerySchema = Type.Object({
  ...PageQuerySchema.properties,
  /** Open the page that holds this chapter (the menu's "jump to last read"). */
  aroundChapterId: Type.Optional(Id()),
});

export const ProgressQuerySchema = Type.Object({ bookId: Id() });
export const ReadingTagQuerySchema = Type.Object({ kind: Type.Optional(BookKindSchema) });
