import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { DIALOG_Z_INDEX } from '@portal/shared';
import type { PostImage } from '@portal/shared/types';
import { useSwipe } from '../hooks/use-swipe';

/**
 * The full-size pictures of a post over the page: swipe sideways (or the arrows, or ← →) for the
 * next one; a tap on the picture, × or Escape closes it.
 */
export function ImageViewer({ images, start, onClose }: { images: PostImage[]; start: number; onClose: () => void }) {
  const [index, setIndex] = useState(start);
  const canPrev = index > 0;
  const canNext = index < images.length - 1;
  const { ref, offset, dragging } = useSwipe<HTMLDivElement>({
    canPrev,
    canNext,
    onStep: (step) => setIndex((i) => Math.min(images.length - 1, Math.max(0, i + step))),
  });

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
      if (event.key === 'ArrowLeft') setIndex((i) => Math.max(0, i - 1));
      if (event.key === 'ArrowRight') setIndex((i) => Math.min(images.length - 1, i + 1));
    };
    document.addEventListener('keydown', onKey);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
    };
  }, [images.length, onClose]);

  if (typeof document === 'undefined') return null;
  return createPortal(
    <div
      className="ps-viewer"
      style={{ zIndex: DIALOG_Z_INDEX }}
      role="dialog"
      aria-modal="true"
      aria-label="查看图片"
      data-testid="image-viewer"
    >
      <div className="ps-viewer__bar">
        <span className="ps-viewer__count" data-testid="image-viewer-count">
          {index + 1} / {images.length}
        </span>
        <button type="button" className="ps-viewer__close" onClick={onClose} aria-label="关闭">
          ×
        </button>
      </div>
      <div className="ps-viewer__stage" ref={ref}>
        <div
          className="ps-viewer__track"
          style={{
            transform: `translate3d(calc(${-index * 100}% + ${offset}px), 0, 0)`,
            transition: dragging ? 'none' : 'transform 0.3s ease',
          }}
        >
          {images.map((image, i) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: a tap closes the viewer; Escape and × do it from the keyboard
            <div className="ps-viewer__slide" key={image.id} onClick={onClose}>
              {Math.abs(i - index) <= 1 ? (
                <img className="ps-viewer__image" src={image.url} alt={`第 ${i + 1} 张图片`} data-testid="image-viewer-image" />
              ) : null}
            </div>
          ))}
        </div>
      </div>
      {canPrev ? (
        <button type="button" className="ps-viewer__arrow ps-viewer__arrow--prev" aria-label="上一张" onClick={() => setIndex(index - 1)}>
          ‹
        </button>
      ) : null}
      {canNext ? (
        <button type="button" className="ps-viewer__arrow ps-viewer__arrow--next" aria-label="下一张" onClick={() => setIndex(index + 1)}>
          ›
        </button>
      ) : null}
    </div>,
    document.body,
  );
}
