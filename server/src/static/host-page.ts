import { encryptedImageSource, FULL_WIDTH_SIZES, imageSrcSet } from '@portal/shared/rules';
import {
  PORTAL_ENV_GLOBAL,
  PORTAL_QUERY_GLOBAL,
  PORTAL_SSR_GLOBAL,
  type PortalEnvironment,
  type ServerRenderedPage,
} from '@portal/shared/types';
import type { ManifestPreloads } from './mf-manifest';

/** The host's index.html carries this marker inside <head>; the server replaces it per request. */
export const HEAD_MARKER = '<!--portal-head-->';
/** #root of the host's index.html holds the boot shell between these; a server render replaces it. */
export const ROOT_START = '<!--portal-root-->';
export const ROOT_END = '<!--/portal-root-->';

export interface HeadContent {
  nonce: string;
  environment: PortalEnvironment;
  /** The matched remote's manifest URL, when the path belongs to a remote route. */
  manifestUrl?: string;
  preloads?: ManifestPreloads;
  /** The page's largest picture (lcp-image.ts), preloaded at high priority. */
  lcpImage?: string | null;
}

/** JSON safe inside <script>: `</script>` or `<!--` in a title cannot end or alter the element. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function attribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * A preload is only reused when its credentials mode matches the real request: the federation
 * runtime fetches the manifest with `fetch()` (CORS mode, so `crossorigin="anonymous"`) but adds
 * remote scripts and stylesheets as plain `<script>` / `<link>` tags (no CORS, no `crossorigin`).
 */
function preload(as: 'fetch' | 'script' | 'style', href: string): string {
  const cors = as === 'fetch' ? ' crossorigin="anonymous"' : '';
  return `<link rel="preload" as="${as}"${cors} href="${attribute(href)}">`;
}

/**
 * The LCP picture, fetched with the HTML at high priority. It must be the request the page's
 * `<img>` makes, or the browser downloads twice: the same `srcset` and `sizes` as EncryptedImage
 * gives it, and for an `.enc` picture (which the page fetches with `fetch()` to decrypt) the
 * same encrypted copy, as a CORS fetch.
 */
function imagePreload(src: string): string {
  if (/\.enc$/.test(src)) {
    const { url } = encryptedImageSource(src);
    return `<link rel="preload" as="fetch" crossorigin="anonymous" fetchpriority="high" href="${attribute(url)}">`;
  }
  const srcset = imageSrcSet(src);
  const responsive = srcset ? ` imagesrcset="${attribute(srcset)}" imagesizes="${attribute(FULL_WIDTH_SIZES)}"` : '';
  return `<link rel="preload" as="image" fetchpriority="high" href="${attribute(src)}"${responsive}>`;
}

/**
 * Inlining the environment and preloading the route's manifest, remote entry and expose
 * chunks turns the 6 sequential round trips to a remote route's first render into 3
 * (toolchain notes: "Making each remote cheap and the first render shallow").
 */
export function headContent({ nonce, environment, manifestUrl, preloads, lcpImage }: HeadContent): string {
  const lines = [`<script nonce="${attribute(nonce)}">window.${PORTAL_ENV_GLOBAL}=${scriptSafeJson(environment)}</script>`];
  // First: the picture is the largest paint, and the browser starts preloads in document order.
  if (lcpImage) lines.push(imagePreload(lcpImage));
  if (manifestUrl) lines.push(preload('fetch', manifestUrl));
  if (preloads?.remoteEntry) lines.push(preload('script', preloads.remoteEntry));
  for (const script of preloads?.scripts ?? []) lines.push(preload('script', script));
  for (const style of preloads?.styles ?? []) lines.push(preload('style', style));
  return lines.join('\n');
}

/** A route the server rendered (server/src/static/ssr): #root's markup and what hydration needs. */
export interface ServerRenderedRoot {
  html: string;
  head: string;
  /** serverRenderData's text. */
  data: string;
}

/**
 * What tells the host it is hydrating a server render (which page, rendered when) and hands the
 * page's data to the one QueryClient: a script body, made once per render (the page's data is
 * most of a server-rendered page's bytes, and serialising it for every view cost more than the
 * rest of a cached page view).
 */
export function serverRenderData(page: ServerRenderedPage, queryState: unknown): string {
  return `window.${PORTAL_SSR_GLOBAL}=${scriptSafeJson(page)};window.${PORTAL_QUERY_GLOBAL}=${scriptSafeJson(queryState)}`;
}

/** The script carrying serverRenderData under the page's nonce; it runs before the host's deferred scripts. */
export function serverRenderScript(nonce: string, rendered: ServerRenderedRoot): string {
  return `<script nonce="${attribute(nonce)}">${rendered.data}</script>${rendered.head}`;
}

/**
 * Puts the head content at the marker (tolerating a template without one: before </head>) and,
 * when the route was rendered on the server, its markup in #root instead of the boot shell.
 */
export function renderHostPage(template: string, head: string, root?: string): string {
  let page = template;
  if (root !== undefined) {
    const start = page.indexOf(ROOT_START);
    const end = page.indexOf(ROOT_END, start);
    if (start >= 0 && end > start) page = page.slice(0, start) + root + page.slice(end + ROOT_END.length);
  }
  if (page.includes(HEAD_MARKER)) return page.replace(HEAD_MARKER, () => head);
  if (/<\/head>/i.test(page)) return page.replace(/<\/head>/i, (close) => `${head}\n${close}`);
  return head + page;
}
