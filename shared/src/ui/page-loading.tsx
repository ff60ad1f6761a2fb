import type { ReactNode } from 'react';
import { images } from '../assets';
import './page-loading.css';

/**
 * The loading state while a page's code arrives: the three loading-carousel images of spec §2,
 * each animated with a 0.5 s staggered delay.
 */
export const LOADING_STAGGER_SECONDS = 0.5;

export function PageLoading({ label = '加载中…', children }: { label?: string; children?: ReactNode }) {
  return (
    <div className="pt-page-loading" role="status" aria-live="polite" data-testid="page-loading">
      <div className="pt-page-loading__images">
        {images.loading.map((src, index) => (
          <img
            key={src}
            src={src}
            alt=""
            className="pt-page-loading__image"
            style={{ animationDelay: `${index * LOADING_STAGGER_SECONDS}s` }}
          />
        ))}
      </div>
      <span className="pt-page-loading__label">{label}</span>
      {children}
    </div>
  );
}
