import type { LoginResult } from '@portal/shared/types';
import { databaseKinds, useTestDatabase } from '../../../test/databases';
import {
  buildAccountsApp,
  envelope,
  okData,
  post,
  registerUser,
  smsCode,
  uniqueAddress,
  uniquePhone,
  type AccountsTestApp,
} from '../../../test/accounts';
import { ResultCode } from '@portal/shared/types';

describe.each(databaseKinds)('reset password on %s', (kind) => {
  const database = useTestDatabase(kind);
  let test: AccountsTestApp;
  beforeAll(async () => {
    test = await buildAccountsApp(database.db);
  });
  afterAll(() => test.app.close());

  /** A name account with a bound phone and a second session elsewhere. */
  async function userWithPhoneAndTwoSessions() {
    const user = await registerUser(test.app);
    const phone = uniquePhone();
    const code = await smsCode(test, phone, 'bind');
    okData(await post(test.app, '/api/user/bind', { phone, code }, { token: user.token }));
    const other = okData<LoginResult>(await post(test.app, '/api/user/login', { loginName: user.loginName, password: user.password }));
    return { ...user, phone, otherToken: other.token };
  }

  async function expectPasswordChanged(
    user: { loginName: string; password: string; token: string; otherToken: string },
    newPassword: string,
  ) {
    expect(envelope(await post(test.app, '/api/user/login', { loginName: user.loginName, password: user.password })).code).toBe(
      ResultCode.invalidCredentials,
    );
    okData(await post(test.app, '/api/user/login', { loginName: user.loginName, password: newPassword }));
    // The session that changed the password stays; every other one is signed out.
    okData(await post(test.app, '/api/user/center/me', {}, { token: user.token }));
    expect(envelope(await post(test.app, '/api/user/center/me', {}, { token: user.otherToken })).code).toBe(2);
  }

  it('changes the password with the old one and signs out the other sessions', async () => {
    const user = await userWithPhoneAndTwoSessions();
    const response = await post(
      test.app,
      '/api/user/resetPassword',
      { oldPassword: user.password, password: 'Lantern4otter' },
      { token: user.token },
    );
    expect(envelope(response)).toEqual({ code: 0, msg: '成功', data: null });
    await expectPasswordChanged(user, 'Lantern4otter');
  });

  it('changes the password with a code sent to the bound phone', async () => {
    const user = await userWithPhoneAndTwoSessions();
    const code = await smsCode(test, user.phone, 'reset');
    okData(await post(test.app, '/api/user/resetPassword', { phone: user.phone, code, password: 'viaphone7' }, { token: user.token }));
    await expectPasswordChanged(user, 'viaphone7');
  });

  it('refuses a wrong old password and changes nothing', async () => {
    const user = await userWithPhoneAndTwoSessions();
    const response = await post(
      test.app,
      '/api/user/resetPassword',
      { oldPassword: 'wrong1234', password: 'Lantern4otter' },
      { token: user.token },
    );
    expect(response.statusCode).toBe(400);
    expect(envelope(response)).toEqual({ code: ResultCode.wrongOldPassword, msg: '原密码错误', data: null });
    okData(await post(test.app, '/api/user/login', { loginName: user.loginName, password: user.password }));
    okData(await post(test.app, '/api/user/center/me', {}, { token: user.otherToken }));
  });

  it('limits guessing the old password: 5 tries from one address, then 429 even for the right one', async () => {
    const user = await userWithPhoneAndTwoSessions();
    const ip = uniqueAddress();
    const change = (oldPassword: string) =>
      post(test.app, '/api/user/resetPassword', { oldPassword, password: 'Kite7river' }, { token: user.token, ip });
    for (let i = 0; i < 5; i += 1) expect(envelope(await change(`wrong${i}abc`)).code).toBe(ResultCode.wrongOldPassword);
    const refused = await change(user.password);
    expect(refused.statusCode).toBe(429);
    expect(envelope(refused).code).toBe(ResultCode.accountLocked);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    okData(await post(test.app, '/api/user/login', { loginName: user.loginName, password: user.password }));
  });

  it('refuses a common new password and keeps the old one', async () => {
    const user = await userWithPhoneAndTwoSessions();
    const response = await post(
      test.app,
      '/api/user/resetPassword',
      { oldPassword: user.password, password: 'qwerty123' },
      { token: user.token },
    );
    expect(envelope(response)).toMatchObject({ code: ResultCode.weakPassword });
    okData(await post(test.app, '/api/user/login', { loginName: user.loginName, password: user.password }));
  });

  it('refuses a phone that is not the account’s bound phone', async () => {
    const user = await userWithPhoneAndTwoSessions();
    const stranger = uniquePhone();
    const code = await smsCode(test, stranger, 'reset');
    const response = await post(
      test.app,
      '/api/user/resetPassword',
      { phone: stranger, code, password: 'Lantern4otter' },
      { token: user.token },
    );
    expect(envelope(response).code).toBe(ResultCode.phoneMismatch);
    okData(await post(test.app, '/api/user/login', { loginName: user.loginName, password: user.password }));
  });

  it('refuses a wrong code for the bound phone', async () => {
    const user = await userWithPhoneAndTwoSessions();
    const code = await smsCode(test, user.phone, 'reset');
    const wrong = code === '000000' ? '111111' : '000000';
    const response = await post(
      test.app,
      '/api/user/resetPassword',
      { phone: user.phone, code: wrong, password: 'Lantern4otter' },
      { token: user.token },
    );
    expect(envelope(response)).toEqual({ code: ResultCode.smsCodeWrong, msg: '验证码错误', data: null });
  });

  it.each([
    [{ oldPassword: 'Kite7river' }, '缺少必填字段：password'],
    [{ oldPassword: 'Kite7river', password: 'short' }, '密码须为 6–20 位，且同时包含字母和数字，不能有空格'],
    [{ password: 'Lantern4otter' }, '请输入原密码，或手机号和验证码'],
    [{ phone: '1234', code: '123456', password: 'Lantern4otter' }, '手机号格式不正确'],
  ])('refuses %j with HTTP 400 naming the field', async (body, msg) => {
    const user = await registerUser(test.app);
    const response = await post(test.app, '/api/user/resetPassword', body, { token: user.token });
    expect(response.statusCode).toBe(400);
    expect(envelope(response).msg).toBe(msg);
  });

  it('needs a session', async () => {
    const response = await post(test.app, '/api/user/resetPassword', { oldPassword: 'Kite7river', password: 'Lantern4otter' });
    expect(envelope(response).code).toBe(2);
  });
});
