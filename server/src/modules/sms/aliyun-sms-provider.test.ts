import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { type LoginResult, ResultCode } from '@portal/shared/types';
import type { AliyunSmsConfig } from '../../config';
import { databaseKinds, useTestDatabase } from '../../../test/databases';
import { buildAccountsApp, envelope, okData, post, uniquePhone, type AccountsTestApp } from '../../../test/accounts';
import { startFakeAliyunSms, type FakeAliyunSms } from '../../../test/fake-aliyun-sms';
import { signAcs3 } from './acs3-signature';
import { AliyunSmsError, createAliyunSmsProvider } from './aliyun-sms-provider';

const accessKeyId = 'LTAI5tTestKeyId0123456789';
const accessKeySecret = randomBytes(15).toString('hex');

/** The log lines a provider writes, as text (what an operator would see). */
function recordingLogger() {
  const lines: string[] = [];
  const write = (level: string) => (fields: unknown, message?: string) =>
    void lines.push(`${level} ${message ?? ''} ${JSON.stringify(fields)}`);
  const logger = {
    level: 'info',
    info: write('info'),
    warn: write('warn'),
    error: write('error'),
    fatal: write('fatal'),
    debug: write('debug'),
    trace: write('trace'),
    silent: () => undefined,
    child: () => logger,
  };
  return { lines, log: logger as unknown as FastifyBaseLogger };
}

const smsEnv = (fake: FakeAliyunSms, secret = accessKeySecret): Record<string, string> => ({
  SMS_PROVIDER: 'aliyun',
  ALIYUN_SMS_ACCESS_KEY_ID: accessKeyId,
  ALIYUN_SMS_ACCESS_KEY_SECRET: secret,
  ALIYUN_SMS_SIGN_NAME: 'X游戏',
  ALIYUN_SMS_TEMPLATE_CODE: 'SMS_154950909',
  ALIYUN_SMS_ENDPOINT: fake.endpoint,
  // Generous: these tests are about Aliyun's answers, and a busy machine must not turn one into a timeout.
  ALIYUN_SMS_TIMEOUT_MS: '30000',
});

describe('the ACS3-HMAC-SHA256 signature', () => {
  it("gives the signature of Alibaba Cloud's published V3 example", () => {
    // The example of "V3版本请求体&签名机制": RunInstances, fixed date and nonce, empty body.
    const headers = signAcs3({
      method: 'POST',
      host: 'ecs.cn-shanghai.aliyuncs.com',
      action: 'RunInstances',
      version: '2014-05-26',
      query: { ImageId: 'win2019_1809_x64_dtc_zh-cn_40G_alibase_20230811.vhd', RegionId: 'cn-shanghai' },
      body: '',
      date: new Date('2023-10-26T09:01:01Z'),
      nonce: 'd410180a5abf7fe235dd9b74aca91fc0',
      accessKeyId: 'YourAccessKeyId',
      accessKeySecret: 'YourAccessKeySecret',
    });
    expect(headers.authorization).toBe(
      'ACS3-HMAC-SHA256 Credential=YourAccessKeyId,' +
        'SignedHeaders=host;x-acs-action;x-acs-content-sha256;x-acs-date;x-acs-signature-nonce;x-acs-version,' +
        'Signature=e521358f7776c97df52e6b2891a8bc73026794a071b50c3323388c4e0df64804',
    );
    expect(headers['x-acs-content-sha256']).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
  });
});

describe('the Aliyun SMS provider against a stand-in for dysmsapi', () => {
  let fake: FakeAliyunSms;
  beforeAll(async () => {
    fake = await startFakeAliyunSms({ accessKeyId, accessKeySecret });
  });
  afterAll(() => fake.close());

  const config = (overrides: Partial<AliyunSmsConfig> = {}): AliyunSmsConfig => ({
    accessKeyId,
    accessKeySecret,
    signName: 'X游戏',
    templateCode: 'SMS_154950909',
    endpoint: `${fake.endpoint}/`,
    timeoutMs: 5000,
    ...overrides,
  });
  const message = (phone: string) => ({ phone, purpose: 'login' as const, code: '482913', text: '【X游戏】您的登录验证码为 482913' });

  it('sends the code in the approved template with the approved signature, and Aliyun accepts the signature', async () => {
    const { lines, log } = recordingLogger();
    const phone = uniquePhone();
    await createAliyunSmsProvider(config(), () => new Date(), log).send(message(phone));
    expect(fake.delivered.filter((sms) => sms.phone === phone)).toEqual([
      { phone, signName: 'X游戏', templateCode: 'SMS_154950909', templateParam: { code: '482913' }, bizId: expect.any(String) },
    ]);
    expect(lines).toEqual([expect.stringMatching(/^info SMS sent .*"bizId":"\d+\^0"/)]);
    expect(lines.join('\n')).not.toContain('482913');
    expect(lines.join('\n')).not.toContain(phone);
  });

  it("fails on Aliyun's refusal, logging its code and request id but never the SMS code or the whole phone", async () => {
    const { lines, log } = recordingLogger();
    const phone = uniquePhone();
    // A message that quotes the request: the log keeps Aliyun's words without the code in them.
    fake.refusePhone(phone, 'isv.BUSINESS_LIMIT_CONTROL', '触发号码天级流控Permits:10 TemplateParam={"code":"482913"}');
    const sending = createAliyunSmsProvider(config(), () => new Date(), log).send(message(phone));
    await expect(sending).rejects.toThrow(AliyunSmsError);
    await expect(sending).rejects.toMatchObject({ failure: 'refused', providerCode: 'isv.BUSINESS_LIMIT_CONTROL', httpStatus: 200 });
    await expect(sending).rejects.not.toThrow(/482913/);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^warn SMS not sent /);
    expect(lines[0]).toContain('"providerCode":"isv.BUSINESS_LIMIT_CONTROL"');
    expect(lines[0]).toMatch(/"requestId":"[0-9A-F-]{36}"/);
    expect(lines[0]).toContain(`"phone":"${phone.slice(0, 3)}****${phone.slice(7)}"`);
    expect(lines[0]).not.toContain('482913');
    expect(lines[0]).not.toContain(phone);
    expect(fake.delivered.some((sms) => sms.phone === phone)).toBe(false);
  });

  it('fails when the signature does not match (a wrong AccessKey secret): HTTP 400 SignatureDoesNotMatch', async () => {
    const { lines, log } = recordingLogger();
    const phone = uniquePhone();
    const sending = createAliyunSmsProvider(config({ accessKeySecret: `${accessKeySecret}x` }), () => new Date(), log).send(message(phone));
    await expect(sending).rejects.toMatchObject({ failure: 'http', providerCode: 'SignatureDoesNotMatch', httpStatus: 400 });
    expect(lines[0]).toContain('"providerCode":"SignatureDoesNotMatch"');
    expect(fake.delivered.some((sms) => sms.phone === phone)).toBe(false);
  });

  it('fails when its clock is more than 15 minutes off, as Aliyun refuses a stale date', async () => {
    const { log } = recordingLogger();
    const skewed = () => new Date(Date.now() - 20 * 60_000);
    await expect(createAliyunSmsProvider(config(), skewed, log).send(message(uniquePhone()))).rejects.toMatchObject({
      providerCode: 'InvalidTimeStamp.Expired',
    });
  });

  it('fails with a timeout when Aliyun does not answer in time', async () => {
    const { lines, log } = recordingLogger();
    fake.stall(true);
    try {
      const sending = createAliyunSmsProvider(config({ timeoutMs: 300 }), () => new Date(), log).send(message(uniquePhone()));
      await expect(sending).rejects.toMatchObject({ failure: 'timeout', providerCode: null });
      expect(lines[0]).toMatch(/^warn SMS not sent .*"failure":"timeout"/);
    } finally {
      fake.stall(false);
    }
  });
});

describe.each(databaseKinds)('SMS codes through Aliyun on %s', (kind) => {
  const database = useTestDatabase(kind);
  let fake: FakeAliyunSms;
  let test: AccountsTestApp;
  beforeAll(async () => {
    fake = await startFakeAliyunSms({ accessKeyId, accessKeySecret });
    test = await buildAccountsApp(database.db, smsEnv(fake));
  });
  afterAll(async () => {
    await test.app.close();
    await fake.close();
  });

  it('delivers the code through Aliyun, and that code logs the player in; there is no sandbox outbox', async () => {
    const phone = uniquePhone();
    okData(await post(test.app, '/api/user/smsCode', { phone, purpose: 'login' }));
    const sms = fake.delivered.find((delivered) => delivered.phone === phone);
    expect(sms?.templateParam.code).toMatch(/^\d{6}$/);
    const login = okData<LoginResult>(await post(test.app, '/api/user/loginWithPhone', { phone, code: sms!.templateParam.code! }));
    expect(login.newAccount).toBe(true);
    expect((await test.app.inject({ method: 'GET', url: `/api/sandbox/sms/outbox?phone=${phone}` })).statusCode).toBe(404);
  });

  it("answers Aliyun's per-phone limit as a wait (429, no provider detail), and lets the player ask again", async () => {
    const phone = uniquePhone();
    fake.refusePhone(phone, 'isv.BUSINESS_LIMIT_CONTROL', '触发号码分钟级流控Permits:1');
    const failed = await post(test.app, '/api/user/smsCode', { phone, purpose: 'login' });
    expect(failed.statusCode).toBe(429);
    expect(envelope(failed)).toEqual({ code: ResultCode.smsTooFrequent, msg: '该手机号接收验证码过于频繁，请稍后再试', data: null });
    expect(failed.body).not.toContain('BUSINESS_LIMIT_CONTROL');
    // Not delivered, so not held to the portal's one-a-minute rule: the retry reaches Aliyun again.
    const refusalsBefore = fake.refusals.length;
    expect((await post(test.app, '/api/user/smsCode', { phone, purpose: 'login' })).statusCode).toBe(429);
    expect(fake.refusals.length).toBe(refusalsBefore + 1);
  });

  it('fails every send when the configured secret is not the AccessKey secret', async () => {
    const wrong = await buildAccountsApp(database.db, smsEnv(fake, randomBytes(15).toString('hex')));
    try {
      const phone = uniquePhone();
      const refusalsBefore = fake.refusals.length;
      const failed = await post(wrong.app, '/api/user/smsCode', { phone, purpose: 'login' });
      expect(failed.statusCode).toBe(503);
      expect(fake.delivered.some((sms) => sms.phone === phone)).toBe(false);
      // Aliyun itself refused this very send for its signature (not a timeout, not an earlier refusal).
      expect(fake.refusals.slice(refusalsBefore)).toEqual(['SignatureDoesNotMatch']);
    } finally {
      await wrong.app.close();
    }
  });
});
