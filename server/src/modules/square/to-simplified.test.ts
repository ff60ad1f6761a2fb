import { toSimplified } from './to-simplified';

describe('toSimplified', () => {
  it('turns Traditional characters into Simplified ones', () => {
    expect(toSimplified('賭博網站，代開發票')).toBe('赌博网站，代开发票');
  });

  it('folds the Taiwan and Hong Kong variants too', () => {
    expect(toSimplified('臺灣')).toBe('台湾');
    expect(toSimplified('裏面 衞生 山峯')).toBe('里面 卫生 山峰');
  });

  it('leaves Simplified text, Latin letters, digits and symbols as they are', () => {
    const simplified = '简体中文：后面的发展很干净，abc ABC 123 ＊＃😀';
    expect(toSimplified(simplified)).toBe(simplified);
  });
});
