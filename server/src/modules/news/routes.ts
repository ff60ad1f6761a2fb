import type { FastifyInstance } from 'fastify';
import { ok } from '../../platform/http/envelope';
import { type ModuleContext, typedRoutes } from '../../platform/module';
import { newsDetailSchema, newsListSchema } from './schemas';
import { newsArticle, newsPage } from './service';

/** Game news (spec §7 Games): a list newest first, and one article with its HTML. Public; read from the replica when there is one. */
export function newsRoutes({ db }: ModuleContext) {
  return async (app: FastifyInstance) => {
    const api = typedRoutes(app);
    api.post('/web/game/news/list', { schema: newsListSchema }, async (request) => ok(await newsPage(db.read, request.body ?? {})));
    api.post('/web/game/news/detail', { schema: newsDetailSchema }, async (request) => ok(await newsArticle(db.read, request.body.id)));
  };
}
