import { createTrailingThrottle, type SendOutcome } from './throttle';

/** A clock and timers the test moves by hand: the rule, not the machine's speed, is under test. */
function fakeTime() {
  let now = 0;
  const timers: { at: number; run: () => void }[] = [];
  return {
    now: () => now,
    setTimer: (run: () => void, ms: number) => {
      const timer = { at: now + ms, run };
      timers.push(timer);
      return timer;
    },
    clearTimer: (timer: unknown) => {
      const i = timers.indexOf(timer as (typeof timers)[number]);
      if (i >= 0) timers.splice(i, 1);
    },
    async advance(ms: number) {
      now += ms;
      for (const timer of timers.filter((t) => t.at <= now)) {
        timers.splice(timers.indexOf(timer), 1);
        timer.run();
      }
      await Promise.resolve();
      await Promise.resolve();
    },
  };
}

const flush = async () => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
};

describe('the progress throttle', () => {
  it('sends the first position at once, then at most one per 5 s, always the newest', async () => {
    const time = fakeTime();
    const sent: number[] = [];
    const throttle = createTrailingThrottle<number>({
      ...time,
      send: async (v) => {
        sent.push(v);
        return 'sent';
      },
    });
    throttle.push(1);
    await flush();
    expect(sent).toEqual([1]);
    throttle.push(2);
    throttle.push(3);
    await time.advance(4_999);
    await flush();
    expect(sent).toEqual([1]);
    await time.advance(1);
    await flush();
    expect(sent).toEqual([1, 3]);
    expect(throttle.pending()).toBe(false);
  });

  it('a position taken just before leaving still goes out when the window ends', async () => {
    const time = fakeTime();
    const sent: number[] = [];
    const throttle = createTrailingThrottle<number>({
      ...time,
      send: async (v) => {
        sent.push(v);
        return 'sent';
      },
    });
    throttle.push(1);
    await flush();
    await time.advance(1_000);
    throttle.push(2);
    expect(throttle.pending()).toBe(true);
    await time.advance(4_000);
    await flush();
    expect(sent).toEqual([1, 2]);
  });

  it('retries a refused position after the window unless a newer one replaced it', async () => {
    const time = fakeTime();
    const sent: number[] = [];
    let answer: SendOutcome = 'retry';
    const throttle = createTrailingThrottle<number>({
      ...time,
      send: async (v) => {
        sent.push(v);
        return answer;
      },
    });
    throttle.push(1);
    await flush();
    answer = 'sent';
    await time.advance(5_000);
    await flush();
    expect(sent).toEqual([1, 1]);
    await time.advance(10_000);
    await flush();
    expect(sent).toEqual([1, 1]);
  });

  it('never has two sends in flight', async () => {
    const time = fakeTime();
    let release: () => void = () => undefined;
    let inFlight = 0;
    let most = 0;
    const throttle = createTrailingThrottle<number>({
      ...time,
      send: () =>
        new Promise<SendOutcome>((resolve) => {
          inFlight += 1;
          most = Math.max(most, inFlight);
          release = () => {
            inFlight -= 1;
            resolve('sent');
          };
        }),
    });
    throttle.push(1);
    await time.advance(6_000);
    throttle.push(2);
    await time.advance(6_000);
    expect(most).toBe(1);
    release();
    await flush();
    expect(most).toBe(1);
  });
});
