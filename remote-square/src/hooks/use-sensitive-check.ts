import { useMemo } from 'react';
import { useSensitiveWords } from '../api/discovery';
import { createWordFinder } from '../lib/sensitive-check';

/**
 * The words of `text` on the square's list (`sensitiveword/list`), found while the user types so
 * postpage can name them before sending. A convenience only: the server checks every post.
 * While the list is loading, or when it cannot be read, nothing is flagged (the server decides).
 */
export function useSensitiveCheck(text: string): string[] {
  const words = useSensitiveWords();
  const finder = useMemo(() => createWordFinder(words.data ?? []), [words.data]);
  return useMemo(() => finder(text), [finder, text]);
}
