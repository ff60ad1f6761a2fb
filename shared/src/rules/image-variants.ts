/**
 * Device-sized copies of the portal's own pictures (issue 17: the LCP image, ≤ 30 KB at 375 px).
 * The seed writes, next to each banner and cover PNG, a WebP per width below; the media routes
 * serve one with `?w=<width>&f=<format>`, and pages ask for them through `srcset`. Only these
 * widths and formats exist: anything else is refused, so a query can never make the server
 * resize on demand.
 */
export const IMAGE_VARIANT_WIDTHS = [375, 640] as const;
export const IMAGE_VARIANT_FORMATS = ['webp'] as const;

export type ImageVariantWidth = (typeof IMAGE_VARIANT_WIDTHS)[number];
export type ImageVariantFormat = (typeof IMAGE_VARIANT_FORMATS)[number];

export interface ImageVariant {
  width: ImageVariantWidth;
  format: ImageVariantFormat;
}

/** A full-width picture on a phone, at most 640 px wide on a larger screen (the page column). */
export const FULL_WIDTH_SIZES = '(max-width: 640px) 100vw, 640px';

/**
 * Pictures that have variants: the pictures that can be a page's largest paint — the catalogue's
 * banners (`banner-…`, lettered `title-…`) and the books' covers (`cover-…`) — and a game's
 * screenshots (`shot-…`): four 128 KB PNGs that a detail page's lazy loading fetches at once (they
 * are within its distance of the first screen), taking the bandwidth the page's scripts need
 * (bench/web.mjs: hydration 1.5 s later than the client-rendered page). Comic pages have none (a
 * comic page is read at its own size), so they get no `srcset`.
 */
const VARIANT_SOURCE = /^\/media\/(?:catalogue\/(?:banner|title|shot)|reading\/cover)-\w+\.png$/;
/** Their `.enc` copies (spec §4) have encrypted variants. */
const ENCRYPTED_VARIANT_SOURCE = /^\/media\/(?:catalogue\/(?:banner|title)|reading\/cover)-\w+\.png\.enc$/;

/**
 * An encrypted picture is fetched and decrypted whole, so the browser cannot choose from a
 * `srcset`: it gets the one copy that is sharp on a phone's screen and still small.
 */
export const ENCRYPTED_IMAGE_VARIANT: ImageVariant = { width: 640, format: 'webp' };

export function hasImageVariants(src: string | null | undefined): src is string {
  return typeof src === 'string' && VARIANT_SOURCE.test(src);
}

export function imageVariantUrl(src: string, { width, format }: ImageVariant): string {
  return `${src}?w=${width}&f=${format}`;
}

/** `srcset` for a picture with variants (`…?w=375&f=webp 375w, …`), or undefined for any other picture. */
export function imageSrcSet(src: string | null | undefined, format: ImageVariantFormat = 'webp'): string | undefined {
  if (!hasImageVariants(src)) return undefined;
  return IMAGE_VARIANT_WIDTHS.map((width) => `${imageVariantUrl(src, { width, format })} ${width}w`).join(', ');
}

/**
 * What to fetch for an encrypted picture (`.enc`), and the type of the decrypted bytes: its
 * encrypted WebP copy where it has one, else the file itself (type from its name, spec §4).
 */
export function encryptedImageSource(src: string): { url: string; type: string | null } {
  if (!ENCRYPTED_VARIANT_SOURCE.test(src)) return { url: src, type: null };
  return { url: imageVariantUrl(src, ENCRYPTED_IMAGE_VARIANT), type: `image/${ENCRYPTED_IMAGE_VARIANT.format}` };
}

/**
 * The variant a media request asks for: null for the original (neither `w` nor `f`), 'invalid'
 * for anything but a listed width together with a listed format.
 */
export function parseImageVariant(query: { w?: unknown; f?: unknown }): ImageVariant | null | 'invalid' {
  if (query.w === undefined && query.f === undefined) return null;
  const width = IMAGE_VARIANT_WIDTHS.find((candidate) => String(candidate) === query.w);
  const format = IMAGE_VARIANT_FORMATS.find((candidate) => candidate === query.f);
  return width && format ? { width, format } : 'invalid';
}

/** The file a variant is stored in, next to its original (`banner-03.png` → `banner-03.png.w375.webp`). */
export function imageVariantFile(name: string, { width, format }: ImageVariant): string {
  return `${name}.w${width}.${format}`;
}
