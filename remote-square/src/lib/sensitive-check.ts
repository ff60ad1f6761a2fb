/**
 * The client's pre-send check: which listed words a text contains, each named once, in the order
 * they first appear. TEMPORARY: plain substring search until the shared matcher lands.
 */
export function createWordFinder(words: readonly string[]): (text: string) => string[] {
  const list = words.map((w) => w.trim()).filter(Boolean);
  return (text) => {
    const lower = text.toLowerCase();
    return list.filter((word) => lower.includes(word.toLowerCase()));
  };
}
