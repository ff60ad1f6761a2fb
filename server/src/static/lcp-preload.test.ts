import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { encryptedImageSource, firstBanner, imageSrcSet, parseBanners } from '@portal/shared/rules';
import type { BookInfo, GameDetail, GameListResult } from '@portal/shared/types';
import type { FastifyInstance } from 'fastify';
import { testConfig } from '../../test/config';
import { useTestDatabase } from '../../test/databases';
import { createStaticRoot, FIXTURE_ENVIRONMENT } from '../../test/static-fixture';
import { buildApp } from '../app';
import { seedDemoCatalogue } from '../seed/seed-catalogue';
import { seedDemoReading } from '../seed/reading/seed-reading';

const IMAGE_KEY = 'xgame-image-key!';
const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

/** The host page's image preloads, as the browser's preload scanner reads them. */
function imagePreloads(body: string) {
  return [...body.matchAll(/<link rel="preload" as="(image|fetch)"([^>]*) fetchpriority="high" href="([^"]+)"([^>]*)>/g)].map((match) => ({
    as: match[1],
    href: match[3],
    srcset: /imagesrcset="([^"]+)"/.exec(match[4]!)?.[1]?.replace(/&amp;/g, '&'),
    sizes: /imagesizes="([^"]+)"/.exec(match[4]!)?.[1],
  }));
}

/** What a page's `<img>` asks for must be what the link preloads, or the picture downloads twice. */
function expectedPreload(src: string) {
  if (src.endsWith('.enc')) return { as: 'fetch', href: encryptedImageSource(src).url, srcset: undefined, sizes: undefined };
  return { as: 'image', href: src, srcset: imageSrcSet(src), sizes: '(max-width: 640px) 100vw, 640px' };
}

describe('the host page preloads the page’s largest picture (issue 17)', () => {
  const database = useTestDatabase('pglite');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-lcp-'));
  const staticRoot = createStaticRoot();
  let app: FastifyInstance;

  beforeAll(async () => {
    const config = testConfig({
      DATA_DIR: dataDir,
      STATIC_ROOT: staticRoot,
      SERVE_STATIC: '1',
      ENVIRONMENT_FILE: path.join(staticRoot, FIXTURE_ENVIRONMENT),
    });
    app = await buildApp(config, { database: database.db, remoteCacheTtlMs: 0 });
    await seedDemoCatalogue(database.db, { dataDir, imageKey: IMAGE_KEY, now: new Date('2025-06-01T08:00:00Z') });
    await seedDemoReading(database.db, { dataDir, imageKey: IMAGE_KEY, now: new Date('2025-06-01T08:00:00Z') });
    // The reading seed renders every cover and comic page the first time on a machine.
  }, 300_000);
  afterAll(() => app?.close());

  const api = async <T>(url: string, body?: object): Promise<T> => {
    const response = await app.inject(body ? { method: 'POST', url, payload: body } : { url });
    return response.json().data as T;
  };

  it('home: the first featured banner (the hottest game’s), with its WebP copies, at high priority', async () => {
    const hot = await api<GameListResult>('/api/web/game/list', { sort: 'hot', page: 1, pageSize: 6 });
    const banner = firstBanner(hot.items[0]!.banners);
    expect(banner).not.toBe('');
    const response = await app.inject({ url: '/', headers: html });
    expect(response.statusCode).toBe(200);
    expect(imagePreloads(response.body)).toEqual([expectedPreload(banner)]);
    const [preload] = imagePreloads(response.body);
    if (banner.endsWith('.enc')) expect(preload!.href).toBe(`${banner}?w=640&f=webp`);
    else expect(preload!.srcset).toContain('?w=375&f=webp 375w');
  });

  it('a game’s detail: its first banner; a book’s page: its cover', async () => {
    const hot = await api<GameListResult>('/api/web/game/list', { sort: 'new', page: 1, pageSize: 20 });
    for (const game of hot.items.slice(0, 5)) {
      const detail = await api<GameDetail>('/api/web/game/detail', { appID: game.id });
      const response = await app.inject({ url: `/detail/${game.id}`, headers: html });
      expect(imagePreloads(response.body)).toEqual([expectedPreload(parseBanners(detail.banners)[0]!)]);
    }
    const books = await api<{ items: { id: number }[] }>('/api/v1/reading/book/list?page=1&pageSize=3&sort=hot');
    for (const { id } of books.items) {
      const book = await api<BookInfo>(`/api/v1/reading/book/${id}`);
      const response = await app.inject({ url: `/bookinfo/${id}`, headers: html });
      expect(imagePreloads(response.body)).toEqual([expectedPreload(book.cover)]);
    }
  });

  it.each(['/detail/999999', '/detail/abc', '/bookinfo/0', '/recharge', '/square'])('preloads no picture for %s', async (url) => {
    const response = await app.inject({ url, headers: html });
    expect(response.statusCode).toBe(200);
    expect(imagePreloads(response.body)).toEqual([]);
  });
});
