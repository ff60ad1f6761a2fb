import type { PortalEnvironment, RemoteEnvironmentEntry } from '@portal/shared/types';
import type { EnvironmentSource } from './environment-source';
import type { RemoteRoutesRegistry } from './remote-routes-registry';

/**
 * The effective environment: the source's remotes with their routes (and build label)
 * filled in from each remote's portal-routes.json, or its last known routes. Routes an
 * ops file lists explicitly win. A remote whose routes were never seen has none.
 */
export async function resolveEnvironment(source: EnvironmentSource, registry: RemoteRoutesRegistry): Promise<PortalEnvironment> {
  const environment = await source.current();
  const entries = await Promise.all(
    Object.entries(environment.remotes).map(async ([name, entry]): Promise<[string, RemoteEnvironmentEntry]> => {
      if (entry.routes) return [name, entry];
      const known = await registry.routesFor(name, entry.manifest);
      if (!known) return [name, entry];
      return [name, { ...entry, version: entry.version ?? (known.version || undefined), routes: known.routes }];
    }),
  );
  return { appTitle: environment.appTitle, remotes: Object.fromEntries(entries) };
}
