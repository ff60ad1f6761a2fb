import { createSensitiveWordMatcher } from '@portal/shared/rules';

/**
 * The client's pre-send check: the listed words a text contains (the shared Aho-Corasick matcher
 * over normalised text, so 外 挂 or ＷＡＩＧＵＡ are flagged as the server would), each once, in
 * order of first appearance. No Traditional → Simplified step in the browser (the converter is
 * the server's); the server's check is the guard, this one only saves a round trip.
 */
export function createWordFinder(words: readonly string[]): (text: string) => string[] {
  const matcher = createSensitiveWordMatcher(words);
  return (text) => matcher.find(text);
}
