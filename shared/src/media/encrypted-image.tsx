import { useEffect, useState, type ImgHTMLAttributes } from 'react';
import { images } from '../assets';
import { imageTypeFromName, isEncryptedImage } from './image-type';
import './encrypted-image.css';

/**
 * Spec §4 image loading: loading → loaded, or error → the not-found placeholder. Files ending in
 * `.enc` are fetched, decrypted and shown with a type from their extension; others load as usual.
 */
export type ImageState = 'loading' | 'loaded' | 'error';

export interface EncryptedImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'onLoad' | 'onError'> {
  src: string | null | undefined;
  alt: string;
}

export function EncryptedImage({ src, alt, className, ...img }: EncryptedImageProps) {
  const [state, setState] = useState<ImageState>('loading');
  const [url, setUrl] = useState<string | null>(null);

  useEffect(() => {
    setState('loading');
    setUrl(null);
    if (!src) {
      setState('error');
      return undefined;
    }
    if (!isEncryptedImage(src)) {
      setUrl(src);
      return undefined;
    }
    let objectUrl: string | null = null;
    let current = true;
    loadEncrypted(src).then(
      (blobUrl) => {
        objectUrl = blobUrl;
        if (current) setUrl(blobUrl);
        else URL.revokeObjectURL(blobUrl);
      },
      () => current && setState('error'),
    );
    return () => {
      current = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [src]);

  const classes = ['pt-image', `pt-image--${state}`, className].filter(Boolean).join(' ');
  if (state === 'error') {
    return <img {...img} className={classes} src={images.notFound} alt={alt} data-state="error" />;
  }
  return (
    <img
      {...img}
      className={classes}
      src={url ?? undefined}
      alt={alt}
      data-state={url ? state : 'loading'}
      onLoad={() => setState('loaded')}
      onError={() => setState('error')}
    />
  );
}

async function loadEncrypted(src: string): Promise<string> {
  const response = await fetch(src);
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const { decryptImage } = await import('./decrypt-image');
  const bytes = decryptImage(new Uint8Array(await response.arrayBuffer()));
  return URL.createObjectURL(new Blob([bytes as BlobPart], { type: imageTypeFromName(src) }));
}
