/**
 * A picture for a square post (issue 12, "Publishing": PNG/JPEG/WebP by magic bytes, EXIF
 * stripped, a thumbnail made), turned into the two files the storage keeps: the full image and
 * a thumbnail for the feed.
 *
 * - The kind comes from the first bytes (platform/storage/image-type), never the name or the
 *   declared mimetype, and must agree with what the decoder finds.
 * - Decompression bombs are refused before any pixel is decoded: the header's size must be at
 *   most 8 000 px a side and 40 megapixels (a 10 MB PNG can claim 20 000 × 20 000 pixels, 1.6 GB
 *   once decoded). The decoder is told the same pixel limit as a second guard.
 * - Both outputs are re-encoded from pixels with the EXIF orientation applied first (a phone's
 *   portrait photo stays upright) and without ANY metadata: no EXIF (GPS position, camera, time),
 *   no XMP, no IPTC, no ICC profile (colours are converted to sRGB, sharp's default).
 * - The full image keeps its format (a PNG's transparency and a JPEG's size stay as the user
 *   chose). The thumbnail is always WebP: every browser the portal supports shows it, it is the
 *   smallest of the three at feed size, and it keeps transparency; one format for every thumbnail.
 *   At most 360 px on the long side, never enlarged.
 * - An animated WebP keeps its first frame only (sharp's default): the feed shows still pictures.
 * - A file the decoder cannot read whole (truncated, corrupt) gives null: `failOn: 'warning'`,
 *   sharp's advice for untrusted input.
 *
 * The size cap (SQUARE_LIMITS.imageMaxBytes) is the upload route's job: it checks the byte count
 * before calling, so this function never holds more than that in memory.
 */
import sharp from 'sharp';
import { detectImageType } from '../../platform/storage/image-type';

export interface PreparedPostImage {
  full: { bytes: Buffer; contentType: string; ext: 'jpg' | 'png' | 'webp' };
  thumb: { bytes: Buffer; contentType: string; ext: 'jpg' | 'png' | 'webp' };
  /** Of the full image, upright. */
  width: number;
  height: number;
}

export const POST_IMAGE_MAX_SIDE = 8000;
export const POST_IMAGE_MAX_PIXELS = 40_000_000;
export const POST_THUMB_MAX_SIDE = 360;

/** sharp's name of each format the portal accepts. */
const SHARP_FORMAT = { png: 'png', jpg: 'jpeg', webp: 'webp' } as const;

export async function preparePostImage(bytes: Buffer): Promise<PreparedPostImage | null> {
  const type = detectImageType(bytes);
  if (!type) return null;
  const open = () => sharp(bytes, { failOn: 'warning', limitInputPixels: POST_IMAGE_MAX_PIXELS, autoOrient: true });
  try {
    // The header only: no pixels are decoded before the size is known to be safe.
    const header = await sharp(bytes, { failOn: 'warning', limitInputPixels: false }).metadata();
    if (header.format !== SHARP_FORMAT[type.extension]) return null;
    const { width, height } = header;
    if (
      !(width > 0 && height > 0) ||
      width > POST_IMAGE_MAX_SIDE ||
      height > POST_IMAGE_MAX_SIDE ||
      width * height > POST_IMAGE_MAX_PIXELS
    ) {
      return null;
    }
    const full = open();
    if (type.extension === 'jpg') full.jpeg({ quality: 85, mozjpeg: true });
    else if (type.extension === 'png') full.png();
    else full.webp({ quality: 85 });
    const thumb = open()
      .resize(POST_THUMB_MAX_SIDE, POST_THUMB_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 75 });
    const [fullOut, thumbOut] = await Promise.all([full.toBuffer({ resolveWithObject: true }), thumb.toBuffer()]);
    return {
      full: { bytes: fullOut.data, contentType: type.contentType, ext: type.extension },
      thumb: { bytes: thumbOut, contentType: 'image/webp', ext: 'webp' },
      width: fullOut.info.width,
      height: fullOut.info.height,
    };
  } catch {
    // Undecodable, truncated or over the decoder's pixel limit: not a picture the square takes.
    return null;
  }
}
