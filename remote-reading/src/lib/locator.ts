import type { Locator } from '@portal/shared/types';

/**
 * The reader's position as a locator (issue 13 "progress as a locator"): pure functions, no DOM,
 * so the rules are tested alone and any layout (pages, scroll, another device's font size) maps
 * onto them.
 *
 * A novel's position is the paragraph at the top of what the reader sees, kept three ways:
 * its index, the characters just before it and the first characters of it. Another device or a
 * revised chapter may number paragraphs differently; the text around the position still finds it.
 */
export const ANCHOR_CHARS = 16;

export function clampProgression(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(1, Math.max(0, Math.round(value * 10_000) / 10_000));
}

/** The locator of paragraph `index` of a novel chapter whose reader is `progression` through it. */
export function novelLocator(chapterId: number, paragraphs: readonly string[], index: number, progression: number): Locator {
  const at = Math.min(Math.max(0, index), Math.max(0, paragraphs.length - 1));
  const before = paragraphs.slice(0, at).join('\n');
  return {
    chapterId,
    progression: clampProgression(progression),
    paragraphIndex: at,
    textBefore: before.slice(-ANCHOR_CHARS) || null,
    textAfter: (paragraphs[at] ?? '').slice(0, ANCHOR_CHARS) || null,
  };
}

export function comicLocator(chapterId: number, pageIndex: number, pageCount: number): Locator {
  const index = Math.min(Math.max(0, pageIndex), Math.max(0, pageCount - 1));
  return { chapterId, progression: clampProgression(pageCount > 1 ? index / (pageCount - 1) : 0), pageIndex: index };
}

/**
 * The paragraph a novel locator points at in these paragraphs: the one whose text matches the
 * anchor (nearest to the stored index when several do), else the stored index, else the
 * progression's share of the chapter.
 */
export function paragraphOf(locator: Locator, paragraphs: readonly string[]): number {
  const count = paragraphs.length;
  if (count === 0) return 0;
  const stored = locator.paragraphIndex ?? null;
  const after = locator.textAfter ?? '';
  const before = locator.textBefore ?? '';
  if (after || before) {
    let best = -1;
    let bestScore = -1;
    let prefix = '';
    for (let i = 0; i < count; i += 1) {
      const paragraph = paragraphs[i] ?? '';
      const startsRight = after !== '' && paragraph.startsWith(after);
      const followsRight = before !== '' && prefix.endsWith(before);
      const score = (startsRight ? 2 : 0) + (followsRight ? 1 : 0);
      const closer = stored !== null && best >= 0 && Math.abs(i - stored) < Math.abs(best - stored);
      if (score > 0 && (score > bestScore || (score === bestScore && closer))) {
        best = i;
        bestScore = score;
      }
      prefix = (i === 0 ? paragraph : `${prefix}\n${paragraph}`).slice(-ANCHOR_CHARS);
    }
    if (best >= 0) return best;
  }
  if (stored !== null && stored >= 0) return Math.min(stored, count - 1);
  return Math.min(count - 1, Math.floor(clampProgression(locator.progression) * count));
}

/** The comic page a locator points at. */
export function pageOf(locator: Locator, pageCount: number): number {
  if (pageCount <= 0) return 0;
  if (locator.pageIndex !== null && locator.pageIndex !== undefined) return Math.min(Math.max(0, locator.pageIndex), pageCount - 1);
  return Math.min(pageCount - 1, Math.round(clampProgression(locator.progression) * (pageCount - 1)));
}

/** A position and when the reader was there. */
export interface TimedPosition {
  locator: Locator;
  readAt: string;
}

export type SyncDecision = 'none' | 'use-server' | 'use-local' | 'same';

function timeOf(position: TimedPosition | null | undefined): number {
  if (!position) return Number.NEGATIVE_INFINITY;
  const at = Date.parse(position.readAt);
  return Number.isNaN(at) ? Number.NEGATIVE_INFINITY : at;
}

/**
 * Newer wins (issue 13): on open, a server position newer than this device's moves the reader
 * there; a local one newer than the server's is uploaded. Equal times are the same position.
 */
export function decideSync(local: TimedPosition | null | undefined, server: TimedPosition | null | undefined): SyncDecision {
  const localAt = timeOf(local);
  const serverAt = timeOf(server);
  if (localAt === Number.NEGATIVE_INFINITY && serverAt === Number.NEGATIVE_INFINITY) return 'none';
  if (localAt === serverAt) return 'same';
  return serverAt > localAt ? 'use-server' : 'use-local';
}

/** Whether two locators name the same place (same chapter and paragraph or page). */
export function samePlace(a: Locator | null | undefined, b: Locator | null | undefined): boolean {
  if (!a || !b || a.chapterId !== b.chapterId) return false;
  if (a.pageIndex !== undefined && a.pageIndex !== null) return a.pageIndex === b.pageIndex;
  return (a.paragraphIndex ?? null) === (b.paragraphIndex ?? null);
}
