import type { Redis } from 'ioredis';

/** One published event on its way to the instances: the user it is for and the event. */
export interface LiveEnvelope {
  userId: string;
  seq: number;
  type: string;
  data: unknown;
}

/**
 * How committed events travel to every instance holding a stream of their user. Without
 * Redis there is one instance, so the bus is a function call. With REDIS_URL every instance
 * subscribes to one channel (`<REDIS_KEY_PREFIX>live`, on a duplicate connection: a
 * subscribed connection can run nothing else) and publishes there — its own streams hear an
 * event through the channel like everyone else's, so each event is delivered once.
 */
export interface LiveBus {
  send(batch: LiveEnvelope[]): Promise<void>;
  close(): Promise<void>;
}

export type Deliver = (batch: LiveEnvelope[]) => void;

export function createLocalBus(deliver: Deliver): LiveBus {
  return {
    async send(batch) {
      deliver(batch);
    },
    async close() {},
  };
}

export async function createRedisBus(redis: Redis, deliver: Deliver, onError: (error: unknown) => void): Promise<LiveBus> {
  // ioredis prefixes keys but not pub/sub channels: portals sharing one Redis are kept apart by hand.
  const channel = `${redis.options.keyPrefix ?? ''}live`;
  const subscriber = redis.duplicate();
  subscriber.on('error', onError);
  subscriber.on('message', (from: string, text: string) => {
    if (from !== channel) return;
    try {
      deliver(JSON.parse(text) as LiveEnvelope[]);
    } catch (error) {
      onError(error);
    }
  });
  await subscriber.subscribe(channel);
  return {
    async send(batch) {
      try {
        await redis.publish(channel, JSON.stringify(batch));
      } catch (error) {
        // Redis is away: this instance's own streams still hear it; the others catch up by
        // Last-Event-ID when their clients reconnect.
        onError(error);
        deliver(batch);
      }
    },
    async close() {
      await subscriber.quit().catch(() => subscriber.disconnect());
    },
  };
}
