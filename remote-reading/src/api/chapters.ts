import { apiGet, apiPost, isApiError, ResultCode, useAuth } from '@portal/shared';
import { balanceChanged, useMutation, useQuery, useQueryClient, type QueryClient } from '@portal/shared/query';
import type { ChapterContent, ChapterEntry, ChapterPurchaseResult, Paged } from '@portal/shared/types';
import { readingKeys } from './keys';

/** The chapter menu (page by page), a chapter's content, and buying a paid chapter. */
export const MENU_PAGE_SIZE = 100;
const BASE = '/v1/reading';

export const getChapterPage = (bookId: number, page: number, pageSize = MENU_PAGE_SIZE) =>
  apiGet<Paged<ChapterEntry>>(`${BASE}/book/${bookId}/chapters`, { page, pageSize });
export const getChapterPageAround = (bookId: number, chapterId: number, pageSize = MENU_PAGE_SIZE) =>
  apiGet<Paged<ChapterEntry>>(`${BASE}/book/${bookId}/chapters`, { page: 1, pageSize, aroundChapterId: chapterId });
export const getChapter = (bookId: number, chapterId: number) => apiGet<ChapterContent>(`${BASE}/book/${bookId}/chapter/${chapterId}`);
export const buyChapter = (bookId: number, chapterId: number) =>
  apiPost<ChapterPurchaseResult>(`${BASE}/book/${bookId}/chapter/${chapterId}/buy`);

/** A paid chapter the reader may not open yet (HTTP 402, code 1703). */
export function isLockedChapter(error: unknown): boolean {
  return isApiError(error) && error.code === ResultCode.chapterLocked;
}

/** One page of the menu (the virtual list asks for the pages its visible rows fall in). */
export function useChapterPage(bookId: number, page: number, enabled = true) {
  const uid = useAuth((s) => s.account.uid);
  return useQuery({
    queryKey: readingKeys.menuPage(bookId, uid, page),
    queryFn: () => getChapterPage(bookId, page),
    enabled: enabled && bookId > 0 && page > 0,
  });
}

/** The menu page holding a chapter (jump to the last read; a locked chapter's price). */
export function useChapterAround(bookId: number, chapterId: number | null | undefined) {
  const uid = useAuth((s) => s.account.uid);
  return useQuery({
    queryKey: readingKeys.menuAround(bookId, uid, chapterId ?? 0),
    queryFn: () => getChapterPageAround(bookId, chapterId ?? 0),
    enabled: bookId > 0 && Boolean(chapterId),
    select: (page) => ({ page, entry: page.items.find((item) => item.id === chapterId) ?? null }),
  });
}

export function chapterQuery(bookId: number, chapterId: number, uid: string) {
  return {
    queryKey: readingKeys.chapter(bookId, chapterId, uid),
    queryFn: () => getChapter(bookId, chapterId),
    // A chapter's text does not change while it is read.
    staleTime: 10 * 60_000,
  };
}

export function useChapter(bookId: number, chapterId: number) {
  const uid = useAuth((s) => s.account.uid);
  return useQuery({ ...chapterQuery(bookId, chapterId, uid), enabled: bookId > 0 && chapterId > 0 });
}

/** Fetches a chapter ahead of the tap that opens it (issue 13: once 25 % of the current one is read). */
export function prefetchChapter(client: QueryClient, bookId: number, chapterId: number, uid: string): Promise<void> {
  return client.prefetchQuery(chapterQuery(bookId, chapterId, uid));
}

export function useBuyChapter(bookId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (chapterId: number) => buyChapter(bookId, chapterId),
    onSuccess: async () => {
      // The header's balance, every wallet list, and this book's locks all moved.
      await Promise.all([
        balanceChanged(client),
        client.invalidateQueries({ queryKey: ['reading', 'chapter', bookId] }),
        client.invalidateQueries({ queryKey: readingKeys.menuAll(bookId) }),
        client.invalidateQueries({ queryKey: ['reading', 'book', bookId] }),
      ]);
    },
  });
}
