/**
 * Traditional → Simplified Chinese for the sensitive-word check (issue 12: `賭博` must be caught
 * as `赌博`), with OpenCC's dictionaries (opencc-js, its t2cn build only): the Taiwan and Hong
 * Kong variant tables, then the Traditional → Simplified one, so `裏`, `衞` and `峯` are folded
 * as well as `賭`.
 *
 * Character by character, each character's answer remembered: the matcher compares characters,
 * so OpenCC's phrase tables (`軟體` → `软件`) would only risk turning a listed word into another
 * (without them `著名` becomes `着名`: harmless, the listed words pass through the same function);
 * and calling OpenCC on a whole 2 000-character post allocated enough to pause for garbage
 * collection several milliseconds in one call out of a hundred (measured), while a lookup per
 * character does not. The cache holds at most one entry per distinct CJK character seen, and a
 * text with nothing to convert is returned as it is, without a copy.
 * The dictionaries take ~80 ms to build, so they are built on the first call, not at start-up.
 */
import * as OpenCC from 'opencc-js/t2cn';

/** Below the CJK radicals block nothing has a Traditional form: Latin, digits, punctuation pass as they are. */
const FIRST_CJK = 0x2e80;

let convert: ((text: string) => string) | null = null;
/** Code point → its Simplified form, or null when it has none other than itself. */
const known = new Map<number, string | null>();

function simplifiedOf(codePoint: number): string | null {
  let simplified = known.get(codePoint);
  if (simplified === undefined) {
    if (!convert) {
      const fromTaiwan = OpenCC.Converter({ from: 'tw', to: 'cn' });
      const fromHongKong = OpenCC.Converter({ from: 'hk', to: 'cn' });
      convert = (text) => fromHongKong(fromTaiwan(text));
    }
    const char = String.fromCodePoint(codePoint);
    const converted = convert(char);
    simplified = converted === char ? null : converted;
    known.set(codePoint, simplified);
  }
  return simplified;
}

export function toSimplified(text: string): string {
  let parts: string[] | null = null;
  let keptFrom = 0;
  for (let i = 0; i < text.length; ) {
    const codePoint = text.codePointAt(i)!;
    const size = codePoint > 0xffff ? 2 : 1;
    const simplified = codePoint < FIRST_CJK ? null : simplifiedOf(codePoint);
    if (simplified !== null) {
      parts ??= [];
      parts.push(text.slice(keptFrom, i), simplified);
      keptFrom = i + size;
    }
    i += size;
  }
  if (!parts) return text;
  parts.push(text.slice(keptFrom));
  return parts.join('');
}
