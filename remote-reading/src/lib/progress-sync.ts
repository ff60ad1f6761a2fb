import { isApiError, readJson, ResultCode, writeJson } from '@portal/shared';
import type { Locator, ReadingProgress, SaveProgressRequest, SaveProgressResult } from '@portal/shared/types';
import { decideSync, type SyncDecision, type TimedPosition } from './locator';
import { createTrailingThrottle, type SendOutcome, type TrailingThrottle } from './throttle';

/**
 * One reader's position in one book on this device: kept in local storage at once (nothing is
 * lost when the tab closes inside the upload window) and uploaded at most once per 5 s.
 * The upload's answer settles newer-wins: `applied: false` means another device was there later,
 * and the reader is told to move.
 */
export interface LocalPosition extends TimedPosition {
  chapterTitle?: string;
  /** The server has this position (so opening the book again need not upload it). */
  uploaded: boolean;
}

export function progressKey(uid: string, bookId: number): string {
  return `reading_progress_${uid || 'guest'}_${bookId}`;
}

function isLocalPosition(value: unknown): value is LocalPosition {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  const locator = v.locator as Record<string, unknown> | undefined;
  return typeof v.readAt === 'string' && typeof locator === 'object' && locator !== null && typeof locator.chapterId === 'number';
}

/** Call after mount only (local storage). */
export function readLocalPosition(uid: string, bookId: number): LocalPosition | null {
  return readJson(progressKey(uid, bookId), isLocalPosition);
}

export function writeLocalPosition(uid: string, bookId: number, position: LocalPosition): void {
  writeJson(progressKey(uid, bookId), position);
}

/** On open: which position the reader starts from, and whether this device's must be uploaded. */
export function positionOnOpen(
  local: LocalPosition | null,
  server: ReadingProgress | null,
): { decision: SyncDecision; position: TimedPosition | null; upload: boolean } {
  const decision = decideSync(local, server);
  if (decision === 'use-server' && server) return { decision, position: server, upload: false };
  if (decision === 'use-local' && local) return { decision, position: local, upload: true };
  if (decision === 'same') return { decision, position: server ?? local, upload: false };
  return { decision, position: null, upload: false };
}

export interface BookProgressOptions {
  uid: string;
  bookId: number;
  save: (request: SaveProgressRequest) => Promise<SaveProgressResult>;
  /** The server kept a newer position from another device. */
  onServerNewer?: (progress: ReadingProgress) => void;
  /** A position reached the server (lists that show progress may refresh). */
  onSaved?: (progress: ReadingProgress) => void;
  now?: () => Date;
  throttle?: (send: (value: LocalPosition) => Promise<SendOutcome>) => TrailingThrottle<LocalPosition>;
}

export interface BookProgress {
  /** The reader is here now. */
  report(locator: Locator, chapterTitle?: string): void;
  /** Upload a position this device holds (newer than the server's) — through the same throttle. */
  upload(position: LocalPosition): void;
  setListeners(listeners: Pick<BookProgressOptions, 'onServerNewer'>): void;
  pending(): boolean;
}

export function createBookProgress(options: BookProgressOptions): BookProgress {
  const { uid, bookId, save, onSaved } = options;
  let onServerNewer = options.onServerNewer;
  const now = options.now ?? (() => new Date());

  const send = async (position: LocalPosition): Promise<SendOutcome> => {
    try {
      const result = await save({ bookId, locator: position.locator, readAt: position.readAt });
      const current = readLocalPosition(uid, bookId);
      if (result.applied) {
        // Marked uploaded only if the reader has not moved on since this value was taken.
        if (current && current.readAt === position.readAt) writeLocalPosition(uid, bookId, { ...current, uploaded: true });
      } else {
        writeLocalPosition(uid, bookId, { ...result.progress, uploaded: true });
        onServerNewer?.(result.progress);
      }
      onSaved?.(result.progress);
      return 'sent';
    } catch (error) {
      if (isApiError(error) && error.code === ResultCode.sessionInvalid) return 'drop';
      // Throttled (another tab of this device wrote), offline or a 5xx: the newest position is tried again.
      if (isApiError(error) && error.status !== undefined && error.status < 500 && error.status !== 429) return 'drop';
      return 'retry';
    }
  };
  const throttle = (options.throttle ?? ((s) => createTrailingThrottle({ send: s })))(send);

  return {
    report(locator, chapterTitle) {
      const position: LocalPosition = { locator, readAt: now().toISOString(), uploaded: false, ...(chapterTitle ? { chapterTitle } : {}) };
      writeLocalPosition(uid, bookId, position);
      if (uid) throttle.push(position);
    },
    upload(position) {
      if (uid) throttle.push(position);
    },
    setListeners(listeners) {
      onServerNewer = listeners.onServerNewer;
    },
    pending: () => throttle.pending(),
  };
}
