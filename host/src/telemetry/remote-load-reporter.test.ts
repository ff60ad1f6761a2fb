import type { RemoteLoadEvent } from '@portal/shared';
import { createRemoteLoadReporter, FLUSH_INTERVAL_MS, type RemoteLoadReporter } from './remote-load-reporter';

/** The reporter's promises to the page: batches, sends on leaving, and never throws whatever the transport does. */
const event = (n: number): RemoteLoadEvent => ({ remote: 'remote_games', module: './pages/home', outcome: 'ok', durationMs: n });

function readBlob(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

/** A transport that records what sendBeacon was given (and answers `accepted`). */
function beaconTransport(accepted = true) {
  const sent: Blob[] = [];
  const sendBeacon = jest.fn((_url: string, data: Blob) => {
    sent.push(data);
    return accepted;
  });
  const fetch = jest.fn(async (_url: string, _init: RequestInit) => ({ ok: true }));
  const batches = async () => Promise.all(sent.map(async (blob) => JSON.parse(await readBlob(blob)) as { events: RemoteLoadEvent[] }));
  return { sendBeacon, fetch, sent, batches };
}

let reporter: RemoteLoadReporter | undefined;
beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  reporter?.dispose();
  reporter = undefined;
  jest.useRealTimers();
});

it('holds events in memory and sends them as one batch a few seconds later, as JSON to the collector', async () => {
  const transport = beaconTransport();
  reporter = createRemoteLoadReporter({ endpoint: '/api/telemetry/remote-loads', transport });
  reporter.record(event(1));
  reporter.record(event(2));
  reporter.record(event(3));
  expect(transport.sendBeacon).not.toHaveBeenCalled();
  jest.advanceTimersByTime(FLUSH_INTERVAL_MS);
  expect(transport.sendBeacon).toHaveBeenCalledTimes(1);
  expect(transport.sendBeacon.mock.calls[0]![0]).toBe('/api/telemetry/remote-loads');
  expect(transport.sent[0]!.type).toBe('application/json');
  expect(await transport.batches()).toEqual([{ events: [event(1), event(2), event(3)] }]);
  // Nothing left over: the next interval sends nothing.
  jest.advanceTimersByTime(FLUSH_INTERVAL_MS * 2);
  expect(transport.sendBeacon).toHaveBeenCalledTimes(1);
});

it('never sends more than the collector takes in one batch', async () => {
  const transport = beaconTransport();
  reporter = createRemoteLoadReporter({ endpoint: '/c', transport, maxBatch: 50 });
  for (let n = 0; n < 120; n += 1) reporter.record(event(n));
  jest.advanceTimersByTime(FLUSH_INTERVAL_MS);
  const sizes = (await transport.batches()).map((batch) => batch.events.length);
  expect(sizes).toEqual([50, 50, 20]);
  expect((await transport.batches()).flatMap((batch) => batch.events.map((e) => e.durationMs))).toEqual(
    Array.from({ length: 120 }, (_, n) => n),
  );
});

it('sends what is queued at once when the page is hidden or left (pagehide, visibilitychange)', async () => {
  const transport = beaconTransport();
  reporter = createRemoteLoadReporter({ endpoint: '/c', transport });
  reporter.record(event(1));
  window.dispatchEvent(new Event('pagehide'));
  expect(await transport.batches()).toEqual([{ events: [event(1)] }]);

  reporter.record(event(2));
  const visibility = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
  document.dispatchEvent(new Event('visibilitychange'));
  visibility.mockRestore();
  expect(await transport.batches()).toEqual([{ events: [event(1)] }, { events: [event(2)] }]);
  // Leaving with nothing queued sends nothing.
  window.dispatchEvent(new Event('pagehide'));
  expect(transport.sendBeacon).toHaveBeenCalledTimes(2);
});

it('falls back to fetch with keepalive when the browser refuses the beacon', () => {
  const transport = beaconTransport(false);
  reporter = createRemoteLoadReporter({ endpoint: '/c', transport });
  reporter.record(event(7));
  reporter.flush();
  expect(transport.fetch).toHaveBeenCalledTimes(1);
  const [url, init] = transport.fetch.mock.calls[0]!;
  expect(url).toBe('/c');
  expect(init).toMatchObject({ method: 'POST', keepalive: true, headers: { 'content-type': 'application/json' } });
  expect(JSON.parse(String(init.body))).toEqual({ events: [event(7)] });
});

it('never throws into the page when sendBeacon throws and fetch fails, or when neither exists', async () => {
  const unhandled = jest.fn();
  process.on('unhandledRejection', unhandled);
  try {
    reporter = createRemoteLoadReporter({
      endpoint: '/c',
      transport: {
        sendBeacon: () => {
          throw new TypeError('beacon quota exceeded');
        },
        fetch: () => Promise.reject(new TypeError('Failed to fetch')),
      },
    });
    expect(() => {
      reporter!.record(event(1));
      reporter!.flush();
      window.dispatchEvent(new Event('pagehide'));
    }).not.toThrow();
    reporter.dispose();

    reporter = createRemoteLoadReporter({
      endpoint: '/c',
      transport: {
        fetch: () => {
          throw new TypeError('fetch is broken');
        },
      },
    });
    expect(() => {
      reporter!.record(event(2));
      jest.advanceTimersByTime(FLUSH_INTERVAL_MS);
    }).not.toThrow();
    reporter.dispose();

    reporter = createRemoteLoadReporter({ endpoint: '/c', transport: {} });
    expect(() => {
      reporter!.record(event(3));
      reporter!.flush();
    }).not.toThrow();

    jest.useRealTimers();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(unhandled).not.toHaveBeenCalled();
  } finally {
    process.off('unhandledRejection', unhandled);
  }
});

it('keeps every event by default, and the configured share when sampling', async () => {
  const all = beaconTransport();
  reporter = createRemoteLoadReporter({ endpoint: '/c', transport: all, random: () => 0.999 });
  for (let n = 0; n < 10; n += 1) reporter.record(event(n));
  reporter.flush();
  expect((await all.batches())[0]!.events).toHaveLength(10);
  reporter.dispose();

  const sampled = beaconTransport();
  const draws = [0.1, 0.6, 0.3, 0.9, 0.49, 0.5];
  reporter = createRemoteLoadReporter({ endpoint: '/c', transport: sampled, sampleRate: 0.5, random: () => draws.shift()! });
  for (let n = 0; n < 6; n += 1) reporter.record(event(n));
  reporter.flush();
  expect((await sampled.batches())[0]!.events.map((e) => e.durationMs)).toEqual([0, 2, 4]);
});

it('stops listening for pagehide once disposed', () => {
  const transport = beaconTransport();
  reporter = createRemoteLoadReporter({ endpoint: '/c', transport });
  reporter.record(event(1));
  reporter.dispose();
  window.dispatchEvent(new Event('pagehide'));
  expect(transport.sendBeacon).not.toHaveBeenCalled();
});
