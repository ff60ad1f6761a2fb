import { useEffect, useRef, useState } from 'react';
import { ScrollerChapterList } from '../components/chapter-list';

/** The chapter menu inside the reader: a drawer from the left, the open chapter in view. */
export function ChapterDrawer({
  bookId,
  bookTitle,
  total,
  currentId,
  currentIndex,
  onClose,
}: {
  bookId: number;
  bookTitle: string;
  total: number;
  currentId: number;
  currentIndex: number;
  onClose: () => void;
}) {
  // Held in state, not a ref: the list's virtualizer needs the element by its first layout, and a
  // parent's ref is attached only after its children's layout effects ran.
  const [scroller, setScroller] = useState<HTMLDivElement | null>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    closeRef.current?.focus();
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <div className="pr-drawer" data-testid="chapter-drawer">
      <button type="button" className="pr-drawer__scrim" aria-label="关闭目录" onClick={onClose} tabIndex={-1} />
      <aside className="pr-drawer__panel" role="dialog" aria-modal="true" aria-label="目录">
        <header className="pr-drawer__head">
          <span className="pr-drawer__title">{bookTitle}</span>
          <span className="pr-drawer__count">共 {total} 章</span>
          <button ref={closeRef} type="button" className="pr-drawer__close" onClick={onClose} aria-label="关闭">
            ×
          </button>
        </header>
        <div ref={setScroller} className="pr-drawer__list">
          {scroller ? (
            <ScrollerChapterList
              scroller={scroller}
              bookId={bookId}
              total={total}
              currentId={currentId}
              focusIndex={currentIndex}
              onPick={onClose}
            />
          ) : null}
        </div>
      </aside>
    </div>
  );
}
