import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { CATALOGUE_URL_PREFIX } from '../modules/media';
import { renderIcon } from './art/icon';
import { renderGameScreenshot, renderSceneBanner, renderTitleBanner } from './art/key-art';
import { ensureEncryptedVariants, ensureImageVariants } from './image-variants';

/**
 * The demo catalogue's images, generated on this machine (no network, no fonts installed): key
 * art per category (banners, with the game's name lettered on the ones made for a demo game),
 * phone-shaped screenshots of each category's game screens (server/src/seed/art), and one WebP
 * icon per first character (art/icon.ts). Big catalogues share a bounded pool (3 banners and 5
 * screenshots per category); the demo games get a banner each. About a fifth of banners are also
 * served as `.enc` copies (spec §4). Every banner also gets its device-sized WebP copies
 * (image-variants.ts).
 */
export const CATEGORY_COUNT = 10;
export const BANNERS_PER_CATEGORY = 3;
export const SCREENSHOTS_PER_CATEGORY = 5;
export const BANNER_COUNT = CATEGORY_COUNT * BANNERS_PER_CATEGORY;
export const SCREENSHOT_COUNT = CATEGORY_COUNT * SCREENSHOTS_PER_CATEGORY;

/** Pool file `index` belongs to category `floor(index / per-category) + 1`. */
export const bannerFile = (index: number) => `banner-${String(index).padStart(2, '0')}.png`;
export const screenshotFile = (index: number) => `shot-${String(index).padStart(2, '0')}.png`;
/** One lettered banner per (name, category): the name is in the picture, so the file is named by both. */
export const titleBannerFile = (name: string, category: number) =>
  `title-${createHash('sha256').update(`${ART_VERSION}|${category}|${name}`).digest('hex').slice(0, 16)}.png`;
/** One icon per first character: icon-738b.webp for 王 (U+738B). */
export const iconFile = (name: string) => `icon-${(name.codePointAt(0) ?? 0x58).toString(16)}.webp`;
export const catalogueUrl = (file: string) => `${CATALOGUE_URL_PREFIX}${file}`;

/** Bump when the art changes: names of rendered files (and the render cache) follow it. */
const ART_VERSION = 'art-3';

/**
 * Rendered pictures are kept in a machine-wide cache, so a second data directory (another test
 * suite, a fresh demo) copies them instead of rendering again. A file's name fixes its picture.
 */
const RENDER_CACHE = path.join(os.tmpdir(), `portal-${ART_VERSION}`);

async function cachedRender(name: string, render: () => Buffer | Promise<Buffer>): Promise<Buffer> {
  const cached = path.join(RENDER_CACHE, name);
  const hit = await readOrNull(cached);
  if (hit) return hit;
  const bytes = await render();
  await mkdir(RENDER_CACHE, { recursive: true });
  await writeAtomically(cached, bytes).catch(() => undefined);
  return bytes;
}

/** AES-128-CBC with a random IV written first, PKCS#7 padding (crypto-js compatible, spec §4). */
export function encryptImage(bytes: Buffer, key: string): Buffer {
  const iv = randomBytes(16);
  const cipher = createCipheriv('aes-128-cbc', Buffer.from(key, 'utf8'), iv);
  return Buffer.concat([iv, cipher.update(bytes), cipher.final()]);
}

export function decryptImage(bytes: Buffer, key: string): Buffer {
  const decipher = createDecipheriv('aes-128-cbc', Buffer.from(key, 'utf8'), bytes.subarray(0, 16));
  return Buffer.concat([decipher.update(bytes.subarray(16)), decipher.final()]);
}

async function readOrNull(file: string): Promise<Buffer | null> {
  return readFile(file).catch(() => null);
}

/** Writes through a temporary file and a rename, so a reader never sees half an image. */
async function writeAtomically(file: string, bytes: Buffer | string) {
  const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  await writeFile(temporary, bytes);
  await rename(temporary, file);
}

/**
 * Writes a rendered file unless it exists. A name always means the same picture (a changed
 * generator must use new names), so an existing file is already right and is not rendered again.
 */
async function ensureFile(file: string, render: () => Buffer | string | Promise<Buffer | string>): Promise<boolean> {
  if ((await stat(file).catch(() => null))?.isFile()) return false;
  await writeAtomically(file, await render());
  return true;
}

/** An `.enc` copy is (re)written unless it decrypts, with this key, to exactly the PNG. */
async function ensureEncrypted(file: string, plain: Buffer, key: string): Promise<boolean> {
  const existing = await readOrNull(file);
  if (existing) {
    try {
      if (decryptImage(existing, key).equals(plain)) return false;
    } catch {
      // Another key or a damaged file: write it again.
    }
  }
  await writeAtomically(file, encryptImage(plain, key));
  return true;
}

export interface CatalogueImageOptions {
  /** ${DATA_DIR}/catalogue */
  directory: string;
  imageKey: string;
  /** Names whose first characters need an icon. */
  iconNames: readonly string[];
}

/**
 * Makes sure every palette image exists (idempotent: a second run writes nothing, and renders
 * nothing, so start-up stays fast). Returns how many files it wrote.
 */
export async function writeCatalogueImages({ directory, imageKey, iconNames }: CatalogueImageOptions): Promise<number> {
  await mkdir(directory, { recursive: true });
  let written = 0;
  for (let index = 0; index < BANNER_COUNT; index += 1) {
    const name = bannerFile(index);
    const file = path.join(directory, name);
    const category = Math.floor(index / BANNERS_PER_CATEGORY) + 1;
    if (await ensureFile(file, () => cachedRender(name, () => renderSceneBanner(category, index)))) written += 1;
    if (await ensureEncrypted(`${file}.enc`, await readFile(file), imageKey)) written += 1;
    written += await ensureImageVariants(directory, name);
    written += await ensureEncryptedVariants(directory, name, (variant, plain) => ensureEncrypted(variant, plain, imageKey));
  }
  for (let index = 0; index < SCREENSHOT_COUNT; index += 1) {
    const name = screenshotFile(index);
    const category = Math.floor(index / SCREENSHOTS_PER_CATEGORY) + 1;
    if (await ensureFile(path.join(directory, name), () => cachedRender(name, () => renderGameScreenshot(category, index)))) written += 1;
    written += await ensureImageVariants(directory, name);
  }
  const firstCharacters = new Set(iconNames.map((name) => String.fromCodePoint(name.codePointAt(0) ?? 0x58)));
  for (const char of firstCharacters) {
    const name = iconFile(char);
    if (await ensureFile(path.join(directory, name), () => cachedRender(name, () => renderIcon(char)))) written += 1;
  }
  return written;
}

export interface TitledGame {
  name: string;
  category: number;
  /** Also write an `.enc` copy (the game's first banner is served encrypted). */
  encrypted: boolean;
}

/** Writes each game's lettered banner (and its `.enc` copy) unless present; returns how many files it wrote. */
export async function writeTitleBanners(directory: string, imageKey: string, games: readonly TitledGame[]): Promise<number> {
  await mkdir(directory, { recursive: true });
  let written = 0;
  for (const game of games) {
    const name = titleBannerFile(game.name, game.category);
    const file = path.join(directory, name);
    // The scene's seed comes from the name too, so a file name always means one picture.
    const seed = createHash('sha256').update(game.name).digest().readUInt32BE(0);
    if (await ensureFile(file, () => cachedRender(name, () => renderTitleBanner(game.name, game.category, seed)))) written += 1;
    written += await ensureImageVariants(directory, name);
    if (game.encrypted && (await ensureEncrypted(`${file}.enc`, await readFile(file), imageKey))) written += 1;
    if (game.encrypted)
      written += await ensureEncryptedVariants(directory, name, (variant, plain) => ensureEncrypted(variant, plain, imageKey));
  }
  return written;
}
