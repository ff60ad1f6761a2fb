import { seededRandom } from '../seeded-random';

/**
 * Key-art scenes for the ten categories, as SVG: a sky, a light source with a glow, three depths
 * of landscape (far, middle, near, each darker and sharper), the category's motif in the middle
 * ground, particles in the air and a vignette. The same (category, seed) always draws the same
 * picture. Sizes are free: banners are landscape, screenshots portrait.
 */
export type Rand = () => number;

interface Palette {
  sky: [string, string, string];
  glow: string;
  far: string;
  mid: string;
  near: string;
  accent: string;
  particle: string;
}

/** Category id (spec §1 order) → colours of its world. */
const PALETTES: Record<number, Palette> = {
  1: {
    sky: ['#1b2a6b', '#5a4fb3', '#f4a76b'],
    glow: '#ffd58a',
    far: '#6d6fc0',
    mid: '#3a3f8f',
    near: '#161a45',
    accent: '#ffcf6b',
    particle: '#fff2c4',
  },
  2: {
    sky: ['#2a0f4f', '#7a2f9e', '#ff8fb1'],
    glow: '#ffc2e0',
    far: '#8b4fb8',
    mid: '#4d2475',
    near: '#1e0b33',
    accent: '#ffd66b',
    particle: '#ffe6f4',
  },
  3: {
    sky: ['#0f3b4a', '#2f7d8c', '#c8e59a'],
    glow: '#f4ffbf',
    far: '#5c9f8a',
    mid: '#2f6150',
    near: '#12291f',
    accent: '#ffb347',
    particle: '#eaffd0',
  },
  4: {
    sky: ['#062a5a', '#0f6fc0', '#7fd3ff'],
    glow: '#ffffff',
    far: '#3a86c8',
    mid: '#1d4f8a',
    near: '#0a1f3d',
    accent: '#ffde59',
    particle: '#e6f6ff',
  },
  5: {
    sky: ['#59c3ff', '#9fe3ff', '#fff1b8'],
    glow: '#fffbe0',
    far: '#8ad7b0',
    mid: '#4fb98a',
    near: '#2c8a63',
    accent: '#ff7eb3',
    particle: '#ffffff',
  },
  6: {
    sky: ['#23124f', '#c04f9b', '#ffb3c7'],
    glow: '#ffe3ee',
    far: '#a35ea8',
    mid: '#5e2f7a',
    near: '#26133d',
    accent: '#ffc0d9',
    particle: '#ffd1e3',
  },
  7: {
    sky: ['#4aa3df', '#a6dcff', '#ffe9c2'],
    glow: '#fff6dc',
    far: '#9cc3d9',
    mid: '#5f8fae',
    near: '#2d4d66',
    accent: '#ffb85c',
    particle: '#ffffff',
  },
  8: {
    sky: ['#05070f', '#102a4a', '#1f8fbf'],
    glow: '#6ff3ff',
    far: '#1d3c5c',
    mid: '#10263d',
    near: '#05101c',
    accent: '#ff3d6e',
    particle: '#7ef9ff',
  },
  9: {
    sky: ['#2b0a0a', '#8c2a12', '#ff9a3d'],
    glow: '#ffd27a',
    far: '#8c4a2a',
    mid: '#4a1d10',
    near: '#1a0805',
    accent: '#ffdd55',
    particle: '#ffb46b',
  },
  10: {
    sky: ['#120a3a', '#3d1f8c', '#22c3e6'],
    glow: '#b9f3ff',
    far: '#4a3aa8',
    mid: '#271b66',
    near: '#0d0826',
    accent: '#7cf0ff',
    particle: '#ffe17c',
  },
};

const f = (n: number) => n.toFixed(1);

/** A ridge line across the width: `peaks` random heights around `base`, filled down to the bottom. */
function ridge(rand: Rand, w: number, h: number, base: number, amplitude: number, peaks: number, sharp: boolean): string {
  const points: string[] = [`M0 ${f(h)}`, `L0 ${f(base)}`];
  const step = w / peaks;
  for (let i = 0; i <= peaks; i += 1) {
    const x = i * step;
    const y = base - rand() * amplitude;
    if (sharp) points.push(`L${f(x - step / 2)} ${f(base - rand() * amplitude * 0.3)}`, `L${f(x)} ${f(y)}`);
    else points.push(`Q${f(x - step / 2)} ${f(y - amplitude * 0.4)} ${f(x)} ${f(y)}`);
  }
  points.push(`L${f(w)} ${f(h)}`, 'Z');
  return points.join(' ');
}

/** The middle-ground motif of each category, drawn around (cx, ground) at scale s. */
function motif(category: number, rand: Rand, cx: number, ground: number, s: number, p: Palette): string {
  const c = p.mid;
  const parts: string[] = [];
  switch (category) {
    case 1: {
      // A castle on a cliff: towers with pointed roofs, lit windows.
      for (let i = -2; i <= 2; i += 1) {
        const th = (70 + (2 - Math.abs(i)) * 40 + rand() * 20) * s;
        const x = cx + i * 34 * s;
        parts.push(`<rect x="${f(x - 12 * s)}" y="${f(ground - th)}" width="${f(24 * s)}" height="${f(th)}" fill="${c}"/>`);
        parts.push(
          `<path d="M${f(x - 16 * s)} ${f(ground - th)} L${f(x)} ${f(ground - th - 34 * s)} L${f(x + 16 * s)} ${f(ground - th)} Z" fill="${c}"/>`,
        );
        parts.push(
          `<rect x="${f(x - 3 * s)}" y="${f(ground - th + 18 * s)}" width="${f(6 * s)}" height="${f(9 * s)}" fill="${p.accent}" opacity="0.9"/>`,
        );
      }
      parts.push(`<rect x="${f(cx - 90 * s)}" y="${f(ground - 50 * s)}" width="${f(180 * s)}" height="${f(50 * s)}" fill="${c}"/>`);
      break;
    }
    case 2: {
      // Glowing cards fanned in the air.
      for (let i = -2; i <= 2; i += 1) {
        const angle = i * 14;
        parts.push(
          `<g transform="translate(${f(cx)} ${f(ground - 40 * s)}) rotate(${angle})">` +
            `<rect x="${f(-34 * s)}" y="${f(-150 * s)}" width="${f(68 * s)}" height="${f(100 * s)}" rx="${f(8 * s)}" fill="#fff" opacity="0.95"/>` +
            `<rect x="${f(-28 * s)}" y="${f(-144 * s)}" width="${f(56 * s)}" height="${f(88 * s)}" rx="${f(6 * s)}" fill="url(#accentGrad)"/>` +
            `<circle cx="0" cy="${f(-100 * s)}" r="${f(14 * s)}" fill="#fff" opacity="0.85"/></g>`,
        );
      }
      break;
    }
    case 3: {
      // A fortress wall with cannon towers and a banner.
      parts.push(`<rect x="${f(cx - 150 * s)}" y="${f(ground - 46 * s)}" width="${f(300 * s)}" height="${f(46 * s)}" fill="${c}"/>`);
      for (let i = -3; i <= 3; i += 1)
        parts.push(
          `<rect x="${f(cx + i * 42 * s - 8 * s)}" y="${f(ground - 58 * s)}" width="${f(16 * s)}" height="${f(14 * s)}" fill="${c}"/>`,
        );
      for (const side of [-1, 1]) {
        const x = cx + side * 150 * s;
        parts.push(`<rect x="${f(x - 24 * s)}" y="${f(ground - 120 * s)}" width="${f(48 * s)}" height="${f(120 * s)}" fill="${c}"/>`);
        parts.push(`<circle cx="${f(x)}" cy="${f(ground - 120 * s)}" r="${f(26 * s)}" fill="${c}"/>`);
      }
      parts.push(
        `<path d="M${f(cx)} ${f(ground - 46 * s)} V${f(ground - 150 * s)} l${f(44 * s)} ${f(14 * s)} l${f(-44 * s)} ${f(14 * s)}" fill="${p.accent}" stroke="${c}" stroke-width="${f(3 * s)}"/>`,
      );
      break;
    }
    case 4: {
      // A stadium bowl under floodlights, a ball in flight.
      parts.push(`<ellipse cx="${f(cx)}" cy="${f(ground)}" rx="${f(210 * s)}" ry="${f(60 * s)}" fill="${c}"/>`);
      parts.push(`<ellipse cx="${f(cx)}" cy="${f(ground + 6 * s)}" rx="${f(150 * s)}" ry="${f(34 * s)}" fill="#2fa35a"/>`);
      for (const side of [-1, 1]) {
        const x = cx + side * 230 * s;
        parts.push(`<rect x="${f(x - 3 * s)}" y="${f(ground - 170 * s)}" width="${f(6 * s)}" height="${f(170 * s)}" fill="${c}"/>`);
        parts.push(
          `<rect x="${f(x - 22 * s)}" y="${f(ground - 182 * s)}" width="${f(44 * s)}" height="${f(16 * s)}" rx="${f(3 * s)}" fill="#fff"/>`,
        );
        parts.push(
          `<path d="M${f(x)} ${f(ground - 170 * s)} L${f(cx - side * 40 * s)} ${f(ground)} L${f(cx + side * 60 * s)} ${f(ground)} Z" fill="#fff" opacity="0.12"/>`,
        );
      }
      parts.push(
        `<circle cx="${f(cx + 60 * s)}" cy="${f(ground - 140 * s)}" r="${f(20 * s)}" fill="#fff" stroke="${c}" stroke-width="${f(3 * s)}"/>`,
      );
      break;
    }
    case 5: {
      // Candy hills with bubbles and a smiling sun-blob.
      for (let i = 0; i < 9; i += 1) {
        parts.push(
          `<circle cx="${f(cx + (rand() - 0.5) * 360 * s)}" cy="${f(ground - rand() * 190 * s)}" r="${f((8 + rand() * 22) * s)}" fill="#fff" opacity="${(0.35 + rand() * 0.4).toFixed(2)}"/>`,
        );
      }
      parts.push(`<circle cx="${f(cx)}" cy="${f(ground - 70 * s)}" r="${f(62 * s)}" fill="${p.accent}"/>`);
      parts.push(
        `<circle cx="${f(cx - 20 * s)}" cy="${f(ground - 82 * s)}" r="${f(8 * s)}" fill="#3a2340"/><circle cx="${f(cx + 20 * s)}" cy="${f(ground - 82 * s)}" r="${f(8 * s)}" fill="#3a2340"/>`,
      );
      parts.push(
        `<path d="M${f(cx - 24 * s)} ${f(ground - 56 * s)} Q${f(cx)} ${f(ground - 34 * s)} ${f(cx + 24 * s)} ${f(ground - 56 * s)}" stroke="#3a2340" stroke-width="${f(6 * s)}" fill="none" stroke-linecap="round"/>`,
      );
      break;
    }
    case 6: {
      // A torii gate under a huge moon, cherry petals.
      parts.push(
        `<rect x="${f(cx - 110 * s)}" y="${f(ground - 150 * s)}" width="${f(220 * s)}" height="${f(16 * s)}" rx="${f(6 * s)}" fill="#d33a4c"/>`,
      );
      parts.push(`<rect x="${f(cx - 90 * s)}" y="${f(ground - 120 * s)}" width="${f(180 * s)}" height="${f(10 * s)}" fill="#d33a4c"/>`);
      for (const side of [-1, 1])
        parts.push(
          `<rect x="${f(cx + side * 70 * s - 8 * s)}" y="${f(ground - 140 * s)}" width="${f(16 * s)}" height="${f(140 * s)}" fill="#b52a3c"/>`,
        );
      break;
    }
    case 7: {
      // A town skyline with lit windows, a crane and a tree.
      for (let i = -4; i <= 4; i += 1) {
        const bh = (50 + rand() * 120) * s;
        const x = cx + i * 40 * s;
        parts.push(`<rect x="${f(x - 17 * s)}" y="${f(ground - bh)}" width="${f(34 * s)}" height="${f(bh)}" fill="${c}"/>`);
        for (let wy = ground - bh + 10 * s; wy < ground - 12 * s; wy += 16 * s) {
          if (rand() > 0.4)
            parts.push(
              `<rect x="${f(x - 10 * s)}" y="${f(wy)}" width="${f(7 * s)}" height="${f(8 * s)}" fill="${p.accent}" opacity="0.85"/>`,
            );
          if (rand() > 0.5)
            parts.push(
              `<rect x="${f(x + 3 * s)}" y="${f(wy)}" width="${f(7 * s)}" height="${f(8 * s)}" fill="${p.accent}" opacity="0.85"/>`,
            );
        }
      }
      parts.push(
        `<path d="M${f(cx + 200 * s)} ${f(ground)} V${f(ground - 200 * s)} H${f(cx + 90 * s)}" stroke="${p.accent}" stroke-width="${f(5 * s)}" fill="none"/>`,
      );
      break;
    }
    case 8: {
      // A neon city, a crosshair and tracer lines.
      for (let i = -5; i <= 5; i += 1) {
        const bh = (60 + rand() * 160) * s;
        const x = cx + i * 36 * s;
        parts.push(
          `<rect x="${f(x - 15 * s)}" y="${f(ground - bh)}" width="${f(30 * s)}" height="${f(bh)}" fill="${c}" stroke="${p.glow}" stroke-opacity="0.35" stroke-width="${f(1.5 * s)}"/>`,
        );
      }
      for (let i = 0; i < 4; i += 1) {
        const y = ground - (80 + rand() * 140) * s;
        parts.push(
          `<path d="M${f(cx - 300 * s)} ${f(y)} L${f(cx + 300 * s)} ${f(y - 60 * s)}" stroke="${p.accent}" stroke-width="${f(2 * s)}" opacity="0.7"/>`,
        );
      }
      const ty = ground - 120 * s;
      parts.push(`<circle cx="${f(cx)}" cy="${f(ty)}" r="${f(46 * s)}" stroke="${p.glow}" stroke-width="${f(4 * s)}" fill="none"/>`);
      parts.push(
        `<path d="M${f(cx - 70 * s)} ${f(ty)} H${f(cx - 20 * s)} M${f(cx + 20 * s)} ${f(ty)} H${f(cx + 70 * s)} M${f(cx)} ${f(ty - 70 * s)} V${f(ty - 20 * s)} M${f(cx)} ${f(ty + 20 * s)} V${f(ty + 70 * s)}" stroke="${p.glow}" stroke-width="${f(4 * s)}"/>`,
      );
      break;
    }
    case 9: {
      // A warrior on a rock, sword raised, a slash of light.
      const x = cx;
      parts.push(
        `<path d="M${f(x - 90 * s)} ${f(ground)} L${f(x - 50 * s)} ${f(ground - 40 * s)} L${f(x + 60 * s)} ${f(ground - 46 * s)} L${f(x + 100 * s)} ${f(ground)} Z" fill="${c}"/>`,
      );
      parts.push(
        `<g fill="${p.near}"><circle cx="${f(x)}" cy="${f(ground - 150 * s)}" r="${f(14 * s)}"/>` +
          `<path d="M${f(x - 22 * s)} ${f(ground - 134 * s)} H${f(x + 22 * s)} L${f(x + 30 * s)} ${f(ground - 46 * s)} H${f(x + 8 * s)} L${f(x)} ${f(ground - 86 * s)} L${f(x - 8 * s)} ${f(ground - 46 * s)} H${f(x - 30 * s)} Z"/>` +
          `<path d="M${f(x - 22 * s)} ${f(ground - 130 * s)} L${f(x - 60 * s)} ${f(ground - 96 * s)} L${f(x - 40 * s)} ${f(ground - 70 * s)} Z" opacity="0.9"/></g>`,
      );
      parts.push(
        `<path d="M${f(x + 18 * s)} ${f(ground - 128 * s)} L${f(x + 90 * s)} ${f(ground - 230 * s)}" stroke="#fff" stroke-width="${f(5 * s)}" stroke-linecap="round"/>`,
      );
      parts.push(
        `<path d="M${f(x - 160 * s)} ${f(ground - 40 * s)} Q${f(x)} ${f(ground - 300 * s)} ${f(x + 170 * s)} ${f(ground - 120 * s)}" stroke="${p.accent}" stroke-width="${f(7 * s)}" fill="none" opacity="0.75" stroke-linecap="round"/>`,
      );
      break;
    }
    default: {
      // A stage with equaliser bars and notes.
      parts.push(`<rect x="${f(cx - 200 * s)}" y="${f(ground - 20 * s)}" width="${f(400 * s)}" height="${f(20 * s)}" fill="${c}"/>`);
      for (let i = -8; i <= 8; i += 1) {
        const bh = (20 + rand() * 120) * s;
        parts.push(
          `<rect x="${f(cx + i * 22 * s - 7 * s)}" y="${f(ground - 24 * s - bh)}" width="${f(14 * s)}" height="${f(bh)}" rx="${f(4 * s)}" fill="url(#accentGrad)" opacity="0.9"/>`,
        );
      }
      for (let i = 0; i < 3; i += 1) {
        const nx = cx + (rand() - 0.5) * 320 * s;
        const ny = ground - (150 + rand() * 80) * s;
        parts.push(
          `<g fill="${p.particle}"><ellipse cx="${f(nx)}" cy="${f(ny)}" rx="${f(10 * s)}" ry="${f(7 * s)}"/><rect x="${f(nx + 7 * s)}" y="${f(ny - 38 * s)}" width="${f(3 * s)}" height="${f(38 * s)}"/></g>`,
        );
      }
    }
  }
  return parts.join('');
}

export interface SceneOptions {
  width: number;
  height: number;
  category: number;
  seed: number;
  /** Where the ground of the middle layer sits, as a share of the height (default 0.82). */
  groundAt?: number;
  /** Extra SVG drawn above the scene (titles, game UI). */
  overlay?: string;
}

export function sceneSvg({ width: w, height: h, category, seed, groundAt = 0.82, overlay = '' }: SceneOptions): string {
  const p = PALETTES[category] ?? PALETTES[1]!;
  const rand = seededRandom(seed * 7919 + category);
  const s = Math.min(w / 640, h / 320) * (h > w ? 1.25 : 1);
  const sunX = w * (0.2 + rand() * 0.6);
  const sunY = h * (0.18 + rand() * 0.12);
  const ground = h * groundAt;
  const particles = Array.from({ length: 26 }, () => {
    const r = (0.6 + rand() * 2.2) * Math.max(1, s);
    return `<circle cx="${f(rand() * w)}" cy="${f(rand() * h * 0.8)}" r="${f(r)}" fill="${p.particle}" opacity="${(0.25 + rand() * 0.6).toFixed(2)}"/>`;
  }).join('');
  const rays = Array.from({ length: 7 }, (_, i) => {
    const angle = -70 + i * 22 + rand() * 8;
    return `<path d="M0 0 L${f(w * 1.4)} ${f(-w * 0.06)} L${f(w * 1.4)} ${f(w * 0.06)} Z" transform="translate(${f(sunX)} ${f(sunY)}) rotate(${f(angle + 90)})" fill="${p.glow}" opacity="0.06"/>`;
  }).join('');

  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
    '<defs>' +
    `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.sky[0]}"/><stop offset="0.55" stop-color="${p.sky[1]}"/><stop offset="1" stop-color="${p.sky[2]}"/></linearGradient>` +
    `<radialGradient id="glow"><stop offset="0" stop-color="${p.glow}" stop-opacity="0.95"/><stop offset="0.25" stop-color="${p.glow}" stop-opacity="0.45"/><stop offset="1" stop-color="${p.glow}" stop-opacity="0"/></radialGradient>` +
    `<linearGradient id="accentGrad" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.accent}"/><stop offset="1" stop-color="${p.glow}"/></linearGradient>` +
    `<linearGradient id="haze" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.sky[2]}" stop-opacity="0"/><stop offset="1" stop-color="${p.sky[2]}" stop-opacity="0.55"/></linearGradient>` +
    '<radialGradient id="vignette" cx="0.5" cy="0.45" r="0.75"><stop offset="0.6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.45"/></radialGradient>' +
    '</defs>' +
    `<rect width="${w}" height="${h}" fill="url(#sky)"/>` +
    rays +
    `<circle cx="${f(sunX)}" cy="${f(sunY)}" r="${f(Math.max(w, h) * 0.32)}" fill="url(#glow)"/>` +
    `<circle cx="${f(sunX)}" cy="${f(sunY)}" r="${f(26 * s)}" fill="${p.glow}"/>` +
    `<path d="${ridge(rand, w, h, h * (groundAt - 0.28), h * 0.16, 6, category === 3 || category === 9)}" fill="${p.far}" opacity="0.75"/>` +
    `<rect y="${f(h * 0.35)}" width="${w}" height="${f(h * 0.4)}" fill="url(#haze)"/>` +
    `<path d="${ridge(rand, w, h, h * (groundAt - 0.08), h * 0.12, 5, false)}" fill="${p.mid}" opacity="0.9"/>` +
    motif(category, rand, w * (0.5 + (rand() - 0.5) * 0.3), ground, s, p) +
    `<path d="${ridge(rand, w, h, h * (groundAt + 0.06), h * 0.08, 4, false)}" fill="${p.near}"/>` +
    particles +
    `<rect width="${w}" height="${h}" fill="url(#vignette)"/>` +
    overlay +
    '</svg>'
  );
}
