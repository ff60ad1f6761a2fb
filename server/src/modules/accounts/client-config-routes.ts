import type { ClientConfig } from '@portal/shared/types';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../platform/http/envelope';
import type { AccountsDeps } from './accounts-deps';
import { clientConfigSchema } from './account-schemas';

/** GET /api/client/config — spec §3 Client/SDK configuration (appID 2008, appKey '{key}', channel '0'). */
export function clientConfigRoutes(deps: AccountsDeps) {
  const config: ClientConfig = {
    appID: 2008,
    appKey: '{key}',
    channelID: '0',
    otherConfig: { autoRegister: deps.config.phoneAutoRegister ? 1 : 0 },
    serverConfig: {
      smsResendSeconds: deps.config.smsResendSeconds,
      avatarMaxBytes: deps.config.avatarMaxBytes,
      serviceEmail: deps.config.serviceEmail,
    },
  };
  return async (app: FastifyInstance) => {
    app.get('/client/config', { schema: clientConfigSchema }, async () => ok(config));
  };
}
