import type { LoginResult, SandboxSms, SmsCodeResult } from '@portal/shared/types';
import { databaseKinds, useTestDatabase } from '../../../test/databases';
import {
  buildAccountsApp,
  envelope,
  okData,
  outbox,
  post,
  smsCode,
  uniqueAddress,
  uniquePhone,
  type AccountsTestApp,
} from '../../../test/accounts';
import { ResultCode } from '@portal/shared/types';
import type { SmsMessage, SmsProvider } from './sms-provider';

describe.each(databaseKinds)('SMS codes on %s', (kind) => {
  const database = useTestDatabase(kind);
  let test: AccountsTestApp;
  beforeAll(async () => {
    test = await buildAccountsApp(database.db);
  });
  afterAll(() => test.app.close());

  it('sends a 6-digit code valid 5 minutes, stores only its hash, and shows it in the sandbox outbox', async () => {
    const phone = uniquePhone();
    const result = okData<SmsCodeResult>(await post(test.app, '/api/user/smsCode', { phone, purpose: 'login' }));
    expect(result).toEqual({ expiresIn: 300, resendIn: 60 });
    const [sms] = await outbox(test.app, phone);
    expect(sms).toEqual<SandboxSms>({
      phone,
      purpose: 'login',
      code: expect.stringMatching(/^\d{6}$/),
      text: expect.stringContaining(sms!.code),
      sentAt: expect.any(String),
    });
    expect(sms!.text).toContain('5 分钟内有效');
    const stored = await database.db.one<{ code_hash: string }>('SELECT code_hash FROM sms_codes WHERE phone = $1', [phone]);
    expect(stored!.code_hash).not.toContain(sms!.code);
  });

  it('shows the outbox only to this machine or to staff with STAFF_TOKEN: a caller elsewhere reads nothing', async () => {
    const staffToken = 'staff-token-for-the-outbox-test-0123456789';
    const own = await buildAccountsApp(database.db, { STAFF_TOKEN: staffToken });
    try {
      const phone = uniquePhone();
      okData(await post(own.app, '/api/user/smsCode', { phone, purpose: 'login' }));
      const url = `/api/sandbox/sms/outbox?phone=${phone}`;
      for (const headers of [{}, { 'x-staff-token': 'wrong' }, { 'x-staff-token': `${staffToken}x` }]) {
        const refused = await own.app.inject({ method: 'GET', url, remoteAddress: '203.0.113.9', headers });
        expect(refused.statusCode).toBe(403);
        expect(envelope(refused)).toEqual({ code: ResultCode.staffOnly, msg: expect.stringContaining('员工'), data: null });
        expect(refused.body).not.toMatch(/\d{6}/);
      }
      const staff = await own.app.inject({ method: 'GET', url, remoteAddress: '203.0.113.9', headers: { 'x-staff-token': staffToken } });
      expect(okData<SandboxSms[]>(staff)).toHaveLength(1);
      for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
        expect(okData<SandboxSms[]>(await own.app.inject({ method: 'GET', url, remoteAddress }))).toHaveLength(1);
      }
    } finally {
      await own.app.close();
    }
  });

  it('lists the outbox newest first', async () => {
    const phone = uniquePhone();
    await smsCode(test, phone, 'login');
    await smsCode(test, phone, 'bind');
    expect((await outbox(test.app, phone)).map((sms) => sms.purpose)).toEqual(['bind', 'login']);
  });

  it.each(['12345678901', '1234567890', '12012345678', '138123456789', '1381234567a', ''])(
    'refuses the phone "%s" with HTTP 400 naming the phone',
    async (phone) => {
      const response = await post(test.app, '/api/user/smsCode', { phone, purpose: 'login' });
      expect(response.statusCode).toBe(400);
      expect(envelope(response).msg).toMatch(/^(手机号格式不正确|请输入手机号)$/);
    },
  );

  it('accepts 13812345678 and refuses an unknown purpose naming the field', async () => {
    expect(envelope(await post(test.app, '/api/user/smsCode', { phone: '13812345678', purpose: 'login' })).code).toBe(0);
    const response = await post(test.app, '/api/user/smsCode', { phone: uniquePhone(), purpose: 'spam' });
    expect(response.statusCode).toBe(400);
    expect(envelope(response).msg).toBe('参数错误：purpose 必须是以下值之一：login、bind、reset');
  });

  it('allows one code per phone per minute, whatever the purpose', async () => {
    const phone = uniquePhone();
    expect(envelope(await post(test.app, '/api/user/smsCode', { phone, purpose: 'login' })).code).toBe(0);
    test.clock.advance(30_000);
    const again = await post(test.app, '/api/user/smsCode', { phone, purpose: 'reset' });
    expect(again.statusCode).toBe(429);
    expect(envelope(again)).toEqual({ code: ResultCode.smsTooFrequent, msg: '验证码发送过于频繁，请 30 秒后再试', data: null });
    expect(again.headers['retry-after']).toBe('30');
    test.clock.advance(30_000);
    expect(envelope(await post(test.app, '/api/user/smsCode', { phone, purpose: 'reset' })).code).toBe(0);
  });

  it('allows 10 codes per phone in 24 hours and says when to retry', async () => {
    const phone = uniquePhone();
    for (let i = 0; i < 10; i += 1) {
      expect(envelope(await post(test.app, '/api/user/smsCode', { phone, purpose: 'login' })).code).toBe(0);
      test.clock.advance(61_000);
    }
    const eleventh = await post(test.app, '/api/user/smsCode', { phone, purpose: 'login' });
    expect(eleventh.statusCode).toBe(429);
    expect(envelope(eleventh).code).toBe(ResultCode.smsDailyLimit);
    expect(envelope(eleventh).msg).toMatch(/^该手机号今日获取验证码次数已达上限，请 23 小时 5\d 分钟后再试$/);
    test.clock.advance(24 * 3_600_000);
    expect(envelope(await post(test.app, '/api/user/smsCode', { phone, purpose: 'login' })).code).toBe(0);
  });

  it('caps code requests per address at 30 an hour', async () => {
    const ip = uniqueAddress();
    for (let i = 0; i < 30; i += 1) {
      expect(envelope(await post(test.app, '/api/user/smsCode', { phone: uniquePhone(), purpose: 'login' }, { ip })).code).toBe(0);
    }
    const blocked = await post(test.app, '/api/user/smsCode', { phone: uniquePhone(), purpose: 'login' }, { ip });
    expect(blocked.statusCode).toBe(429);
    expect(envelope(blocked).msg).toMatch(/^获取验证码过于频繁，请 (\d+ 分钟|1 小时)后再试$/);
  });

  it('refuses a code after 5 minutes', async () => {
    const phone = uniquePhone();
    okData(await post(test.app, '/api/user/smsCode', { phone, purpose: 'login' }));
    const [sms] = await outbox(test.app, phone);
    test.clock.advance(300_000);
    const response = await post(test.app, '/api/user/loginWithPhone', { phone, code: sms!.code });
    expect(response.statusCode).toBe(400);
    expect(envelope(response)).toEqual({ code: ResultCode.smsCodeExpired, msg: '验证码已过期，请重新获取', data: null });
    expect(await database.db.query('SELECT 1 FROM users WHERE phone = $1', [phone])).toEqual([]);
  });

  it('accepts a code just before it expires', async () => {
    const phone = uniquePhone();
    okData(await post(test.app, '/api/user/smsCode', { phone, purpose: 'login' }));
    const [sms] = await outbox(test.app, phone);
    test.clock.advance(299_000);
    expect(okData<LoginResult>(await post(test.app, '/api/user/loginWithPhone', { phone, code: sms!.code })).newAccount).toBe(true);
  });

  it('kills a code after 5 wrong tries, so even the right code is then refused', async () => {
    const phone = uniquePhone();
    const code = await smsCode(test, phone, 'login');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 1; i <= 5; i += 1) {
      const response = await post(test.app, '/api/user/loginWithPhone', { phone, code: wrong });
      expect(envelope(response).code).toBe(i < 5 ? ResultCode.smsCodeWrong : ResultCode.smsCodeExhausted);
    }
    const right = await post(test.app, '/api/user/loginWithPhone', { phone, code });
    expect(envelope(right)).toEqual({ code: ResultCode.smsCodeExhausted, msg: '验证码错误次数过多已失效，请重新获取', data: null });
  });

  it('refuses a code used once, and a code asked for another purpose', async () => {
    const phone = uniquePhone();
    const code = await smsCode(test, phone, 'login');
    okData(await post(test.app, '/api/user/loginWithPhone', { phone, code }));
    expect(envelope(await post(test.app, '/api/user/loginWithPhone', { phone, code })).code).toBe(ResultCode.smsCodeUsed);

    const other = uniquePhone();
    const bindCode = await smsCode(test, other, 'bind');
    expect(envelope(await post(test.app, '/api/user/loginWithPhone', { phone: other, code: bindCode })).code).toBe(
      ResultCode.smsCodeMissing,
    );
  });
});

describe.each(databaseKinds)('SMS provider switch on %s', (kind) => {
  const database = useTestDatabase(kind);

  it('has no sandbox outbox with another provider, and sends through that provider', async () => {
    const sent: SmsMessage[] = [];
    const gateway: SmsProvider = { name: 'test-gateway', send: async (message) => void sent.push(message) };
    const { app } = await buildAccountsApp(database.db, {}, { smsProvider: gateway });
    try {
      const phone = uniquePhone();
      expect(envelope(await post(app, '/api/user/smsCode', { phone, purpose: 'login' })).code).toBe(0);
      expect(sent).toEqual([expect.objectContaining({ phone, purpose: 'login', code: expect.stringMatching(/^\d{6}$/) })]);
      const response = await app.inject({ method: 'GET', url: `/api/sandbox/sms/outbox?phone=${phone}` });
      expect(response.statusCode).toBe(404);
      expect(envelope(response).code).toBe(ResultCode.notFound);
    } finally {
      await app.close();
    }
  });

  it('tells the player to wait when the gateway refuses because the phone had too many texts (429, not 503)', async () => {
    const throttled: SmsProvider = {
      name: 'throttled',
      send: async () => {
        throw Object.assign(new Error('isv.BUSINESS_LIMIT_CONTROL'), { throttled: true });
      },
    };
    const { app } = await buildAccountsApp(database.db, {}, { smsProvider: throttled });
    try {
      const answer = await post(app, '/api/user/smsCode', { phone: uniquePhone(), purpose: 'login' });
      expect(answer.statusCode).toBe(429);
      expect(envelope(answer)).toEqual({ code: ResultCode.smsTooFrequent, msg: '该手机号接收验证码过于频繁，请稍后再试', data: null });
      expect(answer.headers['retry-after']).toBe('60');
    } finally {
      await app.close();
    }
  });

  it('forgets a code the provider failed to send, so the resend wait does not apply', async () => {
    let fail = true;
    const flaky: SmsProvider = {
      name: 'flaky',
      send: async () => {
        if (fail) throw new Error('gateway down');
      },
    };
    const { app } = await buildAccountsApp(database.db, {}, { smsProvider: flaky });
    try {
      const phone = uniquePhone();
      const failed = await post(app, '/api/user/smsCode', { phone, purpose: 'login' });
      expect(failed.statusCode).toBe(503);
      expect(envelope(failed).msg).toBe('短信发送失败，请稍后再试');
      fail = false;
      expect(envelope(await post(app, '/api/user/smsCode', { phone, purpose: 'login' })).code).toBe(0);
    } finally {
      await app.close();
    }
  });
});
