import type { WordMatcher } from './square-settings';

/**
 * Stand-in until the normalising matcher (shared/src/rules/sensitive-words.ts, written on the
 * square-words branch) is merged: case-insensitive substring search with a whitelist.
 */
export function createInterimMatcher(words: readonly string[], whitelist: readonly string[]): WordMatcher {
  const blocked = words.map((word) => word.toLowerCase()).filter(Boolean);
  const allowed = whitelist.map((word) => word.toLowerCase()).filter(Boolean);
  return {
    find(text) {
      let lowered = text.toLowerCase();
      for (const word of allowed) lowered = lowered.split(word).join('\u0000');
      return [...new Set(words.filter((_, index) => lowered.includes(blocked[index]!)))];
    },
  };
}
