import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { POST_THUMB_MAX_SIDE, preparePostImage } from './post-image';

/** A picture of `width` × `height`: noise (so encoders cannot shrink it to nothing), or one colour. */
function picture(width: number, height: number, options: { channels?: 3 | 4; noise?: boolean } = {}) {
  const channels = options.channels ?? 3;
  if (options.noise)
    return sharp({ create: { width, height, channels, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 40 } } });
  return sharp({ create: { width, height, channels, background: { r: 40, g: 160, b: 230, alpha: 0.5 } } });
}

/** The GPS IFD pointer (tag 0x8825) as it appears in little- and big-endian EXIF. */
const hasGpsTag = (exif: Buffer) => exif.includes(Buffer.from([0x25, 0x88])) || exif.includes(Buffer.from([0x88, 0x25]));

/**
 * A black greyscale PNG of `width` × `height` holding `rows` rows of pixel data: all of them for
 * a real picture, fewer for a header that claims more than the file holds (a decompression bomb's shape).
 */
function greyPng(width: number, height: number, rows = height): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale, deflate, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc((width + 1) * rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

describe('preparePostImage', () => {
  it('strips EXIF, GPS included, from the full image and the thumbnail', async () => {
    const photo = await picture(800, 600, { noise: true })
      .jpeg()
      .withMetadata()
      .withExif({
        IFD0: { ImageDescription: 'HOME-ADDRESS', Make: 'PhoneMaker' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '39/1 54/1 27/1', GPSLongitudeRef: 'E', GPSLongitude: '116/1 23/1 50/1' },
      })
      .toBuffer();
    // The input really carries a position and a description.
    const input = await sharp(photo).metadata();
    expect(hasGpsTag(input.exif!)).toBe(true);
    expect(photo.includes('HOME-ADDRESS')).toBe(true);

    const prepared = await preparePostImage(photo);
    expect(prepared).not.toBeNull();
    for (const output of [prepared!.full.bytes, prepared!.thumb.bytes]) {
      const metadata = await sharp(output).metadata();
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(metadata.icc).toBeUndefined();
      expect(output.includes('HOME-ADDRESS')).toBe(false);
      expect(output.includes('PhoneMaker')).toBe(false);
      expect(output.includes('Exif\0\0')).toBe(false);
    }
    expect(prepared!.full).toMatchObject({ contentType: 'image/jpeg', ext: 'jpg' });
    expect((await sharp(prepared!.full.bytes).metadata()).format).toBe('jpeg');
  });

  it('turns a photo upright by its EXIF orientation before dropping the tag', async () => {
    // Left half red, right half blue, stored landscape with "rotate 90° clockwise to view" (6).
    const left = await sharp({ create: { width: 100, height: 100, channels: 3, background: '#ff0000' } })
      .png()
      .toBuffer();
    const stored = await sharp({ create: { width: 200, height: 100, channels: 3, background: '#0000ff' } })
      .composite([{ input: left, left: 0, top: 0 }])
      .jpeg({ quality: 95 })
      .withMetadata({ orientation: 6 })
      .toBuffer();

    const prepared = await preparePostImage(stored);
    expect(prepared).toMatchObject({ width: 100, height: 200 });
    const full = sharp(prepared!.full.bytes);
    expect((await full.metadata()).orientation).toBeUndefined();
    const { data, info } = await full.raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [
      ...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3),
    ];
    // Rotated clockwise, what was on the left is now on top.
    expect(pixel(50, 20)[0]).toBeGreaterThan(200);
    expect(pixel(50, 20)[2]).toBeLessThan(60);
    expect(pixel(50, 180)[2]).toBeGreaterThan(200);
    expect(pixel(50, 180)[0]).toBeLessThan(60);
  });

  it('makes a WebP thumbnail at most 360 px on the long side, keeping the proportions', async () => {
    const prepared = await preparePostImage(await picture(1600, 900).png().toBuffer());
    expect(prepared).toMatchObject({ width: 1600, height: 900 });
    expect(prepared!.thumb).toMatchObject({ contentType: 'image/webp', ext: 'webp' });
    const thumb = await sharp(prepared!.thumb.bytes).metadata();
    expect(thumb).toMatchObject({ format: 'webp', width: POST_THUMB_MAX_SIDE, height: 203 });

    const tall = await preparePostImage(await picture(500, 2000).jpeg().toBuffer());
    expect(await sharp(tall!.thumb.bytes).metadata()).toMatchObject({ width: 90, height: POST_THUMB_MAX_SIDE });
  });

  it('never enlarges a small picture for its thumbnail', async () => {
    const prepared = await preparePostImage(await picture(120, 80).webp().toBuffer());
    expect(prepared).toMatchObject({ width: 120, height: 80 });
    expect(await sharp(prepared!.thumb.bytes).metadata()).toMatchObject({ width: 120, height: 80 });
  });

  it('keeps the format of the full image and the transparency of a PNG', async () => {
    const png = await preparePostImage(await picture(300, 200, { channels: 4 }).png().toBuffer());
    expect(png!.full).toMatchObject({ contentType: 'image/png', ext: 'png' });
    expect(await sharp(png!.full.bytes).metadata()).toMatchObject({ format: 'png', hasAlpha: true });
    expect(await sharp(png!.thumb.bytes).metadata()).toMatchObject({ format: 'webp', hasAlpha: true });

    const webp = await preparePostImage(await picture(300, 200).webp().toBuffer());
    expect(webp!.full).toMatchObject({ contentType: 'image/webp', ext: 'webp' });
    expect((await sharp(webp!.full.bytes).metadata()).format).toBe('webp');
  });

  it('refuses a truncated file', async () => {
    const jpeg = await picture(600, 400, { noise: true }).jpeg().toBuffer();
    const png = await picture(600, 400, { noise: true }).png().toBuffer();
    const webp = await picture(600, 400, { noise: true }).webp().toBuffer();
    // Whole, each is accepted; cut, none is.
    for (const whole of [jpeg, png, webp]) {
      expect(await preparePostImage(whole)).not.toBeNull();
      expect(await preparePostImage(whole.subarray(0, Math.floor(whole.length * 0.6)))).toBeNull();
    }
  });

  it('refuses what is not a PNG, JPEG or WebP, whatever its first bytes claim', async () => {
    expect(await preparePostImage(Buffer.from('这不是图片，只是一段文字。\n'))).toBeNull();
    expect(await preparePostImage(await picture(50, 50).gif().toBuffer())).toBeNull();
    expect(await preparePostImage(Buffer.from([0xff, 0xd8, 0xff, 0xe0, ...Buffer.from('not really a jpeg at all')]))).toBeNull();
    expect(await preparePostImage(Buffer.alloc(0))).toBeNull();
  });

  it('refuses a picture over 8 000 px a side or 40 megapixels before decoding it', async () => {
    // Whole pictures: 8 000 px a side is the largest taken; 8 001 × 1 is refused though tiny.
    expect(await preparePostImage(greyPng(8000, 2))).toMatchObject({ width: 8000, height: 2 });
    expect(await preparePostImage(greyPng(8001, 1))).toBeNull();
    expect(await preparePostImage(greyPng(1, 8001))).toBeNull();
    // 49 megapixels of real data, and headers claiming far more than the file holds.
    expect(await preparePostImage(greyPng(7000, 7000))).toBeNull();
    expect(await preparePostImage(greyPng(60_000, 60_000, 1))).toBeNull();
  });
});
