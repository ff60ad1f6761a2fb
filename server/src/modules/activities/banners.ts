import type { FastifyInstance } from 'fastify';
import { typedRoutes } from '../../platform/module';
import { bannerFileSchema } from './schemas';

/**
 * Activity banners drawn as SVG (no text: the page writes the title in HTML, so no font is
 * needed and it stays sharp at any width), served at /media/activity/banner-<name>.svg. Each
 * is a light-blue-family gradient with a few soft shapes; operators may point an activity at
 * any other image URL instead.
 */
const MEDIA_PREFIX = '/media/activity/';

interface BannerTheme {
  from: string;
  to: string;
  accent: string;
  /** Decorative shapes: 'circles' | 'stars' | 'pages' | 'gifts'. */
  motif: 'circles' | 'stars' | 'pages' | 'gifts';
}

export const ACTIVITY_BANNERS: Readonly<Record<string, BannerTheme>> = {
  welcome: { from: '#38bdf8', to: '#2563eb', accent: '#fde68a', motif: 'stars' },
  reading: { from: '#67e8f9', to: '#0ea5e9', accent: '#ffffff', motif: 'pages' },
  festival: { from: '#f472b6', to: '#fb923c', accent: '#fef3c7', motif: 'gifts' },
  summer: { from: '#a5f3fc', to: '#60a5fa', accent: '#fef9c3', motif: 'circles' },
};

export function bannerUrl(name: keyof typeof ACTIVITY_BANNERS & string): string {
  return `${MEDIA_PREFIX}banner-${name}.svg`;
}

function motif(theme: BannerTheme): string {
  const a = theme.accent;
  switch (theme.motif) {
    case 'stars':
      return [
        [560, 70, 26],
        [640, 150, 16],
        [470, 160, 12],
        [700, 60, 10],
      ]
        .map(
          ([x, y, r]) =>
            `<path d="M${x} ${y! - r!}l${r! * 0.3} ${r! * 0.7} ${r! * 0.7} ${r! * 0.3}-${r! * 0.7} ${r! * 0.3}-${r! * 0.3} ${r! * 0.7}-${r! * 0.3}-${r! * 0.7}-${r! * 0.7}-${r! * 0.3} ${r! * 0.7}-${r! * 0.3}z" fill="${a}" opacity=".9"/>`,
        )
        .join('');
    case 'pages':
      return `<g fill="${a}" opacity=".85"><rect x="520" y="50" width="90" height="120" rx="8" transform="rotate(-8 565 110)"/><rect x="600" y="60" width="90" height="120" rx="8" transform="rotate(6 645 120)"/></g><g stroke="#0ea5e9" stroke-width="4" opacity=".5"><path d="M540 90h50M540 110h50M540 130h40M620 100h50M620 120h50M620 140h40"/></g>`;
    case 'gifts':
      return `<g><rect x="540" y="90" width="110" height="80" rx="8" fill="${a}"/><rect x="530" y="72" width="130" height="26" rx="6" fill="#fff"/><rect x="588" y="72" width="14" height="98" fill="#f472b6"/></g><circle cx="470" cy="60" r="14" fill="#fff" opacity=".6"/><circle cx="720" cy="170" r="20" fill="#fff" opacity=".4"/>`;
    default:
      return `<circle cx="600" cy="100" r="60" fill="${a}" opacity=".9"/><circle cx="700" cy="40" r="24" fill="#fff" opacity=".5"/><circle cx="480" cy="170" r="30" fill="#fff" opacity=".35"/>`;
  }
}

export function bannerSvg(theme: BannerTheme): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="750" height="220" viewBox="0 0 750 220"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${theme.from}"/><stop offset="1" stop-color="${theme.to}"/></linearGradient></defs><rect width="750" height="220" fill="url(#g)"/><circle cx="80" cy="200" r="120" fill="#fff" opacity=".12"/><circle cx="300" cy="-30" r="90" fill="#fff" opacity=".1"/>${motif(theme)}</svg>`;
}

const FILE = /^banner-([a-z]+)\.svg$/;

export function bannerRoutes() {
  return async (app: FastifyInstance) => {
    typedRoutes(app).get(`${MEDIA_PREFIX}:file`, { schema: bannerFileSchema }, async (request, reply) => {
      const theme = ACTIVITY_BANNERS[FILE.exec(request.params.file)?.[1] ?? ''];
      if (!theme) return reply.callNotFound();
      return (
        reply
          .header('content-type', 'image/svg+xml; charset=utf-8')
          // Our own drawing, but an SVG opened on its own could run script: it may not.
          .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
          .header('cache-control', 'public, max-age=86400')
          .send(bannerSvg(theme))
      );
    });
  };
}
