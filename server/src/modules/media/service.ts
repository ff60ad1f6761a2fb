import { stat } from 'node:fs/promises';
import path from 'node:path';
import { type ImageVariant, imageVariantFile, parseImageVariant } from '@portal/shared/rules';
import { ResultCode } from '@portal/shared/types';
import { AppError } from '../../platform/http/app-error';
import { CONTENT_TYPES_BY_EXTENSION } from '../../platform/storage/image-type';
import { STORAGE_KEY_PATTERN } from '../../platform/storage/storage';

/** Demo catalogue images (written by src/seed under ${DATA_DIR}/catalogue). */
export const CATALOGUE_URL_PREFIX = '/media/catalogue/';

/**
 * The only catalogue names served: `icon-<hex>.webp`, `banner-NN.png`, `shot-NN.png`,
 * `title-<hash>.png` and their `.enc` copies; and `icon-<hex>.svg`, the icons of a data
 * directory seeded before icons were WebP (its games still name them). No slash, no dot
 * segment, so nothing outside the folder can be named.
 */
export const CATALOGUE_FILE_PATTERN =
  /^(?:icon-[0-9a-f]{1,6}\.(?:webp|svg)|(?:banner|shot)-[0-9]{2,4}\.png(?:\.enc)?|title-[0-9a-f]{16}\.png(?:\.enc)?)$/;

const CATALOGUE_CONTENT_TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  // Spec §4: the client fetches the bytes, decrypts them and picks the type from the inner extension.
  '.enc': 'application/octet-stream',
};

export interface MediaFile {
  path: string;
  size: number;
  contentType: string;
}

async function existingFile(fullPath: string, contentType: string): Promise<MediaFile | null> {
  const info = await stat(fullPath).catch(() => null);
  return info?.isFile() ? { path: fullPath, size: info.size, contentType } : null;
}

/** The query that picks a picture's device-sized copy (`?w=375&f=webp`); both or neither. */
export interface VariantQuery {
  w?: string;
  f?: string;
}

/**
 * The copy a media request asks for: null for the original; a 400 for anything but a listed
 * width with a listed format (the server never resizes on demand, so nothing else exists).
 */
export function requestedVariant(query: VariantQuery): ImageVariant | null {
  const variant = parseImageVariant(query);
  if (variant === 'invalid') throw new AppError(ResultCode.badRequest, 400);
  return variant;
}

/**
 * The file of picture `name` (already checked against its folder's names) or of its variant;
 * only PNGs have variants (not icons). The variant of an `.enc` copy is encrypted too (spec §4:
 * what is shown encrypted stays encrypted at every size): `<png>.w375.webp.enc`.
 */
export function pictureFile(root: string, name: string, contentType: string, variant: ImageVariant | null): Promise<MediaFile | null> {
  if (!variant) return existingFile(path.join(root, name), contentType);
  if (name.endsWith('.png.enc')) return existingFile(path.join(root, `${imageVariantFile(name.slice(0, -4), variant)}.enc`), contentType);
  if (!name.endsWith('.png')) return Promise.resolve(null);
  return existingFile(path.join(root, imageVariantFile(name, variant)), `image/${variant.format}`);
}

/** A demo catalogue image (or its variant) by name, or null (not a catalogue name, or not there). */
export function catalogueFile(root: string, name: string, variant: ImageVariant | null = null): Promise<MediaFile | null> {
  if (!CATALOGUE_FILE_PATTERN.test(name)) return Promise.resolve(null);
  return pictureFile(root, name, CATALOGUE_CONTENT_TYPES[path.extname(name)] ?? 'application/octet-stream', variant);
}

/** An uploaded file of the local storage by key (`avatars/<sha256>.png`), or null. */
export function uploadedFile(root: string, key: string): Promise<MediaFile | null> {
  if (!STORAGE_KEY_PATTERN.test(key)) return Promise.resolve(null);
  return existingFile(path.join(root, key), CONTENT_TYPES_BY_EXTENSION[path.extname(key).slice(1)] ?? 'application/octet-stream');
}
