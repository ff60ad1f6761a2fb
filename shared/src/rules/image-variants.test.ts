import { encryptedImageSource, hasImageVariants, imageSrcSet, imageVariantFile, parseImageVariant } from './image-variants';

describe('device-sized copies of a picture (issue 17)', () => {
  it('lists the WebP copies of a catalogue or reading PNG by width', () => {
    expect(imageSrcSet('/media/catalogue/banner-03.png')).toBe(
      '/media/catalogue/banner-03.png?w=375&f=webp 375w, /media/catalogue/banner-03.png?w=640&f=webp 640w',
    );
    expect(imageSrcSet('/media/reading/cover-0123456789abcdef.png')).toContain(
      '/media/reading/cover-0123456789abcdef.png?w=375&f=webp 375w',
    );
    expect(imageSrcSet('/media/catalogue/shot-04.png')).toBe(
      '/media/catalogue/shot-04.png?w=375&f=webp 375w, /media/catalogue/shot-04.png?w=640&f=webp 640w',
    );
  });

  it.each([
    ['an encrypted copy', '/media/catalogue/banner-03.png.enc'],
    ['an SVG icon', '/media/catalogue/icon-738b.svg'],
    // The seed writes copies of banners, screenshots and covers only: a srcset here would point at files that do not exist.
    ['an encrypted screenshot', '/media/catalogue/shot-04.png.enc'],
    ['a comic page', '/media/reading/page-0123456789abcdef.png'],
    ['an upload', '/media/uploads/avatars/abc.png'],
    ['another site', 'https://cdn.example.com/media/catalogue/banner-03.png'],
    ['an address with a query already', '/media/catalogue/banner-03.png?v=2'],
    ['nothing', null],
  ])('has no srcset for %s', (_, src) => {
    expect(imageSrcSet(src)).toBeUndefined();
    expect(hasImageVariants(src)).toBe(false);
  });

  it('reads a listed width with a listed format, and nothing else', () => {
    expect(parseImageVariant({})).toBeNull();
    expect(parseImageVariant({ w: '375', f: 'webp' })).toEqual({ width: 375, format: 'webp' });
    expect(parseImageVariant({ w: '640', f: 'webp' })).toEqual({ width: 640, format: 'webp' });
    for (const query of [
      { w: '376', f: 'webp' },
      { w: '375' },
      { f: 'webp' },
      { w: '375', f: 'png' },
      { w: '0375', f: 'webp' },
      { w: '375', f: 'WEBP' },
    ]) {
      expect(parseImageVariant(query)).toBe('invalid');
    }
  });

  it('stores a copy next to its original', () => {
    expect(imageVariantFile('banner-03.png', { width: 375, format: 'webp' })).toBe('banner-03.png.w375.webp');
  });
});

describe('an encrypted picture (spec §4)', () => {
  it('is fetched as its encrypted 640 px WebP copy, decrypted as WebP', () => {
    expect(encryptedImageSource('/media/catalogue/title-0123456789abcdef.png.enc')).toEqual({
      url: '/media/catalogue/title-0123456789abcdef.png.enc?w=640&f=webp',
      type: 'image/webp',
    });
  });
  it('is fetched as it is when it has no copies', () => {
    expect(encryptedImageSource('/media/x/banner-1.webp.enc')).toEqual({ url: '/media/x/banner-1.webp.enc', type: null });
    // A comic's encrypted page (the reader decrypts it at its own size).
    const page = '/media/reading/page-0123456789abcdef.png.enc';
    expect(encryptedImageSource(page)).toEqual({ url: page, type: null });
  });
});
