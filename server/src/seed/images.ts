import { seededRandom } from './seeded-random';
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PNG } from 'pngjs';
import { CATALOGUE_URL_PREFIX } from '../modules/media/catalogue-media';

/**
 * The demo catalogue's images, generated on this machine (no network): a fixed palette of
 * banners and screenshots (PNG via pngjs) plus one SVG icon per first character. Games point
 * at these shared files, so a million games still make ~130 files. Every banner also has an
 * `.enc` copy (spec §4), which about a fifth of the banner URLs use.
 */
export const BANNER_COUNT = 30;
export const SCREENSHOT_COUNT = 30;
const BANNER_SIZE = { width: 640, height: 320 };
const SCREENSHOT_SIZE = { width: 320, height: 568 };

export const bannerFile = (index: number) => `banner-${String(index).padStart(2, '0')}.png`;
export const screenshotFile = (index: number) => `shot-${String(index).padStart(2, '0')}.png`;
/** One icon per first character: icon-738b.svg for 王 (U+738B). */
export const iconFile = (name: string) => `icon-${(name.codePointAt(0) ?? 0x58).toString(16)}.svg`;
export const catalogueUrl = (file: string) => `${CATALOGUE_URL_PREFIX}${file}`;

type Rgb = readonly [number, number, number];

/** Light-blue-friendly palettes: two background colours, then accents. */
const PALETTES: readonly (readonly Rgb[])[] = [
  [[0xe3, 0xf4, 0xff], [0x9f, 0xd8, 0xff], [0x3a, 0xa0, 0xf0], [0xff, 0xff, 0xff], [0x1f, 0x6f, 0xd1]],
  [[0xd6, 0xf0, 0xff], [0x6c, 0xc4, 0xf5], [0xff, 0xc8, 0x57], [0xff, 0xff, 0xff], [0x24, 0x8e, 0xd8]],
  [[0xe8, 0xf1, 0xff], [0xa9, 0xc6, 0xff], [0x7b, 0x61, 0xff], [0xff, 0xff, 0xff], [0x4d, 0x8b, 0xff]],
  [[0xdf, 0xfa, 0xf6], [0x8e, 0xe0, 0xe4], [0x1c, 0xb5, 0xc9], [0xff, 0xff, 0xff], [0xff, 0x8a, 0x80]],
  [[0xea, 0xf6, 0xff], [0xb8, 0xe1, 0xff], [0xff, 0x9e, 0xc4], [0xff, 0xff, 0xff], [0x5a, 0xb0, 0xf5]],
  [[0xdc, 0xee, 0xff], [0x7f, 0xb8, 0xf0], [0x2e, 0x5f, 0xb8], [0xf5, 0xfa, 0xff], [0xff, 0xd5, 0x4f]],
];

/** Icon gradients (top-left → bottom-right). */
const ICON_GRADIENTS: readonly (readonly [string, string])[] = [
  ['#6fd3ff', '#2f8cf0'], ['#8ec5ff', '#5b6cff'], ['#5ee7df', '#2ba8e0'], ['#a1c4fd', '#4d8bf5'],
  ['#7fd1ff', '#7b61ff'], ['#84fab0', '#3aa0f0'], ['#ffc371', '#ff7eb3'], ['#89f7fe', '#66a6ff'],
];


/**
 * A tiny rasteriser: every shape is drawn as horizontal runs filled with Uint32Array.fill, so a
 * picture takes milliseconds. Flat colours (no anti-aliasing) keep the PNGs to a few kilobytes.
 */
class Canvas {
  private readonly pixels: Uint32Array;
  constructor(readonly width: number, readonly height: number) {
    this.pixels = new Uint32Array(width * height);
  }
  /** RGBA in memory order on a little-endian machine (every platform Node runs on here). */
  private static pack([r, g, b]: Rgb): number {
    return (r | (g << 8) | (b << 16) | (0xff << 24)) >>> 0;
  }
  private run(y: number, from: number, to: number, colour: number) {
    if (y < 0 || y >= this.height) return;
    const start = Math.max(0, Math.ceil(from));
    const end = Math.min(this.width, Math.floor(to) + 1);
    if (end > start) this.pixels.fill(colour, y * this.width + start, y * this.width + end);
  }
  /** A diagonal gradient in a few flat bands (few colours compress far better than a smooth ramp). */
  gradient(from: Rgb, to: Rgb, bands: number) {
    const colours = Array.from({ length: bands }, (_, band) => {
      const t = band / (bands - 1);
      return Canvas.pack([0, 1, 2].map((c) => Math.round(from[c]! + (to[c]! - from[c]!) * t)) as unknown as Rgb);
    });
    const span = this.width + this.height;
    for (let y = 0; y < this.height; y += 1) {
      for (let band = 0; band < bands; band += 1) {
        // Pixels with band ≤ (x + y) / span × bands < band + 1.
        const first = Math.ceil((band * span) / bands - y);
        const last = Math.ceil(((band + 1) * span) / bands - y) - 1;
        this.run(y, first, last, colours[band]!);
      }
    }
  }
  circle(cx: number, cy: number, radius: number, colour: Rgb) {
    const packed = Canvas.pack(colour);
    for (let y = Math.floor(cy - radius); y <= Math.ceil(cy + radius); y += 1) {
      const dy = y + 0.5 - cy;
      if (Math.abs(dy) > radius) continue;
      const half = Math.sqrt(radius * radius - dy * dy);
      this.run(y, cx - half, cx + half - 1, packed);
    }
  }
  roundedRect(left: number, top: number, width: number, height: number, radius: number, colour: Rgb) {
    const packed = Canvas.pack(colour);
    for (let y = Math.floor(top); y < Math.ceil(top + height); y += 1) {
      const centre = y + 0.5;
      const dy = Math.max(top + radius - centre, 0, centre - (top + height - radius));
      const inset = dy > 0 ? radius - Math.sqrt(Math.max(0, radius * radius - dy * dy)) : 0;
      this.run(y, left + inset, left + width - inset - 1, packed);
    }
  }
  triangle(ax: number, ay: number, bx: number, by: number, cx: number, cy: number, colour: Rgb) {
    const packed = Canvas.pack(colour);
    const edges = [[ax, ay, bx, by], [bx, by, cx, cy], [cx, cy, ax, ay]] as const;
    for (let y = Math.floor(Math.min(ay, by, cy)); y <= Math.ceil(Math.max(ay, by, cy)); y += 1) {
      const centre = y + 0.5;
      const xs: number[] = [];
      for (const [x1, y1, x2, y2] of edges) {
        if ((centre >= y1 && centre < y2) || (centre >= y2 && centre < y1)) xs.push(x1 + ((centre - y1) / (y2 - y1)) * (x2 - x1));
      }
      if (xs.length >= 2) this.run(y, Math.min(...xs), Math.max(...xs) - 1, packed);
    }
  }
  encode(): Buffer {
    const png = new PNG({ width: this.width, height: this.height });
    png.data = Buffer.from(this.pixels.buffer, this.pixels.byteOffset, this.pixels.byteLength);
    // RGB without alpha, maximum deflate: flat colours make files of a few kilobytes.
    return PNG.sync.write(png, { colorType: 2, deflateLevel: 9 });
  }
}

/** Banner `index` (640×320): a banded gradient, soft circles, a "hero" shape and a title bar. */
export function renderBanner(index: number): Buffer {
  const rand = seededRandom(1000 + index);
  const palette = PALETTES[index % PALETTES.length]!;
  const canvas = new Canvas(BANNER_SIZE.width, BANNER_SIZE.height);
  canvas.gradient(palette[0]!, palette[1]!, 6);
  for (let i = 0; i < 4; i += 1) {
    canvas.circle(rand() * 640, rand() * 320, 30 + rand() * 90, i % 2 ? palette[3]! : palette[1]!);
  }
  const x = 340 + rand() * 160;
  if (index % 3 === 0) canvas.circle(x, 150, 95, palette[2]!);
  else if (index % 3 === 1) canvas.triangle(x - 110, 270, x + 110, 270, x, 40, palette[2]!);
  else canvas.roundedRect(x - 100, 60, 200, 200, 36, palette[2]!);
  canvas.circle(x + 40, 110, 28, palette[4]!);
  canvas.roundedRect(36, 200, 250, 34, 17, palette[3]!);
  canvas.roundedRect(36, 248, 150, 26, 13, palette[4]!);
  return canvas.encode();
}

/** Screenshot `index` (320×568): a phone screen with a top bar, a scene and UI cards. */
export function renderScreenshot(index: number): Buffer {
  const rand = seededRandom(5000 + index);
  const palette = PALETTES[(index + 2) % PALETTES.length]!;
  const canvas = new Canvas(SCREENSHOT_SIZE.width, SCREENSHOT_SIZE.height);
  canvas.gradient(palette[1]!, palette[0]!, 5);
  canvas.roundedRect(0, 0, 320, 56, 0, palette[4]!);
  canvas.circle(28, 28, 16, palette[3]!);
  canvas.roundedRect(56, 20, 120, 16, 8, palette[3]!);
  for (let i = 0; i < 3; i += 1) canvas.circle(40 + rand() * 240, 120 + rand() * 200, 20 + rand() * 50, i === 0 ? palette[2]! : palette[3]!);
  canvas.triangle(60, 360, 260, 360, 160, 180 + rand() * 60, palette[2]!);
  for (let row = 0; row < 2; row += 1) {
    canvas.roundedRect(16, 392 + row * 78, 288, 64, 14, palette[3]!);
    canvas.roundedRect(28, 406 + row * 78, 36, 36, 10, palette[row ? 4 : 2]!);
    canvas.roundedRect(76, 412 + row * 78, 120 + rand() * 90, 12, 6, palette[1]!);
  }
  return canvas.encode();
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** A rounded gradient square with the game's first character (128×128 SVG). */
export function renderIcon(name: string): string {
  const char = String.fromCodePoint(name.codePointAt(0) ?? 0x58);
  const [from, to] = ICON_GRADIENTS[(name.codePointAt(0) ?? 0) % ICON_GRADIENTS.length]!;
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128">' +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    '<rect width="128" height="128" rx="28" fill="url(#g)"/>' +
    '<circle cx="104" cy="22" r="30" fill="#fff" fill-opacity="0.18"/>' +
    `<text x="64" y="86" font-size="64" font-weight="700" text-anchor="middle" fill="#fff" font-family="PingFang SC, Hiragino Sans GB, Microsoft YaHei, Noto Sans CJK SC, sans-serif">${escapeXml(char)}</text>` +
    '</svg>'
  );
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
async function ensureFile(file: string, render: () => Buffer | string): Promise<boolean> {
  if ((await stat(file).catch(() => null))?.isFile()) return false;
  await writeAtomically(file, render());
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
    const file = path.join(directory, bannerFile(index));
    if (await ensureFile(file, () => renderBanner(index))) written += 1;
    if (await ensureEncrypted(`${file}.enc`, await readFile(file), imageKey)) written += 1;
  }
  for (let index = 0; index < SCREENSHOT_COUNT; index += 1) {
    if (await ensureFile(path.join(directory, screenshotFile(index)), () => renderScreenshot(index))) written += 1;
  }
  const firstCharacters = new Set(iconNames.map((name) => String.fromCodePoint(name.codePointAt(0) ?? 0x58)));
  for (const char of firstCharacters) {
    if (await ensureFile(path.join(directory, iconFile(char)), () => renderIcon(char))) written += 1;
  }
  return written;
}
