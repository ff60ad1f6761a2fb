import { detectImageType } from '../../platform/storage/image-type';

export interface PreparedImageFile {
  bytes: Buffer;
  contentType: string;
  ext: 'jpg' | 'png' | 'webp';
}

export interface PreparedPostImage {
  full: PreparedImageFile;
  thumb: PreparedImageFile;
  width: number;
  height: number;
}

/**
 * Stand-in until post-image.ts (EXIF stripped, thumbnail made; square-words branch) is merged:
 * accepts PNG/JPEG/WebP by magic bytes and keeps the bytes as they are.
 */
export async function prepareInterimPostImage(bytes: Buffer): Promise<PreparedPostImage | null> {
  const type = detectImageType(bytes);
  if (!type) return null;
  const file = { bytes, contentType: type.contentType, ext: type.extension };
  return { full: file, thumb: file, width: 0, height: 0 };
}
