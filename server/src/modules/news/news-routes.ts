import type { NewsArticle, Paged, NewsSummary } from '@portal/shared/types';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../platform/http/app-error';
import { envelopeSchema, ok } from '../../platform/http/envelope';
import { ResultCode } from '@portal/shared/types';
import { DEFAULT_PAGE_SIZE, emptyBodyAsObject, pagedSchema, paginationProperties } from '../catalogue/game-schemas';
import { findNews, listNews } from './news-repository';

const text = { type: 'string' } as const;

const newsSummarySchema = {
  type: 'object',
  required: ['id', 'title', 'summary', 'cover', 'gameId', 'publishedAt'],
  properties: {
    id: { type: 'integer' },
    title: text,
    summary: text,
    cover: text,
    gameId: { type: ['integer', 'null'] },
    publishedAt: text,
  },
} as const;

const newsListSchema = {
  body: {
    type: 'object',
    properties: { ...paginationProperties, gameId: { type: 'integer', minimum: 1 } },
  },
  response: { 200: envelopeSchema(pagedSchema(newsSummarySchema)) },
} as const;

const newsDetailSchema = {
  body: { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1 } } },
  response: {
    200: envelopeSchema({
      type: 'object',
      required: [...newsSummarySchema.required, 'content'],
      properties: { ...newsSummarySchema.properties, content: text },
    }),
  },
} as const;

/** Game news (spec §7 Games): a list newest first, and one article with its HTML. */
export async function newsRoutes(app: FastifyInstance) {
  app.post<{ Body: { page?: number; pageSize?: number; gameId?: number } | undefined }>(
    '/web/game/news/list',
    { schema: newsListSchema, preValidation: emptyBodyAsObject },
    async (request) => {
      const page = request.body?.page ?? 1;
      const pageSize = request.body?.pageSize ?? DEFAULT_PAGE_SIZE;
      const { items, total } = await listNews(app.db, { page, pageSize, gameId: request.body?.gameId ?? null });
      const result: Paged<NewsSummary> = { items, total, page, pageSize };
      return ok(result);
    },
  );

  app.post<{ Body: { id: number } }>('/web/game/news/detail', { schema: newsDetailSchema }, async (request) => {
    const article: NewsArticle | null = await findNews(app.db, request.body.id);
    if (!article) throw new AppError(ResultCode.notFound, 404, '资讯不存在或已删除');
    return ok(article);
  });
}
