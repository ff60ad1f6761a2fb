import type { RemoteLoadEvent } from '@portal/shared';

/**
 * Batches remote-load events in memory and sends them to the collector every few seconds and
 * when the page is hidden or left (`pagehide`, `visibilitychange` → hidden: a phone often never
 * fires pagehide before killing a tab), with `navigator.sendBeacon` (it outlives the page),
 * falling back to `fetch` with `keepalive`. Loaded lazily by remote-load-telemetry.ts.
 *
 * Best effort by design: a batch that cannot be sent is dropped, never retried into an
 * ever-growing queue; nothing here throws into the page.
 */
export interface RemoteLoadReporterOptions {
  endpoint: string;
  /** Share of events kept, 0–1 (default 1: sample nothing away). */
  sampleRate?: number;
  flushIntervalMs?: number;
  /** The collector takes at most 50 events per batch. */
  maxBatch?: number;
  /** Events held at most between flushes (a page that loads remotes in a loop cannot grow memory). */
  maxQueued?: number;
  random?: () => number;
  transport?: {
    sendBeacon?: (url: string, data: Blob) => boolean;
    fetch?: (url: string, init: RequestInit) => Promise<unknown>;
  };
}

export interface RemoteLoadReporter {
  record(event: RemoteLoadEvent): void;
  /** Sends what is queued now. */
  flush(): void;
  dispose(): void;
}

export const FLUSH_INTERVAL_MS = 3000;
export const MAX_BATCH = 50;

export function createRemoteLoadReporter(options: RemoteLoadReporterOptions): RemoteLoadReporter {
  const {
    endpoint,
    sampleRate = 1,
    flushIntervalMs = FLUSH_INTERVAL_MS,
    maxBatch = MAX_BATCH,
    maxQueued = MAX_BATCH * 4,
    random = Math.random,
  } = options;
  const transport = options.transport ?? {
    sendBeacon: typeof navigator !== 'undefined' && navigator.sendBeacon ? (url, data) => navigator.sendBeacon(url, data) : undefined,
    fetch: typeof fetch === 'undefined' ? undefined : (url, init) => fetch(url, init),
  };
  let queue: RemoteLoadEvent[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;

  const send = (events: RemoteLoadEvent[]) => {
    const body = JSON.stringify({ events });
    try {
      if (transport.sendBeacon?.(endpoint, new Blob([body], { type: 'application/json' }))) return;
    } catch {
      // sendBeacon can throw (a body over the browser's quota, a blocked URL): try fetch.
    }
    try {
      transport
        .fetch?.(endpoint, { method: 'POST', body, keepalive: true, headers: { 'content-type': 'application/json' } })
        ?.catch(() => undefined);
    } catch {
      // Dropped: telemetry never gets in the player's way.
    }
  };

  const flush = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    const events = queue;
    queue = [];
    for (let from = 0; from < events.length; from += maxBatch) send(events.slice(from, from + maxBatch));
  };

  const onPageHide = () => flush();
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') flush();
  };
  const listening = typeof window !== 'undefined';
  if (listening) {
    window.addEventListener('pagehide', onPageHide);
    document.addEventListener('visibilitychange', onVisibility);
  }

  return {
    record(event) {
      try {
        if (random() >= sampleRate) return;
        if (queue.length >= maxQueued) return;
        queue.push(event);
        if (queue.length >= maxBatch) flush();
        else if (timer === undefined) timer = setTimeout(flush, flushIntervalMs);
      } catch {
        // Best effort.
      }
    },
    flush() {
      try {
        flush();
      } catch {
        // Best effort.
      }
    },
    dispose() {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      if (listening) {
        window.removeEventListener('pagehide', onPageHide);
        document.removeEventListener('visibilitychange', onVisibility);
      }
    },
  };
}
