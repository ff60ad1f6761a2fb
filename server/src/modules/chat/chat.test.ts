import { randomInt } from 'node:crypto';
import { CHAT_LIMITS } from '@portal/shared/rules';
import type { ChatMessage, ChatMessagePage, ChatReadResult, ConversationPage, UserProfile } from '@portal/shared/types';
import { ResultCode } from '@portal/shared/types';
import { databaseKinds, useTestDatabase } from '../../../test/databases';
import { post } from '../../../test/accounts';
import { addMessage } from '../messages';
import {
  buildSquareApp,
  call,
  createMember,
  dataOf,
  expectRefusal,
  makeStaff,
  type Member,
  type SquareTestApp,
} from '../square/test/helpers';

describe.each(databaseKinds)('private messages on %s', (kind) => {
  const database = useTestDatabase(kind);
  let test: SquareTestApp;
  beforeAll(async () => {
    test = await buildSquareApp(database.db);
  });
  afterAll(() => test.app.close());

  /** Sends one message, past the per-minute window's pace (the clock moves 3.1 s a message). */
  const send = (from: Member, to: Member | string, content: string) => {
    test.clock.advance(3_100);
    return call(test, 'POST', `/chat/${typeof to === 'string' ? to : to.uid}/send`, { token: from.token, body: { content } });
  };
  const conversations = async (who: Member, query = '') =>
    dataOf<ConversationPage>(await call(test, 'GET', `/chat/conversations${query}`, { token: who.token }));
  const messages = async (who: Member, peer: Member, query = '') =>
    dataOf<ChatMessagePage>(await call(test, 'GET', `/chat/${peer.uid}/messages${query}`, { token: who.token }));
  const read = async (who: Member, peer: Member) =>
    dataOf<ChatReadResult>(await call(test, 'POST', `/chat/${peer.uid}/read`, { token: who.token }));
  const remove = (who: Member, peer: Member) => call(test, 'POST', `/chat/${peer.uid}/delete`, { token: who.token });
  const headerCount = async (who: Member) =>
    (await post(test.app, '/api/user/center/me', {}, { token: who.token })).json<{ data: UserProfile }>().data.newMessageCount;

  it('sends, lists conversations with the last message and unread count, reads, and counts in the header', async () => {
    const alice = await createMember(test);
    const bob = await createMember(test);
    const first = dataOf<ChatMessage>(await send(alice, bob, '  你好 '));
    expect(first).toMatchObject({ senderId: alice.uid, content: '你好' });
    dataOf<ChatMessage>(await send(alice, bob, '在吗？'));

    const bobs = await conversations(bob);
    expect(bobs.unread).toBe(2);
    expect(bobs.items).toEqual([
      {
        peer: { uid: alice.uid, name: alice.name, avatar: expect.any(String) },
        lastMessage: expect.objectContaining({ content: '在吗？' }),
        unread: 2,
      },
    ]);
    expect((await conversations(alice)).items[0]).toMatchObject({ peer: { uid: bob.uid }, unread: 0 });
    expect(await headerCount(bob)).toBe(2);

    const page = await messages(bob, alice);
    expect(page.peer.uid).toBe(alice.uid);
    expect(page.items.map((message) => message.content)).toEqual(['你好', '在吗？']);
    expect(await read(bob, alice)).toEqual({ unread: 0 });
    expect(await headerCount(bob)).toBe(0);
    expect((await conversations(bob)).items[0]!.unread).toBe(0);
  });

  it('counts system messages and private messages together in the header (newMessageCount)', async () => {
    const alice = await createMember(test);
    const bob = await createMember(test);
    await database.db.transaction((tx) => addMessage(tx, bob.uid, '充值成功', '内容', test.clock.now()));
    dataOf(await send(alice, bob, '一条私信'));
    expect(await headerCount(bob)).toBe(2);
  });

  it('pages conversations and messages by cursor, newest first, without repeats', async () => {
    const me = await createMember(test);
    const friends = [await createMember(test), await createMember(test), await createMember(test)];
    for (const friend of friends) dataOf(await send(friend, me, `来自 ${friend.name}`));
    const first = await conversations(me, '?pageSize=2');
    expect(first.items.map((c) => c.peer.uid)).toEqual([friends[2]!.uid, friends[1]!.uid]);
    const second = await conversations(me, `?pageSize=2&cursor=${first.nextCursor}`);
    expect(second.items.map((c) => c.peer.uid)).toEqual([friends[0]!.uid]);
    expect(second.nextCursor).toBeNull();

    const peer = friends[0]!;
    for (let index = 1; index <= 5; index += 1) dataOf(await send(me, peer, `第 ${index} 条`));
    const newest = await messages(me, peer, '?pageSize=3');
    expect(newest.items.map((m) => m.content)).toEqual(['第 3 条', '第 4 条', '第 5 条']);
    const older = await messages(me, peer, `?pageSize=3&cursor=${newest.nextCursor}`);
    expect(older.items.map((m) => m.content)).toEqual([`来自 ${peer.name}`, '第 1 条', '第 2 条']);
    expect(older.nextCursor).toBeNull();
  });

  it('deletes a conversation for me only; a new message brings it back with only the new messages', async () => {
    const alice = await createMember(test);
    const bob = await createMember(test);
    dataOf(await send(alice, bob, '旧消息'));
    expect(dataOf(await remove(bob, alice))).toEqual({ deleted: true });
    expect((await conversations(bob)).items).toEqual([]);
    expect(await headerCount(bob)).toBe(0);
    expect((await messages(bob, alice)).items).toEqual([]);
    expect((await messages(alice, bob)).items.map((m) => m.content)).toEqual(['旧消息']);
    expect((await conversations(alice)).items).toHaveLength(1);

    dataOf(await send(alice, bob, '新消息'));
    const back = await conversations(bob);
    expect(back.items).toHaveLength(1);
    expect(back.items[0]).toMatchObject({ unread: 1, lastMessage: { content: '新消息' } });
    expect((await messages(bob, alice)).items.map((m) => m.content)).toEqual(['新消息']);
  });

  it('refuses a message to someone who blocked me, and to someone I blocked', async () => {
    const alice = await createMember(test);
    const bob = await createMember(test);
    dataOf(await call(test, 'POST', `/v1/user/block/${alice.uid}`, { token: bob.token }));
    expectRefusal(await send(alice, bob, '你好'), 403, ResultCode.chatBlockedByPeer, '对方已将你拉黑，无法发送私信');
    expectRefusal(await send(bob, alice, '你好'), 403, ResultCode.chatPeerBlocked, '你已拉黑对方，解除拉黑后才能发送私信');
    expect((await conversations(bob)).items).toEqual([]);
    dataOf(await call(test, 'DELETE', `/v1/user/block/${alice.uid}`, { token: bob.token }));
    dataOf(await send(alice, bob, '你好'));
  });

  it("refuses the square's sensitive words, naming them", async () => {
    const staff = await createMember(test);
    await makeStaff(test, staff);
    dataOf(await call(test, 'POST', '/v1/square/sensitiveword', { token: staff.token, body: { word: '私信坏词', kind: 'block' } }));
    test.clock.advance(5_000);
    const alice = await createMember(test);
    const bob = await createMember(test);
    expectRefusal(await send(alice, bob, '这里有私信坏词'), 400, ResultCode.sensitiveWords, '内容包含敏感词：私信坏词');
    expect((await conversations(bob)).items).toEqual([]);
  });

  it('refuses empty and over-long messages with a 400 naming the field, and bad peers', async () => {
    const alice = await createMember(test);
    const bob = await createMember(test);
    expectRefusal(await send(alice, bob, '   '), 400, ResultCode.badRequest, '参数错误：content 不能为空');
    expectRefusal(
      await send(alice, bob, '长'.repeat(CHAT_LIMITS.messageMaxLength + 1)),
      400,
      ResultCode.badRequest,
      `参数错误：content 不能超过 ${CHAT_LIMITS.messageMaxLength} 个字符`,
    );
    dataOf(await send(alice, bob, '长'.repeat(CHAT_LIMITS.messageMaxLength)));
    expectRefusal(
      await call(test, 'POST', `/chat/${bob.uid}/send`, { token: alice.token, body: {} }),
      400,
      ResultCode.badRequest,
      /content/,
    );
    expectRefusal(await send(alice, alice, '自言自语'), 400, ResultCode.chatSelf, '不能给自己发私信');
    expectRefusal(await send(alice, '999999999', '你好'), 404, ResultCode.userNotFound, '用户不存在');
    expectRefusal(await send(alice, 'abc', '你好'), 400, ResultCode.badRequest, /uid/);
    expectRefusal(await call(test, 'POST', `/chat/${bob.uid}/send`, { body: { content: '游客' } }), 401, ResultCode.sessionInvalid);
    expectRefusal(await call(test, 'GET', '/chat/conversations'), 401, ResultCode.sessionInvalid);
  });

  it('refuses the message over the per-minute limit with 429 and Retry-After; refused ones are not counted', async () => {
    const alice = await createMember(test);
    const bob = await createMember(test);
    const burst = await Promise.all(
      Array.from({ length: CHAT_LIMITS.perMinute + 5 }, (_, index) =>
        call(test, 'POST', `/chat/${bob.uid}/send`, { token: alice.token, body: { content: `快速 ${index}` } }),
      ),
    );
    const refused = burst.filter((response) => response.statusCode === 429);
    expect(burst.filter((response) => response.statusCode === 200)).toHaveLength(CHAT_LIMITS.perMinute);
    expect(refused).toHaveLength(5);
    expect(Number(refused[0]!.headers['retry-after'])).toBeGreaterThan(0);
    expectRefusal(refused[0]!, 429, ResultCode.chatTooFast, /私信发送太频繁，请 \d+ (秒|分钟)后再试/);
    expect((await conversations(bob)).unread).toBe(CHAT_LIMITS.perMinute);
    test.clock.advance(61_000);
    dataOf(await send(alice, bob, '一分钟后'));
  });

  it('keeps the unread counts exact through 1 000 random sends and reads (against a model)', async () => {
    const people = [await createMember(test), await createMember(test), await createMember(test), await createMember(test)];
    // model[owner][peer] = unread messages from peer
    const model = new Map<string, Map<string, number>>(people.map((p) => [p.uid, new Map()]));
    for (let step = 0; step < 1000; step += 1) {
      const from = people[randomInt(people.length)]!;
      const to = people.filter((p) => p !== from)[randomInt(people.length - 1)]!;
      if (randomInt(3) < 2) {
        dataOf(await send(from, to, `消息 ${step}`));
        const row = model.get(to.uid)!;
        row.set(from.uid, (row.get(from.uid) ?? 0) + 1);
      } else {
        await read(from, to);
        model.get(from.uid)!.set(to.uid, 0);
      }
    }
    for (const person of people) {
      const expected = [...model.get(person.uid)!.values()].reduce((sum, n) => sum + n, 0);
      const page = await conversations(person);
      expect(page.unread).toBe(expected);
      for (const conversation of page.items) expect(conversation.unread).toBe(model.get(person.uid)!.get(conversation.peer.uid) ?? 0);
      expect(await headerCount(person)).toBe(expected);
    }
    // 1 000 requests: minutes on a machine shared with other suites.
  }, 180_000);
});
