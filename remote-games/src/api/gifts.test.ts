import type { GiftPack } from '@portal/shared';
import { withClaim, withEmptyPool } from './gifts';

const pack: GiftPack = {
  id: 7,
  gameId: 1,
  gameName: '游戏',
  gameIcon: '/media/catalogue/icon.svg',
  name: '新手礼包',
  content: '钻石×100',
  usage: '',
  remaining: 10,
  total: 100,
  expiresAt: null,
  claimedCode: null,
};

describe('the cache after a claim', () => {
  it('a new claim stores the code and takes one from the pool', () => {
    expect(withClaim(pack, { giftId: 7, code: 'ABC123', newlyClaimed: true })).toMatchObject({ claimedCode: 'ABC123', remaining: 9 });
  });
  it('a repeat claim returns the earlier code and leaves the pool alone', () => {
    expect(withClaim(pack, { giftId: 7, code: 'ABC123', newlyClaimed: false })).toMatchObject({ claimedCode: 'ABC123', remaining: 10 });
  });
  it('other packs are untouched', () => {
    expect(withClaim(pack, { giftId: 8, code: 'X', newlyClaimed: true })).toBe(pack);
    expect(withEmptyPool(pack, 8)).toBe(pack);
  });
  it('an empty pool shows 0 remaining', () => expect(withEmptyPool(pack, 7).remaining).toBe(0));
});
