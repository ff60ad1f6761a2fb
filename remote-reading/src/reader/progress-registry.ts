import { getQueryClient } from '@portal/shared/query';
import { saveProgress } from '../api/progress';
import { readingKeys } from '../api/keys';
import { createBookProgress, type BookProgress } from '../lib/progress-sync';

/**
 * One progress keeper per user and book for the whole page, outliving the reader that feeds it:
 * a position taken just before leaving still reaches the server when its 5 s window ends, and the
 * history and book pages refresh when it does.
 */
const keepers = new Map<string, BookProgress>();

export function bookProgressFor(uid: string, bookId: number): BookProgress {
  const key = `${uid}:${bookId}`;
  // On a server (pages will be server-rendered) nothing is kept between requests.
  let keeper = typeof window === 'undefined' ? undefined : keepers.get(key);
  if (!keeper) {
    keeper = createBookProgress({
      uid,
      bookId,
      save: saveProgress,
      onSaved: () => {
        const client = getQueryClient();
        void client.invalidateQueries({ queryKey: readingKeys.history(uid) });
        void client.invalidateQueries({ queryKey: readingKeys.book(bookId, uid) });
        void client.invalidateQueries({ queryKey: readingKeys.subscriptions(uid) });
        void client.invalidateQueries({ queryKey: readingKeys.menuAll(bookId) });
      },
    });
    if (typeof window !== 'undefined') keepers.set(key, keeper);
  }
  return keeper;
}
