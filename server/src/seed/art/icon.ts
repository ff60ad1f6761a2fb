import sharp from 'sharp';
import { rasterise } from './key-art';
import { letter } from './lettering';

/**
 * A game's icon: a rounded gradient square with the game's first character, lettered as a path
 * (the same font as the banners' titles) and rasterised to a WebP, as a store's icons are.
 *
 * Why not the SVG it used to be: an SVG in an <img> is a document of its own that the browser
 * parses, styles and lays out, and its <text> needed a CJK font on the viewing machine. Twenty of
 * them on the home page cost ~300 ms of LCP on the phone profile (home loaded with each icon
 * served as its SVG or as its WebP, alternating: 1 688 → 1 372 ms); the WebP is 1–3 KB.
 */

/** Pixels per side: sharp at the largest size pages show an icon (80 CSS px) on a 2–3× screen. */
const ICON_SIZE = 192;
const WEBP_QUALITY = 80;

/** Icon gradients (top-left → bottom-right). */
const ICON_GRADIENTS: readonly (readonly [string, string])[] = [
  ['#6fd3ff', '#2f8cf0'],
  ['#8ec5ff', '#5b6cff'],
  ['#5ee7df', '#2ba8e0'],
  ['#a1c4fd', '#4d8bf5'],
  ['#7fd1ff', '#7b61ff'],
  ['#84fab0', '#3aa0f0'],
  ['#ffc371', '#ff7eb3'],
  ['#89f7fe', '#66a6ff'],
];

/** The icon's picture, drawn on a 128-unit square (a character the font lacks leaves it plain). */
function iconSvg(name: string): string {
  const codePoint = name.codePointAt(0) ?? 0x58;
  const [from, to] = ICON_GRADIENTS[codePoint % ICON_GRADIENTS.length]!;
  const glyph = letter(String.fromCodePoint(codePoint), 64);
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128">' +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    '<rect width="128" height="128" rx="28" fill="url(#g)"/>' +
    '<circle cx="104" cy="22" r="30" fill="#fff" fill-opacity="0.18"/>' +
    `<path d="${glyph.d}" transform="translate(${(64 - glyph.width / 2).toFixed(1)} 86)" fill="#fff"/>` +
    '</svg>'
  );
}

/** The icon as the WebP the catalogue serves (ICON_SIZE square). */
export function renderIcon(name: string): Promise<Buffer> {
  return sharp(rasterise(iconSvg(name), ICON_SIZE))
    .webp({ quality: WEBP_QUALITY })
    .toBuffer();
}
