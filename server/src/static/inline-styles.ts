import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { LRUCache } from 'lru-cache';
import { attribute } from './host-page';
import type { StaticLayout } from './layout';
import { resolveRemoteFile } from './remote-files';
import { localPath } from './remote-json';

/**
 * A page's stylesheets written into its HTML instead of linked: a linked stylesheet blocks the
 * first paint for one more round trip after the HTML (150 ms on the phone profile, plus its
 * download), which was most of the gap between a server-rendered page's HTML and its first paint
 * (bench/web.mjs, FCP). Only files this server has on disk are inlined (the host's own build, and
 * a remote's files under /remotes/); anything else stays a link.
 */

/** One stylesheet of a page: its URL and, when it can be written into the page, its text. */
export interface PageStyleSheet {
  href: string;
  css?: string;
}

/** A `url(...)` that is relative to the file it is in: not absolute, root-relative, a fragment or data. */
const RELATIVE_URL = /url\(\s*(['"]?)(?![a-z][a-z0-9+.-]*:|\/|#)([^'")\s]+)\1\s*\)/gi;

/**
 * The stylesheet's text as it may stand inside the page's `<style>`, or undefined when it may not.
 * A relative `url()` is resolved against the stylesheet's own URL (inside the page it would be
 * resolved against the page's, `/detail/42`). `@import` (which would need the same) is left to a
 * link, and so is any text that could close the `<style>` element early.
 */
export function inlinableCss(css: string, href: string): string | undefined {
  if (/<\/style/i.test(css) || /@import/i.test(css)) return undefined;
  const base = new URL(href, 'http://page.invalid/');
  return css.replace(RELATIVE_URL, (_match, quote: string, reference: string) => {
    const resolved = new URL(reference, base);
    const text = resolved.origin === 'http://page.invalid' ? resolved.pathname + resolved.search + resolved.hash : resolved.href;
    return `url(${quote}${text}${quote})`;
  });
}

/**
 * A stylesheet as the page carries it. Inlined, it is followed by a *disabled* link to the same
 * file: the browser does not fetch a disabled stylesheet, but the federation runtime and the
 * bundler's chunk loader, which look for a `<link rel="stylesheet">` with a chunk's URL before
 * adding one, take it as already there. They compare absolute URLs, so this saves the second
 * download when the environment lists remotes by absolute URL (PUBLIC_URL); with root-relative
 * ones (the demo) the runtime fetches the file once more while the page hydrates — not render
 * blocking (a script-inserted stylesheet), with the same rules as the inline copy, a few KB.
 */
export function styleSheetMarkup({ href, css }: PageStyleSheet): string {
  if (css === undefined) return `<link rel="stylesheet" href="${attribute(href)}">`;
  return `<style data-href="${attribute(href)}">${css}</style><link rel="stylesheet" href="${attribute(href)}" disabled>`;
}

/** Reads a stylesheet's text by its URL; undefined when this server cannot (another origin, no such file). */
export type StyleSheetReader = (href: string) => Promise<string | undefined>;

/** A stylesheet's text ready for the page, or undefined when it cannot be read or may not be inlined. */
function readInlinable(read: StyleSheetReader, href: string): Promise<string | undefined> {
  return read(href).then(
    (css) => (css === undefined ? undefined : inlinableCss(css, href)),
    () => undefined,
  );
}

/** Reads stylesheets under /remotes/ from the file the server would send for that URL. */
export function remoteStyleSheetReader(layout: StaticLayout, publicUrl: string | undefined): StyleSheetReader {
  return async (href) => {
    const local = localPath(href, publicUrl);
    if (local === undefined || !local.endsWith('.css')) return undefined;
    const file = await resolveRemoteFile(layout, local, { serveSourceMaps: false });
    return file ? readFile(path.join(file.root, file.relative), 'utf8') : undefined;
  };
}

/** Kept at once; a route page has one or two stylesheets, a remote a few dozen pages. */
const MAX_SHEETS = 500;

/**
 * The route pages' stylesheets, read once per URL: their names carry a content hash (the build
 * factory's `[contenthash]`), so a URL's text never changes. A sheet that could not be read is
 * not remembered, so a file that appears later (a deploy) is inlined from then on.
 */
export class StyleSheetTexts {
  private readonly texts = new LRUCache<string, Promise<string | undefined>>({ max: MAX_SHEETS });

  constructor(private readonly reader: StyleSheetReader) {}

  read(hrefs: readonly string[]): Promise<PageStyleSheet[]> {
    return Promise.all(hrefs.map(async (href) => ({ href, css: await this.text(href) })));
  }

  private text(href: string): Promise<string | undefined> {
    let text = this.texts.get(href);
    if (!text) {
      const reading = readInlinable(this.reader, href);
      text = reading;
      this.texts.set(href, reading);
      reading.then((css) => {
        if (css === undefined && this.texts.get(href) === reading) this.texts.delete(href);
      });
    }
    return text;
  }
}

/**
 * The host's index.html with its own `<link rel="stylesheet">`s written in (the build links
 * `main.<hash>.css`, 26 KB, which every page's first paint waited for). A link `read` cannot
 * answer stays as it is.
 */
export async function inlineLinkedStyleSheets(html: string, read: StyleSheetReader): Promise<string> {
  const links = [...html.matchAll(/<link\b[^>]*>/gi)].filter(([tag]) => /\srel=["']?stylesheet["'\s>]/i.test(tag));
  let out = html;
  for (const [tag] of links) {
    const href = /\shref=["']?([^"'\s>]+)/i.exec(tag)?.[1];
    if (!href) continue;
    const css = await readInlinable(read, href);
    if (css !== undefined) out = out.replace(tag, () => styleSheetMarkup({ href, css }));
  }
  return out;
}

/** Reads the host's own stylesheets (root-relative URLs of files in its build folder). */
export function hostStyleSheetReader(hostDir: string): StyleSheetReader {
  return async (href) => {
    if (!/^\/[^/]/.test(href) || !href.endsWith('.css')) return undefined;
    const relative = decodeURIComponent(href.replace(/[?#].*$/, '').slice(1));
    if (relative.split('/').some((segment) => segment === '..' || segment.startsWith('.'))) return undefined;
    return readFile(path.join(hostDir, relative), 'utf8');
  };
}
