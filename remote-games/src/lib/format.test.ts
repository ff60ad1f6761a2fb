import { formatCount, formatSize } from './format';

describe('formatSize (bytes → MB)', () => {
  it('shows one decimal under 100 MB', () => {
    expect(formatSize(1024 * 1024)).toBe('1.0 MB');
    expect(formatSize(52_428_800)).toBe('50.0 MB');
    expect(formatSize(1.55 * 1024 * 1024)).toBe('1.6 MB');
  });
  it('shows whole MB from 100 MB on', () => {
    expect(formatSize(100 * 1024 * 1024)).toBe('100 MB');
    expect(formatSize(1536.4 * 1024 * 1024)).toBe('1536 MB');
  });
  it('never shows 0.0 MB for a tiny package', () => expect(formatSize(2048)).toBe('0.1 MB'));
  it('says 未知 for a missing or bad size', () => {
    expect(formatSize(0)).toBe('未知');
    expect(formatSize(-1)).toBe('未知');
    expect(formatSize(Number.NaN)).toBe('未知');
    expect(formatSize(undefined)).toBe('未知');
  });
});

describe('formatCount', () => {
  it('uses 万 and 亿', () => {
    expect(formatCount(9999)).toBe('9999');
    expect(formatCount(12_000)).toBe('1.2万');
    expect(formatCount(10_000)).toBe('1万');
    expect(formatCount(3_456_789)).toBe('345万');
    expect(formatCount(340_000_000)).toBe('3.4亿');
  });
});
