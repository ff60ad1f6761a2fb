import { EVASION_SET, SAMPLE_WHITELIST, SAMPLE_WORDS, WHITELIST_SET } from './sensitive-words.fixtures';
import { createSensitiveWordMatcher, normaliseSensitiveText } from './sensitive-words';

// A stand-in for the server's OpenCC converter, enough for the sample's Traditional spellings.
const TRADITIONAL: Record<string, string> = {
  賭: '赌',
  掛: '挂',
  練: '练',
  鑽: '钻',
  槍: '枪',
  約: '约',
  開: '开',
  發: '发',
  媽: '妈',
  黃: '黄',
  網: '网',
  絡: '络',
  場: '场',
  辦: '办',
  證: '证',
  賣: '卖',
  號: '号',
  藥: '药',
  職: '职',
  單: '单',
};
const toSimplified = (text: string) => text.replace(/./gu, (char) => TRADITIONAL[char] ?? char);
const words = SAMPLE_WORDS.map((entry) => entry.word);

describe('sensitive-word matcher', () => {
  const matcher = createSensitiveWordMatcher(words, { whitelist: SAMPLE_WHITELIST, toSimplified });

  it('names the listed words a text contains, each once, spelled as listed', () => {
    expect(matcher.find('有人卖号，还有人赌博，赌博！加QQ群')).toEqual(['卖号', '赌博', 'QQ群']);
    expect(matcher.find('今天天气很好，一起下副本吧')).toEqual([]);
    expect(matcher.find('')).toEqual([]);
  });

  it('catches every case of the evasion set (full-width, Traditional, inserted symbols, repeats)', () => {
    const missed = EVASION_SET.filter((sample) => !matcher.find(sample.text).includes(sample.word));
    expect(missed).toEqual([]);
    expect(EVASION_SET.length).toBeGreaterThan(150);
  });

  it('finds nothing in the whitelist set', () => {
    const hits = WHITELIST_SET.map((text) => ({ text, found: matcher.find(text) })).filter((sample) => sample.found.length > 0);
    expect(hits).toEqual([]);
  });

  it('lets a whitelisted phrase excuse only the occurrence it covers', () => {
    expect(matcher.find('这本书内容渊博，彩图丰富')).toEqual([]);
    expect(matcher.find('这本书内容渊博，彩图丰富，还能博彩')).toEqual(['博彩']);
    expect(matcher.find('博彩网站，内容渊博彩图丰富')).toEqual(['博彩']);
  });

  it('without the whitelist, the same texts are caught', () => {
    const bare = createSensitiveWordMatcher(words, { toSimplified });
    expect(bare.find('这本书内容渊博，彩图丰富')).toEqual(['博彩']);
    expect(bare.find('手柄用USB线连电脑')).toEqual(['sb']);
  });

  it('finds words that overlap or sit inside one another', () => {
    const nested = createSensitiveWordMatcher(['赌场', '网络赌场', '络赌', 'she', 'he', 'hers']);
    expect(nested.find('网络赌场').sort()).toEqual(['络赌', '赌场', '网络赌场'].sort());
    expect(nested.find('ushers').sort()).toEqual(['he', 'hers', 'she']);
  });

  it('reads Traditional text as Simplified only with a converter (the browser has none)', () => {
    expect(createSensitiveWordMatcher(words).find('有人賭博')).toEqual([]);
    expect(createSensitiveWordMatcher(words, { toSimplified }).find('有人賭博')).toEqual(['赌博']);
  });

  it('normalises the listed words like the text', () => {
    const listed = createSensitiveWordMatcher(['ＦＵＣＫ', '賭 博', '外外挂']);
    expect(listed.find('f-u-c-k')).toEqual(['ＦＵＣＫ']);
    expect(listed.find('赌*博')).toEqual([]);
    expect(createSensitiveWordMatcher(['賭 博'], { toSimplified }).find('赌*博')).toEqual(['賭 博']);
    expect(listed.find('外挂')).toEqual(['外外挂']);
  });

  it('ignores words that normalise to nothing, and reports one spelling per normalised form', () => {
    const odd = createSensitiveWordMatcher(['***', '   ', 'Fuck', 'fuck']);
    expect(odd.find('*** fuck')).toEqual(['Fuck']);
  });

  it('normalises full-width, case, symbols and repeats, and keeps letters of every script and digits', () => {
    expect(normaliseSensitiveText('ＡＢＣ１２３')).toBe('abc123');
    expect(normaliseSensitiveText('赌\u200b赌-博😀博')).toBe('赌博');
    expect(normaliseSensitiveText('Ⓕ.ⓤ.ⓒ.ⓚ')).toBe('fuck');
    expect(normaliseSensitiveText('ｶﾀｶﾅ und Straße 42')).toBe('カタカナundstraße42');
  });

  it('keeps characters outside the Basic Multilingual Plane whole', () => {
    const rare = createSensitiveWordMatcher(['𠀀𠀁']);
    expect(rare.find('甲𠀀*𠀀𠀁乙')).toEqual(['𠀀𠀁']);
    expect(rare.find('𠀀𠀂')).toEqual([]);
  });
});
