import { useEffect, useState } from 'react';
import type { BookInfo, ReadingProgress } from '@portal/shared/types';
import { decideSync } from '../lib/locator';
import { readLocalPosition, type LocalPosition } from '../lib/progress-sync';

/**
 * Where 继续阅读 goes: the newer of the server's position (from the book info) and this
 * device's (local storage, read after mount — never during render).
 */
export function useResumeTarget(book: BookInfo | undefined, uid: string): { chapterId: number; title: string | null } | null {
  const [local, setLocal] = useState<LocalPosition | null>(null);
  const bookId = book?.id ?? 0;
  useEffect(() => {
    setLocal(bookId ? readLocalPosition(uid, bookId) : null);
  }, [uid, bookId]);
  if (!book) return null;
  const server: ReadingProgress | null = book.progress;
  const decision = decideSync(local, server);
  if (decision === 'use-local' && local) return { chapterId: local.locator.chapterId, title: local.chapterTitle ?? null };
  if (server) return { chapterId: server.locator.chapterId, title: server.chapterTitle };
  return null;
}
