import semver from 'semver';

/**
 * Contracts between builds (issue 16): is a remote build compatible with the host that would load
 * it? The host provides the singletons react, react-dom and @portal/shared; a remote's manifest
 * (`mf-manifest.json`) records, for each, the range it was built for (`requiredVersion`, `^` the
 * version it was built against: build-config's shared-singletons), and the host's manifest the
 * version it provides. A remote asking for more than the host has would be refused by the
 * federation runtime at load time (the host shows that remote's fallback), so the environment
 * validator calls this first and refuses the environment instead.
 *
 * Pure: both manifests are parsed JSON, fetched by the caller. The host runs the same rule in the
 * browser (build-config's shared-contract-plugin) with the runtime's own version check.
 */
export const CHECKED_SINGLETONS = ['react', 'react-dom', '@portal/shared'] as const;

export interface SingletonMismatch {
  name: (typeof CHECKED_SINGLETONS)[number];
  /** The range the remote was built for, e.g. `^1.3.0`. */
  required: string;
  /** The version the host provides, or null when it provides none. */
  provided: string | null;
  /** One line for ops, naming the remote. */
  message: string;
}

interface ManifestShared {
  name: string;
  version?: string;
  requiredVersion?: string | false;
}

function sharedList(manifest: unknown, which: string): { name: string; shared: ManifestShared[] } {
  const root = typeof manifest === 'object' && manifest !== null ? (manifest as Record<string, unknown>) : undefined;
  if (!root || !Array.isArray(root.shared))
    throw new TypeError(`the ${which} manifest has no "shared" list: not a Module Federation manifest`);
  const shared = root.shared.filter(
    (item): item is ManifestShared => typeof item === 'object' && item !== null && typeof (item as ManifestShared).name === 'string',
  );
  return { name: typeof root.name === 'string' ? root.name : which, shared };
}

/** The host singletons the remote needs in a version the host does not provide; empty when it may load. */
export function incompatibleSingletons(remoteManifest: unknown, hostManifest: unknown): SingletonMismatch[] {
  const remote = sharedList(remoteManifest, 'remote');
  const host = sharedList(hostManifest, 'host');
  const mismatches: SingletonMismatch[] = [];
  for (const name of CHECKED_SINGLETONS) {
    const wanted = remote.shared.find((s) => s.name === name);
    if (!wanted) continue; // the remote does not use it
    // The runtime's default when a build states no range: its own version or newer in that major.
    const required = typeof wanted.requiredVersion === 'string' ? wanted.requiredVersion : wanted.version ? `^${wanted.version}` : '*';
    const provided = host.shared.find((s) => s.name === name)?.version ?? null;
    const problem = mismatch(required, provided);
    if (problem) mismatches.push({ name, required, provided, message: `${remote.name} needs ${name} ${required}: ${problem}` });
  }
  return mismatches;
}

function mismatch(required: string, provided: string | null): string | null {
  if (provided === null) return 'the host does not provide it';
  if (!semver.validRange(required)) return `"${required}" is not a version range`;
  if (!semver.valid(provided)) return `the host's version "${provided}" is not a version`;
  return semver.satisfies(provided, required) ? null : `the host provides ${provided}`;
}
