import { createWordFinder } from './sensitive-check';

describe('flagging listed words before sending', () => {
  const find = createWordFinder(['外挂', '代练']);

  it('names each listed word once, in order, including spaced-out or full-width spellings', () => {
    expect(find('出售代练，还有外 挂，代练便宜')).toEqual(['代练', '外挂']);
    expect(find('外*挂')).toEqual(['外挂']);
  });

  it('flags nothing in a clean text or with an empty list', () => {
    expect(find('今天一起开黑')).toEqual([]);
    expect(createWordFinder([])('外挂')).toEqual([]);
  });
});
