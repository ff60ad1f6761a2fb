/**
 * Spec §4 image loading: a decrypted image is shown with a type from its extension — avif, bmp,
 * gif, jpeg, jpg, png, webp — and png by default. The `.enc` suffix itself is ignored
 * (`banner.webp.enc` is a webp).
 */
const TYPES: Record<string, string> = {
  avif: 'image/avif',
  bmp: 'image/bmp',
  gif: 'image/gif',
  jpeg: 'image/jpeg',
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

export function isEncryptedImage(url: string): boolean {
  return /\.enc$/i.test(url.split(/[?#]/)[0] ?? '');
}

export function imageTypeFromName(url: string): string {
  const path = (url.split(/[?#]/)[0] ?? '').replace(/\.enc$/i, '');
  const extension = /\.([a-z0-9]+)$/i.exec(path)?.[1]?.toLowerCase() ?? '';
  return TYPES[extension] ?? 'image/png';
}
