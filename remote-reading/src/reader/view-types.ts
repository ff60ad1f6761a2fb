import type { ChapterContent, Locator } from '@portal/shared/types';
import type { ReaderSettings } from '../lib/reader-settings';

/** What every chapter view (novel pages, novel scroll, comic pages) gets from the reader. */
export interface ChapterViewProps {
  chapter: ChapterContent;
  settings: ReaderSettings;
  /** Where to place the reader: set on open (restore) and when another device was further; `seq` repeats a jump. */
  target: { locator: Locator; seq: number } | null;
  /** The reader is here (the paragraph or page at the top), and has read `read` (0–1) of the chapter. */
  onPosition: (locator: Locator, read: number) => void;
  onToggleChrome: () => void;
  onPrevChapter: () => void;
  onNextChapter: () => void;
}

/** The top of the text is under the reader's bar when it shows: what is under it counts as passed. */
export const TOP_INSET = 64;
