import { Resvg } from '@resvg/resvg-js';
import { seededRandom } from '../seeded-random';
import { letter, letterToFit } from './lettering';
import { sceneSvg } from './scenes';

/**
 * The demo catalogue's pictures: banners (640×320 key art, the game's name lettered on the ones
 * made for a game) and phone-shaped screenshots (360×640) that look like the game's screens.
 * SVG composed here, rasterised by resvg (no browser, no system fonts).
 */
export const BANNER_SIZE = { width: 640, height: 320 } as const;
export const SCREENSHOT_SIZE = { width: 360, height: 640 } as const;

const f = (n: number) => n.toFixed(1);

/** SVG → PNG at the SVG's own size, or scaled to `width` px wide. */
export function rasterise(svg: string, width?: number): Buffer {
  const fitTo = width ? ({ mode: 'width', value: width } as const) : undefined;
  return Buffer.from(new Resvg(svg, { font: { loadSystemFonts: false }, fitTo }).render().asPng());
}

/** The title treatment: a dark outline, a light-to-gold fill and a soft shadow below. */
function title(name: string, x: number, baseline: number, maxSize: number, maxWidth: number): string {
  const lettered = letterToFit(name, maxSize, maxWidth);
  const at = (dx: number, dy: number) => `translate(${f(x + dx)} ${f(baseline + dy)})`;
  const outline = Math.max(4, lettered.size * 0.12);
  return (
    '<defs><linearGradient id="titleFill" x1="0" y1="0" x2="0" y2="1"><stop offset="0.2" stop-color="#ffffff"/><stop offset="1" stop-color="#ffd56b"/></linearGradient></defs>' +
    `<path d="${lettered.d}" transform="${at(3, 5)}" fill="#000" opacity="0.35"/>` +
    `<path d="${lettered.d}" transform="${at(0, 0)}" fill="url(#titleFill)" stroke="#1a1030" stroke-width="${f(outline)}" stroke-linejoin="round" paint-order="stroke"/>`
  );
}

/** Key art of a category without a title (a pool shared by many games in big catalogues). */
export function renderSceneBanner(category: number, seed: number): Buffer {
  return rasterise(sceneSvg({ ...BANNER_SIZE, category, seed }));
}

/** Key art made for one game: its category's world with the game's name lettered on it. */
export function renderTitleBanner(name: string, category: number, seed: number): Buffer {
  // The title sits top left, on a soft darkening of the sky: pages lay their own captions along
  // the bottom edge, where they would collide with it.
  const shade =
    '<defs><linearGradient id="shade" x1="0" y1="0" x2="0.8" y2="0.6"><stop offset="0" stop-color="#000" stop-opacity="0.45"/><stop offset="0.6" stop-color="#000" stop-opacity="0"/></linearGradient></defs>' +
    `<rect width="${BANNER_SIZE.width}" height="${BANNER_SIZE.height}" fill="url(#shade)"/>`;
  return rasterise(sceneSvg({ ...BANNER_SIZE, category, seed, overlay: shade + title(name, 32, 92, 64, 380) }));
}

/** A white label drawn as paths (numbers and short words in the game UI). */
function label(text: string, x: number, baseline: number, size: number, fill = '#fff'): string {
  return `<path d="${letter(text, size).d}" transform="translate(${f(x)} ${f(baseline)})" fill="${fill}"/>`;
}

function bar(x: number, y: number, w: number, share: number, colour: string): string {
  return (
    `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="12" rx="6" fill="#000" opacity="0.45"/>` +
    `<rect x="${f(x + 2)}" y="${f(y + 2)}" width="${f((w - 4) * share)}" height="8" rx="4" fill="${colour}"/>`
  );
}

/** The game's screen over its world: a status bar, the genre's controls and panels. */
function gameUi(category: number, seed: number): string {
  const rand = seededRandom(seed * 131 + category);
  const { width: w, height: h } = SCREENSHOT_SIZE;
  const parts: string[] = [];
  // Status bar: avatar, level, two currencies.
  parts.push('<rect width="360" height="64" fill="#000" opacity="0.35"/>');
  parts.push('<circle cx="32" cy="32" r="20" fill="#ffd56b" stroke="#fff" stroke-width="3"/>');
  parts.push(label(`Lv.${10 + Math.floor(rand() * 80)}`, 58, 30, 16));
  parts.push(bar(58, 38, 90, 0.3 + rand() * 0.6, '#6ff3a0'));
  for (const [i, colour] of ['#ffd56b', '#7cd6ff'].entries()) {
    const x = 170 + i * 94;
    parts.push(
      `<rect x="${x}" y="18" width="86" height="28" rx="14" fill="#000" opacity="0.45"/><circle cx="${x + 14}" cy="32" r="9" fill="${colour}"/>`,
    );
    parts.push(label(String(Math.floor(1000 + rand() * 98000)), x + 28, 38, 15));
  }
  if (category === 2 || category === 5 || category === 7 || category === 10) {
    // Card, casual, simulation and music games: panels and a big action button.
    parts.push(`<rect x="24" y="${h - 250}" width="${w - 48}" height="150" rx="18" fill="#fff" opacity="0.92"/>`);
    for (let i = 0; i < 3; i += 1) {
      parts.push(`<rect x="${44 + i * 100}" y="${h - 232}" width="80" height="110" rx="12" fill="url(#accentGrad)"/>`);
      parts.push(label(String(Math.floor(rand() * 9) + 1), 74 + i * 100, h - 160, 34));
    }
    parts.push(`<rect x="90" y="${h - 84}" width="180" height="52" rx="26" fill="#ff8a3d" stroke="#fff" stroke-width="3"/>`);
    parts.push(label('START', 138, h - 49, 26));
  } else {
    // Action, role-playing, shooter, sports and strategy: a mini-map, HP, a joystick and skills.
    parts.push('<rect x="264" y="80" width="80" height="80" rx="12" fill="#000" opacity="0.4" stroke="#fff" stroke-opacity="0.6"/>');
    parts.push(
      `<circle cx="${f(280 + rand() * 48)}" cy="${f(96 + rand() * 48)}" r="5" fill="#ff3d6e"/><circle cx="304" cy="120" r="4" fill="#6ff3ff"/>`,
    );
    parts.push(bar(24, h - 200, 150, 0.4 + rand() * 0.5, '#ff5a5a'));
    parts.push(bar(24, h - 182, 120, 0.3 + rand() * 0.6, '#5ab0ff'));
    parts.push(
      `<circle cx="84" cy="${h - 96}" r="50" fill="#fff" opacity="0.18" stroke="#fff" stroke-opacity="0.5" stroke-width="3"/><circle cx="${f(84 + (rand() - 0.5) * 30)}" cy="${f(h - 96 + (rand() - 0.5) * 30)}" r="22" fill="#fff" opacity="0.6"/>`,
    );
    const skills: Array<[number, number, number]> = [
      [300, h - 80, 34],
      [232, h - 60, 24],
      [250, h - 128, 24],
      [300, h - 160, 24],
    ];
    for (const [cx, cy, r] of skills) {
      parts.push(`<circle cx="${cx}" cy="${cy}" r="${r}" fill="url(#accentGrad)" stroke="#fff" stroke-width="3" opacity="0.95"/>`);
    }
    parts.push(label(`x${String(Math.floor(rand() * 20) + 2)}`, 284, h - 72, 22));
  }
  return parts.join('');
}

/** A portrait phone screen of a game of the category. */
export function renderGameScreenshot(category: number, seed: number): Buffer {
  return rasterise(sceneSvg({ ...SCREENSHOT_SIZE, category, seed, groundAt: 0.66, overlay: gameUi(category, seed) }));
}
