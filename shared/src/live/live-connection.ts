import { createParser } from 'eventsource-parser';
import { API_BASE_URL } from '../api/config';
import type { LiveEventName } from '../types/chat';

/**
 * The stream of GET /api/events over fetch. EventSource cannot send the `token` header the API
 * authenticates with, so the body is read as a ReadableStream and parsed by eventsource-parser;
 * the last event id is kept and sent back as Last-Event-ID on every reconnect, so the server
 * replays what was missed. A dropped or failed stream reconnects with backoff (1 s doubling to
 * 30 s, reset once a stream delivers); a stream silent for longer than three heartbeats is
 * treated as dropped. A 401 (code 2) means the session is gone: `onSessionInvalid`, no retry.
 */
export interface LiveConnectionOptions {
  token: string;
  onEvent: (name: LiveEventName, data: unknown) => void;
  onSessionInvalid: () => void;
}

const FIRST_RETRY_MS = 1000;
const MAX_RETRY_MS = 30_000;
/** The server sends a comment every ~20 s; this long without a byte means the stream is dead. */
const SILENCE_MS = 65_000;

export function openLiveConnection(options: LiveConnectionOptions): { close(): void } {
  let lastEventId: string | undefined;
  let retryMs = FIRST_RETRY_MS;
  let stopped = false;
  let controller: AbortController | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;

  async function runOnce(): Promise<'retry' | 'stop'> {
    controller = new AbortController();
    const abort = controller;
    let silence = setTimeout(() => abort.abort(), SILENCE_MS);
    const headers: Record<string, string> = { token: options.token, accept: 'text/event-stream' };
    if (lastEventId) headers['last-event-id'] = lastEventId;
    try {
      const response = await fetch(`${API_BASE_URL}/events`, { headers, signal: abort.signal, cache: 'no-store' });
      if (response.status === 401) {
        options.onSessionInvalid();
        return 'stop';
      }
      if (!response.ok || !response.body) return 'retry';
      const parser = createParser({
        onEvent(event) {
          if (event.id) lastEventId = event.id;
          retryMs = FIRST_RETRY_MS;
          try {
            options.onEvent((event.event ?? 'message') as LiveEventName, JSON.parse(event.data) as unknown);
          } catch (error) {
            console.warn('[live] unreadable event', error);
          }
        },
      });
      const reader = response.body.getReader();
      const decoder = new TextDecoder();
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return 'retry';
        clearTimeout(silence);
        silence = setTimeout(() => abort.abort(), SILENCE_MS);
        parser.feed(decoder.decode(value, { stream: true }));
      }
    } catch {
      return 'retry';
    } finally {
      clearTimeout(silence);
    }
  }

  async function loop(): Promise<void> {
    while (!stopped) {
      const outcome = await runOnce();
      if (stopped || outcome === 'stop') return;
      await new Promise<void>((resolve) => {
        retryTimer = setTimeout(resolve, retryMs);
      });
      retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
    }
  }
  void loop();

  return {
    close() {
      stopped = true;
      clearTimeout(retryTimer);
      controller?.abort();
    },
  };
}
