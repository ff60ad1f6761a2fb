import { downloadAccess, downloadPriceLabel } from './download-label';

const free = { onlineType: 0, buyAmount: 0 };
const paid = { onlineType: 1, buyAmount: 30 };

describe('download button label', () => {
  it('a free game is 免费 for everyone', () => {
    expect(downloadPriceLabel(free, false)).toBe('免费');
    expect(downloadPriceLabel(free, true)).toBe('免费');
    expect(downloadPriceLabel({ ...free, owned: true }, false)).toBe('免费');
  });
  it('a paid game shows its price in X钻', () => {
    expect(downloadAccess(paid, false)).toBe('paid');
    expect(downloadPriceLabel(paid, false)).toBe('30 X钻');
  });
  it('a bought game is 已购买, even for a member', () => {
    expect(downloadPriceLabel({ ...paid, owned: true }, false)).toBe('已购买');
    expect(downloadPriceLabel({ ...paid, owned: true }, true)).toBe('已购买');
  });
  it('a member downloads paid games free: 会员免费', () => {
    expect(downloadAccess(paid, true)).toBe('member');
    expect(downloadPriceLabel(paid, true)).toBe('会员免费');
  });
});
