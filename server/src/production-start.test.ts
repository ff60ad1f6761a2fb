import { randomBytes } from 'node:crypto';
import { residentIdFor } from '@portal/shared/rules';
import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { LoginResult, PayInfo } from '@portal/shared/types';
import { buildApp } from './app';
import { loadConfig } from './config';
import { createPgliteDatabase } from './db/pglite-database';
import type { Database } from './db/types';
import { okData, post, uniquePhone } from '../test/accounts';
import { createFreshStorage, databaseKinds, type FreshStorage } from '../test/databases';
import { alipayTestKeys, type FakeAlipay, startFakeAlipay } from '../test/fake-alipay';
import { type FakeAliyunSms, startFakeAliyunSms } from '../test/fake-aliyun-sms';
import { type FakeNppa, startFakeNppa } from '../test/fake-nppa';

const PUBLIC_URL = 'https://m.example.com';
const accessKeyId = 'LTAI5tProductionTest01';
// 30 random characters, the length of a real AccessKey secret: never one printed anywhere.
const accessKeySecret = randomBytes(15).toString('hex');

/**
 * Production mode with the real providers starts and serves players — on PostgreSQL opened
 * from DATABASE_URL as a deployment would (and, without a PostgreSQL server, on an embedded
 * database handed in while DATABASE_URL still names a server) — and it has no sandbox.
 */
describe.each(databaseKinds)('production mode with Aliyun SMS, Alipay and the NPPA check on %s', (kind) => {
  const keys = alipayTestKeys();
  let sms: FakeAliyunSms;
  let alipay: FakeAlipay;
  let nppa: FakeNppa;
  const nppaSecret = randomBytes(16).toString('hex');
  let app: FastifyInstance;
  let storage: FreshStorage | undefined;
  let injected: Database | undefined;
  let origin = '';

  beforeAll(async () => {
    sms = await startFakeAliyunSms({ accessKeyId, accessKeySecret });
    nppa = await startFakeNppa(nppaSecret);
    alipay = await startFakeAlipay({
      appId: keys.appId,
      appPublicKey: keys.app.publicKey,
      alipayPrivateKey: keys.alipay.privateKey,
      resolve: (url) => url.replace(PUBLIC_URL, origin),
    });
    let databaseUrl = 'postgres://portal@db.internal:5432/portal';
    if (kind === 'postgres') {
      storage = await createFreshStorage('postgres');
      if (storage.config.kind === 'postgres') databaseUrl = storage.config.url;
    } else {
      injected = await createPgliteDatabase();
    }
    const config = loadConfig(
      {
        PORTAL_MODE: 'production',
        DATABASE_URL: databaseUrl,
        PUBLIC_URL,
        DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'portal-production-')),
        LOG_LEVEL: 'silent',
        SERVE_STATIC: '0',
        CHECK_RESPONSES: '1',
        SMS_PROVIDER: 'aliyun',
        ALIYUN_SMS_ACCESS_KEY_ID: accessKeyId,
        ALIYUN_SMS_ACCESS_KEY_SECRET: accessKeySecret,
        ALIYUN_SMS_SIGN_NAME: 'X游戏',
        ALIYUN_SMS_TEMPLATE_CODE: 'SMS_154950909',
        ALIYUN_SMS_ENDPOINT: sms.endpoint,
        PAYMENT_PROVIDER: 'alipay',
        ALIPAY_APP_ID: keys.appId,
        ALIPAY_PRIVATE_KEY: keys.app.privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(),
        ALIPAY_PUBLIC_KEY: keys.alipay.publicKey.export({ format: 'pem', type: 'spki' }).toString(),
        ALIPAY_GATEWAY: alipay.gateway,
        REALNAME_PROVIDER: 'nppa',
        NPPA_APP_ID: 'a1b2c3d4e5f60718293a4b5c6d7e8f90',
        NPPA_BIZ_ID: '1101999999',
        NPPA_SECRET_KEY: nppaSecret,
        NPPA_ENDPOINT: nppa.endpoint,
        REALNAME_HASH_SECRET: randomBytes(32).toString('hex'),
      },
      process.cwd(),
    );
    expect(config.mode).toBe('production');
    app = await buildApp(config, injected ? { database: injected } : {});
    await app.ready();
    await app.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await app?.close();
    await injected?.close();
    await storage?.destroy();
    await sms?.close();
    await alipay?.close();
    await nppa?.close();
  });

  it('has no sandbox: the SMS outbox and the sandbox checkout answer 404', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/sandbox/sms/outbox?phone=13812345678' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/payments/sandbox/checkout/x' })).statusCode).toBe(404);
    const forged = await app.inject({
      method: 'POST',
      url: '/api/payments/notify/sandbox',
      payload: '{}',
      headers: { 'content-type': 'application/json' },
    });
    expect(forged.statusCode).toBe(404);
  });

  it('sends a player the login code through Aliyun, and the code logs them in', async () => {
    const phone = uniquePhone();
    okData(await post(app, '/api/user/smsCode', { phone, purpose: 'login' }));
    const code = sms.delivered.find((delivered) => delivered.phone === phone)?.templateParam.code;
    expect(code).toMatch(/^\d{6}$/);
    expect(okData<LoginResult>(await post(app, '/api/user/loginWithPhone', { phone, code })).newAccount).toBe(true);
  });

  it("sends a recharge to Alipay's gateway, and Alipay's notification credits it", async () => {
    const phone = uniquePhone();
    okData(await post(app, '/api/user/smsCode', { phone, purpose: 'login' }));
    const code = sms.delivered.find((delivered) => delivered.phone === phone)?.templateParam.code;
    const player = okData<LoginResult>(await post(app, '/api/user/loginWithPhone', { phone, code }));
    // Player protection: verified through the NPPA (its stand-in) before any payment.
    okData(await post(app, '/api/user/realname', { name: '张三', idNumber: residentIdFor('1990-01-01', 9) }, { token: player.token }));
    expect(nppa.checks).toHaveLength(1);

    const info = okData<PayInfo>(await post(app, '/api/order/payInfo', { packageId: 1 }, { token: player.token }));
    expect(info.payUrl.startsWith(`${alipay.gateway}?`)).toBe(true);
    expect((await alipay.visit(info.payUrl)).error).toBeNull();
    expect(await alipay.pay(info.orderNo)).toBe('success');
    const status = await app.inject({ method: 'GET', url: `/api/order/status?orderNo=${info.orderNo}`, headers: { token: player.token } });
    expect(okData<{ status: string; coins: number }>(status)).toMatchObject({ status: 'paid', coins: 60 });
  });
});
