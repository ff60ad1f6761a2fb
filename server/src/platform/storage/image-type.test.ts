import { detectImageType } from './image-type';

describe('detectImageType', () => {
  it('recognises PNG, JPEG and WebP by their first bytes', () => {
    expect(detectImageType(Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'))?.contentType).toBe('image/png');
    expect(detectImageType(Buffer.from('ffd8ffe000104a464946', 'hex'))?.contentType).toBe('image/jpeg');
    expect(detectImageType(Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 ')]))?.contentType).toBe('image/webp');
  });

  it('refuses text, GIF, a RIFF that is not WebP and files too short to tell', () => {
    expect(detectImageType(Buffer.from('hello, I am not a picture'))).toBeNull();
    expect(detectImageType(Buffer.from('GIF89a......'))).toBeNull();
    expect(detectImageType(Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WAVE')]))).toBeNull();
    expect(detectImageType(Buffer.from([0x89, 0x50]))).toBeNull();
  });
});
