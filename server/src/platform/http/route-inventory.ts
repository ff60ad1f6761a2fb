import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';

/** One registered route as the app knows it: what the schema test and the route list read. */
export interface RouteEntry {
  method: string;
  url: string;
  schema: (FastifySchema & Record<string, unknown>) | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered on this app (filled as they are added). */
    readonly routeInventory: readonly RouteEntry[];
  }
}

/** Records every route registered after it (call first, on the root instance). */
export function recordRoutes(app: FastifyInstance): void {
  const inventory: RouteEntry[] = [];
  app.decorate('routeInventory', inventory);
  app.addHook('onRoute', (route: RouteOptions) => {
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      inventory.push({
        method,
        url: route.url,
        schema: route.schema as RouteEntry['schema'],
      });
    }
  });
}
