import { checkAvatarFile } from './avatar-uploader';

const file = (type: string, size: number) => new File([new Uint8Array(size)], 'a', { type });

describe('avatar file check before upload', () => {
  it('accepts png, jpeg and webp within the limit', () => {
    for (const type of ['image/png', 'image/jpeg', 'image/webp']) expect(checkAvatarFile(file(type, 100), 1000)).toBeNull();
  });
  it('refuses other types and files over the limit', () => {
    expect(checkAvatarFile(file('image/gif', 100), 1000)).toBe('头像仅支持 PNG、JPEG 或 WebP 图片');
    expect(checkAvatarFile(file('text/plain', 100), 1000)).not.toBeNull();
    expect(checkAvatarFile(file('image/png', 2 * 1024 * 1024 + 1), 2 * 1024 * 1024)).toBe('头像不能超过 2 MB');
  });
});
