import {
  PORTAL_ENV_GLOBAL,
  REMOTE_ROUTES_FILE,
  type PortalEnvironment,
  type RemoteEnvironmentEntry,
  type RemoteRoutesFile,
} from '@portal/shared';

/**
 * Reads the environment manifest: which build of each remote this environment uses. The server
 * inlines it into the HTML (one round trip fewer); a host served from a plain CDN fetches
 * `remotes.json` beside itself instead. No remote URL is compiled into the host.
 */
const ROUTES_FETCH_TIMEOUT_MS = 4000;

declare global {
  interface Window {
    [PORTAL_ENV_GLOBAL]?: PortalEnvironment;
  }
}

export async function loadEnvironment(fetchImpl: typeof fetch = fetch): Promise<PortalEnvironment> {
  const inlined = window[PORTAL_ENV_GLOBAL];
  const environment = inlined ?? (await fetchJson<PortalEnvironment>(fetchImpl, '/remotes.json'));
  if (!environment || typeof environment.remotes !== 'object') {
    throw new Error('环境配置无效：缺少 remotes');
  }
  const entries = await Promise.all(
    Object.entries(environment.remotes).map(async ([name, entry]) => [name, await withRoutes(fetchImpl, entry)] as const),
  );
  // Everything else the environment says (its name, telemetry settings) travels on untouched.
  return { ...environment, appTitle: environment.appTitle || document.title, remotes: Object.fromEntries(entries) };
}

/** A remote whose routes were not inlined publishes them beside its manifest. */
async function withRoutes(fetchImpl: typeof fetch, entry: RemoteEnvironmentEntry): Promise<RemoteEnvironmentEntry> {
  if (entry.routes) return entry;
  try {
    const url = new URL(REMOTE_ROUTES_FILE, new URL(entry.manifest, window.location.href)).toString();
    const file = await fetchJson<RemoteRoutesFile>(fetchImpl, url, ROUTES_FETCH_TIMEOUT_MS);
    return { ...entry, routes: file.routes, version: entry.version ?? file.version };
  } catch (error) {
    // The remote is unreachable: its routes are unknown, the rest of the portal still starts.
    console.error('[portal] 无法读取模块路由', entry.manifest, error);
    return { ...entry, routes: [] };
  }
}

async function fetchJson<T>(fetchImpl: typeof fetch, url: string, timeoutMs = 10000): Promise<T> {
  const response = await fetchImpl(url, { signal: AbortSignal.timeout(timeoutMs), cache: 'no-cache' });
  if (!response.ok) throw new Error(`${url} → HTTP ${response.status}`);
  return (await response.json()) as T;
}
