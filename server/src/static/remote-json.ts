import { readFile } from 'node:fs/promises';
import { localRemoteFile, type StaticLayout } from './layout';

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
        const file = localRemoteFile(options.layout, local);
        if (file) return { ok: true, value: JSON.parse(await readFile(file, 'utf8')) };
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
function localPath(url: string, publicUrl: string | undefined): string | undefined {
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
