import { CHECKIN_MAKEUP_COST, CHECKIN_REWARDS } from '@portal/shared/rules';
import type { CheckinResult, CheckinStatus, MakeUpResult } from '@portal/shared/types';
import { ResultCode } from '@portal/shared/types';
import type { LightMyRequestResponse } from 'fastify';
import { type AccountsTestApp, buildAccountsApp, envelope, okData, registerUser } from '../../../test/accounts';
import { databaseKinds, useTestDatabase } from '../../../test/databases';
import { money } from '../payments/test/helpers';
import { changeBalance } from '../wallet';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe.each(databaseKinds)('check-in on %s', (kind) => {
  const database = useTestDatabase(kind);
  let test: AccountsTestApp;
  beforeAll(async () => {
    test = await buildAccountsApp(database.db);
  });
  afterAll(() => test.app.close());

  /** Puts the server's clock at an instant (the test clock only moves by offsets). */
  const setClock = (iso: string) => test.clock.advance(Date.parse(iso) - test.clock.now().getTime());
  const headers = (token: string, extra: Record<string, string> = {}) => ({ token, ...extra });
  const status = async (token: string) =>
    okData<CheckinStatus>(await test.app.inject({ method: 'GET', url: '/api/checkin', headers: headers(token) }));
  const checkIn = (token: string, body: Record<string, unknown> = {}, extra: Record<string, string> = {}) =>
    test.app.inject({ method: 'POST', url: '/api/checkin', headers: headers(token, extra), payload: body });
  const makeUp = (token: string, day: unknown) =>
    test.app.inject({ method: 'POST', url: '/api/checkin/makeup', headers: headers(token), payload: { day } });
  const grant = (uid: string, amount: number) =>
    database.db.transaction((tx) => changeBalance(tx, { userId: uid, amount, reason: 'grant', reference: 'test:grant', at: new Date() }));

  /** A player whose account dates from the test clock's now (accounts stamp it with the database's own clock). */
  async function newUser() {
    const user = await registerUser(test.app);
    await database.db.query('UPDATE users SET created_at = $2 WHERE uid = $1', [user.uid, test.clock.now()]);
    return user;
  }

  function expectRefusal(response: LightMyRequestResponse, status: number, code: number) {
    expect({ status: response.statusCode, code: envelope(response).code }).toEqual({ status, code });
  }

  it('needs a session', async () => {
    expectRefusal(await test.app.inject({ method: 'GET', url: '/api/checkin' }), 401, ResultCode.sessionInvalid);
    expectRefusal(await test.app.inject({ method: 'POST', url: '/api/checkin' }), 401, ResultCode.sessionInvalid);
  });

  it('100 concurrent check-ins of one user pay one reward', async () => {
    setClock('2026-03-10T12:00:00+08:00');
    const user = await newUser();
    const answers = await Promise.all(Array.from({ length: 100 }, () => checkIn(user.token)));
    const paid = answers.filter((answer) => answer.statusCode === 200);
    expect(paid).toHaveLength(1);
    for (const answer of answers.filter((a) => a.statusCode !== 200)) expectRefusal(answer, 409, ResultCode.alreadyCheckedIn);
    expect(okData<CheckinResult>(paid[0]!)).toEqual({
      day: '2026-03-10',
      streak: 1,
      reward: CHECKIN_REWARDS[0],
      coinNum: CHECKIN_REWARDS[0],
    });
    const after = await money(database.db, user.uid);
    expect(after.ledger).toEqual([
      { amount: String(CHECKIN_REWARDS[0]), reason: 'grant', reference: 'checkin:2026-03-10', balance_after: String(CHECKIN_REWARDS[0]) },
    ]);
    expect(after.balance).toBe(after.sum);
  });

  it('takes the day from the server clock; a device date, header or body changes nothing', async () => {
    setClock('2026-03-10T12:00:00+08:00');
    const user = await newUser();
    const result = okData<CheckinResult>(
      await checkIn(
        user.token,
        { day: '2026-03-09', date: '2026-03-11', at: '2026-03-11T00:00:00+08:00' },
        { date: 'Wed, 11 Mar 2026 02:00:00 GMT' },
      ),
    );
    expect(result.day).toBe('2026-03-10');
    // A device that thinks it is tomorrow still cannot check in twice today.
    expectRefusal(await checkIn(user.token, { day: '2026-03-11' }), 409, ResultCode.alreadyCheckedIn);
    const calendar = await status(user.token);
    expect(calendar).toMatchObject({ today: '2026-03-10', month: '2026-03', checkedToday: true, streak: 1 });
    expect(calendar.days.find((day) => day.day === '2026-03-10')?.state).toBe('checked');
    expect(calendar.days.find((day) => day.day === '2026-03-11')?.state).toBe('future');
  });

  it('turns the day at 00:00:00 in China (+08:00), not at UTC midnight', async () => {
    setClock('2026-03-10T23:59:59+08:00');
    const user = await newUser();
    expect(okData<CheckinResult>(await checkIn(user.token)).day).toBe('2026-03-10');
    expectRefusal(await checkIn(user.token), 409, ResultCode.alreadyCheckedIn);
    test.clock.advance(1_000);
    // 2026-03-10T16:00:00Z: still the 10th in UTC, already the 11th in China.
    expect(test.clock.now().toISOString()).toBe('2026-03-10T16:00:00.000Z');
    expect(okData<CheckinResult>(await checkIn(user.token))).toMatchObject({ day: '2026-03-11', streak: 2, reward: CHECKIN_REWARDS[1] });
  });

  it('pays along the reward table: day 7 the most, day 8 starts again; a missed day resets the streak', async () => {
    setClock('2026-05-01T09:00:00+08:00');
    const user = await newUser();
    const paid: number[] = [];
    for (let day = 0; day < 8; day += 1) {
      const result = okData<CheckinResult>(await checkIn(user.token));
      expect(result.streak).toBe(day + 1);
      paid.push(result.reward);
      test.clock.advance(DAY);
    }
    expect(paid).toEqual([...CHECKIN_REWARDS, CHECKIN_REWARDS[0]]);
    expect(Math.max(...paid)).toBe(paid[6]);
    // 05-09 is missed: on 05-10 the streak starts again at 1.
    test.clock.advance(DAY);
    const before = await status(user.token);
    expect(before).toMatchObject({ today: '2026-05-10', checkedToday: false, streak: 0, todayReward: CHECKIN_REWARDS[0] });
    expect(okData<CheckinResult>(await checkIn(user.token))).toMatchObject({ streak: 1, reward: CHECKIN_REWARDS[0] });
    const calendar = await status(user.token);
    expect(calendar.days.slice(0, 11).map((day) => day.state)).toEqual([...Array(8).fill('checked'), 'missed', 'checked', 'future']);
    const after = await money(database.db, user.uid);
    expect(after.balance).toBe(paid.reduce((a, b) => a + b, 0) + CHECKIN_REWARDS[0]!);
  });

  it('makes up a missed day of this month once, charging the cost once and joining the streak again', async () => {
    setClock('2026-06-03T10:00:00+08:00');
    const user = await newUser();
    await grant(user.uid, 100);
    okData(await checkIn(user.token)); // 06-03
    test.clock.advance(2 * DAY); // 06-05: 06-04 missed
    okData(await checkIn(user.token));
    expect((await status(user.token)).streak).toBe(1);

    const answers = await Promise.all(Array.from({ length: 10 }, () => makeUp(user.token, '2026-06-04')));
    const made = answers.filter((answer) => answer.statusCode === 200);
    expect(made).toHaveLength(1);
    for (const answer of answers.filter((a) => a.statusCode !== 200)) expectRefusal(answer, 409, ResultCode.dayAlreadyChecked);
    expect(okData<MakeUpResult>(made[0]!)).toMatchObject({ day: '2026-06-04', cost: CHECKIN_MAKEUP_COST, streak: 3 });
    const calendar = await status(user.token);
    expect(calendar.streak).toBe(3);
    // 06-01 and 06-02 were before the account existed: nothing to make up there.
    expect(calendar.days.slice(0, 5).map((day) => day.state)).toEqual(['before', 'before', 'checked', 'madeUp', 'checked']);
    expectRefusal(await makeUp(user.token, '2026-06-02'), 400, ResultCode.makeUpNotAllowed);
    const charges = (await money(database.db, user.uid)).ledger.filter((row) => row.reason === 'purchase');
    expect(charges).toEqual([expect.objectContaining({ amount: String(-CHECKIN_MAKEUP_COST), reference: 'checkin-makeup:2026-06-04' })]);

    // Only missed days of this month before today.
    expectRefusal(await makeUp(user.token, '2026-06-05'), 400, ResultCode.makeUpNotAllowed); // today
    expectRefusal(await makeUp(user.token, '2026-06-06'), 400, ResultCode.makeUpNotAllowed); // future
    expectRefusal(await makeUp(user.token, '2026-05-31'), 400, ResultCode.makeUpNotAllowed); // last month
    expectRefusal(await makeUp(user.token, '2026-06-03'), 409, ResultCode.dayAlreadyChecked);
    const money2 = await money(database.db, user.uid);
    expect(money2.balance).toBe(money2.sum);
  });

  it('refuses a make-up without the balance, leaving the day missed; bad days are a 400 naming the field', async () => {
    setClock('2026-06-01T10:00:00+08:00');
    const user = await newUser();
    test.clock.advance(9 * DAY);
    expectRefusal(await makeUp(user.token, '2026-06-02'), 400, ResultCode.insufficientBalance);
    expect((await status(user.token)).days[1]!.state).toBe('missed');
    expect((await money(database.db, user.uid)).ledger).toEqual([]);
    for (const day of ['2026-6-2', 'yesterday', 20260602, null]) {
      const response = await makeUp(user.token, day);
      expect({ status: response.statusCode, named: envelope(response).msg.includes('day') }).toEqual({ status: 400, named: true });
    }
    const missing = await test.app.inject({ method: 'POST', url: '/api/checkin/makeup', headers: headers(user.token), payload: {} });
    expect(missing.statusCode).toBe(400);
    // A well-formed string that is no calendar day.
    const noDay = await makeUp(user.token, '2026-06-00');
    expect({ status: noDay.statusCode, code: envelope(noDay).code, named: envelope(noDay).msg.includes('day') }).toEqual({
      status: 400,
      code: ResultCode.badRequest,
      named: true,
    });
  });
});
