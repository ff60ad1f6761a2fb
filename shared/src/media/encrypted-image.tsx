import { useEffect, useRef, useState, type ImgHTMLAttributes } from 'react';
import { images } from '../assets';
import { encryptedImageSource, FULL_WIDTH_SIZES, imageSrcSet } from '../rules/image-variants';
import { imageTypeFromName, isEncryptedImage } from './image-type';
import './encrypted-image.css';

/**
 * Spec §4 image loading: loading → loaded, or error → the not-found placeholder. Files ending in
 * `.enc` are fetched, decrypted and shown with a type from their extension; others load as usual,
 * with their address in the very first render (and in server-rendered HTML), so the browser
 * starts the download at once, and with a `srcset` of the device-sized WebP copies where the
 * picture has them (issue 17: the LCP image).
 */
export type ImageState = 'loading' | 'loaded' | 'error';

export interface EncryptedImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'onLoad' | 'onError'> {
  src: string | null | undefined;
  alt: string;
  /** The picture's width on the page, for choosing a copy (`sizes`); full width by default. */
  sizes?: string;
}

/** What happened to one address: a state only counts for the `src` it was reached with. */
interface Outcome {
  src: string;
  state: ImageState;
}

export function EncryptedImage({ src, alt, className, sizes = FULL_WIDTH_SIZES, ...img }: EncryptedImageProps) {
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [decrypted, setDecrypted] = useState<{ src: string; url: string } | null>(null);
  const element = useRef<HTMLImageElement>(null);
  const encrypted = Boolean(src && isEncryptedImage(src));

  useEffect(() => {
    if (!src || !isEncryptedImage(src)) return undefined;
    let objectUrl: string | null = null;
    let current = true;
    loadEncrypted(src).then(
      (blobUrl) => {
        objectUrl = blobUrl;
        if (current) setDecrypted({ src, url: blobUrl });
        else URL.revokeObjectURL(blobUrl);
      },
      () => current && setOutcome({ src, state: 'error' }),
    );
    return () => {
      current = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [src]);

  const url = !src ? null : encrypted ? (decrypted?.src === src ? decrypted.url : null) : src;
  const state: ImageState = !src ? 'error' : outcome?.src === src ? outcome.state : 'loading';

  // A server-rendered image can finish before the page is interactive: its load event is gone.
  useEffect(() => {
    const node = element.current;
    if (src && url && node?.complete && node.naturalWidth > 0) setOutcome({ src, state: 'loaded' });
  }, [src, url]);

  const classes = ['pt-image', `pt-image--${state}`, className].filter(Boolean).join(' ');
  if (state === 'error') {
    return <img {...img} className={classes} src={images.notFound} alt={alt} data-state="error" />;
  }
  const srcSet = encrypted ? undefined : imageSrcSet(src);
  return (
    <img
      {...img}
      ref={element}
      className={classes}
      // srcset and sizes before src: the browser picks the copy as soon as src is set.
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      src={url ?? undefined}
      alt={alt}
      data-state={url ? state : 'loading'}
      onLoad={() => src && setOutcome({ src, state: 'loaded' })}
      onError={() => src && setOutcome({ src, state: 'error' })}
    />
  );
}

/** Fetches the picture's encrypted phone-sized copy where it has one (image-variants.ts), else the file. */
async function loadEncrypted(src: string): Promise<string> {
  const { url, type } = encryptedImageSource(src);
  // The decrypter (crypto-js, a chunk of its own) downloads while the picture does, not after it.
  const decrypter = import('./decrypt-image');
  decrypter.catch(() => undefined); // a failed fetch must not leave it unhandled
  const response = await fetch(url);
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const { decryptImage } = await decrypter;
  const bytes = decryptImage(new Uint8Array(await response.arrayBuffer()));
  return URL.createObjectURL(new Blob([bytes as BlobPart], { type: type ?? imageTypeFromName(src) }));
}
