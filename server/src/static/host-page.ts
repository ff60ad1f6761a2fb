import { createHash } from 'node:crypto';
import { composeDocumentTitle, encryptedImageSource, FULL_WIDTH_SIZES, imageSrcSet } from '@portal/shared/rules';
import {
  PORTAL_EARLY_SUBMIT_GLOBAL,
  PORTAL_ENV_GLOBAL,
  PORTAL_LIVE_ATTRIBUTE,
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
  environment: PortalEnvironment;
  /** The matched route's title (spec §2: the document title is the app title, ' | ', the route title). */
  routeTitle?: string;
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

/** A value as it may stand inside a double-quoted HTML attribute. */
export function attribute(value: string): string {
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

/** The head of one host page: its markup and the bodies of its inline scripts, which the page's CSP allows by hash. */
export interface HostPageHead {
  html: string;
  scripts: string[];
  /**
   * The route page's own stylesheets, not in `html`: a client-rendered page preloads them
   * (stylePreloads) for the federation runtime; a server-rendered one carries them at the end of
   * <head> (inline-styles.ts), because it is painted before any script runs.
   */
  styles: string[];
  /**
   * The page's document title, written into the template's <title>, so the tab, the history and
   * a crawler see the route's title from the first byte rather than after the host's effect sets
   * it; undefined keeps the template's (no app title configured).
   */
  title?: string;
}

/** Preloads of the route page's stylesheets, which the federation runtime adds once the page's chunk loads. */
export function stylePreloads(styles: readonly string[]): string {
  return styles.map((href) => `\n${preload('style', href)}`).join('');
}

/**
 * Marks the page's own inline scripts, for tools that look for injected ones (the XSS suite);
 * it grants nothing: the policy allows a script by its text's hash, whatever its attributes.
 */
export const OWN_SCRIPT = 'data-portal';

/**
 * The CSP source that lets exactly this inline script run. Hashes, not a per-request nonce: the
 * page is then the same bytes for every guest with the same environment, so it is kept and sent
 * with its compressed twins (host-pages.ts) instead of being rebuilt and compressed per view. An
 * injected script cannot run either way — its text would have to be one of the page's own.
 */
export function scriptHash(body: string | Buffer): string {
  return `'sha256-${createHash('sha256').update(body).digest('base64')}'`;
}

/**
 * Inlining the environment and preloading the route's manifest, remote entry and expose
 * chunks turns the 6 sequential round trips to a remote route's first render into 3
 * (toolchain notes: "Making each remote cheap and the first render shallow").
 */
export function headContent({ environment, routeTitle, manifestUrl, preloads, lcpImage }: HeadContent): HostPageHead {
  const environmentScript = `window.${PORTAL_ENV_GLOBAL}=${scriptSafeJson(environment)}`;
  const lines = [`<script ${OWN_SCRIPT}>${environmentScript}</script>`];
  // First: the picture is the largest paint, and the browser starts preloads in document order.
  if (lcpImage) lines.push(imagePreload(lcpImage));
  if (manifestUrl) lines.push(preload('fetch', manifestUrl));
  if (preloads?.remoteEntry) lines.push(preload('script', preloads.remoteEntry));
  for (const script of preloads?.scripts ?? []) lines.push(preload('script', script));
  const title = environment.appTitle ? composeDocumentTitle(environment.appTitle, routeTitle) : undefined;
  return { html: lines.join('\n'), scripts: [environmentScript], styles: preloads?.styles ?? [], title };
}

/**
 * What tells the host it is hydrating a server render (which page, rendered when) and hands the
 * page's data to the one QueryClient: a script body, made once per render (the page's data is
 * most of a server-rendered page's bytes, and serialising it for every view cost more than the
 * rest of a cached page view).
 */
export function serverRenderData(page: ServerRenderedPage, queryState: unknown): string {
  return `window.${PORTAL_SSR_GLOBAL}=${scriptSafeJson(page)};window.${PORTAL_QUERY_GLOBAL}=${scriptSafeJson(queryState)};${EARLY_SUBMIT_GUARD}`;
}

/**
 * A server-rendered form is live only once the host has hydrated it. A form submitted before
 * that (a tap on 注册, Enter in a field) would be sent by the browser itself — a GET to the same
 * address with every field, password included, in the URL. This keeps it back and remembers it;
 * the host sends it again once the page is live (host/src/app/early-input.ts).
 */
export const EARLY_SUBMIT_GUARD = `document.addEventListener('submit',function(e){if(!document.documentElement.hasAttribute('${PORTAL_LIVE_ATTRIBUTE}')){e.preventDefault();window.${PORTAL_EARLY_SUBMIT_GLOBAL}={form:e.target,submitter:e.submitter||null}}},true)`;

/** The script carrying serverRenderData (encoded once per render); it runs before the host's deferred scripts. */
export function serverRenderScript(data: Buffer, head: string): Array<string | Buffer> {
  return [`<script ${OWN_SCRIPT}>`, data, `</script>${head}`];
}

/**
 * The host's index.html cut where each page puts its own parts, every piece encoded once per
 * version of the file: a page is then made by copying bytes (a 60 KB server-rendered page encoded
 * as one string was a seventh of a cached page view's cost).
 */
export interface HostPageTemplate {
  /** Which version of the file this is (pages made from another version are not this one's). */
  version: string;
  /**
   * The file's bytes in order, with the places a page fills: its head content, #root, the end of
   * <head> (a server render's stylesheets) and the text of <title>.
   */
  pieces: Array<Buffer | SlotName>;
  /** #root's boot shell (between ROOT_START and ROOT_END), which a server render replaces. */
  shell: Buffer;
  /** The text of the file's own <title>, kept when a page has no title of its own. */
  title: Buffer;
  /** Whether the template has the root markers, so a server render has a place to go. */
  hasRoot: boolean;
}

type SlotName = 'head' | 'root' | 'styles' | 'title';

interface Slot {
  name: SlotName;
  start: number;
  end: number;
}

/** The text of the first <title> in <head>, as a slot; none when the file has no title there. */
function titleSlot(template: string): Slot | undefined {
  const open = /<title>/i.exec(template);
  const headEnd = template.search(/<\/head>/i);
  if (!open || (headEnd >= 0 && open.index > headEnd)) return undefined;
  const start = open.index + open[0].length;
  const end = template.slice(start).search(/<\/title>/i);
  return end < 0 ? undefined : { name: 'title', start, end: start + end };
}

/**
 * Cuts the template at the head marker (tolerating a template without one: before </head>, else
 * at the start) and around #root's boot shell, in whichever order the file has them (the host's
 * puts its head content at the end of <body>, after the render-blocking stylesheet).
 */
export function cutHostTemplate(template: string, version: string): HostPageTemplate {
  const marker = template.indexOf(HEAD_MARKER);
  const headAt = marker >= 0 ? marker : Math.max(template.search(/<\/head>/i), 0);
  const head: Slot = { name: 'head', start: headAt, end: marker >= 0 ? marker + HEAD_MARKER.length : headAt };
  const rootStart = template.indexOf(ROOT_START);
  const rootEnd = rootStart < 0 ? -1 : template.indexOf(ROOT_END, rootStart);
  const root: Slot | undefined =
    rootStart >= 0 && rootEnd > rootStart && (head.end <= rootStart || head.start >= rootEnd + ROOT_END.length)
      ? { name: 'root', start: rootStart, end: rootEnd + ROOT_END.length }
      : undefined;
  const headEnd = template.search(/<\/head>/i);
  const styles: Slot | undefined = headEnd >= 0 ? { name: 'styles', start: headEnd, end: headEnd } : undefined;
  // Sorted by place; a stable sort keeps the styles before a head marker at the same place.
  const title = titleSlot(template);
  const slots = [title, styles, head, root].filter((slot) => slot !== undefined).sort((a, b) => a.start - b.start);
  const pieces: HostPageTemplate['pieces'] = [];
  let at = 0;
  for (const slot of slots) {
    pieces.push(Buffer.from(template.slice(at, slot.start)), slot.name);
    at = slot.end;
  }
  pieces.push(Buffer.from(template.slice(at)));
  return {
    version,
    pieces,
    shell: Buffer.from(root ? template.slice(root.start, root.end) : ''),
    title: Buffer.from(title ? template.slice(title.start, title.end) : ''),
    hasRoot: root !== undefined,
  };
}

/** What one page puts into the template. */
export interface HostPageParts {
  /** The head content, at the template's marker. */
  head: ReadonlyArray<string | Buffer>;
  /** A server render's markup, in #root instead of the boot shell. */
  root?: Buffer;
  /** A server render's stylesheets, at the end of <head>. */
  styles?: string;
  /** The document title (plain text; escaped here), instead of the template's. */
  title?: string;
}

/** The page: the template with this page's parts in their places. */
export function writeHostPage(template: HostPageTemplate, { head, root, styles = '', title }: HostPageParts): Buffer {
  const out: Buffer[] = [];
  for (const piece of template.pieces) {
    if (piece === 'head') for (const part of head) out.push(typeof part === 'string' ? Buffer.from(part) : part);
    else if (piece === 'root') out.push(root ?? template.shell);
    else if (piece === 'styles') out.push(Buffer.from(styles));
    else if (piece === 'title') out.push(title === undefined ? template.title : Buffer.from(attribute(title)));
    else out.push(piece);
  }
  return Buffer.concat(out);
}
