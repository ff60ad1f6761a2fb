import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createCipheriv, randomBytes } from 'node:crypto';
import { EncryptedImage } from './encrypted-image';
import { DEFAULT_IMAGE_KEY } from '../rules/image-key';

/** Spec §4 image loading: loading → loaded | error (not-found placeholder); .enc fetched and decrypted. */
const created: Blob[] = [];
beforeEach(() => {
  created.length = 0;
  URL.createObjectURL = jest.fn((blob: Blob) => {
    created.push(blob);
    return `blob:test/${created.length}`;
  });
  URL.revokeObjectURL = jest.fn();
});

function readBlob(blob: Blob): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

function encrypted(bytes: Buffer): ArrayBuffer {
  const iv = randomBytes(16);
  const cipher = createCipheriv('aes-128-cbc', Buffer.from(DEFAULT_IMAGE_KEY, 'utf8'), iv);
  const file = Buffer.concat([iv, cipher.update(bytes), cipher.final()]);
  return file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength);
}

it('shows a plain image as it is: loading, then loaded', () => {
  render(<EncryptedImage src="/media/catalogue/icon.png" alt="图标" />);
  const img = screen.getByAltText('图标');
  expect(img.getAttribute('src')).toBe('/media/catalogue/icon.png');
  expect(img.getAttribute('data-state')).toBe('loading');
  fireEvent.load(img);
  expect(img.getAttribute('data-state')).toBe('loaded');
});

it('shows the not-found placeholder when the image fails to load', () => {
  render(<EncryptedImage src="/media/catalogue/missing.png" alt="图标" />);
  fireEvent.error(screen.getByAltText('图标'));
  expect(screen.getByAltText('图标').getAttribute('data-state')).toBe('error');
  expect(screen.getByAltText('图标').getAttribute('src')).toContain('not-found');
});

it('fetches a .enc file, decrypts it and shows it with the type from its extension', async () => {
  const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
  global.fetch = jest.fn(async () => new Response(encrypted(png), { status: 200 })) as unknown as typeof fetch;
  render(<EncryptedImage src="/media/catalogue/banner-1.webp.enc" alt="横幅" />);
  await waitFor(() => expect(screen.getByAltText('横幅').getAttribute('src')).toBe('blob:test/1'));
  expect(created[0]!.type).toBe('image/webp');
  expect(Buffer.from(await readBlob(created[0]!)).equals(png)).toBe(true);
});

it('shows the placeholder when a .enc file cannot be fetched or decrypted', async () => {
  global.fetch = jest.fn(async () => new Response(new Uint8Array(20), { status: 200 })) as unknown as typeof fetch;
  render(<EncryptedImage src="/media/catalogue/bad.png.enc" alt="坏图" />);
  await waitFor(() => expect(screen.getByAltText('坏图').getAttribute('data-state')).toBe('error'));
  global.fetch = jest.fn(async () => new Response('no', { status: 404 })) as unknown as typeof fetch;
  await act(async () => {
    render(<EncryptedImage src="/media/catalogue/gone.png.enc" alt="没了" />);
  });
  await waitFor(() => expect(screen.getByAltText('没了').getAttribute('data-state')).toBe('error'));
});

it('offers the device-sized WebP copies of a catalogue PNG, with the address in the first render', () => {
  render(<EncryptedImage src="/media/catalogue/banner-03.png" alt="横幅" />);
  const img = screen.getByAltText('横幅');
  expect(img.getAttribute('src')).toBe('/media/catalogue/banner-03.png');
  expect(img.getAttribute('srcset')).toBe(
    '/media/catalogue/banner-03.png?w=375&f=webp 375w, /media/catalogue/banner-03.png?w=640&f=webp 640w',
  );
  expect(img.getAttribute('sizes')).toBe('(max-width: 640px) 100vw, 640px');
});

it('keeps an encrypted picture to its one file (no srcset)', () => {
  global.fetch = jest.fn(() => new Promise<Response>(() => undefined)) as unknown as typeof fetch;
  render(<EncryptedImage src="/media/catalogue/banner-03.png.enc" alt="加密横幅" sizes="120px" />);
  const img = screen.getByAltText('加密横幅');
  expect(img.hasAttribute('srcset')).toBe(false);
  expect(img.hasAttribute('sizes')).toBe(false);
});
