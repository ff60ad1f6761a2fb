import type { Paged, ServiceHours, SupportConversation, SupportMessage } from '@portal/shared/types';
import { ResultCode } from '@portal/shared/types';
import type { LightMyRequestResponse } from 'fastify';
import { databaseKinds, useTestDatabase } from '../../../test/databases';
import { type AccountsTestApp, buildAccountsApp, envelope, okData, registerUser } from '../../../test/accounts';
import { setStaff } from '../square';

const DAY_MS = 86_400_000;
const SHANGHAI_MS = 8 * 3_600_000;

describe.each(databaseKinds)('customer service on %s', (kind) => {
  const database = useTestDatabase(kind);
  let test: AccountsTestApp;
  let staff: Awaited<ReturnType<typeof registerUser>>;
  beforeAll(async () => {
    test = await buildAccountsApp(database.db, { SERVICE_HOURS: '每天 9:00-22:00' });
    staff = await registerUser(test.app);
    await setStaff(database.db, staff.loginName, true);
  });
  afterAll(() => test.app.close());

  const call = (method: 'GET' | 'POST', url: string, token?: string, body?: object) =>
    test.app.inject({ method, url: `/api/support${url}`, headers: token ? { token } : {}, ...(body ? { payload: body } : {}) });
  const send = (token: string, content: string) => call('POST', '/message', token, { content });
  const mine = async (token: string) => okData<Paged<SupportMessage>>(await call('GET', '/messages', token));
  const waiting = async (token = staff.token) => okData<Paged<SupportConversation>>(await call('GET', '/staff/conversations', token));

  function expectRefusal(response: LightMyRequestResponse, status: number, code: number) {
    expect({ status: response.statusCode, code: envelope(response).code }).toEqual({ status, code });
  }

  /** Moves the test clock forward to the next moment that is hh:mm:ss in Shanghai. */
  function advanceToShanghai(hours: number, minutes: number, seconds = 0) {
    const local = test.clock.now().getTime() + SHANGHAI_MS;
    const target = Math.floor(local / DAY_MS) * DAY_MS + ((hours * 60 + minutes) * 60 + seconds) * 1000;
    test.clock.advance((target > local ? target : target + DAY_MS) - local);
  }

  it('a player writes to 客服, staff see the waiting conversation and reply, the player sees the reply', async () => {
    const player = await registerUser(test.app);
    const first = okData<SupportMessage>(await send(player.token, '  充值没有到账怎么办？  '));
    expect(first).toMatchObject({ from: 'user', content: '充值没有到账怎么办？' });
    test.clock.advance(4_000);
    okData(await send(player.token, '订单号 123'));

    const queue = await waiting();
    const conversation = queue.items.find((item) => item.uid === player.uid);
    expect(conversation).toMatchObject({ userName: player.name, lastMessage: '订单号 123', awaitingReply: true });

    const thread = okData<Paged<SupportMessage>>(await call('GET', `/staff/conversation/${conversation!.id}/messages`, staff.token));
    expect(thread.items.map((m) => m.content)).toEqual(['订单号 123', '充值没有到账怎么办？']);

    const reply = okData<SupportMessage>(
      await call('POST', `/staff/conversation/${conversation!.id}/reply`, staff.token, { content: '已为您补单，请查收。' }),
    );
    expect(reply).toMatchObject({ from: 'staff', content: '已为您补单，请查收。' });

    const seen = await mine(player.token);
    expect(seen.total).toBe(3);
    expect(seen.items.map((m) => [m.from, m.content])).toEqual([
      ['staff', '已为您补单，请查收。'],
      ['user', '订单号 123'],
      ['user', '充值没有到账怎么办？'],
    ]);
    // Answered: it leaves the waiting queue, and is still in the full list.
    expect((await waiting()).items.some((item) => item.id === conversation!.id)).toBe(false);
    const all = okData<Paged<SupportConversation>>(await call('GET', '/staff/conversations?state=all', staff.token));
    expect(all.items.find((item) => item.id === conversation!.id)).toMatchObject({ awaitingReply: false });
    // Another player's own conversation holds none of it.
    expect((await mine((await registerUser(test.app)).token)).items).toEqual([]);
  });

  it('refuses players on the staff desk with 403 code 1613, and an unknown conversation with 2005', async () => {
    const player = await registerUser(test.app);
    okData(await send(player.token, '你好'));
    const id = (await waiting()).items.find((item) => item.uid === player.uid)!.id;
    expectRefusal(await call('GET', '/staff/conversations', player.token), 403, ResultCode.staffRequired);
    expectRefusal(await call('GET', `/staff/conversation/${id}/messages`, player.token), 403, ResultCode.staffRequired);
    expectRefusal(
      await call('POST', `/staff/conversation/${id}/reply`, player.token, { content: '冒充客服' }),
      403,
      ResultCode.staffRequired,
    );
    expect((await mine(player.token)).items.map((m) => m.content)).toEqual(['你好']);
    expectRefusal(
      await call('POST', '/staff/conversation/99999999/reply', staff.token, { content: '在吗' }),
      404,
      ResultCode.conversationNotFound,
    );
    expectRefusal(await call('GET', '/messages'), 401, ResultCode.sessionInvalid);
  });

  it('checks a message: empty or too long → 400 naming content, listed words → 1604, floods → 429', async () => {
    const player = await registerUser(test.app);
    const empty = await send(player.token, '   ');
    expect({ status: empty.statusCode, msg: envelope(empty).msg }).toEqual({ status: 400, msg: '参数错误：content 不能为空' });
    expect(envelope(await send(player.token, '字'.repeat(501))).msg).toBe('参数错误：content 不能超过 500 个字符');

    // The square's word list, edited by staff, guards 客服 too (re-read within 3 s).
    okData(
      await test.app.inject({
        method: 'POST',
        url: '/api/v1/square/sensitiveword',
        headers: { token: staff.token },
        payload: { word: '外挂' },
      }),
    );
    test.clock.advance(4_000);
    const listed = await send(player.token, '哪里有卖外 挂的');
    expect({ status: listed.statusCode, body: envelope(listed) }).toEqual({
      status: 400,
      body: { code: ResultCode.sensitiveWords, msg: '内容包含敏感词：外挂', data: null },
    });

    okData(await send(player.token, '第一条'));
    const tooFast = await send(player.token, '第二条');
    expectRefusal(tooFast, 429, ResultCode.supportTooFast);
    expect(tooFast.headers['retry-after']).toBeDefined();
    test.clock.advance(4_000);
    expectRefusal(await send(player.token, '第一条'), 429, ResultCode.supportDuplicate);
    test.clock.advance(4_000);
    okData(await send(player.token, '第二条'));
    expect((await mine(player.token)).items.map((m) => m.content)).toEqual(['第二条', '第一条']);
  });

  it('says 客服 is online from 9:00 to before 22:00 Shanghai time by the server clock, and when replies come otherwise', async () => {
    const hours = async () => okData<ServiceHours>(await call('GET', '/hours'));
    advanceToShanghai(8, 59, 59);
    const before = await hours();
    expect(before).toMatchObject({ hours: '每天 9:00-22:00', online: false, note: '留言将在今天 9:00 客服上班后回复' });
    expect(new Date(before.opensAt!).getTime() - test.clock.now().getTime()).toBe(1_000);
    test.clock.advance(1_000);
    expect(await hours()).toMatchObject({ online: true, opensAt: null, note: '客服在线，通常 10 分钟内回复' });
    advanceToShanghai(21, 59, 59);
    expect((await hours()).online).toBe(true);
    test.clock.advance(1_000);
    expect(await hours()).toMatchObject({ online: false, note: '留言将在明天 9:00 客服上班后回复' });
  });

  it('keeps the contact call POST /api/user/kefu as it was', async () => {
    const contact = okData<Record<string, string>>(await test.app.inject({ method: 'POST', url: '/api/user/kefu' }));
    expect(Object.keys(contact).sort()).toEqual(['email', 'faqUrl', 'hours', 'qq']);
    expect(contact.hours).toBe('每天 9:00-22:00');
  });
});
