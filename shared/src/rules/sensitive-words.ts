/**
 * The square's sensitive-word check (issue 12, "Sensitive words"): which listed words a post or
 * comment contains, found with one Aho-Corasick automaton over normalised text, so one pass over
 * the text finds every word however long the list is.
 *
 * The same code runs in two places: remote-square flags words while the user types (a
 * convenience), and the server refuses the text (the guard). The browser passes no
 * `toSimplified`; the server injects an OpenCC converter, which is too large to ship to phones.
 *
 * Written here rather than taken from npm: the automaton is ~80 lines, `@portal/shared` is a
 * Module Federation singleton loaded on every page (each dependency is paid for by every remote),
 * and the whitelist rule needs the start and end of every match in normalised text, which the
 * small npm matchers either do not give or give through their own tokenising.
 */

export interface SensitiveWordMatcherOptions {
  /** Phrases that excuse a word inside them (`渊博彩图` excuses `博彩`), normalised like the words. */
  whitelist?: readonly string[];
  /** Traditional → Simplified Chinese; applied after case folding. Omitted in the browser. */
  toSimplified?: (text: string) => string;
}

export interface SensitiveWordMatcher {
  /** The distinct listed words (spelled as listed) the text contains, in order of first appearance. */
  find(text: string): string[];
}

// Anything that is neither a letter (which includes every CJK ideograph) nor a digit is dropped,
// so symbols, spaces, emoji and zero-width characters put between the characters of a word do not hide it.
const NOT_LETTER_OR_DIGIT = /[^\p{L}\p{N}]+/gu;

/**
 * The text the automaton reads: NFKC (full-width → half-width, and other compatibility forms
 * such as circled letters), lower case, Simplified Chinese when a converter is given, only
 * letters and digits, and runs of one character collapsed to one (`赌赌博博` → `赌博`).
 */
export function normaliseSensitiveText(text: string, toSimplified?: (text: string) => string): string {
  let normal = text.normalize('NFKC').toLowerCase();
  if (toSimplified) normal = toSimplified(normal);
  return collapseRepeats(normal.replace(NOT_LETTER_OR_DIGIT, ''));
}

/**
 * Runs of one character (code point) collapsed to one. A text without any (most of them) is
 * returned as it is: every check runs on each post, so it allocates only what it must.
 */
function collapseRepeats(text: string): string {
  let parts: string[] | null = null;
  let keptFrom = 0;
  let previous = -1;
  for (let i = 0; i < text.length; ) {
    const codePoint = text.codePointAt(i)!;
    const size = codePoint > 0xffff ? 2 : 1;
    if (codePoint === previous) {
      parts ??= [];
      parts.push(text.slice(keptFrom, i));
      keptFrom = i + size;
    }
    previous = codePoint;
    i += size;
  }
  if (!parts) return text;
  parts.push(text.slice(keptFrom));
  return parts.join('');
}

interface Pattern {
  /** Length in UTF-16 code units of the normalised pattern. */
  length: number;
  /** The listed word this pattern stands for, or null for a whitelist-only phrase. */
  word: string | null;
  whitelisted: boolean;
}

export function createSensitiveWordMatcher(words: readonly string[], options: SensitiveWordMatcherOptions = {}): SensitiveWordMatcher {
  const { toSimplified } = options;
  // One pattern per normalised form: two listed words that normalise alike (`FUCK`, `fuck`) are
  // one pattern reported under the first spelling listed.
  const patterns: Pattern[] = [];
  const byForm = new Map<string, Pattern>();
  const add = (raw: string, isWord: boolean) => {
    const form = normaliseSensitiveText(raw, toSimplified);
    if (!form) return;
    let pattern = byForm.get(form);
    if (!pattern) {
      pattern = { length: form.length, word: null, whitelisted: false };
      byForm.set(form, pattern);
      patterns.push(pattern);
    }
    if (isWord) pattern.word ??= raw;
    else pattern.whitelisted = true;
  };
  for (const word of words) add(word, true);
  for (const phrase of options.whitelist ?? []) add(phrase, false);

  // The trie, over UTF-16 code units (a surrogate pair is two steps, the same in text and words).
  const next: Map<number, number>[] = [new Map()];
  const own: number[][] = [[]];
  [...byForm.keys()].forEach((form, index) => {
    let node = 0;
    for (let i = 0; i < form.length; i += 1) {
      const unit = form.charCodeAt(i);
      let child = next[node]!.get(unit);
      if (child === undefined) {
        child = next.length;
        next.push(new Map());
        own.push([]);
        next[node]!.set(unit, child);
      }
      node = child;
    }
    own[node]!.push(index);
  });

  // Failure links breadth-first; each node's outputs include those of its failure chain, so the
  // scan reads one array per position instead of walking the chain.
  const fail = new Int32Array(next.length);
  const outputs: number[][] = own.map((list) => [...list]);
  const queue: number[] = [...next[0]!.values()];
  for (let head = 0; head < queue.length; head += 1) {
    const node = queue[head]!;
    for (const [unit, child] of next[node]!) {
      let state = fail[node]!;
      while (state !== 0 && !next[state]!.has(unit)) state = fail[state]!;
      const target = next[state]!.get(unit);
      fail[child] = target !== undefined && target !== child ? target : 0;
      const inherited = outputs[fail[child]!]!;
      if (inherited.length) outputs[child] = outputs[child]!.concat(inherited);
      queue.push(child);
    }
  }
  const hasWhitelist = patterns.some((pattern) => pattern.whitelisted);

  return {
    find(text) {
      const normal = normaliseSensitiveText(text, toSimplified);
      const found = new Set<string>();
      // Only with a whitelist: every word occurrence [start, end) and every whitelisted span,
      // compared once the scan is over (a covering phrase may end after the word does).
      const occurrences: number[] = [];
      const covers: number[] = [];
      let state = 0;
      for (let i = 0; i < normal.length; i += 1) {
        const unit = normal.charCodeAt(i);
        let target = next[state]!.get(unit);
        while (target === undefined && state !== 0) {
          state = fail[state]!;
          target = next[state]!.get(unit);
        }
        state = target ?? 0;
        const hits = outputs[state]!;
        for (let h = 0; h < hits.length; h += 1) {
          const patternIndex = hits[h]!;
          const pattern = patterns[patternIndex]!;
          const end = i + 1;
          if (pattern.whitelisted) covers.push(end - pattern.length, end);
          if (pattern.word === null) continue;
          if (hasWhitelist) occurrences.push(end - pattern.length, end, patternIndex);
          else found.add(pattern.word);
        }
      }
      for (let o = 0; o < occurrences.length; o += 3) {
        const start = occurrences[o]!;
        const end = occurrences[o + 1]!;
        const word = patterns[occurrences[o + 2]!]!.word!;
        if (found.has(word)) continue;
        let covered = false;
        for (let c = 0; c < covers.length && !covered; c += 2) covered = covers[c]! <= start && end <= covers[c + 1]!;
        if (!covered) found.add(word);
      }
      return [...found];
    },
  };
}
