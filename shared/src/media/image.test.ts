import { createCipheriv } from 'node:crypto';
import { DEFAULT_IMAGE_KEY } from '../rules/image-key';
import { decryptImage } from './decrypt-image';
import { imageTypeFromName, isEncryptedImage } from './image-type';

describe('image type from the extension (spec §4)', () => {
  it.each([
    ['a.avif.enc', 'image/avif'],
    ['a.bmp.enc', 'image/bmp'],
    ['a.gif.enc', 'image/gif'],
    ['a.jpeg.enc', 'image/jpeg'],
    ['a.jpg.enc', 'image/jpeg'],
    ['a.png.enc', 'image/png'],
    ['a.webp.enc', 'image/webp'],
    ['a.enc', 'image/png'],
    ['a.tiff.enc', 'image/png'],
    ['/media/x/B.WEBP.ENC?v=2', 'image/webp'],
  ])('%s → %s', (name, type) => expect(imageTypeFromName(name)).toBe(type));
  it('recognises .enc files', () => {
    expect(isEncryptedImage('/media/catalogue/banner.png.enc')).toBe(true);
    expect(isEncryptedImage('/media/catalogue/banner.png')).toBe(false);
    expect(isEncryptedImage('/media/x.enc?x=1')).toBe(true);
  });
});

describe('AES-CBC decryption with the IV in the first 16 bytes', () => {
  // The encrypted files are made by an independent implementation (Node's OpenSSL), as the server does.
  const key = '0123456789abcdef';
  const iv = Buffer.from('000102030405060708090a0b0c0d0e0f', 'hex');
  const plain = Buffer.from('89504e470d0a1a0a2d6b6e6f776e2d766563746f722d', 'hex'); // PNG signature + '-known-vector-'
  // AES-128-CBC of `plain` under that key and IV (PKCS#7 padded to 32 bytes).
  const KNOWN_CIPHERTEXT_HEX = 'b89f011e41e5be2f83e7eff3b9cd38d2f3ebee34c75ffce4fc6cb46d6e91eec1';

  function encrypt(bytes: Buffer, withKey: string): Uint8Array {
    const cipher = createCipheriv('aes-128-cbc', Buffer.from(withKey, 'utf8'), iv);
    return new Uint8Array(Buffer.concat([iv, cipher.update(bytes), cipher.final()]));
  }

  it('matches the known vector and recovers the original bytes', () => {
    const file = encrypt(plain, key);
    expect(Buffer.from(file.subarray(16)).toString('hex')).toBe(KNOWN_CIPHERTEXT_HEX);
    expect(Buffer.from(decryptImage(file, key)).toString('hex')).toBe(plain.toString('hex'));
  });
  it('uses the 16-character default key', () => {
    expect(Buffer.from(decryptImage(encrypt(plain, DEFAULT_IMAGE_KEY))).equals(plain)).toBe(true);
  });
  it('fails on a wrong key or data that cannot be an encrypted image', () => {
    expect(() => decryptImage(new Uint8Array(10), key)).toThrow();
    expect(() => decryptImage(new Uint8Array(16 + 7), key)).toThrow();
    const wrong = (() => {
      try {
        return Buffer.from(decryptImage(encrypt(plain, key), 'fedcba9876543210')).equals(plain);
      } catch {
        return false;
      }
    })();
    expect(wrong).toBe(false);
  });
});
