import type { NewsArticle, NewsSummary, PageQuery, Paged } from '@portal/shared/types';
import type { Queryable } from '../../db/types';
import { pageWindow } from '../../platform/http/paging';
import { findNews, listNews } from './repository';

/** Game news, newest first; one game's only when gameId is given. */
export async function newsPage(db: Queryable, query: PageQuery & { gameId?: number | undefined }): Promise<Paged<NewsSummary>> {
  const window = pageWindow(query);
  const { items, total } = await listNews(db, { ...window, gameId: query.gameId ?? null });
  return { items, total, page: window.page, pageSize: window.pageSize };
}

export const ARTICLE_NOT_FOUND = '资讯不存在或已删除';

/** One article, or null when there is none (the route answers 404 ARTICLE_NOT_FOUND). */
export function findArticle(db: Queryable, id: number): Promise<NewsArticle | null> {
  return findNews(db, id);
}
