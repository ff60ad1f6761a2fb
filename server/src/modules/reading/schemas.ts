import { Type } from '@sinclair/typebox';
import { pictureVariantQuery } from '../media';
import {
  AnimateHomeSchema,
  BookInfoSchema,
  BookCardSchema,
  BookListQuerySchema,
  BookParamsSchema,
  ChapterContentSchema,
  ChapterEntrySchema,
  ChapterListQuerySchema,
  ChapterParamsSchema,
  ChapterPurchaseResultSchema,
  HistoryEntrySchema,
  Paged,
  PageQuerySchema,
  ProgressQuerySchema,
  ReadingProgressSchema,
  ReadingTagQuerySchema,
  ReadingTagSchema,
  SaveProgressRequestSchema,
  SaveProgressResultSchema,
  SubscriptionEntrySchema,
} from '@portal/shared/schemas';
import { routeSchema } from '../../platform/http/route-schema';

const tag = 'reading';

export const tagListSchema = routeSchema({
  summary: '阅读分类标签（可按小说/漫画筛选）',
  tag,
  querystring: ReadingTagQuerySchema,
  data: Type.Array(ReadingTagSchema),
});

export const bookListSchema = routeSchema({
  summary: '书籍列表：按类型、标签筛选，最热/最新上架/最近更新排序，分页',
  tag,
  querystring: BookListQuerySchema,
  data: Paged(BookCardSchema),
});

export const bookInfoSchema = routeSchema({
  summary: '书籍详情（登录时带书架状态和阅读进度）',
  tag,
  params: BookParamsSchema,
  data: BookInfoSchema,
});

export const chapterListSchema = routeSchema({
  summary: '章节目录（分页；已读、已解锁标记；aroundChapterId 定位到所在页）',
  tag,
  params: BookParamsSchema,
  querystring: ChapterListQuerySchema,
  data: Paged(ChapterEntrySchema),
});

export const chapterContentSchema = routeSchema({
  summary: '章节内容：免费章节人人可读；付费章节需购买或会员，否则 HTTP 402（1703）',
  tag,
  params: ChapterParamsSchema,
  data: ChapterContentSchema,
});

export const chapterBuySchema = routeSchema({
  summary: '购买付费章节：每人每章只扣一次 X钻（已购、会员或免费章节扣 0）；余额不足 1201',
  tag,
  params: ChapterParamsSchema,
  data: ChapterPurchaseResultSchema,
});

export const progressSchema = routeSchema({
  summary: '读取阅读进度（未读为 null）',
  tag,
  querystring: ProgressQuerySchema,
  data: Type.Union([ReadingProgressSchema, Type.Null()]),
});

export const saveProgressSchema = routeSchema({
  summary: '保存阅读进度：较新的（readAt）生效；同一设备同一本书 5 秒内最多写一次（否则 HTTP 429，1704）',
  tag,
  body: SaveProgressRequestSchema,
  data: SaveProgressResultSchema,
});

export const historySchema = routeSchema({
  summary: '阅读记录（最近阅读在前，分页）',
  tag,
  querystring: PageQuerySchema,
  data: Paged(HistoryEntrySchema),
});

export const deleteHistorySchema = routeSchema({
  summary: '删除一本书的阅读记录（进度保留）',
  tag,
  params: BookParamsSchema,
  data: Type.Null(),
});

export const clearHistorySchema = routeSchema({ summary: '清空阅读记录（进度保留）', tag, data: Type.Null() });

export const subscribeSchema = routeSchema({ summary: '加入书架（重复加入无影响）', tag, params: BookParamsSchema, data: Type.Null() });

export const unsubscribeSchema = routeSchema({ summary: '移出书架（重复移出无影响）', tag, params: BookParamsSchema, data: Type.Null() });

export const subscriptionListSchema = routeSchema({
  summary: '我的书架（最近加入在前，分页；标记上次阅读后是否有更新）',
  tag,
  querystring: PageQuerySchema,
  data: Paged(SubscriptionEntrySchema),
});

export const animateHomeSchema = routeSchema({ summary: '动漫首页：轮播、分类、排行、最近更新', tag, data: AnimateHomeSchema });

/** Page images and covers: files, kept out of the OpenAPI document. */
export const readingFileSchema = {
  summary: '阅读区图片（封面、漫画页）',
  hide: true,
  params: Type.Object({ file: Type.String({ maxLength: 64 }) }),
  querystring: pictureVariantQuery,
};
