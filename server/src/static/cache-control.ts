import path from 'node:path';
import { REMOTE_ROUTES_FILE } from '@portal/shared/types';
import { IMMUTABLE_CACHE_CONTROL } from '../platform/http/immutable-files';

export const IMMUTABLE = IMMUTABLE_CACHE_CONTROL;
export const NO_CACHE = 'no-cache';

/** Files whose content decides what to load next: always revalidated, so a deploy or rollback shows at once. */
const ALWAYS_REVALIDATE = new Set(['index.html', 'mf-manifest.json', REMOTE_ROUTES_FILE, 'remotes.json', 'remoteEntry.js']);

/** `main.3f9a1c2b.js`, `412.0a1b2c3d4e5f.css`, `logo-3f9a1c2b.png`: a content hash of ≥ 8 hex digits before the extension. */
const HASHED_NAME = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;

/** Whether a file name carries a content hash (a file of that name never changes). */
export function isContentHashed(filePath: string): boolean {
  return HASHED_NAME.test(path.basename(filePath));
}

/**
 * A hashed name changes whenever its content does, so it can be cached for a year;
 * everything else is revalidated (cheap with the ETag @fastify/static sends).
 */
export function cacheControlFor(filePath: string): string {
  // The build's compressed twin of a file (`main.3f9a1c2b.js.br`) is cached as the file itself.
  const name = path.basename(filePath).replace(/\.(br|gz)$/, '');
  if (ALWAYS_REVALIDATE.has(name) || name.endsWith('.html')) return NO_CACHE;
  return HASHED_NAME.test(name) ? IMMUTABLE : NO_CACHE;
}
