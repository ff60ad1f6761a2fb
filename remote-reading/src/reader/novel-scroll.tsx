import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { novelLocator, paragraphOf } from '../lib/locator';
import { useScrollPosition, useScrollToItem } from './use-scroll-position';
import type { ChapterViewProps } from './view-types';

/**
 * A novel chapter as one long page the finger scrolls. The paragraph at the top of the screen is
 * the position; a new font size puts that same paragraph back at the top.
 */
const SELECTOR = '[data-paragraph]';

export function ScrolledNovel({ chapter, settings, target, onPosition, onToggleChrome, onNextChapter }: ChapterViewProps) {
  const ref = useRef<HTMLElement>(null);
  const anchor = useRef(0);
  const [shownAnchor, setShownAnchor] = useState(0);
  const targetIndex = useMemo(() => (target ? paragraphOf(target.locator, chapter.paragraphs) : 0), [target, chapter.paragraphs]);

  useScrollPosition(ref, SELECTOR, (top, position, read) => {
    anchor.current = top;
    setShownAnchor(top);
    onPosition(novelLocator(chapter.chapter.id, chapter.paragraphs, top, position), read);
  });
  useScrollToItem(ref, SELECTOR, targetIndex, target?.seq ?? 0);

  // A new size reflows the text: the paragraph that was at the top goes back there.
  const settled = useRef(false);
  useLayoutEffect(() => {
    if (!settled.current) {
      settled.current = true;
      return;
    }
    const item = ref.current?.querySelectorAll<HTMLElement>(SELECTOR)[anchor.current];
    if (anchor.current > 0) item?.scrollIntoView({ block: 'start' });
  }, [settings.fontSize, settings.lineHeight]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a tap shows or hides the toolbar, whose buttons the keyboard reaches anyway
    <article
      ref={ref}
      className="pr-scrolled pr-text"
      style={{ fontSize: settings.fontSize, lineHeight: settings.lineHeight }}
      onClick={onToggleChrome}
      data-testid="reader-scrolled"
      data-anchor={shownAnchor}
    >
      <h2 className="pr-text__title">{chapter.chapter.title}</h2>
      {chapter.paragraphs.map((text, index) => (
        <p key={index} data-paragraph={index} className="pr-text__p">
          {text}
        </p>
      ))}
      <ChapterEnd hasNext={chapter.nextChapterId !== null} onNext={onNextChapter} />
    </article>
  );
}

export function ChapterEnd({ hasNext, onNext }: { hasNext: boolean; onNext: () => void }) {
  return (
    <div className="pr-chapter-end">
      <p>— 本章完 —</p>
      {hasNext ? (
        <button
          type="button"
          className="pr-chapter-end__next"
          onClick={(event) => {
            event.stopPropagation();
            onNext();
          }}
          data-testid="chapter-end-next"
        >
          下一章
        </button>
      ) : (
        <p className="pr-chapter-end__last">已是最新章节</p>
      )}
    </div>
  );
}
