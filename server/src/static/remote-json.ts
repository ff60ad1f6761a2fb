import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { StaticLayout } from './layout';
import { resolveRemoteFile } from './remote-files';

export type JsonResult = { ok: true; value: unknown } | { ok: false; reason: string };

export interface RemoteJsonOptions {
  layout: StaticLayout;
  /** Absolute base of this server, if known: URLs under it are read from disk too. */
  publicUrl: string | undefined;
  timeoutMs: number;
}

/** A JSON file a remote publishes (mf-manifest.json, portal-routes.json): from disk when we serve it, else over HTTP. */
export type RemoteJsonLoader = (url: string) => Promise<JsonResult>;

export function createRemoteJsonLoader(options: RemoteJsonOptions): RemoteJsonLoader {
  return async (url) => {
    try {
      const local = localPath(url, options.publicUrl);
      if (local !== undefined) {
        // The file the server would send for that URL (a published version, the current one, or a dist).
        const file = await resolveRemoteFile(options.layout, local, { serveSourceMaps: false });
        if (file) return { ok: true, value: JSON.parse(await readFile(path.join(file.root, file.relative), 'utf8')) };
        if (options.layout.remotes.some((mount) => local.startsWith(mount.urlPrefix)))
          return { ok: false, reason: `${url}: not found here` };
      }
      const absolute = absoluteUrl(url, options.publicUrl);
      if (!absolute) return { ok: false, reason: `${url} is not served here and PUBLIC_URL is not set` };
      const response = await fetch(absolute, {
        signal: AbortSignal.timeout(options.timeoutMs),
        headers: { accept: 'application/json' },
      });
      if (!response.ok) return { ok: false, reason: `${absolute} answered HTTP ${response.status}` };
      return { ok: true, value: await response.json() };
    } catch (error) {
      return { ok: false, reason: `${url}: ${(error as Error).message}` };
    }
  };
}

/** The path part of a URL that points at this server, or undefined for another origin. */
export function localPath(url: string, publicUrl: string | undefined): string | undefined {
  if (url.startsWith('/') && !url.startsWith('//')) return stripQuery(url);
  if (publicUrl && url.startsWith(`${publicUrl}/`)) return stripQuery(url.slice(publicUrl.length));
  return undefined;
}

function absoluteUrl(url: string, publicUrl: string | undefined): string | undefined {
  if (/^https?:\/\//i.test(url)) return url;
  if (url.startsWith('/') && !url.startsWith('//') && publicUrl) return publicUrl + url;
  return undefined;
}

function stripQuery(url: string): string {
  return url.replace(/[?#].*$/, '');
}
