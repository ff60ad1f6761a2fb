import { useEffect, useLayoutEffect, useRef, useState, type MouseEvent, type TouchEvent, type WheelEvent } from 'react';
import { novelLocator, paragraphOf } from '../lib/locator';
import type { ChapterViewProps } from './view-types';

/**
 * A novel chapter in pages: the text flows into CSS columns one screen wide and the flow slides by
 * a screen per page. Tap the left or right third (or swipe) to turn, the middle for the menus;
 * turning past the last page opens the next chapter. The paragraph at the top of the page is the
 * position, so a new font size keeps the reader on the same paragraph.
 */
const PAD = 20;
const SWIPE_MIN = 40;
const TAP_SLOP = 10;

interface Bounds {
  start: number;
  end: number;
}

export function PagedNovel({ chapter, settings, target, onPosition, onToggleChrome, onPrevChapter, onNextChapter }: ChapterViewProps) {
  const viewportRef = useRef<HTMLDivElement>(null);
  const flowRef = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  const [pages, setPages] = useState(1);
  const [page, setPage] = useState(0);
  const [layoutRound, setLayoutRound] = useState(0);
  const [laidOut, setLaidOut] = useState(false);
  const bounds = useRef<Bounds[]>([]);
  const anchor = useRef(0);
  const pendingTarget = useRef(target?.locator ?? null);
  const touch = useRef<{ x: number; y: number } | null>(null);

  useLayoutEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport) return undefined;
    const measure = () => setWidth(viewport.clientWidth);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(viewport);
    return () => observer.disconnect();
  }, []);

  // A new target (restore, or another device's position) is applied at the next layout.
  useEffect(() => {
    if (!target) return;
    pendingTarget.current = target.locator;
    setLayoutRound((n) => n + 1);
  }, [target]);

  // Lay the chapter out in pages whenever the width or the type changes, and keep the position.
  useLayoutEffect(() => {
    const flow = flowRef.current;
    if (!flow || width === 0) return;
    const flowLeft = flow.getBoundingClientRect().left;
    const pageOfX = (x: number) => Math.max(0, Math.floor((x - flowLeft + 1) / width));
    const paragraphs = Array.from(flow.querySelectorAll<HTMLElement>('[data-paragraph]'));
    bounds.current = paragraphs.map((element) => {
      const rects = element.getClientRects();
      const first = rects[0];
      const last = rects[rects.length - 1];
      return first && last ? { start: pageOfX(first.left), end: pageOfX(last.left) } : { start: 0, end: 0 };
    });
    const count = Math.max(1, (bounds.current[bounds.current.length - 1]?.end ?? 0) + 1);
    let goTo: number;
    const wanted = pendingTarget.current;
    if (wanted) {
      pendingTarget.current = null;
      const index = paragraphOf(wanted, chapter.paragraphs);
      const span = bounds.current[index] ?? { start: 0, end: 0 };
      // Inside a paragraph that spans pages, the progression says which of its pages.
      const byProgress = Math.round(wanted.progression * (count - 1));
      goTo = byProgress >= span.start && byProgress <= span.end ? byProgress : span.start;
    } else {
      goTo = bounds.current[anchor.current]?.start ?? 0;
    }
    setPages(count);
    setPage(Math.min(goTo, count - 1));
    setLaidOut(true);
  }, [width, settings.fontSize, settings.lineHeight, layoutRound, chapter.paragraphs]);

  // The paragraph at the top of the page: the first one that ends on this page or later. Read in
  // render from the layout's page spans, so the page and its anchor always change together.
  const anchorIndex = laidOut
    ? Math.max(
        0,
        bounds.current.findIndex((span) => span.end >= page),
      )
    : 0;

  useEffect(() => {
    // Before the first layout there are no pages: page 0 is not a place the reader is at.
    if (!laidOut) return;
    anchor.current = anchorIndex;
    const position = pages > 1 ? page / (pages - 1) : 0;
    onPosition(novelLocator(chapter.chapter.id, chapter.paragraphs, anchorIndex, position), (page + 1) / pages);
  }, [page, pages, chapter, onPosition, laidOut, anchorIndex]);

  const next = () => (page < pages - 1 ? setPage(page + 1) : onNextChapter());
  const prev = () => (page > 0 ? setPage(page - 1) : onPrevChapter());
  const turn = useRef({ next, prev });
  turn.current = { next, prev };

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowRight' || event.key === 'PageDown') turn.current.next();
      if (event.key === 'ArrowLeft' || event.key === 'PageUp') turn.current.prev();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const tapAt = (clientX: number, element: HTMLElement) => {
    const rect = element.getBoundingClientRect();
    const x = (clientX - rect.left) / rect.width;
    if (x < 0.3) prev();
    else if (x > 0.7) next();
    else onToggleChrome();
  };
  // A mouse click. A finger's tap is handled at touchend (below), where a tap right after a swipe
  // is never lost to the browser's fling handling, and its click is cancelled.
  const onClick = (event: MouseEvent<HTMLDivElement>) => tapAt(event.clientX, event.currentTarget);
  // The mouse wheel turns one page per gesture on a desktop (a wheel burst is many events).
  const lastWheel = useRef(Number.NEGATIVE_INFINITY);
  const onWheel = (event: WheelEvent<HTMLDivElement>) => {
    if (Math.abs(event.deltaY) < 20 || event.timeStamp - lastWheel.current < 400) return;
    lastWheel.current = event.timeStamp;
    if (event.deltaY > 0) next();
    else prev();
  };
  const onTouchStart = (event: TouchEvent<HTMLDivElement>) => {
    const t = event.touches[0];
    if (t) touch.current = { x: t.clientX, y: t.clientY };
  };
  const onTouchEnd = (event: TouchEvent<HTMLDivElement>) => {
    const start = touch.current;
    const t = event.changedTouches[0];
    if (!start || !t) return;
    const dx = t.clientX - start.x;
    const dy = t.clientY - start.y;
    touch.current = null;
    if (Math.abs(dx) > SWIPE_MIN && Math.abs(dx) > Math.abs(dy)) {
      if (dx < 0) next();
      else prev();
    } else if (Math.abs(dx) < TAP_SLOP && Math.abs(dy) < TAP_SLOP) {
      event.preventDefault();
      tapAt(t.clientX, event.currentTarget);
    }
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: taps on the page mirror the arrow keys (bound on window) and the toolbar's buttons
    // biome-ignore lint/a11y/useKeyWithClickEvents: as above
    <div
      ref={viewportRef}
      className="pr-paged"
      onClick={onClick}
      onTouchStart={onTouchStart}
      onTouchEnd={onTouchEnd}
      onWheel={onWheel}
      data-testid="reader-paged"
      data-page={page}
      data-pages={pages}
      data-anchor={anchorIndex}
      data-ready={laidOut}
    >
      <div
        ref={flowRef}
        className="pr-paged__flow pr-text"
        style={{
          width: width > 0 ? width - 2 * PAD : undefined,
          columnWidth: width > 0 ? width - 2 * PAD : undefined,
          columnGap: 2 * PAD,
          marginLeft: PAD,
          transform: `translate3d(${-page * width}px, 0, 0)`,
          fontSize: settings.fontSize,
          lineHeight: settings.lineHeight,
        }}
      >
        <h2 className="pr-text__title">{chapter.chapter.title}</h2>
        {chapter.paragraphs.map((text, index) => (
          <p key={index} data-paragraph={index} className="pr-text__p">
            {text}
          </p>
        ))}
      </div>
      <div className="pr-paged__running" aria-hidden="true">
        {chapter.chapter.title}
      </div>
      <div className="pr-paged__folio" aria-live="polite">
        {page + 1} / {pages}
      </div>
    </div>
  );
}
