import type { PortalEnvironment, RemoteEnvironmentEntry } from '@portal/shared/types';
import { inCanary, type Visitor } from './canary';
import type { ValidatedBuild, ValidatedEnvironment } from './environment-validator';
import type { KnownRoutes, RemoteRoutesRegistry } from './remote-routes-registry';

export interface ResolveOptions {
  appTitle: string;
  /** PUBLIC_URL: relative manifest URLs become absolute, for a host served from elsewhere. */
  publicUrl: string | undefined;
}

/** The build of one remote a visitor gets, and the routes the registry knows for it. */
interface ChosenBuild {
  name: string;
  build: ValidatedBuild;
  canary: boolean;
  known: KnownRoutes | undefined;
}

/** A resolved environment and the registry answers it was made from. */
interface Resolved {
  known: ReadonlyArray<KnownRoutes | undefined>;
  environment: PortalEnvironment;
}

/**
 * The environment one visitor gets (inlined into the host page and at /remotes.json): for each
 * remote of the live environment, the stable or the canary build, with its routes and label.
 * Routes come from the build's portal-routes.json as the registry last saw it (a deploy behind
 * the same URL changes them), or its last known routes while it is down; routes listed in the
 * environment file win.
 *
 * Every visitor in the same cohorts gets the same object, made again only when the live
 * environment or a remote's known routes change: a page view then serialises nothing (the host
 * page's head is kept per environment object, portal-composition.ts), where serialising the
 * environment for each view was the largest part of a kept page's cost. The object is frozen,
 * as it is shared.
 */
export class EnvironmentResolver {
  private readonly resolved = new WeakMap<ValidatedEnvironment, Map<string, Resolved>>();
  /** Before any version of the environment file has passed: no remotes. */
  private readonly none: PortalEnvironment;

  constructor(
    private readonly registry: RemoteRoutesRegistry,
    private readonly options: ResolveOptions,
  ) {
    this.none = deepFreeze({ appTitle: options.appTitle, remotes: {} });
  }

  async resolve(live: ValidatedEnvironment | undefined, visitor: Visitor): Promise<PortalEnvironment> {
    if (!live) return this.none;
    // Most page views find every remote's routes answered within the registry's TTL: chosen then
    // without a promise per remote (resolving was 2–3 % of a kept page view's CPU profile).
    const chosen =
      this.chooseNow(live, visitor) ??
      (await Promise.all(
        Object.entries(live.remotes).map(async ([name, remote]): Promise<ChosenBuild> => {
          const { build, canary } = buildFor(name, remote, visitor);
          const known = build.routesFromFile ? undefined : await this.registry.routesFor(name, build.manifest);
          return { name, build, canary, known };
        }),
      ));
    let byCohorts = this.resolved.get(live);
    if (!byCohorts) {
      byCohorts = new Map();
      this.resolved.set(live, byCohorts);
    }
    // Which remotes' canaries this visitor is in: at most 2^remotes combinations per environment.
    const cohorts = chosen.map((choice) => (choice.canary ? '1' : '0')).join('');
    const kept = byCohorts.get(cohorts);
    if (kept?.known.every((known, i) => known === chosen[i]?.known)) return kept.environment;
    const environment = deepFreeze(environmentOf(live, chosen, this.options));
    byCohorts.set(cohorts, { known: chosen.map((choice) => choice.known), environment });
    return environment;
  }

  /** Each remote's build for this visitor with its known routes, if the registry knows them all now; else undefined. */
  private chooseNow(live: ValidatedEnvironment, visitor: Visitor): ChosenBuild[] | undefined {
    const chosen: ChosenBuild[] = [];
    for (const [name, remote] of Object.entries(live.remotes)) {
      const { build, canary } = buildFor(name, remote, visitor);
      const known = build.routesFromFile ? { routes: undefined } : this.registry.routesKnownNow(name, build.manifest);
      if (!known) return undefined;
      chosen.push({ name, build, canary, known: known.routes });
    }
    return chosen;
  }
}

/** The build of a remote this visitor gets: its canary's when the visitor is in it. */
function buildFor(
  name: string,
  remote: ValidatedEnvironment['remotes'][string],
  visitor: Visitor,
): { build: ValidatedBuild; canary: boolean } {
  const canary = remote.canary && inCanary(name, remote.canary, visitor) ? remote.canary : undefined;
  return { build: canary ?? remote, canary: canary !== undefined };
}

function environmentOf(
  live: ValidatedEnvironment,
  chosen: readonly ChosenBuild[],
  { appTitle, publicUrl }: ResolveOptions,
): PortalEnvironment {
  const entries = chosen.map(({ name, build, canary, known }): [string, RemoteEnvironmentEntry] => {
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
  });
  return {
    name: live.name,
    appTitle: live.appTitle ?? appTitle,
    ...(live.telemetry ? { telemetry: live.telemetry } : {}),
    remotes: Object.fromEntries(entries),
  };
}

/** Freezes a plain value and everything in it (a shared environment must not be changed by one request). */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}
