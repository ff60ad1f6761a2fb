import type { PortalEnvironment } from '@portal/shared/types';

/** Origins of every absolute remote manifest URL: the page loads their manifests, scripts, styles and images. */
export function remoteOrigins(environment: PortalEnvironment): string[] {
  const origins = new Set<string>();
  for (const entry of Object.values(environment.remotes)) {
    try {
      if (/^https?:\/\//i.test(entry.manifest)) origins.add(new URL(entry.manifest).origin);
    } catch {
      // A malformed URL contributes no origin; the remote then simply fails to load.
    }
  }
  return [...origins].sort();
}

/**
 * The host page's policy. The page's own inline scripts (the environment, a server render's
 * data) run by their hashes (host-page.ts scriptHash); no other inline script can.
 * 'unsafe-inline' stays on styles only, because libraries inject <style> tags at run time and
 * styles cannot run code.
 */
export function hostPagePolicy(scriptHashes: readonly string[], environment: PortalEnvironment): string {
  const remotes = remoteOrigins(environment);
  const list = (...sources: string[]) => [...sources, ...remotes].join(' ');
  return [
    `default-src 'self'`,
    `script-src ${list("'self'", ...scriptHashes)}`,
    `script-src-attr 'none'`,
    `connect-src ${list("'self'")}`,
    `style-src ${list("'self'", "'unsafe-inline'")}`,
    `img-src ${list("'self'", 'data:', 'blob:')}`,
    `font-src ${list("'self'", 'data:')}`,
    `media-src ${list("'self'", 'blob:')}`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `frame-ancestors 'self'`,
  ].join('; ');
}
