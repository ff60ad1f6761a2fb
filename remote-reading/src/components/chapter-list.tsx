import { useEffect, useRef, useState } from 'react';
import { Link } from '@portal/shared';
import { useVirtualizer, useWindowVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import type { ChapterEntry } from '@portal/shared/types';
import { MENU_PAGE_SIZE, useChapterPage } from '../api/chapters';
import { chapterLabel } from '../lib/format';
import { LockIcon } from './lock-icon';
import './chapter-list.css';

/**
 * The chapter menu as a virtual list (issue 13: long menus virtualised): only the rows on screen
 * exist, and each asks for the menu page it falls in, so a 2 000-chapter book loads the pages
 * the player scrolls through and nothing else. In the page it scrolls the window; in the
 * reader's drawer, the drawer.
 */
const ROW_HEIGHT = 52;

interface ListProps {
  bookId: number;
  total: number;
  currentId?: number | null | undefined;
  /** Scrolled into view once known (the last read, or the open chapter). */
  focusIndex?: number | null | undefined;
  /** Changes to jump to `focusIndex` again (the player scrolled away and asked once more). */
  focusKey?: number | undefined;
  onPick?: (() => void) | undefined;
  /** The mark of `currentId`: 当前 in the reader, 读到这里 in the menu. */
  currentLabel?: string | undefined;
  /** 倒序: row i shows chapter total-1-i. */
  reversed?: boolean | undefined;
}

function ChapterRow({
  bookId,
  index,
  currentId,
  currentLabel,
  onPick,
}: {
  bookId: number;
  index: number;
  currentId?: number | null | undefined;
  currentLabel: string;
  onPick?: (() => void) | undefined;
}) {
  const page = Math.floor(index / MENU_PAGE_SIZE) + 1;
  const menu = useChapterPage(bookId, page);
  const entry: ChapterEntry | undefined = menu.data?.items[index % MENU_PAGE_SIZE];
  if (!entry) {
    return (
      <div className="pr-chapters__row pr-chapters__row--loading" aria-hidden={!menu.isError}>
        {menu.isError ? (
          <button type="button" className="pr-chapters__retry" onClick={() => void menu.refetch()}>
            第{index + 1}章 加载失败，点击重试
          </button>
        ) : (
          <span className="pr-chapters__placeholder" />
        )}
      </div>
    );
  }
  const current = entry.id === currentId;
  const locked = entry.price > 0 && !entry.unlocked;
  return (
    <Link
      to={`/readbook/${bookId}/${entry.id}`}
      replace={Boolean(onPick)}
      onClick={onPick}
      className={`pr-chapters__row${current ? ' pr-chapters__row--current' : ''}${entry.read ? ' pr-chapters__row--read' : ''}`}
      data-testid="chapter-row"
      data-chapter-id={entry.id}
      aria-current={current ? 'true' : undefined}
    >
      <span className="pr-chapters__title">{chapterLabel(entry.index, entry.title)}</span>
      <span className="pr-chapters__marks">
        {current ? <span className="pr-chapters__mark pr-chapters__mark--current">{currentLabel}</span> : null}
        {entry.read && !current ? <span className="pr-chapters__mark pr-chapters__mark--read">已读</span> : null}
        {locked ? (
          <span className="pr-chapters__mark pr-chapters__mark--price" data-testid="chapter-price">
            <LockIcon className="pr-chapters__lock" />
            {entry.price}钻
          </span>
        ) : entry.price > 0 ? (
          <span className="pr-chapters__mark pr-chapters__mark--owned">已解锁</span>
        ) : null}
      </span>
    </Link>
  );
}

function useFocus(
  virtualizer: Virtualizer<never, Element> | Virtualizer<Window, Element>,
  focusIndex: number | null | undefined,
  focusKey = 0,
) {
  const done = useRef<string | null>(null);
  useEffect(() => {
    if (focusIndex === null || focusIndex === undefined || focusIndex < 0 || done.current === `${focusIndex}:${focusKey}`) return;
    done.current = `${focusIndex}:${focusKey}`;
    virtualizer.scrollToIndex(focusIndex, { align: 'center' });
  }, [virtualizer, focusIndex, focusKey]);
}

function Rows({
  virtualizer,
  offset = 0,
  ...props
}: ListProps & { virtualizer: Virtualizer<never, Element> | Virtualizer<Window, Element>; offset?: number }) {
  return (
    <div className="pr-chapters" style={{ height: virtualizer.getTotalSize() }} data-testid="chapter-list">
      {virtualizer.getVirtualItems().map((item) => (
        <div key={item.key} className="pr-chapters__slot" style={{ transform: `translateY(${item.start - offset}px)`, height: ROW_HEIGHT }}>
          <ChapterRow
            bookId={props.bookId}
            index={props.reversed ? props.total - 1 - item.index : item.index}
            currentId={props.currentId}
            currentLabel={props.currentLabel ?? '当前'}
            onPick={props.onPick}
          />
        </div>
      ))}
    </div>
  );
}

/** The menu page's list: scrolls with the window. */
export function WindowChapterList(props: ListProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const [margin, setMargin] = useState(0);
  const virtualizer = useWindowVirtualizer({
    count: props.total,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
    scrollMargin: margin,
  });
  useEffect(() => {
    // The list starts below the page's head: measured once mounted (never during render).
    if (listRef.current) setMargin(listRef.current.getBoundingClientRect().top + window.scrollY);
  }, []);
  // Jumps only once the list's place in the page is known.
  useFocus(virtualizer, margin > 0 ? props.focusIndex : null, props.focusKey);
  return (
    <div ref={listRef}>
      <Rows {...props} virtualizer={virtualizer} offset={virtualizer.options.scrollMargin} />
    </div>
  );
}

/** The reader's drawer list: scrolls inside `scrollRef`. */
export function ScrollerChapterList({ scroller, ...props }: ListProps & { scroller: HTMLElement }) {
  const virtualizer = useVirtualizer({
    count: props.total,
    getScrollElement: () => scroller,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
  });
  useFocus(virtualizer as never, props.focusIndex, props.focusKey);
  return <Rows {...props} virtualizer={virtualizer as never} />;
}
