import { SQUARE_LIMITS } from '@portal/shared/rules';
import type { Queryable } from '../../db/types';
import type { Clock } from '../../platform/clock';
import { allWords, configRows } from './repository';

export type SquareLimits = { -readonly [K in keyof typeof SQUARE_LIMITS]: number };

/** A matcher of the word list: the distinct listed words found in a text (normalised). */
export interface WordMatcher {
  find(text: string): string[];
}

export type MatcherFactory = (words: readonly string[], whitelist: readonly string[]) => WordMatcher;

export interface SquareSettings {
  /** The limits in force: SQUARE_LIMITS, with the numbers square_config holds instead. */
  limits(): Promise<SquareLimits>;
  /** The matcher of the current word list (block words, allow words as its whitelist). */
  matcher(): Promise<WordMatcher>;
  /** Forget what was read, so the next call reads again (after this instance edits the list). */
  invalidate(): void;
}

/**
 * The square's settings and sensitive-word list live in the database (square_config,
 * sensitive_words) so staff edit them without a restart. They are read at most once per
 * `maxAgeMs` (one small query); the word list is rebuilt into a matcher only when its version
 * (`sensitiveWordsVersion` in square_config, bumped by every edit) changed, so an edit on
 * another instance is picked up within maxAgeMs (of the injected clock, so tests move time
 * instead of waiting for it).
 */
export function createSquareSettings(db: Queryable, now: Clock, createMatcher: MatcherFactory, maxAgeMs = 3000): SquareSettings {
  let checkedAt = -Infinity;
  let limits: SquareLimits = { ...SQUARE_LIMITS };
  let version: string | null = null;
  let current: WordMatcher = createMatcher([], []);
  let refreshing: Promise<void> | null = null;

  async function refresh(): Promise<void> {
    const rows = await configRows(db);
    const next: SquareLimits = { ...SQUARE_LIMITS };
    let nextVersion = '0';
    for (const row of rows) {
      if (row.key === 'sensitiveWordsVersion') nextVersion = row.value;
      else if (row.key in next && /^\d+$/.test(row.value)) next[row.key as keyof SquareLimits] = Number(row.value);
    }
    limits = next;
    if (nextVersion !== version) {
      const words = await allWords(db);
      current = createMatcher(
        words.filter((w) => w.kind === 'block').map((w) => w.word),
        words.filter((w) => w.kind === 'allow').map((w) => w.word),
      );
      version = nextVersion;
    }
    checkedAt = now().getTime();
  }

  async function fresh(): Promise<void> {
    if (now().getTime() - checkedAt < maxAgeMs) return;
    refreshing ??= refresh().finally(() => {
      refreshing = null;
    });
    await refreshing;
  }

  return {
    async limits() {
      await fresh();
      return limits;
    },
    async matcher() {
      await fresh();
      return current;
    },
    invalidate() {
      checkedAt = -Infinity;
    },
  };
}
