import type { Queryable } from '../../db/types';
import { createDomainEvents, type DomainEvent } from './domain-events';

const tx = {} as Queryable;
const event: DomainEvent = { type: 'checkin', userId: '1', at: new Date() };

describe('domain events', () => {
  it('hands each event and the publisher’s transaction to every subscriber', async () => {
    const bus = createDomainEvents();
    const seen: unknown[] = [];
    bus.subscribe('a', async (t, e) => void seen.push(['a', t, e]));
    bus.subscribe('b', async (t, e) => void seen.push(['b', t, e]));
    await bus.publish(tx, event);
    expect(seen).toEqual([
      ['a', tx, event],
      ['b', tx, event],
    ]);
  });

  it('replaces a subscriber of the same name and stops after unsubscribing', async () => {
    const bus = createDomainEvents();
    let first = 0;
    let second = 0;
    bus.subscribe('activities', async () => void first++);
    const stop = bus.subscribe('activities', async () => void second++);
    await bus.publish(tx, event);
    stop();
    await bus.publish(tx, event);
    expect({ first, second }).toEqual({ first: 0, second: 1 });
  });

  it('lets a subscriber’s failure reach the publisher (its transaction rolls back)', async () => {
    const bus = createDomainEvents();
    bus.subscribe('broken', async () => {
      throw new Error('boom');
    });
    await expect(bus.publish(tx, event)).rejects.toThrow('boom');
  });
});
