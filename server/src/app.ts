import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppConfig } from './config';
import type { Database } from './db/types';
import { errorHandlerPlugin } from './platform/http/error-handler';
import { createNotFoundHandler, type HtmlFallback } from './platform/http/not-found';
import { requestContextPlugin } from './platform/http/request-context';
import { generateRequestId } from './platform/http/request-id';
import { compressionPlugin } from './platform/plugins/compression';
import { databasePlugin } from './platform/plugins/database';
import { securityHeadersPlugin } from './platform/plugins/security-headers';
import { apiRoutes } from './routes/api';
import { systemClock, type Clock } from './platform/clock';
import { authPlugin } from './platform/plugins/auth';
import { bodyParsersPlugin } from './platform/plugins/form-body';
import { registerAccountRoutes, type AccountsDeps } from './modules/accounts';
import { catalogueModule } from './modules/catalogue';
import { playerGameRoutes } from './modules/downloads';
import { createLocalStorage } from './platform/storage/local-storage';
import { localMediaRoutes } from './modules/media/media-routes';
import type { Storage } from './platform/storage/storage';
import { createDatabaseRateLimiter } from './platform/rate-limit/database-rate-limiter';
import { createSessionService } from './platform/sessions/session-service';
import { registerSmsRoutes } from './modules/sms';
import { createSmsProvider } from './modules/sms/create-sms-provider';
import { createSmsCodeService } from './modules/sms/sms-code-service';
import type { SmsProvider } from './modules/sms/sms-provider';
import { squareTagRoutes } from './modules/square/tag-routes';
import { walletRoutes } from './modules/wallet/wallet-routes';
import { paymentRoutes } from './modules/payments';
import { vipRoutes } from './modules/vip';
import { bulletinRoutes } from './modules/bulletin';
import { messageRoutes } from './modules/messages';
import { compositionPlugin } from './static/composition-plugin';
import { staticLayout } from './static/layout';
import { registerStaticFiles } from './static/static-files-plugin';

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
}

/**
 * Builds the whole server without listening (fastify/demo layout): infrastructure first
 * (errors, request ids, security headers, database), then modules, then routes.
 * Call `await app.ready()` or `app.inject()` to start it.
 */
export async function buildApp(config: AppConfig, deps: AppDependencies = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    genReqId: generateRequestId,
  });

  // Infrastructure
  await app.register(errorHandlerPlugin);
  await app.register(requestContextPlugin);
  await app.register(securityHeadersPlugin);
  await app.register(compressionPlugin);
  await app.register(databasePlugin, { config: config.database, ...(deps.database ? { database: deps.database } : {}) });

  await app.register(bodyParsersPlugin, { maxFileBytes: config.accounts.avatarMaxBytes });

  // Modules
  const now = deps.now ?? systemClock;
  const rateLimiter = createDatabaseRateLimiter(app.db, now);
  const sessions = createSessionService(app.db, now, config.accounts.sessionTtlDays);
  const smsProvider = deps.smsProvider ?? createSmsProvider(config.accounts.smsProvider, app.db, now, app.log);
  const smsCodes = createSmsCodeService({
    db: app.db,
    now,
    provider: smsProvider,
    rateLimiter,
    appTitle: config.appTitle,
    resendSeconds: config.accounts.smsResendSeconds,
  });
  const uploadsRoot = path.join(config.dataDir, 'uploads');
  const storage = deps.storage ?? createLocalStorage(uploadsRoot);
  const accounts: AccountsDeps = { db: app.db, now, config: config.accounts, sessions, smsCodes, rateLimiter, storage };
  await app.register(authPlugin, { sessions });
  await app.register(catalogueModule, { sessions, dataDir: config.dataDir, cacheTtlMs: config.catalogue.cacheTtlMs }); // games catalogue, news, /media/catalogue
  await app.register(playerGameRoutes, { prefix: '/api', db: app.db, now, sessions }); // gift packs, downloads and purchases
  await app.register(compositionPlugin, {
    config,
    ...(deps.remoteCacheTtlMs === undefined ? {} : { cacheTtlMs: deps.remoteCacheTtlMs }),
  });

  // Routes
  await app.register(apiRoutes, { prefix: '/api' });
  await app.register(
    async (api) => {
      await registerAccountRoutes(api, accounts);
      await registerSmsRoutes(api, smsCodes, smsProvider);
      await api.register(squareTagRoutes);
      await api.register(walletRoutes({ db: app.db, now })); // coin/all, coin/order
      await api.register(paymentRoutes({ db: app.db, now, config: config.payments })); // recharge, sandbox checkout, notify
      await api.register(vipRoutes({ db: app.db, now, sessions })); // vipconfig, vipopen
      await api.register(bulletinRoutes({ db: app.db, now }));
      await api.register(
        messageRoutes({
          db: app.db,
          now,
          contact: {
            email: config.accounts.serviceEmail,
            qq: config.payments.serviceQq,
            hours: config.payments.serviceHours,
            faqUrl: '/faq',
          },
        }),
      );
    },
    { prefix: '/api' },
  );
  if (!deps.storage) await app.register(localMediaRoutes(uploadsRoot));
  let htmlFallback: HtmlFallback | undefined;
  if (config.serveStatic) htmlFallback = await registerStaticFiles(app, { layout: staticLayout(config.staticRoot) });
  app.setNotFoundHandler(createNotFoundHandler(htmlFallback));

  return app;
}
