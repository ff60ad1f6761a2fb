import { apiGet, useAuth } from '@portal/shared';
import { nextPageOf, queryOptions, useInfiniteQuery, useQuery } from '@portal/shared/query';
import type { AnimateHome, BookInfo, BookKind, BookCard, Paged, ReadingTag } from '@portal/shared/types';
import { readingKeys, type BookListFilter } from './keys';

/** Books: the animation home, tags, lists and one book's page (GET /v1/reading/…). */
export const BOOK_PAGE_SIZE = 20;
const BASE = '/v1/reading';

export const getAnimateHome = () => apiGet<AnimateHome>(`${BASE}/animate/home`);
export const getReadingTags = (kind?: BookKind) => apiGet<ReadingTag[]>(`${BASE}/tag/list`, kind ? { kind } : {});
export const getBookList = (filter: BookListFilter, page: number, pageSize = BOOK_PAGE_SIZE) =>
  apiGet<Paged<BookCard>>(`${BASE}/book/list`, {
    page,
    pageSize,
    sort: filter.sort,
    ...(filter.kind ? { kind: filter.kind } : {}),
    ...(filter.tagId ? { tagId: filter.tagId } : {}),
  });
export const getBookInfo = (id: number) => apiGet<BookInfo>(`${BASE}/book/${id}`);

const validId = (id: number) => Number.isInteger(id) && id > 0;

export function useAnimateHome() {
  return useQuery({ queryKey: readingKeys.home, queryFn: getAnimateHome });
}

export function useReadingTags(kind: BookKind) {
  return useQuery({ queryKey: readingKeys.tags(kind), queryFn: () => getReadingTags(kind), staleTime: 10 * 60_000 });
}

export function useBookList(filter: BookListFilter) {
  return useInfiniteQuery({
    queryKey: readingKeys.list(filter),
    queryFn: ({ pageParam }) => getBookList(filter, pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });
}

/** A book as `uid` sees it (on the shelf or not). */
export function bookInfoQuery(id: number, uid: string) {
  return queryOptions({ queryKey: readingKeys.book(id, uid), queryFn: () => getBookInfo(id), enabled: validId(id) });
}

export function useBookInfo(id: number) {
  const uid = useAuth((s) => s.account.uid);
  return useQuery(bookInfoQuery(id, uid));
}
