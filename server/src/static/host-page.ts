import { encryptedImageSource, FULL_WIDTH_SIZES, imageSrcSet } from '@portal/shared/rules';
import { PORTAL_ENV_GLOBAL, type PortalEnvironment } from '@portal/shared/types';
import type { ManifestPreloads } from './mf-manifest';

/** The host's index.html carries this marker inside <head>; the server replaces it per request. */
export const HEAD_MARKER = '<!--portal-head-->';

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

/** Puts the head content at the marker; tolerates a template without one (before </head>). */
export function renderHostPage(template: string, head: string): string {
  if (template.includes(HEAD_MARKER)) return template.replace(HEAD_MARKER, () => head);
  if (/<\/head>/i.test(template)) return template.replace(/<\/head>/i, (close) => `${head}\n${close}`);
  return head + template;
}
