import { optimisticLike, rolledBack } from './like-state';

describe('the optimistic like', () => {
  it('moves the count by one at once, never below zero', () => {
    expect(optimisticLike({ liked: false, likeCount: 4 }, true)).toEqual({ liked: true, likeCount: 5 });
    expect(optimisticLike({ liked: true, likeCount: 5 }, false)).toEqual({ liked: false, likeCount: 4 });
    expect(optimisticLike({ liked: true, likeCount: 0 }, false)).toEqual({ liked: false, likeCount: 0 });
  });

  it('a second tap of the same kind changes nothing', () => {
    const state = { liked: true, likeCount: 3 };
    expect(optimisticLike(state, true)).toBe(state);
  });

  it('a refusal puts back the state before the tap', () => {
    const before = { liked: false, likeCount: 4 };
    const optimistic = optimisticLike(before, true);
    expect(rolledBack(optimistic, optimistic, before)).toEqual(before);
  });

  it('a refusal leaves a newer state alone (a later tap or answer replaced the optimistic one)', () => {
    const before = { liked: false, likeCount: 4 };
    const optimistic = optimisticLike(before, true);
    const newer = { liked: true, likeCount: 9 };
    expect(rolledBack(newer, optimistic, before)).toBe(newer);
  });
});
