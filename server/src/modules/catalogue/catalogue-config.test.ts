import { decryptImage } from '../../../../shared/src/media/decrypt-image';
import { encryptImage } from '../../seed/images';
import { loadConfig } from '../../config';

describe('catalogue settings', () => {
  const cwd = process.cwd();

  it('defaults SEED_DEMO to on and the read cache to 5 s', () => {
    expect(loadConfig({}, cwd).catalogue).toMatchObject({ seedDemo: true, cacheTtlMs: 5000 });
  });

  it('defaults IMAGE_KEY so that what the server encrypts, the client decrypts with its own default key', () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    const encrypted = encryptImage(png, loadConfig({}, cwd).catalogue.imageKey);
    expect(Buffer.from(decryptImage(new Uint8Array(encrypted))).equals(png)).toBe(true);
  });

  it('reads IMAGE_KEY, SEED_DEMO=0 and CATALOGUE_CACHE_MS', () => {
    expect(loadConfig({ IMAGE_KEY: '0123456789abcdef', SEED_DEMO: '0', CATALOGUE_CACHE_MS: '0' }, cwd).catalogue).toEqual({
      imageKey: '0123456789abcdef',
      seedDemo: false,
      cacheTtlMs: 0,
    });
  });

  it.each(['-1', '1.5', 'soon', '600001'])('refuses CATALOGUE_CACHE_MS %j', (value) => {
    expect(() => loadConfig({ CATALOGUE_CACHE_MS: value }, cwd)).toThrow(/CATALOGUE_CACHE_MS/);
  });

  it.each(['short', '0123456789abcdefg', '密钥密钥密钥密钥密钥密钥密钥密钥'])(
    'refuses IMAGE_KEY %j that is not 16 single-byte characters',
    (key) => {
      expect(() => loadConfig({ IMAGE_KEY: key }, cwd)).toThrow(/IMAGE_KEY/);
    },
  );
});
