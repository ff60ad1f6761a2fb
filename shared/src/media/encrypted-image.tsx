import { useCallback, useEffect, useRef, useState, type ImgHTMLAttributes } from 'react';
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

/** A plain (not encrypted) image's URL, usable from the first render: the server renders it into the HTML. */
function plainUrl(src: string | null | undefined): string | null {
  return src && !isEncryptedImage(src) ? src : null;
}

export function EncryptedImage({ src, alt, className, ...img }: EncryptedImageProps) {
  const [state, setState] = useState<ImageState>(src ? 'loading' : 'error');
  const [url, setUrl] = useState<string | null>(() => plainUrl(src));
  const firstRun = useRef(true);

  useEffect(() => {
    // The first run for a plain image shows what the first render already did (the server's
    // HTML, already loading or loaded): nothing to reset.
    const keep = firstRun.current && plainUrl(src) !== null;
    firstRun.current = false;
    if (!keep) {
      setState('loading');
      setUrl(null);
    }
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

  // A server-rendered image may have loaded (or failed) before the page hydrated, when React was
  // not yet listening: read where it is once it is in the tree.
  const settled = useCallback((element: HTMLImageElement | null) => {
    if (!element?.complete || !element.getAttribute('src')) return;
    setState(element.naturalWidth > 0 ? 'loaded' : 'error');
  }, []);

  const classes = ['pt-image', `pt-image--${state}`, className].filter(Boolean).join(' ');
  if (state === 'error') {
    return <img {...img} className={classes} src={images.notFound} alt={alt} data-state="error" />;
  }
  return (
    <img
      {...img}
      ref={settled}
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
