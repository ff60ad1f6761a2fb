import { useEffect, useMemo, useRef, useState } from 'react';
import { EncryptedImage } from '@portal/shared';
import type { ComicPage } from '@portal/shared/types';
import { comicLocator, pageOf } from '../lib/locator';
import { ChapterEnd } from './novel-scroll';
import { useScrollPosition, useScrollToItem } from './use-scroll-position';
import type { ChapterViewProps } from './view-types';

/**
 * A comic chapter: its pages one under another, each decrypted (`.enc`) only when it comes within
 * about a screen and a half of view, its box sized from the page's width and height beforehand so
 * nothing jumps while pages arrive. The page at the top of the screen is the position.
 */
const SELECTOR = '[data-comic-page]';

function LazyPage({ page, index, total }: { page: ComicPage; index: number; total: number }) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || near) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), {
      rootMargin: '150% 0px',
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return (
    <div ref={ref} className="pr-comic__page" style={{ aspectRatio: `${page.width} / ${page.height}` }} data-comic-page={index}>
      {near ? (
        <EncryptedImage
          src={page.url}
          alt={`第 ${index + 1} / ${total} 页`}
          className="pr-comic__image"
          draggable={false}
          data-testid="comic-image"
        />
      ) : (
        <span className="pr-comic__placeholder">{index + 1}</span>
      )}
    </div>
  );
}

export function ComicPages({ chapter, target, onPosition, onToggleChrome, onNextChapter }: ChapterViewProps) {
  const ref = useRef<HTMLDivElement>(null);
  const total = chapter.pages.length;
  const [shownAnchor, setShownAnchor] = useState(0);
  const targetIndex = useMemo(() => (target ? pageOf(target.locator, total) : 0), [target, total]);
  useScrollPosition(ref, SELECTOR, (top, _position, read) => {
    setShownAnchor(top);
    onPosition(comicLocator(chapter.chapter.id, top, total), read);
  });
  useScrollToItem(ref, SELECTOR, targetIndex, target?.seq ?? 0);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: taps on the page mirror the arrow keys (bound on window) and the toolbar's buttons
    // biome-ignore lint/a11y/useKeyWithClickEvents: as above
    <div ref={ref} className="pr-comic" onClick={onToggleChrome} data-testid="reader-comic" data-anchor={shownAnchor}>
      {chapter.pages.map((page, index) => (
        <LazyPage key={page.url} page={page} index={index} total={total} />
      ))}
      <ChapterEnd hasNext={chapter.nextChapterId !== null} onNext={onNextChapter} />
    </div>
  );
}
