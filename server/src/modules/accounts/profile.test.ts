import type { UserProfile } from '@portal/shared/types';
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

describe.each(databaseKinds)('personal centre on %s', (kind) => {
  const database = useTestDatabase(kind);
  let test: AccountsTestApp;
  beforeAll(async () => {
    test = await buildAccountsApp(database.db);
  });
  afterAll(() => test.app.close());

  it('answers the profile with status fields from the users table', async () => {
    // Unverified: needRealName true and the typed age (player protection derives it once verified).
    const user = await registerUser(test.app, undefined, undefined, {}, 'unverified');
    await database.db.query("UPDATE users SET coin_num = 120, level_type = 1, exp_time = '2031-02-03T04:05:06Z' WHERE uid = $1", [
      user.uid,
    ]);
    const profile = okData<UserProfile>(await post(test.app, '/api/user/center/me', { uid: user.uid }, { token: user.token }));
    expect(profile).toEqual<UserProfile>({
      uid: user.uid,
      name: user.loginName,
      loginName: user.loginName,
      accountType: 1,
      sex: 0,
      age: 0,
      phone: '',
      needBind: true,
      needRealName: true,
      inviteCode: expect.stringMatching(/^[A-HJ-NP-Z2-9]{8}$/),
      // The welcome message written at sign-up, not read yet.
      newMessageCount: 1,
      createdAt: expect.any(String),
      avatar: '',
      coinNum: 120,
      levelType: 1,
      expTime: '2031-02-03T04:05:06.000Z',
    });
  });

  it('has expTime null for a non-member', async () => {
    const user = await registerUser(test.app);
    expect(okData<UserProfile>(await post(test.app, '/api/user/center/me', {}, { token: user.token })).expTime).toBeNull();
  });

  it('updates only the fields given (form strings coerced) and answers the new profile', async () => {
    // Unverified: the typed age is shown (a verified player's age is their ID's; protection.test.ts).
    const user = await registerUser(test.app, undefined, undefined, {}, 'unverified');
    const updated = okData<UserProfile>(
      await post(test.app, '/api/user/center/updateInfo', { name: '小明', sex: '1' }, { token: user.token }),
    );
    expect(updated).toMatchObject({ name: '小明', sex: 1, age: 0 });
    const again = okData<UserProfile>(await post(test.app, '/api/user/center/updateInfo', { age: 18 }, { token: user.token, json: true }));
    expect(again).toMatchObject({ name: '小明', sex: 1, age: 18 });
  });

  it.each([
    [{}, '请至少填写昵称、性别或年龄中的一项'],
    [{ name: '' }, '请输入昵称'],
    [{ name: '这个昵称实在是太长了超过十二个字' }, '昵称须为 1–12 位中文、字母、数字、下划线或连字符'],
    [{ name: 'a b' }, '昵称须为 1–12 位中文、字母、数字、下划线或连字符'],
    [{ sex: 3 }, '性别取值无效'],
    [{ sex: 'male' }, '参数错误：sex 必须是整数'],
    [{ age: 121 }, '年龄须为 1–120 的整数'],
    [{ age: -1 }, '年龄须为 1–120 的整数'],
    [{ age: 'old' }, '参数错误：age 必须是整数'],
  ])('refuses %j with HTTP 400 naming the field, changing nothing', async (body, msg) => {
    const user = await registerUser(test.app);
    const response = await post(test.app, '/api/user/center/updateInfo', body, { token: user.token });
    expect(response.statusCode).toBe(400);
    expect(envelope(response)).toEqual({ code: ResultCode.badRequest, msg, data: null });
    expect(await database.db.one('SELECT name, sex, age FROM users WHERE uid = $1', [user.uid])).toEqual({
      name: user.loginName,
      sex: 0,
      age: 0,
    });
  });

  it('binds a phone proven by a bind code, masking it in the profile', async () => {
    const user = await registerUser(test.app);
    const phone = uniquePhone();
    const code = await smsCode(test, phone, 'bind');
    const profile = okData<UserProfile>(await post(test.app, '/api/user/bind', { phone, code }, { token: user.token }));
    expect(profile).toMatchObject({ needBind: false, phone: `${phone.slice(0, 3)}****${phone.slice(-4)}` });
    expect((await database.db.one<{ phone: string }>('SELECT phone FROM users WHERE uid = $1', [user.uid]))!.phone).toBe(phone);
  });

  it('refuses a phone bound to another account, leaving both accounts as they were', async () => {
    const phone = uniquePhone();
    const owner = await phoneLogin(test, phone);
    const user = await registerUser(test.app);
    const code = await smsCode(test, phone, 'bind');
    const response = await post(test.app, '/api/user/bind', { phone, code }, { token: user.token });
    expect(response.statusCode).toBe(409);
    expect(envelope(response)).toEqual({ code: ResultCode.phoneTaken, msg: '该手机号已绑定其他账号', data: null });
    expect(await database.db.query('SELECT uid::text AS uid FROM users WHERE phone = $1', [phone])).toEqual([{ uid: owner.uid }]);
    expect((await database.db.one<{ phone: string | null }>('SELECT phone FROM users WHERE uid = $1', [user.uid]))!.phone).toBeNull();
  });

  it('refuses a login code for binding', async () => {
    const user = await registerUser(test.app);
    const phone = uniquePhone();
    const code = await smsCode(test, phone, 'login');
    expect(envelope(await post(test.app, '/api/user/bind', { phone, code }, { token: user.token })).code).toBe(ResultCode.smsCodeMissing);
  });
});
