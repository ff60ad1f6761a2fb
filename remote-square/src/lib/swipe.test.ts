import { SWIPE_DECIDE_PX, decideAxis, dragOffset, swipeStep } from './swipe';

const both = { canPrev: true, canNext: true };

describe('reading a swipe on the square tabs (spec §9 threshold 5 px)', () => {
  it('decides nothing until the finger has moved 5 px', () => {
    expect(SWIPE_DECIDE_PX).toBe(5);
    expect(decideAxis(4, 4)).toBe('undecided');
    expect(decideAxis(-4.9, 0)).toBe('undecided');
  });

  it('a mostly sideways move is a swipe, a mostly vertical one is left to the page', () => {
    expect(decideAxis(5, 2)).toBe('horizontal');
    expect(decideAxis(-6, 5)).toBe('horizontal');
    expect(decideAxis(3, 5)).toBe('vertical');
    expect(decideAxis(6, -6)).toBe('vertical');
  });

  it('changes the tab only after a swipe of a fifth of the width (or a flick)', () => {
    expect(swipeStep(-60, 375, 1000, both)).toBe(0);
    expect(swipeStep(-80, 375, 1000, both)).toBe(1);
    expect(swipeStep(120, 375, 1000, both)).toBe(-1);
    expect(swipeStep(-35, 375, 100, both)).toBe(1);
    expect(swipeStep(-20, 375, 50, both)).toBe(0);
  });

  it('stops at the first and the last tab', () => {
    expect(swipeStep(200, 375, 1000, { canPrev: false, canNext: true })).toBe(0);
    expect(swipeStep(-200, 375, 1000, { canPrev: true, canNext: false })).toBe(0);
  });

  it('at an end the panel follows the finger only a quarter of the way', () => {
    expect(dragOffset(40, { canPrev: false, canNext: true })).toBe(10);
    expect(dragOffset(40, both)).toBe(40);
    expect(dragOffset(-40, { canPrev: true, canNext: false })).toBe(-10);
  });
});
