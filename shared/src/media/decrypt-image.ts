import AES from 'crypto-js/aes';
import CryptoJS from 'crypto-js/core';
import Utf8 from 'crypto-js/enc-utf8';
import { DEFAULT_IMAGE_KEY } from '../rules/image-key';

/**
 * Spec §4: `.enc` image files are AES-CBC encrypted; the first 16 bytes are the IV, the rest the
 * PKCS#7-padded ciphertext; the key is a fixed 16-character default (AES-128).
 * Loaded on demand (the first `.enc` image), so pages without one never download crypto-js.
 */
const IV_BYTES = 16;

type WordArray = ReturnType<typeof CryptoJS.lib.WordArray.create>;

export function decryptImage(bytes: Uint8Array, key: string = DEFAULT_IMAGE_KEY): Uint8Array {
  if (bytes.length <= IV_BYTES || (bytes.length - IV_BYTES) % 16 !== 0) throw new Error('加密图片数据长度无效');
  const iv = toWordArray(bytes.subarray(0, IV_BYTES));
  const ciphertext = toWordArray(bytes.subarray(IV_BYTES));
  const plain = AES.decrypt({ ciphertext } as Parameters<typeof AES.decrypt>[0], Utf8.parse(key), { iv });
  if (plain.sigBytes <= 0) throw new Error('图片解密失败');
  return toBytes(plain);
}

/** Bytes → crypto-js words (big-endian), done by hand so any Uint8Array-like input works. */
function toWordArray(bytes: ArrayLike<number>): WordArray {
  const words: number[] = [];
  for (let i = 0; i < bytes.length; i += 1) words[i >>> 2] = (words[i >>> 2] ?? 0) | (bytes[i]! << (24 - (i % 4) * 8));
  return CryptoJS.lib.WordArray.create(words, bytes.length);
}

function toBytes(words: WordArray): Uint8Array {
  const out = new Uint8Array(words.sigBytes);
  for (let i = 0; i < words.sigBytes; i += 1) out[i] = (words.words[i >>> 2]! >>> (24 - (i % 4) * 8)) & 0xff;
  return out;
}
