import { chapterLabel, sizeLabel } from './format';

describe('reading labels', () => {
  it('counts novels in 万字 from ten thousand characters and comics in pages', () => {
    expect(sizeLabel({ kind: 'novel', size: 123_456 })).toBe('12.3万字');
    expect(sizeLabel({ kind: 'novel', size: 20_000 })).toBe('2万字');
    expect(sizeLabel({ kind: 'novel', size: 8_000 })).toBe('8000字');
    expect(sizeLabel({ kind: 'comic', size: 36 })).toBe('36页');
  });
  it('numbers a chapter unless its title already does', () => {
    expect(chapterLabel(3, '夜雨')).toBe('第3章 夜雨');
    expect(chapterLabel(3, '第三章 夜雨')).toBe('第三章 夜雨');
  });
});
