import type { NewsArticle, NewsSummary, PageQuery, Paged } from '@portal/shared/types';
import { ResultCode } from '@portal/shared/types';
import type { Queryable } from '../../db/types';
import { AppError } from '../../platform/http/app-error';
import { pageWindow } from '../../platform/http/paging';
import { findNews, listNews } from './repository';

/** Game news, newest first; one game's only when gameId is given. */
export async function newsPage(db: Queryable, query: PageQuery & { gameId?: number | undefined }): Promise<Paged<NewsSummary>> {
  const window = pageWindow(query);
  const { items, total } = await listNews(db, { ...window, gameId: query.gameId ?? null });
  return { items, total, page: window.page, pageSize: window.pageSize };
}

export async function newsArticle(db: Queryable, id: number): Promise<NewsArticle> {
  const article = await findNews(db, id);
  if (!article) throw new AppError(ResultCode.notFound, 404, '资讯不存在或已删除');
  return article;
}
