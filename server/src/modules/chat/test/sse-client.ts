/**
 * A Server-Sent Events client for tests: GET /api/events over a real socket with the token
 * (and Last-Event-ID) headers the browser client sends, the stream parsed as the spec says
 * (fields, blank-line boundaries, comments), each event stamped with when it arrived.
 */
import http from 'node:http';

export interface ReceivedEvent {
  id: number | null;
  event: string;
  data: unknown;
  at: number;
}

export interface SseClient {
  readonly status: number;
  readonly headers: http.IncomingHttpHeaders;
  readonly events: ReceivedEvent[];
  readonly comments: number;
  /** Resolves with the first event (from `from` on) that matches, or rejects after timeoutMs. */
  waitFor(match: (event: ReceivedEvent) => boolean, timeoutMs?: number): Promise<ReceivedEvent>;
  close(): void;
}

export function connectSse(baseUrl: string, token: string, lastEventId?: number): Promise<SseClient> {
  const url = new URL('/api/events', baseUrl);
  // Compression offered as a browser offers it: the stream must still arrive event by event.
  const headers: Record<string, string> = { token, accept: 'text/event-stream', 'accept-encoding': 'gzip, deflate, br' };
  if (lastEventId !== undefined) headers['last-event-id'] = String(lastEventId);
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers, agent: false }, (response) => {
      const events: ReceivedEvent[] = [];
      const waiters = new Set<() => void>();
      let comments = 0;
      let buffer = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        buffer += chunk;
        let boundary = buffer.indexOf('\n\n');
        while (boundary >= 0) {
          const block = buffer.slice(0, boundary);
          buffer = buffer.slice(boundary + 2);
          boundary = buffer.indexOf('\n\n');
          let id: number | null = null;
          let event = 'message';
          const data: string[] = [];
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) comments += 1;
            else if (line.startsWith('id: ')) id = Number(line.slice(4));
            else if (line.startsWith('event: ')) event = line.slice(7);
            else if (line.startsWith('data: ')) data.push(line.slice(6));
          }
          if (data.length > 0) events.push({ id, event, data: JSON.parse(data.join('\n')), at: Date.now() });
          for (const waiter of [...waiters]) waiter();
        }
      });
      response.on('error', () => undefined);
      resolve({
        status: response.statusCode ?? 0,
        headers: response.headers,
        events,
        get comments() {
          return comments;
        },
        waitFor(match, timeoutMs = 5000) {
          return new Promise((done, fail) => {
            const check = () => {
              const found = events.find(match);
              if (!found) return;
              clearTimeout(timer);
              waiters.delete(check);
              done(found);
            };
            const timer = setTimeout(() => {
              waiters.delete(check);
              fail(new Error(`no matching event within ${timeoutMs} ms; got ${JSON.stringify(events).slice(0, 500)}`));
            }, timeoutMs);
            waiters.add(check);
            check();
          });
        },
        close: () => request.destroy(),
      });
    });
    request.on('error', reject);
  });
}
