import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import opentype, { type Font } from 'opentype.js';
import { woffToSfnt } from './woff';

/**
 * Game titles lettered as vector paths, so the generated art needs no font on the machine that
 * renders or shows it. The font is ZCOOL QingKe HuangYou (站酷庆科黄油体, SIL OFL), a bold display
 * face, from its npm package; the package splits it by Unicode range into ~90 WOFF files, and a
 * character's glyph comes from the file that has it. Parsed once per process, on first use.
 */
const FONT_PACKAGE = '@fontsource/zcool-qingke-huangyou/package.json';

let fonts: Font[] | null = null;

function loadFonts(): Font[] {
  if (fonts) return fonts;
  // `require` exists in both the tests (CommonJS) and the bundle (its banner defines one).
  const directory = path.join(path.dirname(require.resolve(FONT_PACKAGE)), 'files');
  fonts = readdirSync(directory)
    .filter((file) => file.endsWith('.woff'))
    .map((file) => {
      const sfnt = woffToSfnt(readFileSync(path.join(directory, file)));
      return opentype.parse(sfnt.buffer.slice(sfnt.byteOffset, sfnt.byteOffset + sfnt.byteLength));
    });
  return fonts;
}

export interface LetteredText {
  /** SVG path data of the whole line, its baseline at y = 0 and its start at x = 0. */
  d: string;
  width: number;
}

/** One line of text at `size` px; characters the font lacks are left out (the title stays readable). */
export function letter(text: string, size: number): LetteredText {
  const all = loadFonts();
  let x = 0;
  let d = '';
  for (const char of text) {
    const font = all.find((f) => f.charToGlyphIndex(char) > 0);
    if (!font) continue;
    const glyph = font.charToGlyph(char);
    d += glyph.getPath(x, 0, size).toPathData(1);
    x += ((glyph.advanceWidth ?? font.unitsPerEm) * size) / font.unitsPerEm;
  }
  return { d, width: x };
}

/** The largest size up to `maxSize` at which `text` fits `maxWidth`. */
export function letterToFit(text: string, maxSize: number, maxWidth: number): LetteredText & { size: number } {
  const probe = letter(text, maxSize);
  const size = probe.width <= maxWidth ? maxSize : Math.floor((maxSize * maxWidth) / probe.width);
  return { ...(size === maxSize ? probe : letter(text, size)), size };
}
