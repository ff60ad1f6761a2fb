import { parseBanners } from '@portal/shared/rules';
import { findCategory } from './category';

describe('findCategory', () => {
  it('finds by slug or id, case-insensitively', () => {
    expect(findCategory('card')?.name).toBe('卡牌对战');
    expect(findCategory('CARD')?.id).toBe(2);
    expect(findCategory('1')?.slug).toBe('rpg');
  });
  it('knows no other', () => {
    expect(findCategory('nope')).toBeUndefined();
    expect(findCategory('11')).toBeUndefined();
    expect(findCategory(undefined)).toBeUndefined();
  });
});

describe('parseBanners', () => {
  it('reads the JSON array, keeping only non-empty strings', () => {
    expect(parseBanners('["a.png","",3,"b.png.enc"]')).toEqual(['a.png', 'b.png.enc']);
  });
  it('gives nothing for bad input', () => {
    expect(parseBanners('')).toEqual([]);
    expect(parseBanners('{')).toEqual([]);
    expect(parseBanners('{"a":1}')).toEqual([]);
  });
});
