import { createVerify, generateKeyPairSync, type KeyObject } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { Order, PayInfo } from '@portal/shared/types';
import { buildApp } from '../../app';
import { testConfig } from '../../../test/config';
import { databaseKinds, useTestDatabase } from '../../../test/databases';
import { createTestClock, okData, post, registerUser, type TestClock } from '../../../test/accounts';
import { alipayEnv, alipayTestKeys, type FakeAlipay, startFakeAlipay } from '../../../test/fake-alipay';
import { money } from './test/helpers';

const PUBLIC_URL = 'https://m.example.com';

/** Beijing time as Alipay writes it, from the time-zone database (not the product's arithmetic). */
const beijing = (at: Date) =>
  new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Asia/Shanghai',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).format(at);

describe.each(databaseKinds)('Alipay mobile web payment on %s', (kind) => {
  const database = useTestDatabase(kind);
  const keys = alipayTestKeys();
  let app: FastifyInstance;
  let clock: TestClock;
  let fake: FakeAlipay;
  let origin = '';

  beforeAll(async () => {
    clock = createTestClock();
    fake = await startFakeAlipay({
      appId: keys.appId,
      appPublicKey: keys.app.publicKey,
      alipayPrivateKey: keys.alipay.privateKey,
      // Alipay reaches PUBLIC_URL; here that name leads to the test's server.
      resolve: (url) => url.replace(PUBLIC_URL, origin),
      now: clock.now,
    });
    app = await buildApp(testConfig({ ...alipayEnv(keys, fake.gateway), PUBLIC_URL }), { database: database.db, now: clock.now });
    await app.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await app.close();
    await fake.close();
  });

  async function openOrder(packageId = 2) {
    const user = await registerUser(app);
    const info = okData<PayInfo>(await post(app, '/api/order/payInfo', { packageId }, { token: user.token }));
    // The buyer's browser opens the payUrl: Alipay checks it and opens the trade.
    expect((await fake.visit(info.payUrl)).error).toBeNull();
    return { user, info };
  }
  const outcomes = async (orderNo: string) =>
    (
      await database.db.query<{ outcome: string }>(
        `SELECT outcome FROM payment_notifications WHERE provider = 'alipay' AND order_no = $1 ORDER BY id`,
        [orderNo],
      )
    ).map((row) => row.outcome);
  const lastStored = () =>
    database.db.one<{ outcome: string; order_no: string | null; raw_body: string }>(
      `SELECT outcome, order_no, raw_body FROM payment_notifications WHERE provider = 'alipay' ORDER BY id DESC LIMIT 1`,
    );
  const orderRow = (orderNo: string) =>
    database.db.one<{ status: string; provider: string; provider_ref: string | null; paid_at: Date | null }>(
      'SELECT status, provider, provider_ref, paid_at FROM orders WHERE order_no = $1',
      [orderNo],
    );

  it('makes payUrl the gateway with every field Alipay needs, signed RSA2 with the application key', async () => {
    const { info } = await openOrder(2);
    const url = new URL(info.payUrl);
    expect(`${url.origin}${url.pathname}`).toBe(fake.gateway);
    const params = Object.fromEntries(url.searchParams);
    expect(params).toEqual({
      app_id: keys.appId,
      method: 'alipay.trade.wap.pay',
      charset: 'utf-8',
      sign_type: 'RSA2',
      timestamp: beijing(clock.now()),
      version: '1.0',
      notify_url: `${PUBLIC_URL}/api/payments/notify/alipay`,
      return_url: `${PUBLIC_URL}/recharge?order=${info.orderNo}`,
      biz_content: expect.any(String),
      sign: expect.stringMatching(/^[A-Za-z0-9+/]{342}==$/),
    });
    expect(JSON.parse(params.biz_content!)).toEqual({
      out_trade_no: info.orderNo,
      total_amount: '30.00',
      subject: '充值300X钻 加赠10',
      product_code: 'QUICK_WAP_WAY',
      time_expire: beijing(new Date(info.expiresAt)),
      quit_url: `${PUBLIC_URL}/recharge?order=${info.orderNo}`,
    });
    // The signed text as Alipay documents it: every non-empty parameter but sign, sorted, k=v joined by &.
    const signed = Object.keys(params)
      .filter((name) => name !== 'sign')
      .sort()
      .map((name) => `${name}=${params[name]}`)
      .join('&');
    expect(createVerify('RSA-SHA256').update(signed).verify(keys.app.publicKey, params.sign!, 'base64')).toBe(true);

    // Anything changed after signing is refused by the gateway.
    const cheaper = new URL(info.payUrl);
    cheaper.searchParams.set('biz_content', params.biz_content!.replace('"30.00"', '"0.01"'));
    expect((await fake.visit(cheaper.href)).error).toBe('invalid-signature');
  });

  it('credits a paid order exactly once: the notification and three replays all answer success', async () => {
    const { user, info } = await openOrder(3);
    const notice = fake.paidNotice(info.orderNo);
    expect(await fake.notify(info.orderNo, notice)).toBe('success');
    const replays = await Promise.all([1, 2, 3].map(() => fake.notify(info.orderNo, notice)));
    expect(replays).toEqual(['success', 'success', 'success']);

    const after = await money(database.db, user.uid);
    expect(after.balance).toBe(710);
    expect(after.ledger).toEqual([{ amount: '710', reason: 'recharge', reference: `order:${info.orderNo}`, balance_after: '710' }]);
    expect(await orderRow(info.orderNo)).toMatchObject({ status: 'paid', provider: 'alipay', provider_ref: notice.trade_no });
    expect((await outcomes(info.orderNo)).sort()).toEqual(['already-paid', 'already-paid', 'already-paid', 'credited']);
    const status = okData<Order>(
      await app.inject({ method: 'GET', url: `/api/order/status?orderNo=${info.orderNo}`, headers: { token: user.token } }),
    );
    expect(status.status).toBe('paid');
  });

  const forger = generateKeyPairSync('rsa', { modulusLength: 2048 });
  it.each<[string, { overrides?: Record<string, string>; signWith?: KeyObject; tamper?: (body: string) => string }, string, boolean]>([
    ['another amount', { overrides: { total_amount: '0.01' } }, 'wrong-amount', true],
    ['another application', { overrides: { app_id: '2021009999999999' } }, 'wrong-app', true],
    ['a signature by another key', { signWith: forger.privateKey }, 'bad-signature', false],
    ["a signature by the application's own key", { signWith: keys.app.privateKey }, 'bad-signature', false],
    [
      'a field changed after signing',
      { tamper: (body: string) => body.replace('total_amount=30.00', 'total_amount=300.00') },
      'bad-signature',
      false,
    ],
    ['an order this portal never made', { overrides: { out_trade_no: '20240101FFFFFFFFFFFFFFFF' } }, 'unknown-order', true],
  ])('refuses %s with failure, credits nothing and stores it; the real payment still credits', async (_case, change, outcome, trusted) => {
    const { user, info } = await openOrder(2);
    const { overrides = {}, ...options } = change;
    expect(await fake.notify(info.orderNo, fake.paidNotice(info.orderNo, overrides), options)).toBe('failure');

    expect((await money(database.db, user.uid)).balance).toBe(0);
    expect((await orderRow(info.orderNo))?.status).toBe('pending');
    const stored = await lastStored();
    expect(stored?.outcome).toBe(outcome);
    // Only what Alipay signed is believed, even the order number.
    expect(stored?.order_no).toBe(trusted ? (overrides.out_trade_no ?? info.orderNo) : null);

    expect(await fake.pay(info.orderNo)).toBe('success');
    expect((await money(database.db, user.uid)).balance).toBe(310);
  });

  it('credits nothing for an order paid after its expiry (Alipay itself takes no payment then)', async () => {
    const { user, info } = await openOrder(1);
    clock.advance(15 * 60_000 + 1000);
    await expect(fake.pay(info.orderNo)).rejects.toThrow(/closed/);
    // A payment Alipay dates after the expiry anyway:
    expect(await fake.notify(info.orderNo, fake.paidNotice(info.orderNo))).toBe('failure');
    expect(await outcomes(info.orderNo)).toEqual(['expired']);
    expect((await money(database.db, user.uid)).ledger).toEqual([]);
    expect((await orderRow(info.orderNo))?.status).toBe('expired');
  });

  it('credits a payment made in time whose notification arrives after the expiry (a retry after an outage)', async () => {
    const { user, info } = await openOrder(1);
    const paidInTime = fake.paidNotice(info.orderNo);
    clock.advance(60 * 60_000);
    expect(await fake.notify(info.orderNo, paidInTime)).toBe('success');
    expect((await money(database.db, user.uid)).balance).toBe(60);
    expect(beijing(new Date((await orderRow(info.orderNo))!.paid_at!))).toBe(paidInTime.gmt_payment);
  });

  it('acknowledges a trade closed unpaid without crediting it', async () => {
    const { user, info } = await openOrder(1);
    expect(await fake.notify(info.orderNo, fake.paidNotice(info.orderNo, { trade_status: 'TRADE_CLOSED' }))).toBe('success');
    expect(await outcomes(info.orderNo)).toEqual(['not-paid']);
    expect((await money(database.db, user.uid)).balance).toBe(0);
    expect((await orderRow(info.orderNo))?.status).toBe('pending');
  });

  it.each([
    ['a repeated field', 'application/x-www-form-urlencoded', 'trade_status=TRADE_SUCCESS&trade_status=TRADE_FINISHED', 'malformed'],
    ['a NUL byte', 'application/x-www-form-urlencoded', 'out_trade_no=1\u0000&sign=abc', 'bad-signature'],
    ['JSON', 'application/json', '{"trade_status":"TRADE_SUCCESS"}', 'bad-signature'],
    ['no content type', undefined, 'trade_status=TRADE_SUCCESS', 'bad-signature'],
  ])('stores a notification with %s and answers failure', async (_case, contentType, payload, outcome) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/payments/notify/alipay',
      payload,
      headers: contentType ? { 'content-type': contentType } : {},
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toBe('failure');
    const stored = await lastStored();
    expect(stored?.outcome).toBe(outcome);
    expect(stored?.raw_body).toBe(payload.replace('\u0000', '\\u0000'));
  });

  it('has no sandbox checkout, and documents the notification route', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/payments/sandbox/checkout/x' })).statusCode).toBe(404);
    const document = (await app.inject({ url: '/api/docs/json' })).json<{ paths: Record<string, Record<string, { summary?: string }>> }>();
    expect(document.paths['/api/payments/notify/alipay']?.post?.summary).toMatch(/支付宝异步通知/);
  });
});
