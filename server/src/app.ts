import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { AppConfig } from './config';
import type { Database } from './db/types';
import { PORTAL_MODULES } from './modules';
import { createSmsProvider, type SmsProvider } from './modules/sms';
import { systemClock, type Clock } from './platform/clock';
import { answerClientError } from './platform/http/client-error';
import { errorHandlerPlugin } from './platform/http/error-handler';
import { createFrontCache } from './platform/http/front-cache';
import { createNotFoundHandler, type HtmlFallback } from './platform/http/not-found';
import { requestContextPlugin } from './platform/http/request-context';
import { generateRequestId } from './platform/http/request-id';
import { strictInputPlugin } from './platform/http/strict-input';
import { checkResponsesAgainstSchemas } from './platform/http/response-check';
import { recordRoutes } from './platform/http/route-inventory';
import { domainEventsOf } from './platform/events/domain-events';
import type { ModuleContext } from './platform/module';
import { apiDocsPlugin } from './platform/plugins/api-docs';
import { compressionPlugin } from './platform/plugins/compression';
import { databasePlugin } from './platform/plugins/database';
import { bodyParsersPlugin } from './platform/plugins/form-body';
import { securityHeadersPlugin } from './platform/plugins/security-headers';
import { attachLiveHub, createLiveHub } from './platform/live/live-hub';
import { createRateLimiter } from './platform/rate-limit/create-rate-limiter';
import { connectRedis } from './platform/redis/redis-client';
import { createSessionService } from './platform/sessions/session-service';
import { viewerPlugin } from './platform/sessions/viewer';
import { createLocalStorage } from './platform/storage/local-storage';
import { IdleWork } from './platform/idle-work';
import { WarmUp, type WarmUpResult } from './platform/warm-up';
import type { Storage } from './platform/storage/storage';
import { compositionPlugin } from './static/composition-plugin';
import { createLcpImageLookup } from './static/lcp-image';
import { staticLayout } from './static/layout';
import { registerStaticFiles } from './static/static-files-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Runs the warm-up steps added while the app was built (the page server's: platform/warm-up.ts), within
     * `budgetMs`; main.ts calls it before listening. Never throws: each step says how it went.
     */
    warmUp(budgetMs: number): Promise<WarmUpResult[]>;
  }
}

/** How long one plugin may take to start (the database plugin's migrations among them). */
const PLUGIN_START_BUDGET_MS = 30 * 60_000;
/**
 * How long without a request from the network counts as quiet for background work
 * (platform/idle-work.ts): longer than the gap between a page and the requests its head starts.
 */
const BACKGROUND_QUIET_MS = 250;

export interface AppDependencies {
  /** A database the caller owns (tests); otherwise one is opened from config and closed with the app. */
  database?: Database;
  /** Remote manifest/routes cache lifetime; tests shorten it. */
  remoteCacheTtlMs?: number;
  /** The clock of every time rule (SMS expiry, rate limits, sessions); tests move it. */
  now?: Clock;
  /** Replaces the SMS provider chosen by SMS_PROVIDER (tests). */
  smsProvider?: SmsProvider;
  /** Replaces the local upload storage (tests, or an object store). */
  storage?: Storage;
  /** A Redis connection the caller owns (tests); otherwise one is opened from REDIS_URL and closed with the app. */
  redis?: Redis;
  /** How often an open event stream sends its heartbeat comment (tests shorten it; default 20 s). */
  liveHeartbeatMs?: number;
}

/**
 * Builds the whole server without listening: the platform (errors, request ids, security
 * headers, database, body parsers, who is asking, the API document), then every module of
 * modules/index.ts in one loop, then the portal's pages and files. Call `await app.ready()`
 * or `app.inject()` to start it.
 */
export async function buildApp(config: AppConfig, deps: AppDependencies = {}): Promise<FastifyInstance> {
  const { trustProxy } = config;
  const now = deps.now ?? systemClock;
  const frontCache = createFrontCache(() => now().getTime());
  const app = Fastify({
    // A guest's repeat of a kept public read is answered in front of Fastify (front-cache.ts).
    serverFactory: frontCache.serverFactory,
    logger: { level: config.logLevel },
    genReqId: generateRequestId,
    // A hop count trusts that many proxies nearest to us (Fastify's types take it as a function).
    trustProxy: typeof trustProxy === 'number' ? (_address: string, hop: number) => hop < trustProxy : trustProxy,
    // Ajv converts nothing: text inputs are converted strictly by strict-input.ts.
    ajv: { customOptions: { coerceTypes: false, allowUnionTypes: true } },
    clientErrorHandler: answerClientError,
    // The database plugin migrates before any route runs, and that can outlast Fastify's 10 s
    // watchdog: migration 16 builds a GIN index over every game name (~1 min at a million games on
    // this machine), and PGlite replays its WAL after a crash — slower still on a busy machine.
    // Bounded still, so a plugin that hangs fails the start with its cause instead of holding it.
    pluginTimeout: PLUGIN_START_BUDGET_MS,
  });
  recordRoutes(app);
  if (config.checkResponses) checkResponsesAgainstSchemas(app);

  await app.register(errorHandlerPlugin);
  await app.register(requestContextPlugin);
  await app.register(frontCache.plugin);
  await app.register(securityHeadersPlugin);
  await app.register(compressionPlugin);
  await app.register(databasePlugin, { config: config.database, ...(deps.database ? { database: deps.database } : {}) });
  await app.register(bodyParsersPlugin, { maxFileBytes: config.accounts.avatarMaxBytes });
  await app.register(strictInputPlugin);

  const redis = deps.redis ?? (config.redis ? await connectRedis(config.redis.url, config.redis.keyPrefix) : undefined);
  if (redis && !deps.redis) app.addHook('onClose', async () => void (await redis.quit().catch(() => redis.disconnect())));
  const sessions = createSessionService(app.db, now, config.accounts.sessionTtlDays);
  const live = createLiveHub({
    db: app.db,
    now,
    redis,
    onError: (error) => app.log.error({ err: error }, 'live events'),
    ...(deps.liveHeartbeatMs === undefined ? {} : { heartbeatMs: deps.liveHeartbeatMs }),
  });
  attachLiveHub(app.db, live);
  app.addHook('onReady', () => live.start());
  // Before the server stops listening: open event streams would otherwise hold it open.
  app.addHook('preClose', () => live.close());
  const warmUp = new WarmUp();
  // Background work waits for a quiet moment: no request from the network for BACKGROUND_QUIET_MS.
  const idleWork = new IdleWork({ quietMs: BACKGROUND_QUIET_MS });
  idleWork.watch(app.server);
  app.addHook('onClose', async () => idleWork.close());
  app.decorate('warmUp', (budgetMs: number) => warmUp.run(app, budgetMs));
  const context: ModuleContext = {
    db: app.db,
    now,
    config,
    sessions,
    rateLimiter: createRateLimiter(redis, app.db, now),
    storage: deps.storage ?? createLocalStorage(path.join(config.dataDir, 'uploads')),
    smsProvider: deps.smsProvider ?? createSmsProvider(config.accounts, app.db, now, app.log),
    events: domainEventsOf(app.db),
    live,
  };
  await app.register(viewerPlugin, { sessions });
  await app.register(apiDocsPlugin, { appTitle: config.appTitle });

  // Before the modules: app.composition (the live environment) is theirs to read, e.g. /api/health.
  await app.register(compositionPlugin, {
    config,
    ...(deps.remoteCacheTtlMs === undefined ? {} : { cacheTtlMs: deps.remoteCacheTtlMs }),
  });
  for (const module of PORTAL_MODULES) await app.register(module, context);
  let htmlFallback: HtmlFallback | undefined;
  if (config.serveStatic) {
    const layout = staticLayout(config.staticRoot, config.deployRoot);
    const lcpImageOf = createLcpImageLookup(app.db.read, { ttlMs: config.catalogue.cacheTtlMs, now: () => now().getTime() });
    htmlFallback = await registerStaticFiles(app, {
      layout,
      serveSourceMaps: config.serveSourceMaps,
      lcpImageOf,
      ssr: config.ssr,
      publicUrl: config.publicUrl,
      warmUp,
      background: idleWork,
    });
  }
  app.setNotFoundHandler(createNotFoundHandler(htmlFallback));
  return app;
}
