import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { IMAGE_VARIANT_FORMATS, IMAGE_VARIANT_WIDTHS, type ImageVariant, imageVariantFile } from '@portal/shared/rules';
import sharp from 'sharp';

/**
 * The device-sized WebP copies of a seeded picture (issue 17: the LCP image ≤ 30 KB at 375 px),
 * written next to the PNG as `<name>.w<width>.<format>` for the media routes to serve. A picture
 * is never enlarged (a 240 px cover stays 240 px in every copy). Encoded once per machine: the
 * copies are kept in a cache under the temporary directory by the PNG's hash, so another data
 * directory (a test suite, a fresh demo) copies them instead of encoding again.
 */
const VARIANT_CACHE = path.join(os.tmpdir(), 'portal-variants-1');

/** WebP quality: the illustrated key art stays sharp on a phone at ~10–20 KB for 375 px. */
const WEBP_QUALITY = 75;

export const IMAGE_VARIANTS: readonly ImageVariant[] = IMAGE_VARIANT_WIDTHS.flatMap((width) =>
  IMAGE_VARIANT_FORMATS.map((format) => ({ width, format })),
);

export function encodeImageVariant(png: Buffer, { width }: ImageVariant): Promise<Buffer> {
  return sharp(png).resize({ width, withoutEnlargement: true }).webp({ quality: WEBP_QUALITY }).toBuffer();
}

async function writeAtomically(file: string, bytes: Buffer) {
  const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  await writeFile(temporary, bytes);
  await rename(temporary, file);
}

async function cachedEncode(png: Buffer, variant: ImageVariant): Promise<Buffer> {
  const cached = path.join(VARIANT_CACHE, imageVariantFile(createHash('sha256').update(png).digest('hex'), variant));
  const hit = await readFile(cached).catch(() => null);
  if (hit) return hit;
  const bytes = await encodeImageVariant(png, variant);
  await mkdir(VARIANT_CACHE, { recursive: true });
  await writeAtomically(cached, bytes).catch(() => undefined);
  return bytes;
}

/**
 * The `.enc` copies of a picture's variants, for a picture the pages show encrypted (spec §4):
 * `<name>.w<width>.<format>.enc`. `encrypt(file, plain)` writes one unless it is already right
 * and says whether it wrote. Call after ensureImageVariants.
 */
export async function ensureEncryptedVariants(
  directory: string,
  name: string,
  encrypt: (file: string, plain: Buffer) => Promise<boolean>,
): Promise<number> {
  let written = 0;
  for (const variant of IMAGE_VARIANTS) {
    const file = path.join(directory, imageVariantFile(name, variant));
    if (await encrypt(`${file}.enc`, await readFile(file))) written += 1;
  }
  return written;
}

/**
 * Writes the missing variants of `directory/name` (a PNG that exists); returns how many files it
 * wrote. A name always means one picture, so an existing variant is already right.
 */
export async function ensureImageVariants(directory: string, name: string): Promise<number> {
  let written = 0;
  let png: Buffer | undefined;
  for (const variant of IMAGE_VARIANTS) {
    const file = path.join(directory, imageVariantFile(name, variant));
    if ((await stat(file).catch(() => null))?.isFile()) continue;
    png ??= await readFile(path.join(directory, name));
    await writeAtomically(file, await cachedEncode(png, variant));
    written += 1;
  }
  return written;
}
