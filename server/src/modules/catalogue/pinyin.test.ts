import { escapeLike, namePinyin, normaliseKeyword } from './pinyin';

describe('namePinyin', () => {
  it('writes the full pinyin and the initials of a Chinese name', () => {
    expect(namePinyin('王者荣耀')).toEqual({ full: 'wangzherongyao', initials: 'wzry' });
  });

  it('resolves a polyphone from its word and keeps digits and letters', () => {
    expect(namePinyin('长安幻想2')).toEqual({ full: 'changanhuanxiang2', initials: 'cahx2' });
    expect(namePinyin('星际 VS：觉醒')).toEqual({ full: 'xingjivsjuexing', initials: 'xjvjx' });
  });
});

describe('normaliseKeyword and escapeLike', () => {
  it('lower-cases and strips half- and full-width spaces', () => {
    expect(normaliseKeyword(' W Z\u3000RY ')).toBe('wzry');
    expect(normaliseKeyword(undefined)).toBe('');
  });

  it('makes LIKE wildcards literal', () => {
    expect(escapeLike('100%_a\\b')).toBe('100\\%\\_a\\\\b');
  });
});
