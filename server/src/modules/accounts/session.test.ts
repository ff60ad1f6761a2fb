import type { UserProfile } from '@portal/shared/types';
import { databaseKinds, useTestDatabase } from '../../../test/databases';
import { buildAccountsApp, envelope, okData, post, registerUser, type AccountsTestApp } from '../../../test/accounts';
import { ResultCode } from '@portal/shared/types';
import { SESSION_TOUCH_INTERVAL_MS } from '../../platform/sessions/session-service';

const DAY = 86_400_000;

describe.each(databaseKinds)('sessions and identity on %s', (kind) => {
  const database = useTestDatabase(kind);
  let test: AccountsTestApp;
  beforeAll(async () => {
    test = await buildAccountsApp(database.db, { SESSION_TTL_DAYS: '30' });
  });
  afterAll(() => test.app.close());

  const expectSessionInvalid = (response: Awaited<ReturnType<typeof post>>) => {
    expect(response.statusCode).toBe(401);
    expect(envelope(response)).toEqual({ code: 2, msg: '登录已失效，请重新登录', data: null });
  };

  it('answers code 2 with no token, an unknown token and an empty token', async () => {
    expectSessionInvalid(await post(test.app, '/api/user/center/me'));
    expectSessionInvalid(await post(test.app, '/api/user/center/me', {}, { token: 'not-a-real-token' }));
    expectSessionInvalid(await post(test.app, '/api/user/center/me', {}, { token: '' }));
  });

  it('answers code 2 before looking at the input', async () => {
    expectSessionInvalid(await post(test.app, '/api/user/center/updateInfo', { age: 'old' }, { token: 'nope' }));
  });

  it('expires a session 30 days after its last use, and each use pushes the expiry out', async () => {
    const user = await registerUser(test.app);
    test.clock.advance(29 * DAY);
    okData(await post(test.app, '/api/user/center/me', { uid: user.uid }, { token: user.token }));
    test.clock.advance(29 * DAY);
    okData(await post(test.app, '/api/user/center/me', { uid: user.uid }, { token: user.token }));
    test.clock.advance(30 * DAY + 1000);
    expectSessionInvalid(await post(test.app, '/api/user/center/me', { uid: user.uid }, { token: user.token }));
  });

  it('pushes the expiry out at most once a minute: a use within a minute of the last one writes nothing', async () => {
    const user = await registerUser(test.app);
    const halfInterval = SESSION_TOUCH_INTERVAL_MS / 2;
    test.clock.advance(halfInterval);
    okData(await post(test.app, '/api/user/center/me', {}, { token: user.token }));
    // The expiry is still 30 days after the session began, not after the use half a minute later.
    test.clock.advance(30 * DAY - halfInterval + 1000);
    expectSessionInvalid(await post(test.app, '/api/user/center/me', {}, { token: user.token }));
  });

  it('revokes the token on logout; other sessions of the user keep working', async () => {
    const user = await registerUser(test.app);
    const other = await post(test.app, '/api/user/login', { loginName: user.loginName, password: user.password });
    const otherToken = envelope<{ token: string }>(other).data.token;
    expect(envelope(await post(test.app, '/api/user/logout', {}, { token: user.token, uid: user.uid }))).toEqual({
      code: 0,
      msg: '成功',
      data: null,
    });
    expectSessionInvalid(await post(test.app, '/api/user/center/me', {}, { token: user.token }));
    // Logging out again (or with no token at all) is not an error: the user is logged out either way.
    expect(envelope(await post(test.app, '/api/user/logout', {}, { token: user.token }))).toEqual({ code: 0, msg: '成功', data: null });
    expect(envelope(await post(test.app, '/api/user/logout', {}))).toEqual({ code: 0, msg: '成功', data: null });
    expect(okData<UserProfile>(await post(test.app, '/api/user/center/me', {}, { token: otherToken })).uid).toBe(user.uid);
  });

  it('refuses another user’s uid in the body, query or header and leaves that user unchanged', async () => {
    const me = await registerUser(test.app);
    const victim = await registerUser(test.app);
    const before = await database.db.one('SELECT name, sex, age FROM users WHERE uid = $1', [victim.uid]);

    const inBody = await post(test.app, '/api/user/center/updateInfo', { uid: victim.uid, name: '坏人' }, { token: me.token });
    expect(inBody.statusCode).toBe(403);
    expect(envelope(inBody)).toEqual({ code: ResultCode.forbiddenOtherUser, msg: '无权操作其他用户的数据', data: null });

    const inHeader = await post(test.app, '/api/user/center/updateInfo', { name: '坏人' }, { token: me.token, uid: victim.uid });
    expect(inHeader.statusCode).toBe(403);

    const inQuery = await test.app.inject({
      method: 'POST',
      url: `/api/user/center/me?uid=${victim.uid}`,
      headers: { token: me.token },
    });
    expect(inQuery.statusCode).toBe(403);

    const json = await post(test.app, '/api/user/center/me', { uid: Number(victim.uid) }, { token: me.token, json: true });
    expect(json.statusCode).toBe(403);

    expect(await database.db.one('SELECT name, sex, age FROM users WHERE uid = $1', [victim.uid])).toEqual(before);
    expect((await database.db.one<{ name: string }>('SELECT name FROM users WHERE uid = $1', [me.uid]))!.name).toBe(me.name);
  });

  it('accepts the caller’s own uid (as text or number) alongside the token', async () => {
    const me = await registerUser(test.app);
    expect(okData<UserProfile>(await post(test.app, '/api/user/center/me', { uid: me.uid }, { token: me.token, uid: me.uid })).uid).toBe(
      me.uid,
    );
    expect(
      okData<UserProfile>(await post(test.app, '/api/user/center/me', { uid: Number(me.uid) }, { token: me.token, json: true })).uid,
    ).toBe(me.uid);
  });
});
