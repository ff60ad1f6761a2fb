import { pinyin } from 'pinyin-pro';

/** The two pinyin columns of a game: 王者荣耀 → { full: 'wangzherongyao', initials: 'wzry' }. */
export interface NamePinyin {
  full: string;
  initials: string;
}

/**
 * Pinyin of a name for search: lower case, no tones, no spaces or punctuation. Letters and
 * digits in the name are kept as they are (王者荣耀2 → wangzherongyao2 / wzry2), so a player
 * can type the number too. Polyphones are resolved by pinyin-pro from the word around them.
 */
export function namePinyin(name: string): NamePinyin {
  const syllables = pinyin(name, { toneType: 'none', type: 'array', nonZh: 'consecutive', v: true })
    .map((syllable) => syllable.toLowerCase().replace(/[^a-z0-9]/g, ''))
    .filter(Boolean);
  return {
    full: syllables.join(''),
    // A run of letters/digits (e.g. "2" or "vs") is one syllable; its initial is its first character.
    initials: syllables.map((syllable) => (/^[0-9]+$/.test(syllable) ? syllable : syllable[0])).join(''),
  };
}

/**
 * A search keyword as the columns store it: lower case, without spaces (全角 too). The same
 * text is matched against the name (substring) and both pinyin columns (prefix).
 */
export function normaliseKeyword(keyword: string | undefined): string {
  return (keyword ?? '').toLowerCase().replace(/[\s\u3000]+/g, '');
}

/** Escapes LIKE wildcards so '%' and '_' in a keyword are literal (used with ESCAPE '\\'). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}
