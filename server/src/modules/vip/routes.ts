import type { FastifyInstance } from 'fastify';
import { ok } from '../../platform/http/envelope';
import { type ModuleContext, typedRoutes } from '../../platform/module';
import { viewerOf } from '../../platform/sessions/viewer';
import { vipConfigSchema, vipOpenSchema } from './schemas';
import { openVip, vipConfig } from './service';

/** Membership routes under /api (spec §7 vip/vipconfig, vip/vipopen). */
export function vipRoutes({ db, now }: ModuleContext) {
  return async (app: FastifyInstance) => {
    const api = typedRoutes(app);
    api.post('/vip/vipconfig', { schema: vipConfigSchema, config: { viewer: 'optional' } }, async (request) =>
      ok(await vipConfig(db, request.viewer?.userId ?? null, now())),
    );
    api.post('/vip/vipopen', { schema: vipOpenSchema, config: { viewer: 'required' } }, async (request) =>
      ok(await openVip(db, viewerOf(request).userId, request.body.planId, now())),
    );
  };
}
