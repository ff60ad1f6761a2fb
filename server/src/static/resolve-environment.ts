import type { PortalEnvironment, RemoteEnvironmentEntry } from '@portal/shared/types';
import { inCanary, type Visitor } from './canary';
import type { ValidatedBuild, ValidatedEnvironment } from './environment-validator';
import type { RemoteRoutesRegistry } from './remote-routes-registry';

export interface ResolveOptions {
  appTitle: string;
  /** PUBLIC_URL: relative manifest URLs become absolute, for a host served from elsewhere. */
  publicUrl: string | undefined;
}

/**
 * The environment one visitor gets (inlined into the host page and at /remotes.json): for each
 * remote of the live environment, the stable or the canary build, with its routes and label.
 * Routes come from the build's portal-routes.json as the registry last saw it (a deploy behind
 * the same URL changes them), or its last known routes while it is down; routes listed in the
 * environment file win.
 */
export async function resolveEnvironment(
  live: ValidatedEnvironment | undefined,
  registry: RemoteRoutesRegistry,
  visitor: Visitor,
  { appTitle, publicUrl }: ResolveOptions,
): Promise<PortalEnvironment> {
  if (!live) return { appTitle, remotes: {} };
  const entries = await Promise.all(
    Object.entries(live.remotes).map(async ([name, remote]): Promise<[string, RemoteEnvironmentEntry]> => {
      const canary = remote.canary && inCanary(name, remote.canary, visitor) ? remote.canary : undefined;
      const build: ValidatedBuild = canary ?? remote;
      const known = build.routesFromFile ? undefined : await registry.routesFor(name, build.manifest);
      const version = build.version ?? (known?.version || undefined);
      const manifest = publicUrl && build.manifest.startsWith('/') ? publicUrl + build.manifest : build.manifest;
      return [
        name,
        {
          manifest,
          ...(version ? { version } : {}),
          routes: known?.routes ?? build.routes,
          ...(canary ? { cohort: 'canary' as const } : {}),
        },
      ];
    }),
  );
  return {
    name: live.name,
    appTitle: live.appTitle ?? appTitle,
    ...(live.telemetry ? { telemetry: live.telemetry } : {}),
    remotes: Object.fromEntries(entries),
  };
}
