import { Resvg } from '@resvg/resvg-js';
import { letter, letterToFit } from '../art/lettering';
import { seededRandom } from '../seeded-random';
import type { ComicSeed, ComicStyle, NovelGenre } from './book-data';

/**
 * The reading section's pictures, composed as SVG and rasterised by resvg (no browser, no
 * system fonts — text is lettered as glyph paths, ../art/lettering.ts): book covers (240×320,
 * the title lettered over a palette of the genre) and comic pages (360×540, two or three panels
 * with the leads, a setting and a speech bubble in Chinese).
 */
export const COVER_SIZE = { width: 240, height: 320 } as const;
export const PAGE_SIZE = { width: 360, height: 540 } as const;

const f = (n: number) => n.toFixed(1);

function rasterise(svg: string): Buffer {
  return Buffer.from(new Resvg(svg, { font: { loadSystemFonts: false } }).render().asPng());
}

type Palette = readonly [sky: string, skyLow: string, ground: string, accent: string];

const PALETTES: Record<NovelGenre | ComicStyle, Palette> = {
  xuanhuan: ['#2b1f5c', '#6a4bc4', '#231845', '#ffcf5a'],
  xianxia: ['#8fd3f4', '#e0f4ff', '#5f9c8a', '#ffffff'],
  dushi: ['#1f3b73', '#f28b66', '#2d2d3a', '#ffd56b'],
  yanqing: ['#ffb3c7', '#ffe6ee', '#f49ab3', '#ffffff'],
  xuanyi: ['#1b1f2a', '#4a5468', '#0f1218', '#e84a5f'],
  lishi: ['#8b5a2b', '#f2d6a2', '#5a3a1c', '#c0392b'],
  kehuan: ['#06142e', '#1f6fb2', '#0b1d3a', '#5ef2ff'],
  wuxia: ['#3d4f4f', '#c9d6c2', '#2c3a33', '#d64541'],
  action: ['#ff7a45', '#ffd27a', '#7a3b1e', '#fff1a8'],
  campus: ['#7cc8ff', '#e6f6ff', '#7fbf6a', '#ffffff'],
  romance: ['#ffc2d6', '#fff0f5', '#f7a1bd', '#ff5c8a'],
  comedy: ['#ffe066', '#fff8d6', '#8ccf6b', '#ff8c42'],
  adventure: ['#4fb0e8', '#d9f2ff', '#3f8f5a', '#ffd166'],
  fantasy: ['#5b3fa8', '#c3b1ff', '#3a2a6e', '#ffe27a'],
};

/** A cover: the genre's sky, hills, a moon or sun, the title lettered across and the author below. */
export function renderCover(title: string, author: string, palette: NovelGenre | ComicStyle, seed: number): Buffer {
  const [sky, skyLow, ground, accent] = PALETTES[palette];
  const rand = seededRandom(seed);
  const { width: w, height: h } = COVER_SIZE;
  const parts: string[] = [
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky}"/><stop offset="1" stop-color="${skyLow}"/></linearGradient></defs>`,
    `<rect width="${w}" height="${h}" fill="url(#sky)"/>`,
    `<circle cx="${f(40 + rand() * 160)}" cy="${f(50 + rand() * 50)}" r="${f(22 + rand() * 16)}" fill="${accent}" opacity="0.85"/>`,
  ];
  for (let i = 0; i < 3; i += 1) {
    const base = h - 70 + i * 22;
    const peak = base - 40 - rand() * 60;
    parts.push(
      `<path d="M0 ${f(base)} Q ${f(w * (0.2 + rand() * 0.6))} ${f(peak)} ${w} ${f(base - rand() * 20)} L ${w} ${h} L 0 ${h} Z" fill="${ground}" opacity="${f(0.55 + i * 0.2)}"/>`,
    );
  }
  const lettered = letterToFit(title, 40, w - 32);
  const x = (w - lettered.width) / 2;
  parts.push(
    `<path d="${lettered.d}" transform="translate(${f(x)} 182)" fill="#fff" stroke="#1a1030" stroke-width="${f(Math.max(3, lettered.size * 0.1))}" stroke-linejoin="round" paint-order="stroke"/>`,
  );
  const by = letter(author, 14);
  parts.push(
    `<rect x="${f((w - by.width) / 2 - 10)}" y="${h - 40}" width="${f(by.width + 20)}" height="24" rx="12" fill="#000" opacity="0.35"/>`,
  );
  parts.push(`<path d="${by.d}" transform="translate(${f((w - by.width) / 2)} ${h - 23})" fill="#fff"/>`);
  return rasterise(`<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${parts.join('')}</svg>`);
}

const SPEECH: Record<ComicStyle, readonly string[]> = {
  action: ['看招！', '还没完呢！', '这一拳是为了大家', '我绝不会认输', '再来一次！', '就是现在！'],
  campus: ['放学后天台见', '作业借我抄一下', '明天要考试了吗', '社团招新啦', '你也在这里啊', '快迟到了！'],
  romance: ['今天的月亮好圆', '这个给你', '我等你好久了', '你脸红什么', '下次还一起走吧', '谢谢你'],
  comedy: ['小鱼干不见了！', '这不科学！', '我只是路过', '肚子好饿', '喵？', '完蛋了完蛋了'],
  adventure: ['前面就是宝岛', '抓紧绳子！', '地图上画着这里', '起风了', '出发吧！', '那是什么？'],
  fantasy: ['星星在发光', '跟我来', '魔法失灵了', '它在叫我', '守护你是我的约定', '天亮之前回来'],
};

function character(x: number, groundY: number, scale: number, colour: string, facing: 1 | -1): string {
  const head = 18 * scale;
  const bodyH = 46 * scale;
  const bodyW = 34 * scale;
  const top = groundY - bodyH - head * 2 + 4;
  const eyeX = x + facing * head * 0.35;
  return (
    `<rect x="${f(x - bodyW / 2)}" y="${f(groundY - bodyH)}" width="${f(bodyW)}" height="${f(bodyH)}" rx="${f(bodyW / 3)}" fill="${colour}" stroke="#222" stroke-width="2.5"/>` +
    `<circle cx="${f(x)}" cy="${f(top + head)}" r="${f(head)}" fill="#ffe2c6" stroke="#222" stroke-width="2.5"/>` +
    `<path d="M ${f(x - head)} ${f(top + head * 0.8)} Q ${f(x)} ${f(top - head * 0.4)} ${f(x + head)} ${f(top + head * 0.8)} Z" fill="#3a2a20"/>` +
    `<circle cx="${f(eyeX - head * 0.3)}" cy="${f(top + head * 1.05)}" r="${f(2.4 * scale)}" fill="#222"/>` +
    `<circle cx="${f(eyeX + head * 0.3)}" cy="${f(top + head * 1.05)}" r="${f(2.4 * scale)}" fill="#222"/>` +
    `<path d="M ${f(eyeX - head * 0.25)} ${f(top + head * 1.45)} Q ${f(eyeX)} ${f(top + head * 1.65)} ${f(eyeX + head * 0.25)} ${f(top + head * 1.45)}" stroke="#222" stroke-width="2" fill="none"/>`
  );
}

function bubble(text: string, x: number, y: number, maxWidth: number, tailX: number, tailY: number): string {
  const lettered = letterToFit(text, 17, maxWidth - 24);
  const bw = lettered.width + 24;
  const bh = lettered.size + 20;
  const left = Math.min(Math.max(x - bw / 2, 6), x + maxWidth / 2 - bw);
  return (
    `<path d="M ${f(left + bw * 0.4)} ${f(y + bh - 2)} L ${f(tailX)} ${f(tailY)} L ${f(left + bw * 0.6)} ${f(y + bh - 2)} Z" fill="#fff" stroke="#222" stroke-width="2.5"/>` +
    `<rect x="${f(left)}" y="${f(y)}" width="${f(bw)}" height="${f(bh)}" rx="${f(bh / 2)}" fill="#fff" stroke="#222" stroke-width="2.5"/>` +
    `<rect x="${f(left + bw * 0.38)}" y="${f(y + bh - 5)}" width="${f(bw * 0.24)}" height="6" fill="#fff"/>` +
    `<path d="${lettered.d}" transform="translate(${f(left + 12)} ${f(y + 10 + lettered.size * 0.85)})" fill="#222"/>`
  );
}

interface Panel {
  x: number;
  y: number;
  w: number;
  h: number;
}

function panel(p: Panel, comic: ComicSeed, rand: () => number, id: string): string {
  const [sky, skyLow, ground, accent] = PALETTES[comic.style];
  const groundY = p.y + p.h * (0.72 + rand() * 0.1);
  const parts: string[] = [
    `<clipPath id="c${id}"><rect x="${p.x}" y="${p.y}" width="${p.w}" height="${p.h}"/></clipPath>`,
    `<linearGradient id="g${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky}"/><stop offset="1" stop-color="${skyLow}"/></linearGradient>`,
    `<g clip-path="url(#c${id})">`,
    `<rect x="${p.x}" y="${p.y}" width="${p.w}" height="${p.h}" fill="url(#g${id})"/>`,
  ];
  // Scenery: a sun or moon, a far hill or buildings, the ground.
  parts.push(
    `<circle cx="${f(p.x + p.w * (0.15 + rand() * 0.7))}" cy="${f(p.y + 30 + rand() * 20)}" r="${f(14 + rand() * 10)}" fill="${accent}" opacity="0.9"/>`,
  );
  if (rand() < 0.5) {
    for (let i = 0; i < 4; i += 1) {
      const bw = 30 + rand() * 30;
      const bh = 40 + rand() * 70;
      const bx = p.x + rand() * (p.w - bw);
      parts.push(`<rect x="${f(bx)}" y="${f(groundY - bh)}" width="${f(bw)}" height="${f(bh)}" fill="${ground}" opacity="0.45"/>`);
    }
  } else {
    parts.push(
      `<path d="M ${p.x} ${f(groundY)} Q ${f(p.x + p.w * rand())} ${f(groundY - 60 - rand() * 40)} ${p.x + p.w} ${f(groundY - 10)} L ${p.x + p.w} ${p.y + p.h} L ${p.x} ${p.y + p.h} Z" fill="${ground}" opacity="0.5"/>`,
    );
  }
  parts.push(`<rect x="${p.x}" y="${f(groundY)}" width="${p.w}" height="${f(p.y + p.h - groundY)}" fill="${ground}"/>`);
  // The leads: one or both, facing each other.
  const both = rand() < 0.65;
  const scale = Math.min(1.2, p.h / 220);
  const heroX = p.x + p.w * (both ? 0.3 : 0.5);
  parts.push(character(heroX, groundY + 6, scale, '#4d8bf5', 1));
  if (both) parts.push(character(p.x + p.w * 0.7, groundY + 6, scale * 0.95, '#ff7eb3', -1));
  const speakerX = both && rand() < 0.5 ? p.x + p.w * 0.7 : heroX;
  const line =
    rand() < 0.2 ? `${rand() < 0.5 ? comic.hero : comic.partner}！` : SPEECH[comic.style][Math.floor(rand() * SPEECH[comic.style].length)]!;
  parts.push(bubble(line, p.x + p.w / 2, p.y + 12, p.w - 16, speakerX, groundY - 90 * scale));
  parts.push('</g>');
  parts.push(`<rect x="${p.x}" y="${p.y}" width="${p.w}" height="${p.h}" fill="none" stroke="#222" stroke-width="4"/>`);
  return parts.join('');
}

/** One page of a comic: two stacked panels, or one wide over two side by side. */
export function renderComicPage(comic: ComicSeed, chapter: number, page: number, seed: number): Buffer {
  const rand = seededRandom(seed);
  const { width: w, height: h } = PAGE_SIZE;
  const m = 10;
  const panels: Panel[] =
    rand() < 0.5
      ? [
          { x: m, y: m, w: w - 2 * m, h: (h - 3 * m) / 2 },
          { x: m, y: (h + m) / 2, w: w - 2 * m, h: (h - 3 * m) / 2 },
        ]
      : [
          { x: m, y: m, w: w - 2 * m, h: (h - 3 * m) * 0.5 },
          { x: m, y: m * 2 + (h - 3 * m) * 0.5, w: (w - 3 * m) / 2, h: (h - 3 * m) * 0.5 },
          { x: m * 2 + (w - 3 * m) / 2, y: m * 2 + (h - 3 * m) * 0.5, w: (w - 3 * m) / 2, h: (h - 3 * m) * 0.5 },
        ];
  const body = panels.map((p, i) => panel(p, comic, rand, `${chapter}-${page}-${i}`)).join('');
  const folio = letter(`${chapter}-${page + 1}`, 10);
  return rasterise(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><rect width="${w}" height="${h}" fill="#fff"/>${body}` +
      `<path d="${folio.d}" transform="translate(${f(w - m - folio.width)} ${h - 1})" fill="#999"/></svg>`,
  );
}
