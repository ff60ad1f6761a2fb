import type { LoginResult } from '@portal/shared/types';
import { databaseKinds, useTestDatabase } from '../../../test/databases';
import {
  buildAccountsApp,
  envelope,
  okData,
  post,
  registerUser,
  uniqueAddress,
  uniqueDevice,
  uniqueLoginName,
  type AccountsTestApp,
} from '../../../test/accounts';
import { ResultCode } from '@portal/shared/types';

describe.each(databaseKinds)('register and log in by name on %s', (kind) => {
  const database = useTestDatabase(kind);
  let test: AccountsTestApp;
  beforeAll(async () => {
    test = await buildAccountsApp(database.db);
  });
  afterAll(() => test.app.close());

  it('registers a name account (form-encoded, appID ignored) and answers the account with a token', async () => {
    const loginName = uniqueLoginName();
    const account = okData<LoginResult>(await post(test.app, '/api/user/registerWithName', { loginName, password: 'Kite7river' }));
    expect(account).toEqual({
      accountType: 1,
      age: 0,
      loginName,
      name: loginName,
      needBind: true,
      // Spec §3: true until the player verifies their real name (player protection).
      needRealName: true,
      newAccount: true,
      sex: 0,
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      uid: expect.stringMatching(/^\d+$/),
    });
    expect(Number(account.uid)).toBeGreaterThanOrEqual(10001);
    const stored = await database.db.one<{ password_hash: string; invite_code: string }>(
      'SELECT password_hash, invite_code FROM users WHERE uid = $1',
      [account.uid],
    );
    expect(stored!.password_hash).toMatch(/^scrypt\$/);
    expect(stored!.invite_code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    const session = await database.db.one<{ token_hash: string }>('SELECT token_hash FROM sessions WHERE user_id = $1', [account.uid]);
    expect(session!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(session!.token_hash).not.toBe(account.token);
  });

  it('accepts JSON bodies too', async () => {
    const account = okData<LoginResult>(
      await post(test.app, '/api/user/registerWithName', { loginName: uniqueLoginName(), password: 'Kite7river' }, { json: true }),
    );
    expect(account.newAccount).toBe(true);
  });

  it('refuses a login name that is taken, whatever its case, with a clear message', async () => {
    const loginName = uniqueLoginName();
    await registerUser(test.app, loginName);
    const again = await post(test.app, '/api/user/registerWithName', { loginName: loginName.toUpperCase(), password: 'Kite7river' });
    expect(again.statusCode).toBe(409);
    expect(envelope(again)).toEqual({ code: ResultCode.loginNameTaken, msg: '该用户名已被注册', data: null });
    const count = await database.db.one<{ n: number }>('SELECT count(*)::int AS n FROM users WHERE lower(login_name) = lower($1)', [
      loginName,
    ]);
    expect(count!.n).toBe(1);
  });

  it.each([
    [{ password: 'Kite7river' }, '缺少必填字段：loginName'],
    [{ loginName: 'ab', password: 'Kite7river' }, '用户名须为 4–16 位字母、数字或下划线，并以字母开头'],
    [{ loginName: '1abcdef', password: 'Kite7river' }, '用户名须为 4–16 位字母、数字或下划线，并以字母开头'],
    [{ loginName: 'goodname' }, '缺少必填字段：password'],
    [{ loginName: 'goodname', password: 'abcdefgh' }, '密码须为 6–20 位，且同时包含字母和数字，不能有空格'],
    [{ loginName: 'goodname', password: 'a1' }, '密码须为 6–20 位，且同时包含字母和数字，不能有空格'],
  ])('refuses %j with HTTP 400 naming the field', async (body, msg) => {
    const response = await post(test.app, '/api/user/registerWithName', body);
    expect(response.statusCode).toBe(400);
    expect(envelope(response)).toEqual({ code: ResultCode.badRequest, msg, data: null });
  });

  it.each(['abc123', 'password1', 'qwerty123', 'Passw0rd', 'aaaaa1', 'woaini1314'])(
    'refuses the common password %s (HTTP 400, code weakPassword) and creates no account',
    async (password) => {
      const loginName = uniqueLoginName();
      const response = await post(test.app, '/api/user/registerWithName', { loginName, password });
      expect(response.statusCode).toBe(400);
      expect(envelope(response)).toEqual({
        code: ResultCode.weakPassword,
        msg: expect.stringMatching(/^密码太常见或太容易猜到/),
        data: null,
      });
      expect(await database.db.one('SELECT uid FROM users WHERE lower(login_name) = lower($1)', [loginName])).toBeUndefined();
    },
  );

  it('refuses a password that contains the login name', async () => {
    const response = await post(test.app, '/api/user/registerWithName', { loginName: 'skyrider', password: 'Skyrider2024' });
    expect(envelope(response)).toMatchObject({ code: ResultCode.weakPassword, msg: expect.stringContaining('不能包含用户名') });
  });

  it('registers at most 10 accounts an hour from one address and 5 from one device', async () => {
    const register = (options: { ip?: string; device?: string }) =>
      post(test.app, '/api/user/registerWithName', { loginName: uniqueLoginName(), password: 'Kite7river' }, options);
    const ip = uniqueAddress();
    const fromAddress = await Promise.all(Array.from({ length: 14 }, () => register({ ip })));
    expect(fromAddress.filter((answer) => answer.statusCode === 200)).toHaveLength(10);
    const refused = fromAddress.filter((answer) => answer.statusCode === 429);
    expect(refused).toHaveLength(4);
    expect(envelope(refused[0]!)).toEqual({
      code: ResultCode.rateLimited,
      msg: expect.stringMatching(/^注册过于频繁，请 (\d+ 分钟|1 小时)后再试$/),
      data: null,
    });
    expect(Number(refused[0]!.headers['retry-after'])).toBeGreaterThan(3000);

    const device = uniqueDevice();
    const fromDevice = await Promise.all(Array.from({ length: 7 }, () => register({ device })));
    expect(fromDevice.filter((answer) => answer.statusCode === 200)).toHaveLength(5);

    test.clock.advance(3_600_000 + 1000);
    expect((await register({ ip })).statusCode).toBe(200);
    expect((await register({ device })).statusCode).toBe(200);
  });

  it('records the invitation when the invite code is known, and ignores an unknown one', async () => {
    const inviter = await registerUser(test.app);
    const { invite_code: code } = (await database.db.one<{ invite_code: string }>('SELECT invite_code FROM users WHERE uid = $1', [
      inviter.uid,
    ]))!;
    const invitee = await registerUser(test.app, uniqueLoginName(), 'Kite7river', { inviteCode: code.toLowerCase() });
    expect(
      await database.db.query(
        'SELECT inviter_id::text AS inviter, invitee_id::text AS invitee FROM invite_relations WHERE invitee_id = $1',
        [invitee.uid],
      ),
    ).toEqual([{ inviter: inviter.uid, invitee: invitee.uid }]);

    const stranger = await registerUser(test.app, uniqueLoginName(), 'Kite7river', { inviteCode: 'ZZZZ9999' });
    expect(stranger.newAccount).toBe(true);
    expect(await database.db.query('SELECT 1 FROM invite_relations WHERE invitee_id = $1', [stranger.uid])).toEqual([]);
  });

  it('logs in with the right password, case-insensitively on the name, and opens a new session', async () => {
    const user = await registerUser(test.app);
    const account = okData<LoginResult>(
      await post(test.app, '/api/user/login', { loginName: user.loginName.toUpperCase(), password: user.password }),
    );
    expect(account).toMatchObject({ uid: user.uid, loginName: user.loginName, newAccount: false });
    expect(account.token).not.toBe(user.token);
  });

  it('answers a wrong password and an unknown name with the same message', async () => {
    const user = await registerUser(test.app);
    const wrong = await post(test.app, '/api/user/login', { loginName: user.loginName, password: 'wrong1234' });
    const unknown = await post(test.app, '/api/user/login', { loginName: uniqueLoginName(), password: 'wrong1234' });
    expect(wrong.statusCode).toBe(400);
    expect(envelope(wrong)).toEqual({ code: ResultCode.invalidCredentials, msg: '用户名或密码错误', data: null });
    expect(envelope(unknown)).toEqual(envelope(wrong));
  });

  const login = (loginName: string, password: string, ip: string) => post(test.app, '/api/user/login', { loginName, password }, { ip });

  it('after 5 attempts from one address locks the account for that address only, even for the right password', async () => {
    const user = await registerUser(test.app);
    const attacker = uniqueAddress();
    for (let i = 0; i < 5; i += 1) {
      expect(envelope(await login(user.loginName, `wrong${i}abc`, attacker)).code).toBe(ResultCode.invalidCredentials);
    }
    const locked = await login(user.loginName, user.password, attacker);
    expect(locked.statusCode).toBe(429);
    expect(envelope(locked)).toEqual({
      code: ResultCode.accountLocked,
      msg: expect.stringMatching(/^密码错误次数过多，请 1[45] 分钟后再试$/),
      data: null,
    });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(14 * 60);
    // The owner, elsewhere, is not locked out by someone else's guessing.
    expect(okData<LoginResult>(await login(user.loginName, user.password, uniqueAddress())).uid).toBe(user.uid);

    test.clock.advance(15 * 60 * 1000 + 1000);
    expect(okData<LoginResult>(await login(user.loginName, user.password, attacker)).uid).toBe(user.uid);
  });

  it('backs off: each further lock of the same account and address in a day lasts twice as long', async () => {
    const user = await registerUser(test.app);
    const attacker = uniqueAddress();
    const waits: number[] = [];
    for (let round = 0; round < 3; round += 1) {
      for (let i = 0; i < 5; i += 1) await login(user.loginName, `wrong${i}abc`, attacker);
      const locked = await login(user.loginName, 'wrong9abc', attacker);
      expect(locked.statusCode).toBe(429);
      waits.push(Number(locked.headers['retry-after']));
      test.clock.advance(waits.at(-1)! * 1000 + 1000);
    }
    expect(waits).toEqual([15 * 60, 30 * 60, 60 * 60]);
  });

  it('checks at most 5 passwords of 50 concurrent guesses from one address, and locks the rest out', async () => {
    const user = await registerUser(test.app);
    const attacker = uniqueAddress();
    const guesses = Array.from({ length: 50 }, (_, i) => (i === 37 ? user.password : `guess${i}x`));
    const answers = await Promise.all(guesses.map((password) => login(user.loginName, password, attacker)));
    const checked = answers.filter((answer) => answer.statusCode !== 429);
    expect(checked.length).toBeLessThanOrEqual(5);
    expect(answers.filter((answer) => answer.statusCode === 429)).toHaveLength(50 - checked.length);
    for (const answer of checked) expect([200, 400]).toContain(answer.statusCode);
  });

  it('limits one address to 20 attempts in 15 minutes across accounts; right passwords do not use it up', async () => {
    const ip = uniqueAddress();
    const users = await Promise.all(Array.from({ length: 3 }, () => registerUser(test.app)));
    for (let i = 0; i < 30; i += 1) {
      const user = users[i % 3]!;
      expect(okData<LoginResult>(await login(user.loginName, user.password, ip)).uid).toBe(user.uid);
    }
    for (let i = 0; i < 20; i += 1) {
      expect(envelope(await login(uniqueLoginName(), 'wrong1234', ip)).code).toBe(ResultCode.invalidCredentials);
    }
    const blocked = await login(users[0]!.loginName, users[0]!.password, ip);
    expect(blocked.statusCode).toBe(429);
    expect(envelope(blocked).msg).toMatch(/^尝试次数过于频繁，请 \d+ 分钟后再试$/);
    expect(okData<LoginResult>(await login(users[0]!.loginName, users[0]!.password, uniqueAddress())).uid).toBe(users[0]!.uid);
  });

  it('past 100 attempts on one account in an hour from many addresses, only addresses it logged in from may try', async () => {
    const user = await registerUser(test.app);
    const home = uniqueAddress();
    okData(await login(user.loginName, user.password, home));
    for (let botnet = 0; botnet < 20; botnet += 1) {
      const ip = uniqueAddress();
      await Promise.all(Array.from({ length: 5 }, (_, i) => login(user.loginName, `bot${botnet}x${i}`, ip)));
    }
    const stranger = await login(user.loginName, user.password, uniqueAddress());
    expect(stranger.statusCode).toBe(429);
    expect(envelope(stranger)).toMatchObject({ code: ResultCode.accountLocked, msg: expect.stringContaining('手机验证码登录') });
    expect(okData<LoginResult>(await login(user.loginName, user.password, home)).uid).toBe(user.uid);
  });
});
