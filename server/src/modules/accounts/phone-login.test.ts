import type { LoginResult } from '@portal/shared/types';
import { databaseKinds, useTestDatabase } from '../../../test/databases';
import {
  buildAccountsApp,
  envelope,
  okData,
  phoneLogin,
  post,
  registerUser,
  smsCode,
  uniquePhone,
  type AccountsTestApp,
} from '../../../test/accounts';
import { ResultCode } from '@portal/shared/types';

describe.each(databaseKinds)('log in by phone on %s', (kind) => {
  const database = useTestDatabase(kind);
  let test: AccountsTestApp;
  beforeAll(async () => {
    test = await buildAccountsApp(database.db);
  });
  afterAll(() => test.app.close());

  it('registers an unknown phone as a new phone account named 玩家 + the last four digits', async () => {
    const phone = uniquePhone();
    const account = await phoneLogin(test, phone);
    expect(account).toMatchObject({ accountType: 2, loginName: '', name: `玩家${phone.slice(-4)}`, needBind: false, newAccount: true });
    expect(await database.db.query('SELECT uid::text AS uid FROM users WHERE phone = $1', [phone])).toEqual([{ uid: account.uid }]);
  });

  it('logs a known phone into the same account', async () => {
    const phone = uniquePhone();
    const first = await phoneLogin(test, phone);
    const second = await phoneLogin(test, phone);
    expect(second).toMatchObject({ uid: first.uid, newAccount: false });
    expect(second.token).not.toBe(first.token);
  });

  it('records the invitation of a phone sign-up', async () => {
    const inviter = await registerUser(test.app);
    const { invite_code: inviteCode } = (await database.db.one<{ invite_code: string }>('SELECT invite_code FROM users WHERE uid = $1', [
      inviter.uid,
    ]))!;
    const invitee = await phoneLogin(test, uniquePhone(), { inviteCode });
    expect(
      await database.db.query('SELECT inviter_id::text AS inviter FROM invite_relations WHERE invitee_id = $1', [invitee.uid]),
    ).toEqual([{ inviter: inviter.uid }]);
  });

  it('loginPhoneWithoutRegister refuses an unknown phone and creates nothing, without spending the code', async () => {
    const phone = uniquePhone();
    const code = await smsCode(test, phone, 'login');
    const response = await post(test.app, '/api/user/loginPhoneWithoutRegister', { phone, code });
    expect(response.statusCode).toBe(400);
    expect(envelope(response)).toEqual({ code: ResultCode.phoneNotRegistered, msg: '该手机号尚未注册', data: null });
    expect(await database.db.query('SELECT 1 FROM users WHERE phone = $1', [phone])).toEqual([]);
    // The same code still works where registering is allowed.
    expect(okData<LoginResult>(await post(test.app, '/api/user/loginWithPhone', { phone, code })).newAccount).toBe(true);
  });

  it('loginPhoneWithoutRegister logs a known phone in', async () => {
    const phone = uniquePhone();
    const first = await phoneLogin(test, phone);
    const code = await smsCode(test, phone, 'login');
    const account = okData<LoginResult>(await post(test.app, '/api/user/loginPhoneWithoutRegister', { phone, code }));
    expect(account).toMatchObject({ uid: first.uid, newAccount: false });
  });

  it.each([
    [{ code: '123456' }, '缺少必填字段：phone'],
    [{ phone: '12012345678', code: '123456' }, '手机号格式不正确'],
    [{ phone: '13812345678' }, '缺少必填字段：code'],
    [{ phone: '13812345678', code: '12345' }, '验证码为 6 位数字'],
  ])('refuses %j with HTTP 400 naming the field', async (body, msg) => {
    const response = await post(test.app, '/api/user/loginWithPhone', body);
    expect(response.statusCode).toBe(400);
    expect(envelope(response).msg).toBe(msg);
  });
});

describe.each(databaseKinds)('phone auto-register switched off on %s', (kind) => {
  const database = useTestDatabase(kind);

  it('tells the client through the config and refuses unknown phones on loginWithPhone too', async () => {
    const test = await buildAccountsApp(database.db, { PHONE_AUTO_REGISTER: '0' });
    try {
      const config = okData<{ otherConfig: { autoRegister: number } }>(await test.app.inject({ url: '/api/client/config' }));
      expect(config.otherConfig.autoRegister).toBe(0);
      const phone = uniquePhone();
      const code = await smsCode(test, phone, 'login');
      expect(envelope(await post(test.app, '/api/user/loginWithPhone', { phone, code })).code).toBe(ResultCode.phoneNotRegistered);
      expect(await database.db.query('SELECT 1 FROM users WHERE phone = $1', [phone])).toEqual([]);
    } finally {
      await test.app.close();
    }
  });
});
