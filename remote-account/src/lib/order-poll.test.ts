import { decideOrderPoll } from './order-poll';

describe('decideOrderPoll', () => {
  it('final statuses end polling at once', () => {
    expect(decideOrderPoll('paid', 0)).toBe('paid');
    expect(decideOrderPoll('cancelled', 3000)).toBe('cancelled');
    expect(decideOrderPoll('expired', 20000)).toBe('expired');
  });
  it('pending or unknown keeps polling every second within 15 s', () => {
    expect(decideOrderPoll('pending', 0)).toBe('continue');
    expect(decideOrderPoll(null, 5000)).toBe('continue');
    expect(decideOrderPoll('pending', 14000)).toBe('continue');
  });
  it('stops with timeout once another poll would pass 15 s', () => {
    expect(decideOrderPoll('pending', 14001)).toBe('timeout');
    expect(decideOrderPoll('pending', 15000)).toBe('timeout');
    expect(decideOrderPoll(null, 30000)).toBe('timeout');
  });
});
