/**
 * The grams of a search keyword that every name containing it holds (see migration 16,
 * game_name_grams): its character pairs, or the character itself when it is one. Split by
 * code point, as PostgreSQL's substr counts characters; the keyword is already lower case.
 */
export function keywordGrams(keyword: string): string[] {
  const chars = Array.from(keyword);
  if (chars.length <= 1) return chars;
  const pairs = new Set<string>();
  for (let i = 0; i + 1 < chars.length; i += 1) pairs.add(chars[i]! + chars[i + 1]!);
  return [...pairs];
}
