import type { FastifyInstance } from 'fastify';
import { ok } from '../../platform/http/envelope';
import { type ModuleContext, typedRoutes } from '../../platform/module';
import { viewerOf } from '../../platform/sessions/viewer';
import { activityDetailSchema, activityListSchema, taskClaimSchema } from './schemas';
import { activityDetail, activityList, claimTask } from './service';

/** The activity centre under /api/activity (issue 14; the spec shows no calls). */
export function activityRoutes({ db, now }: ModuleContext) {
  return async (app: FastifyInstance) => {
    const api = typedRoutes(app);

    api.get('/activity/list', { schema: activityListSchema }, async (request) => ok(await activityList(db, request.query, now())));

    api.get('/activity/:id', { schema: activityDetailSchema, config: { viewer: 'optional' } }, async (request) =>
      ok(await activityDetail(db, request.params.id, request.viewer?.userId ?? null, now())),
    );

    api.post('/activity/task/:taskId/claim', { schema: taskClaimSchema, config: { viewer: 'required' } }, async (request) =>
      ok(await claimTask(db, viewerOf(request).userId, request.params.taskId, now())),
    );
  };
}
