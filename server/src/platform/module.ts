import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';
import type { Database } from '../db/types';
import type { SmsProvider } from '../modules/sms';
import type { Clock } from './clock';
import type { DomainEvents } from './events/domain-events';
import type { LiveHub } from './live/live-hub';
import type { RateLimiter } from './rate-limit/rate-limiter';
import type { SessionService } from './sessions/session-service';
import type { Storage } from './storage/storage';

/**
 * What every module is given: the database, the clock and the configuration, plus the
 * cross-cutting services and the adapters to the outside world (built once in app.ts, replaced
 * by tests). A module builds its own services from these in its index.ts.
 */
export interface ModuleContext {
  db: Database;
  now: Clock;
  config: AppConfig;
  sessions: SessionService;
  rateLimiter: RateLimiter;
  storage: Storage;
  smsProvider: SmsProvider;
  /** Domain events: modules publish what users did inside their transaction; subscribers react in it. */
  events: DomainEvents;
  /** Live events to the users' open pages (SSE), across instances through Redis when configured. */
  live: LiveHub;
}

/**
 * A server module: one Fastify plugin, exported by `modules/<domain>/index.ts` and registered
 * by app.ts in one loop. It registers its routes (under API_PREFIX, or /media for files) and
 * nothing of another module: modules use each other's functions through their index.ts only.
 */
export type PortalModule = ((app: FastifyInstance, context: ModuleContext) => Promise<void>) & { moduleName: string };

export function defineModule(name: string, register: (app: FastifyInstance, context: ModuleContext) => Promise<void>): PortalModule {
  const module = async (app: FastifyInstance, context: ModuleContext) => register(app, context);
  // Fastify names the plugin in its logs and errors (and in avvio's tree) by this symbol.
  Object.assign(module, { moduleName: name, [Symbol.for('fastify.display-name')]: name });
  return module as PortalModule;
}

/** Every JSON route lives under /api. */
export const API_PREFIX = '/api';

/** The routes of a module: handlers typed from their TypeBox schemas (body, query, params, reply). */
export function typedRoutes(app: FastifyInstance) {
  return app.withTypeProvider<TypeBoxTypeProvider>();
}
