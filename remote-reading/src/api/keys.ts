import type { BookKind, BookSort } from '@portal/shared/types';

/**
 * Query keys of the reading section. What depends on who asks (shelf state, progress, unlocked
 * chapters) has the uid in its key; everything starts with 'reading', so one invalidation of
 * `readingKeys.all` refreshes the section after a purchase or a login.
 */
export interface BookListFilter {
  kind?: BookKind | undefined;
  tagId?: number | undefined;
  sort: BookSort;
}

export const readingKeys = {
  all: ['reading'] as const,
  home: ['reading', 'home'] as const,
  tags: (kind: BookKind | 'all') => ['reading', 'tags', kind] as const,
  list: (filter: BookListFilter) => ['reading', 'list', filter] as const,
  book: (id: number, uid: string) => ['reading', 'book', id, uid] as const,
  menuAll: (id: number) => ['reading', 'menu', id] as const,
  menuPage: (id: number, uid: string, page: number) => ['reading', 'menu', id, uid, 'page', page] as const,
  menuAround: (id: number, uid: string, chapterId: number) => ['reading', 'menu', id, uid, 'around', chapterId] as const,
  chapter: (id: number, cid: number, uid: string) => ['reading', 'chapter', id, cid, uid] as const,
  progress: (id: number, uid: string) => ['reading', 'progress', id, uid] as const,
  history: (uid: string) => ['reading', 'history', uid] as const,
  subscriptions: (uid: string) => ['reading', 'subscriptions', uid] as const,
};
