import { openLiveConnection } from './live-connection';

/** A fetch answer whose body is the given SSE text, then the end of the stream. */
function streamAnswer(text: string): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(text));
      controller.close();
    },
  });
  return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
}

describe('the live event connection (fetch + eventsource-parser)', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
  });

  it('sends the token, parses events, reconnects with Last-Event-ID, and stops for good on a 401', async () => {
    const calls: Array<Record<string, string>> = [];
    const answers = [
      streamAnswer(': ping\n\nevent: unread\ndata: {"private":1,"system":0,"total":1}\n\nid: 7\nevent: chat\ndata: {"n":1}\n\n'),
      streamAnswer('id: 8\nevent: chat\ndata: {"n":2}\n\n'),
      new Response(JSON.stringify({ code: 2, msg: '登录已失效，请重新登录', data: null }), { status: 401 }),
    ];
    global.fetch = jest.fn(async (_url: unknown, init?: RequestInit) => {
      calls.push({ ...(init?.headers as Record<string, string>) });
      const answer = answers.shift();
      if (!answer) throw new Error('no more answers');
      return answer;
    }) as typeof fetch;

    const events: Array<[string, unknown]> = [];
    const stopped = new Promise<void>((resolve) => {
      openLiveConnection({ token: 'tok', onEvent: (name, data) => events.push([name, data]), onSessionInvalid: resolve });
    });
    await stopped;

    expect(events).toEqual([
      ['unread', { private: 1, system: 0, total: 1 }],
      ['chat', { n: 1 }],
      ['chat', { n: 2 }],
    ]);
    expect(calls.map((headers) => headers.token)).toEqual(['tok', 'tok', 'tok']);
    expect(calls.map((headers) => headers['last-event-id'])).toEqual([undefined, '7', '8']);
    expect(answers).toHaveLength(0);
  }, 15_000);
});
