import type { MessageList, PayInfo, ServiceContact, UserProfile } from '@portal/shared/types';
import { databaseKinds, useTestDatabase } from '../../../test/databases';
import { buildAccountsApp, envelope, okData, post, registerUser, type AccountsTestApp } from '../../../test/accounts';
import { grant, notify } from '../payments/test/helpers';
import { addMessage } from './service';

describe.each(databaseKinds)('system messages on %s', (kind) => {
  const database = useTestDatabase(kind);
  let test: AccountsTestApp;
  beforeAll(async () => {
    test = await buildAccountsApp(database.db, { SERVICE_EMAIL: 'kf@example.com' });
  });
  afterAll(() => test.app.close());

  async function messages(token: string, body: Record<string, unknown> = {}) {
    return okData<MessageList>(await post(test.app, '/api/user/center/message/all', body, { token }));
  }
  const unreadInProfile = async (token: string) =>
    okData<UserProfile>(await post(test.app, '/api/user/center/me', {}, { token })).newMessageCount;

  it('welcomes a new user once, and writes messages for recharge and membership, newest first', async () => {
    const user = await registerUser(test.app);
    const first = await messages(user.token);
    expect(first).toMatchObject({ total: 1, unread: 1, page: 1 });
    expect(first.items[0]).toMatchObject({ title: '欢迎加入X游戏', read: false });
    expect((await messages(user.token)).total).toBe(1);

    const info = okData<PayInfo>(await post(test.app, '/api/order/payInfo', { packageId: 1 }, { token: user.token }));
    okData(await notify(test.app, { orderNo: info.orderNo, amountCents: 600, status: 'paid', providerRef: 'm', timestamp: 1 }));
    await grant(database.db, user.uid, 300);
    okData(await post(test.app, '/api/vip/vipopen', { planId: 1 }, { token: user.token }));

    const all = await messages(user.token);
    expect(all.items.map((m) => m.title)).toEqual(['会员开通成功', '充值成功', '欢迎加入X游戏']);
    expect(all.unread).toBe(3);
    expect(await unreadInProfile(user.token)).toBe(3);
    const paged = await messages(user.token, { page: 2, pageSize: 2 });
    expect(paged.items.map((m) => m.title)).toEqual(['欢迎加入X游戏']);
    expect(paged.total).toBe(3);
  });

  it('keeps newest first past a digit boundary of the ids (ids sort as numbers, not text)', async () => {
    const user = await registerUser(test.app);
    await messages(user.token); // the welcome message comes first
    await database.db.transaction(async (tx) => {
      for (let n = 1; n <= 120; n += 1) await addMessage(tx, user.uid, `消息${n}`, '内容', new Date(Date.UTC(2026, 0, 1, 0, 0, n)));
    });
    const page = await messages(user.token, { page: 1, pageSize: 3 });
    expect(page.items.map((m) => m.title)).toEqual(['消息120', '消息119', '消息118']);
  });

  it('marks chosen messages, then all, as read — only the caller’s own', async () => {
    const user = await registerUser(test.app);
    const other = await registerUser(test.app);
    const [welcome] = (await messages(user.token)).items;
    const [othersWelcome] = (await messages(other.token)).items;
    await grant(database.db, user.uid, 300);
    okData(await post(test.app, '/api/vip/vipopen', { planId: 1 }, { token: user.token }));
    expect(await unreadInProfile(user.token)).toBe(2);

    expect(
      okData(await post(test.app, '/api/user/message', { ids: [welcome!.id, othersWelcome!.id] }, { token: user.token, json: true })),
    ).toEqual({ unread: 1 });
    expect((await messages(other.token)).unread).toBe(1);
    expect((await messages(user.token)).items.map((m) => m.read)).toEqual([false, true]);
    expect(okData(await post(test.app, '/api/user/message', { all: true }, { token: user.token }))).toEqual({ unread: 0 });
    expect(await unreadInProfile(user.token)).toBe(0);
    expect(envelope(await post(test.app, '/api/user/message', { ids: 'a,b' }, { token: user.token })).code).toBe(1001);
    expect(envelope(await post(test.app, '/api/user/message', { all: true })).code).toBe(2);
    expect(envelope(await post(test.app, '/api/user/center/message/all', {}, { token: user.token, uid: other.uid })).code).toBe(1403);
  });

  it('answers the customer-service contact', async () => {
    expect(okData<ServiceContact>(await post(test.app, '/api/user/kefu'))).toEqual({
      email: 'kf@example.com',
      qq: expect.any(String),
      hours: expect.any(String),
      faqUrl: '/faq',
    });
  });
});
