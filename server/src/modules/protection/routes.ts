import type { FastifyInstance } from 'fastify';
import type { ProtectionConfig } from '../../config';
import type { Database } from '../../db/types';
import type { Clock } from '../../platform/clock';
import { ok } from '../../platform/http/envelope';
import { typedRoutes } from '../../platform/module';
import { viewerOf } from '../../platform/sessions/viewer';
import type { RateLimiter } from '../../platform/rate-limit/rate-limiter';
import type { RealNameProvider } from './real-name-provider';
import { realNameStatusSchema, verifyRealNameSchema } from './schemas';
import { realNameStatus, verifyRealName } from './service';

export interface ProtectionDeps {
  db: Database;
  now: Clock;
  config: ProtectionConfig;
  provider: RealNameProvider;
  rateLimiter: RateLimiter;
}

/** The player's own verification (who asks comes from the session only). */
export function protectionRoutes(deps: ProtectionDeps) {
  const { db, now } = deps;
  return async (app: FastifyInstance) => {
    const api = typedRoutes(app);

    api.get('/user/realname', { schema: realNameStatusSchema, config: { viewer: 'required' } }, async (request) =>
      ok(await realNameStatus(db, viewerOf(request).userId, now())),
    );

    api.post('/user/realname', { schema: verifyRealNameSchema, config: { viewer: 'checked' } }, async (request) =>
      ok(await verifyRealName(deps, viewerOf(request).userId, request.body, now())),
    );
  };
}
