import { act, render, screen } from '@testing-library/react';
import { GO_TO_TOP_THRESHOLD_PX, GoToTop, shouldShowGoToTop } from './go-to-top';

/** Spec §2/§9: the go-to-top button appears after scrolling more than 2000 px. */
it('uses the 2000 px threshold, strictly greater', () => {
  expect(GO_TO_TOP_THRESHOLD_PX).toBe(2000);
  expect(shouldShowGoToTop(2000)).toBe(false);
  expect(shouldShowGoToTop(2001)).toBe(true);
});

it('appears on scroll past the threshold and scrolls to the top when pressed', () => {
  const scrollTo = jest.fn();
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
  render(<GoToTop />);
  expect(screen.queryByTestId('go-to-top')).toBeNull();
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: 2500, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });
  act(() => screen.getByTestId('go-to-top').click());
  expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: 100, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });
  expect(screen.queryByTestId('go-to-top')).toBeNull();
});
