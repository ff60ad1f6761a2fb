import { databaseKinds, useTestDatabase } from '../../../test/databases';
import { addMessage } from '../messages';
import { type SseClient, connectSse } from './test/sse-client';
import { createLiveMember, createTestClock, type LiveInstance, sendOver, startInstance } from './test/live-helpers';

type ChatData = { peer: { uid: string }; message: { id: number; content: string } };

describe.each(databaseKinds)('live events (GET /api/events) on one instance on %s', (kind) => {
  const database = useTestDatabase(kind);
  const clock = createTestClock();
  let instance: LiveInstance;
  const open: SseClient[] = [];
  const connect = async (token: string, lastEventId?: number) => {
    const client = await connectSse(instance.url, token, lastEventId);
    open.push(client);
    return client;
  };
  const send = (from: { uid: string; token: string }, to: { uid: string; token: string }, content: string) => {
    clock.advance(3_100);
    return sendOver(instance, from, to, content);
  };
  beforeAll(async () => {
    instance = await startInstance(database.db, clock, {}, { liveHeartbeatMs: 200 });
  });
  afterEach(() => {
    for (const client of open.splice(0)) client.close();
  });
  // Open streams end with the app: close() would otherwise wait for the clients.
  afterAll(() => instance.app.close());

  it('starts with the unread counts, then pushes a new private message and the new counts to the recipient and the sender', async () => {
    const alice = await createLiveMember(database.db, clock);
    const bob = await createLiveMember(database.db, clock);
    const bobStream = await connect(bob.token);
    const aliceStream = await connect(alice.token);
    expect(bobStream.status).toBe(200);
    expect(bobStream.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(bobStream.headers['content-encoding']).toBeUndefined();
    expect((await bobStream.waitFor((e) => e.event === 'unread')).data).toEqual({ private: 0, system: 0, total: 0 });
    const id = await send(alice, bob, '实时的你好');
    const chat = await bobStream.waitFor((e) => e.event === 'chat');
    expect(chat.data).toMatchObject({ peer: { uid: alice.uid }, message: { id, content: '实时的你好', senderId: alice.uid } });
    expect(chat.id).toEqual(expect.any(Number));
    expect((await bobStream.waitFor((e) => e.event === 'unread' && e.id !== null)).data).toEqual({ private: 1, system: 0, total: 1 });
    expect((await aliceStream.waitFor((e) => e.event === 'chat')).data).toMatchObject({ peer: { uid: bob.uid }, message: { id } });
  });

  it('pushes a system message after its transaction commits, and nothing for one that rolls back', async () => {
    const bob = await createLiveMember(database.db, clock);
    const stream = await connect(bob.token);
    await stream.waitFor((e) => e.event === 'unread');
    // instance.app.db is the app's database (its transactions run afterCommit callbacks).
    await instance.app.db
      .transaction(async (tx) => {
        await addMessage(tx, bob.uid, '回滚的消息', '不应出现', clock.now());
        throw new Error('roll back');
      })
      .catch(() => undefined);
    await instance.app.db.transaction((tx) => addMessage(tx, bob.uid, '充值成功', '内容', clock.now()));
    const system = await stream.waitFor((e) => e.event === 'system');
    expect(system.data).toMatchObject({ title: '充值成功' });
    expect(stream.events.filter((e) => e.event === 'system')).toHaveLength(1);
    expect((await stream.waitFor((e) => e.event === 'unread' && e.id !== null)).data).toEqual({ private: 0, system: 1, total: 1 });
  });

  it('resumes a dropped stream with Last-Event-ID: every missed event once, in order', async () => {
    const alice = await createLiveMember(database.db, clock);
    const bob = await createLiveMember(database.db, clock);
    const first = await connect(bob.token);
    await send(alice, bob, '断线前');
    const seen = await first.waitFor((e) => e.event === 'unread' && e.id !== null);
    first.close();
    const missed: number[] = [];
    for (let index = 0; index < 5; index += 1) missed.push(await send(alice, bob, `断线时 ${index}`));
    const resumed = await connect(bob.token, seen.id!);
    await resumed.waitFor((e) => e.event === 'chat' && (e.data as ChatData).message.id === missed[4]);
    const ids = resumed.events.filter((e) => e.id !== null).map((e) => e.id!);
    expect(ids).toEqual(Array.from({ length: ids.length }, (_, index) => seen.id! + 1 + index));
    expect(resumed.events.filter((e) => e.event === 'chat').map((e) => (e.data as ChatData).message.id)).toEqual(missed);
  });

  it('sends a heartbeat comment on a quiet stream', async () => {
    const bob = await createLiveMember(database.db, clock);
    const stream = await connect(bob.token);
    await stream.waitFor((e) => e.event === 'unread');
    const before = stream.comments;
    await new Promise<void>((resolve, reject) => {
      const started = Date.now();
      const poll = setInterval(() => {
        if (stream.comments >= before + 2) resolve();
        else if (Date.now() - started > 5000) reject(new Error('no heartbeat'));
        else return;
        clearInterval(poll);
      }, 50);
    });
  });

  it('says reset when the Last-Event-ID cannot be resumed, and refuses a guest with the JSON 401', async () => {
    const bob = await createLiveMember(database.db, clock);
    const stream = await connect(bob.token, 999_999);
    await stream.waitFor((e) => e.event === 'reset');
    const guest = await fetch(`${instance.url}/api/events`);
    expect(guest.status).toBe(401);
    expect(((await guest.json()) as { code: number }).code).toBe(2);
    // Documented as a stream when it answers, as the JSON envelope when it refuses.
    const docs = (await (await fetch(`${instance.url}/api/docs/json`)).json()) as {
      paths: Record<string, { get: { responses: Record<string, { content: Record<string, unknown> }> } }>;
    };
    const responses = docs.paths['/api/events']!.get.responses;
    expect(Object.keys(responses['200']!.content)).toEqual(['text/event-stream']);
    expect(Object.keys(responses['4XX']!.content)).toEqual(['application/json']);
  });
});
