import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import AES from 'crypto-js/aes';
import CryptoJS from 'crypto-js/core';
import Utf8 from 'crypto-js/enc-utf8';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { testConfig } from '../../../test/config';
import { useTestDatabase } from '../../../test/databases';
import { buildApp } from '../../app';
import { writeCatalogueImages } from '../../seed/images';
import { CATALOGUE_FILE_PATTERN } from './service';

const KEY = 'xgame-image-key!';
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** What the browser does (spec §4): IV = first 16 bytes, AES-128-CBC, PKCS#7, with crypto-js. */
function decryptLikeTheClient(bytes: Buffer, key: string): Buffer {
  const iv = CryptoJS.enc.Hex.parse(bytes.subarray(0, 16).toString('hex'));
  const ciphertext = CryptoJS.enc.Hex.parse(bytes.subarray(16).toString('hex'));
  const plain = AES.decrypt({ ciphertext } as Parameters<typeof AES.decrypt>[0], Utf8.parse(key), { iv });
  return Buffer.from(plain.toString(CryptoJS.enc.Hex), 'hex');
}

describe('demo catalogue images', () => {
  const database = useTestDatabase('pglite');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-media-'));
  const directory = path.join(dataDir, 'catalogue');
  let app: FastifyInstance;
  beforeAll(async () => {
    await writeCatalogueImages({ directory, imageKey: KEY, iconNames: ['王者荣耀', '梦幻'] });
    writeFileSync(path.join(dataDir, 'secret.txt'), 'not for you');
    app = await buildApp(testConfig({ DATA_DIR: dataDir }), { database: database.db });
  });
  afterAll(() => app.close());

  it('serves a banner PNG with its type and a year-long immutable cache', async () => {
    const response = await app.inject({ url: '/media/catalogue/banner-03.png' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.rawPayload.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    expect(response.rawPayload.equals(readFileSync(path.join(directory, 'banner-03.png')))).toBe(true);
    // Illustrated key art, still small enough for a phone: a 640×320 banner stays under 160 KB.
    expect(response.rawPayload.length).toBeLessThan(160_000);
  });

  it.each([375, 640])('serves a banner %i px wide as WebP, under 30 KB, cached like the original', async (width) => {
    const response = await app.inject({ url: `/media/catalogue/banner-03.png?w=${width}&f=webp` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const metadata = await sharp(response.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width, height: Math.round(width / 2) });
    expect(response.rawPayload.length).toBeLessThan(30_000);
  });

  it('serves a screenshot as WebP at its own size (never enlarged), a fraction of the PNG', async () => {
    const png = await app.inject({ url: '/media/catalogue/shot-00.png' });
    const webp = await app.inject({ url: '/media/catalogue/shot-00.png?w=375&f=webp' });
    expect(webp.statusCode).toBe(200);
    expect(webp.headers['content-type']).toBe('image/webp');
    const [original, copy] = await Promise.all([sharp(png.rawPayload).metadata(), sharp(webp.rawPayload).metadata()]);
    expect(copy).toMatchObject({ format: 'webp', width: original.width, height: original.height });
    expect(webp.rawPayload.length).toBeLessThan(png.rawPayload.length / 4);
  });

  it.each(['w=376&f=webp', 'w=375&f=png', 'w=375&f=avif', 'w=375', 'f=webp', 'w=%20375&f=webp', 'w=375&f=webp&w=640'])(
    'refuses the copy ?%s as bad input (400)',
    async (query) => {
      const response = await app.inject({ url: `/media/catalogue/banner-03.png?${query}` });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 1001, data: null });
    },
  );

  it('has no copies of icons (404)', async () => {
    expect((await app.inject({ url: '/media/catalogue/icon-738b.webp?w=375&f=webp' })).statusCode).toBe(404);
  });

  it('serves an encrypted banner’s copy encrypted, decrypting to the WebP copy', async () => {
    const response = await app.inject({ url: '/media/catalogue/banner-03.png.enc?w=640&f=webp' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/octet-stream');
    const plain = decryptLikeTheClient(response.rawPayload, KEY);
    expect(plain.equals((await app.inject({ url: '/media/catalogue/banner-03.png?w=640&f=webp' })).rawPayload)).toBe(true);
    expect(response.rawPayload.length).toBeLessThan(30_000);
  });

  it('serves screenshots as PNG and icons as small WebP squares with the first character lettered in white', async () => {
    const shot = await app.inject({ url: '/media/catalogue/shot-00.png' });
    expect(shot.headers['content-type']).toBe('image/png');
    const icon = await app.inject({ url: '/media/catalogue/icon-738b.webp' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toBe('image/webp');
    expect(icon.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(icon.rawPayload.length).toBeLessThan(6_000);
    const { data, info } = await sharp(icon.rawPayload).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([192, 192]);
    // 王 is white on a blue gradient: a good share of the middle of the square is near white,
    // and none of a corner (outside the rounded square, transparent → black without alpha) is.
    const whiteShare = (x0: number, y0: number, size: number) => {
      let white = 0;
      for (let y = y0; y < y0 + size; y += 1)
        for (let x = x0; x < x0 + size; x += 1) {
          const at = (y * info.width + x) * info.channels;
          if (data[at]! > 235 && data[at + 1]! > 235 && data[at + 2]! > 235) white += 1;
        }
      return white / (size * size);
    };
    expect(whiteShare(64, 64, 64)).toBeGreaterThan(0.15);
    expect(whiteShare(0, 0, 8)).toBe(0);
  });

  it('still serves the SVG icons of a data directory seeded before icons were WebP', async () => {
    writeFileSync(path.join(directory, 'icon-6881.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const icon = await app.inject({ url: '/media/catalogue/icon-6881.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toBe('image/svg+xml');
  });

  it('serves an .enc copy as octet-stream that crypto-js decrypts to the original PNG with the IV from its first 16 bytes', async () => {
    const response = await app.inject({ url: '/media/catalogue/banner-03.png.enc' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/octet-stream');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const bytes = response.rawPayload;
    expect((bytes.length - 16) % 16).toBe(0);
    const original = readFileSync(path.join(directory, 'banner-03.png'));
    expect(decryptLikeTheClient(bytes, KEY).equals(original)).toBe(true);
    expect(bytes.subarray(16, 32).equals(original.subarray(0, 16))).toBe(false);
  });

  it.each([
    '/media/catalogue/../secret.txt',
    '/media/catalogue/..%2Fsecret.txt',
    '/media/catalogue/%2e%2e%2fsecret.txt',
    '/media/catalogue/..%5Csecret.txt',
    '/media/catalogue/banner-99.png',
    '/media/catalogue/Banner-03.png',
    '/media/catalogue/icon-738b.svg/..',
  ])('refuses %s with a 404 envelope', async (url) => {
    const response = await app.inject({ url });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('not for you');
  });

  it('refuses a NUL character in the name as bad input (400), serving nothing', async () => {
    const response = await app.inject({ url: '/media/catalogue/banner-03.png%00.svg' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 1001, data: null });
    expect(response.headers['content-type']).toContain('application/json');
  });

  it('accepts only the palette names', () => {
    for (const name of ['icon-738b.webp', 'icon-738b.svg', 'banner-00.png', 'banner-29.png.enc', 'shot-12.png'])
      expect(CATALOGUE_FILE_PATTERN.test(name)).toBe(true);
    for (const name of [
      '../x.png',
      'banner-1.png',
      'icon-738b.webp.enc',
      'icon-738b.png',
      'shot-01.jpg',
      'banner-01.png.enc.enc',
      '.banner-01.png',
    ]) {
      expect(CATALOGUE_FILE_PATTERN.test(name)).toBe(false);
    }
  });

  it('writes nothing on a second run, and rewrites .enc copies made with another key', async () => {
    expect(await writeCatalogueImages({ directory, imageKey: KEY, iconNames: ['王者荣耀'] })).toBe(0);
    const otherKey = 'another-16-chars';
    const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-media-key-'));
    await writeCatalogueImages({ directory: dir, imageKey: KEY, iconNames: [] });
    const rewritten = await writeCatalogueImages({ directory: dir, imageKey: otherKey, iconNames: [] });
    // 30 banners, each with its two encrypted WebP copies.
    expect(rewritten).toBe(90);
    const bytes = readFileSync(path.join(dir, 'banner-05.png.enc'));
    expect(decryptLikeTheClient(bytes, otherKey).equals(readFileSync(path.join(dir, 'banner-05.png')))).toBe(true);
  });
});
