import { createOverlayQueue } from './overlay-queue';

describe('overlay queue', () => {
  it('shows one overlay at a time; the next waits until the holder closes', () => {
    const queue = createOverlayQueue();
    const bulletin = Symbol('bulletin');
    const popup = Symbol('membership');
    queue.request(bulletin, 'bulletin');
    queue.request(popup, 'membership');
    expect(queue.holds(bulletin)).toBe(true);
    expect(queue.holds(popup)).toBe(false);
    queue.release(bulletin);
    expect(queue.holds(popup)).toBe(true);
  });

  it('never takes the slot from the overlay on screen, and gives it next by priority', () => {
    const queue = createOverlayQueue();
    const popup = Symbol('membership');
    const bulletin = Symbol('bulletin');
    const purchase = Symbol('purchase');
    queue.request(popup, 'membership');
    queue.request(bulletin, 'bulletin');
    queue.request(purchase, 'purchase');
    expect(queue.holds(popup)).toBe(true);
    queue.release(popup);
    expect(queue.holds(purchase)).toBe(true);
    queue.release(purchase);
    expect(queue.holds(bulletin)).toBe(true);
  });

  it('first come, first served among overlays of one kind; a request withdrawn while waiting never shows', () => {
    const queue = createOverlayQueue();
    const first = Symbol('a');
    const second = Symbol('b');
    const third = Symbol('c');
    queue.request(first, 'purchase');
    queue.request(second, 'purchase');
    queue.request(third, 'purchase');
    queue.release(second);
    queue.release(first);
    expect(queue.holds(third)).toBe(true);
    expect(queue.store.getState().waiting).toEqual([]);
  });

  it('asking twice keeps one place in the line', () => {
    const queue = createOverlayQueue();
    const a = Symbol('a');
    queue.request(a, 'bulletin');
    queue.request(a, 'bulletin');
    queue.release(a);
    expect(queue.store.getState()).toEqual({ holder: null, waiting: [], deferred: [], holdCount: 0 });
  });
});

describe('start-up order', () => {
  it('a deferred kind waits for its gate even with the slot free, then takes its turn', () => {
    const queue = createOverlayQueue();
    queue.defer('membership');
    const popup = Symbol('membership');
    queue.request(popup, 'membership');
    expect(queue.holds(popup)).toBe(false);
    const bulletin = Symbol('bulletin');
    queue.request(bulletin, 'bulletin');
    expect(queue.holds(bulletin)).toBe(true);
    queue.allow('membership');
    expect(queue.holds(popup)).toBe(false);
    queue.release(bulletin);
    expect(queue.holds(popup)).toBe(true);
  });

  it('opening the gate with the slot free shows the deferred overlay at once', () => {
    const queue = createOverlayQueue();
    queue.defer('membership');
    const popup = Symbol('membership');
    queue.request(popup, 'membership');
    queue.allow('membership');
    expect(queue.holds(popup)).toBe(true);
  });
});

describe('holding the queue while a route is loading or unavailable (issue 16)', () => {
  const tick = () => new Promise<void>((resolve) => queueMicrotask(resolve));

  it('a dialog that asks while the queue is held waits, and shows once the last hold is released', async () => {
    const queue = createOverlayQueue();
    const releaseLoading = queue.hold();
    const bulletin = Symbol('bulletin');
    queue.request(bulletin, 'bulletin');
    expect(queue.holds(bulletin)).toBe(false);
    // loading → 该模块暂时不可用 in one commit: the next hold is taken before the first is let go.
    const releaseFallback = queue.hold();
    releaseLoading();
    await tick();
    expect(queue.holds(bulletin)).toBe(false);
    releaseFallback();
    await tick();
    expect(queue.holds(bulletin)).toBe(true);
  });

  it('a hold handed over within the same task leaves no gap for a waiting dialog', async () => {
    const queue = createOverlayQueue();
    const bulletin = Symbol('bulletin');
    const releaseLoading = queue.hold();
    queue.request(bulletin, 'bulletin');
    releaseLoading();
    const releaseFallback = queue.hold();
    await tick();
    expect(queue.holds(bulletin)).toBe(false);
    releaseFallback();
    releaseFallback(); // twice: counted once
    await tick();
    expect(queue.holds(bulletin)).toBe(true);
    expect(queue.store.getState().holdCount).toBe(0);
  });

  it('does not take the slot from a dialog already on screen', () => {
    const queue = createOverlayQueue();
    const purchase = Symbol('purchase');
    queue.request(purchase, 'purchase');
    queue.hold();
    expect(queue.holds(purchase)).toBe(true);
  });
});
