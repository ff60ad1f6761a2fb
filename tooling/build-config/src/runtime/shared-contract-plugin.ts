/**
 * A federation runtime plugin of the host (build-config adds it to the host's build): refuses a
 * remote that was built against newer singletons (react, react-dom, @portal/shared) than the
 * host provides, before any of its code runs.
 *
 * The singletons' `strictVersion` already makes the runtime throw when such a remote asks for
 * @portal/shared, but only once its entry has run and registered its own copies in the share
 * scope; the remote-only singletons it brought (its query client) could then be handed to the
 * next remote, which would break too. Checked here, on the manifest, the remote never starts:
 * its page ends in the host's fallback (该模块暂时不可用) and every other remote is untouched.
 * The same rule, with the semver package, is server/src/static/shared-compatibility.ts, which
 * the environment validator uses before an environment goes live.
 */
import { type ModuleFederationRuntimePlugin, satisfy } from '@module-federation/runtime';

interface ManifestShared {
  name: string;
  requiredVersion?: string | false;
}

interface HostShared {
  version?: string;
  from?: string;
  shareConfig?: { singleton?: boolean };
}

export interface RefusedSingleton {
  name: string;
  required: string;
  provided: string;
}

/** The host's singletons a remote's manifest asks for in a version the host does not have. */
export function refusedSingletons(
  remoteShared: readonly ManifestShared[],
  hostShared: Record<string, readonly HostShared[]>,
  hostName: string,
): RefusedSingleton[] {
  const refused: RefusedSingleton[] = [];
  for (const { name, requiredVersion } of remoteShared) {
    const provided = (hostShared[name] ?? []).find((s) => s.from === hostName && s.shareConfig?.singleton);
    if (!provided?.version || typeof requiredVersion !== 'string' || requiredVersion === '*') continue;
    if (!satisfy(provided.version, requiredVersion)) refused.push({ name, required: requiredVersion, provided: provided.version });
  }
  return refused;
}

export default function sharedContractPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'portal-shared-contract',
    loadRemoteSnapshot(args) {
      const manifest = (args as { manifestJson?: { name: string; shared?: ManifestShared[] } }).manifestJson;
      if (!manifest?.shared) return args;
      const refused = refusedSingletons(manifest.shared, args.options.shared as Record<string, HostShared[]>, args.options.name);
      if (refused.length > 0) {
        const needs = refused.map((r) => `${r.name} ${r.required} (the host has ${r.provided})`).join(', ');
        throw new Error(`[portal] ${manifest.name} needs newer shared libraries than the host provides: ${needs}`);
      }
      return args;
    },
  };
}
