import type { FastifyInstance } from 'fastify';
import { clientIdentity } from '../../platform/http/client-identity';
import { ok } from '../../platform/http/envelope';
import { typedRoutes } from '../../platform/module';
import { opsStatusSchema, recordRemoteLoadsSchema } from './schemas';
import type { TelemetryService } from './service';

/**
 * The collector (POST /api/telemetry/remote-loads: anyone, no session — a beacon carries no
 * headers of ours — limited per address) and the ops status (GET /api/ops/status: staff only).
 */
export function telemetryRoutes(service: TelemetryService) {
  return async (app: FastifyInstance) => {
    const api = typedRoutes(app);

    api.post('/telemetry/remote-loads', { schema: recordRemoteLoadsSchema }, async (request) =>
      ok(await service.record(request.body, clientIdentity(request).address)),
    );

    api.get('/ops/status', { schema: opsStatusSchema, config: { viewer: 'staff' } }, async () => ok(await service.status()));
  };
}
