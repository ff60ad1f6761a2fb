import { API_PREFIX, defineModule } from '../../platform/module';
import { telemetryRoutes } from './routes';
import { createTelemetryService } from './service';

/**
 * Remote-load telemetry and the ops status (issue 16): the host reports how each remote page
 * load went; staff see, per environment, which build of each remote is live and how it loads.
 */
export const telemetryModule = defineModule('telemetry', async (app, context) => {
  const service = createTelemetryService({
    db: context.db,
    now: context.now,
    rateLimiter: context.rateLimiter,
    // The composition plugin is registered after the modules; it is there by the first request.
    currentEnvironment: () => app.composition.environment(),
    onPruneError: (error) => app.log.error({ err: error }, 'pruning remote_load_events failed'),
  });
  await app.register(telemetryRoutes(service), { prefix: API_PREFIX });
});
