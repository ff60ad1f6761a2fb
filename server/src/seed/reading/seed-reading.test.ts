import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BookCard, ChapterContent, ChapterEntry, Paged } from '@portal/shared/types';
import type { FastifyInstance } from 'fastify';
import { testConfig } from '../../../test/config';
import { databaseKinds, useTestDatabase } from '../../../test/databases';
import { buildApp } from '../../app';
import { migrate } from '../../db/migrate';
import { decryptImage } from '../images';
import { seedDemoReading } from './seed-reading';

const KEY = 'xgame-image-key!';
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe.each(databaseKinds)('the demo library on %s', (kind) => {
  const database = useTestDatabase(kind);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-reading-seed-'));
  let app: FastifyInstance;
  beforeAll(async () => {
    await migrate(database.db);
    app = await buildApp(testConfig({ DATA_DIR: dataDir }), { database: database.db });
  });
  afterAll(() => app.close());

  const data = async <T>(url: string): Promise<T> => {
    const response = await app.inject({ url: `/api/v1/reading${url}` });
    expect(response.statusCode).toBe(200);
    return response.json<{ data: T }>().data;
  };

  it('seeds ≥ 40 novels and ≥ 10 comics once, with free first chapters, a few paid ones, prose and pages', async () => {
    const first = await seedDemoReading(database.db, { dataDir, imageKey: KEY, now: new Date() });
    expect(first).toMatchObject({ seeded: true });
    expect(first.novels).toBeGreaterThanOrEqual(40);
    expect(first.comics).toBeGreaterThanOrEqual(10);

    const novels = await data<Paged<BookCard>>('/book/list?kind=novel&pageSize=100');
    expect(novels.total).toBe(first.novels);
    for (const book of novels.items) {
      expect(book.chapterCount).toBeGreaterThanOrEqual(8);
      expect(book.chapterCount).toBeLessThanOrEqual(40);
      expect(book.title).toMatch(/^[\u4e00-\u9fa5]+$/);
      expect(book.summary.length).toBeGreaterThan(20);
    }
    const book = novels.items[0]!;
    const menu = await data<Paged<ChapterEntry>>(`/book/${book.id}/chapters?pageSize=100`);
    expect(menu.items.slice(0, 5).every((c) => c.price === 0)).toBe(true);
    const paid = menu.items.filter((c) => c.price > 0);
    expect(paid.length).toBeGreaterThanOrEqual(1);
    expect(paid.every((c) => c.price >= 10 && c.price <= 30 && !c.unlocked)).toBe(true);
    const text = await data<ChapterContent>(`/book/${book.id}/chapter/${menu.items[0]!.id}`);
    // Prose: Chinese sentences with dialogue, not placeholder Latin.
    const all = text.paragraphs.join('');
    expect(text.paragraphs.length).toBeGreaterThanOrEqual(10);
    expect(all).toMatch(/[，。]/);
    expect(all).toMatch(/“[^”]+”/);
    expect(all).not.toMatch(/[a-z]{4}/i);

    const comics = await data<Paged<BookCard>>('/book/list?kind=comic&pageSize=100');
    const encrypted = comics.items.filter((c) => c.cover.endsWith('.enc'));
    expect(encrypted.length).toBeGreaterThan(0);
    expect(encrypted.length).toBeLessThan(comics.items.length);
    const comic = encrypted[0]!;
    const comicMenu = await data<Paged<ChapterEntry>>(`/book/${comic.id}/chapters`);
    const pages = (await data<ChapterContent>(`/book/${comic.id}/chapter/${comicMenu.items[0]!.id}`)).pages;
    expect(pages.length).toBeGreaterThan(0);
    const served = await app.inject({ url: pages[0]!.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/octet-stream');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(decryptImage(served.rawPayload, KEY).subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    const plainComic = comics.items.find((c) => !c.cover.endsWith('.enc'))!;
    const cover = await app.inject({ url: plainComic.cover });
    expect(cover.headers['content-type']).toBe('image/png');
    expect(cover.rawPayload.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);

    const home = await data<{ banners: BookCard[]; rankings: BookCard[]; updates: BookCard[] }>('/animate/home');
    expect(home.banners.length).toBeGreaterThan(0);
    expect(home.rankings.every((b) => b.kind === 'comic')).toBe(true);

    const second = await seedDemoReading(database.db, { dataDir, imageKey: KEY, now: new Date() });
    expect(second).toEqual({ seeded: false, novels: 0, comics: 0, chapters: 0, imagesWritten: 0 });
  });

  it.each(['../secret.txt', 'page-00.png', 'cover-0123456789abcdef.png.enc.enc', 'Page-0123456789abcdef.png'])(
    'serves no file named %s',
    async (name) => {
      const response = await app.inject({ url: `/media/reading/${encodeURIComponent(name)}` });
      expect(response.statusCode).toBe(404);
    },
  );

  it('rewrites the .enc copies for another key', async () => {
    const otherKey = 'another-16-chars';
    const seeded = await seedDemoReading(database.db, { dataDir, imageKey: otherKey, now: new Date() });
    expect(seeded.imagesWritten).toBeGreaterThan(0);
    const comic = (await data<Paged<BookCard>>('/book/list?kind=comic&pageSize=100')).items.find((c) => c.cover.endsWith('.enc'))!;
    const file = path.join(dataDir, 'reading', path.basename(comic.cover));
    expect(decryptImage(readFileSync(file), otherKey).equals(readFileSync(file.replace(/\.enc$/, '')))).toBe(true);
  });
});
