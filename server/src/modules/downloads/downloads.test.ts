import type { DownloadResult } from '@portal/shared/types';
import { databaseKinds, useTestDatabase } from '../../../test/databases';
import { buildAccountsApp, envelope, okData, post, registerUser, type AccountsTestApp } from '../../../test/accounts';
import { ResultCode } from '@portal/shared/types';
import { insertGame, setMembership } from '../gifts/test/fixtures';
import { changeBalance } from '../wallet';

describe.each(databaseKinds)('downloads and purchases on %s', (kind) => {
  const database = useTestDatabase(kind);
  let test: AccountsTestApp;
  beforeAll(async () => {
    test = await buildAccountsApp(database.db);
  });
  afterAll(() => test.app.close());

  const download = (gameId: number, platformType: number, token?: string, extra: Record<string, unknown> = {}) =>
    post(test.app, `/api/user/game/download/${gameId}`, { platformType, ...extra }, token === undefined ? {} : { token });

  const grant = (uid: string, amount: number) =>
    database.db.transaction((tx) => changeBalance(tx, { userId: uid, amount, reason: 'grant', reference: 'test:grant', at: new Date() }));

  async function money(uid: string, gameId: number) {
    const user = await database.db.one<{ coin_num: string }>('SELECT coin_num::text AS coin_num FROM users WHERE uid = $1', [uid]);
    const ledger = await database.db.query<{ amount: string; reason: string; reference: string; balance_after: string }>(
      'SELECT amount::text AS amount, reason, reference, balance_after::text AS balance_after FROM coin_ledger WHERE user_id = $1 ORDER BY id',
      [uid],
    );
    const purchases = await database.db.query<{ price: number; ledger_id: string }>(
      'SELECT price, ledger_id::text AS ledger_id FROM game_purchases WHERE user_id = $1 AND game_id = $2',
      [uid, gameId],
    );
    return { balance: Number(user!.coin_num), ledger, purchases };
  }

  async function downloadStats(gameId: number) {
    const game = await database.db.one<{ n: string }>('SELECT download_count::text AS n FROM games WHERE id = $1', [gameId]);
    const events = await database.db.query<{
      user_id: string | null;
      platform_type: number;
      channel_id: string;
      invite_code: string | null;
    }>('SELECT user_id::text AS user_id, platform_type, channel_id, invite_code FROM download_events WHERE game_id = $1 ORDER BY id', [
      gameId,
    ]);
    return { count: Number(game!.n), events };
  }

  it('a free game downloads without a charge, records the event and counts the download', async () => {
    const gameId = await insertGame(database.db, { androidUrl: 'https://download.xgame.example.com/free/game.apk' });
    const user = await registerUser(test.app);
    await grant(user.uid, 50);
    const result = okData<DownloadResult>(await download(gameId, 1, user.token));
    expect(result).toEqual({ url: 'https://download.xgame.example.com/free/game.apk', charged: 0, access: 'free', coinNum: 50 });
    const { balance, ledger } = await money(user.uid, gameId);
    expect(balance).toBe(50);
    expect(ledger).toHaveLength(1);
    const stats = await downloadStats(gameId);
    expect(stats.count).toBe(1);
    expect(stats.events).toEqual([{ user_id: user.uid, platform_type: 1, channel_id: '0', invite_code: null }]);
  });

  it('answers the iOS link for platformType 2', async () => {
    const gameId = await insertGame(database.db, { iosUrl: 'https://download.xgame.example.com/ios/game.ipa' });
    const user = await registerUser(test.app);
    expect(okData<DownloadResult>(await download(gameId, 2, user.token)).url).toBe('https://download.xgame.example.com/ios/game.ipa');
  });

  it('charges a paid game once: ledger row with the balance after, a purchase row, and the next download is owned', async () => {
    const gameId = await insertGame(database.db, { onlineType: 1, buyAmount: 30 });
    const user = await registerUser(test.app);
    await grant(user.uid, 100);
    const first = okData<DownloadResult>(await download(gameId, 1, user.token));
    expect(first).toEqual({ url: expect.stringMatching(/^https:\/\//), charged: 30, access: 'purchased', coinNum: 70 });
    const after = await money(user.uid, gameId);
    expect(after.balance).toBe(70);
    expect(after.ledger).toEqual([
      { amount: '100', reason: 'grant', reference: 'test:grant', balance_after: '100' },
      { amount: '-30', reason: 'purchase', reference: `game:${gameId}`, balance_after: '70' },
    ]);
    const purchaseLedger = await database.db.one<{ id: string }>(
      "SELECT id::text AS id FROM coin_ledger WHERE user_id = $1 AND reason = 'purchase'",
      [user.uid],
    );
    expect(after.purchases).toEqual([{ price: 30, ledger_id: purchaseLedger!.id }]);

    const second = okData<DownloadResult>(await download(gameId, 2, user.token));
    expect(second).toEqual({ url: expect.stringMatching(/^https:\/\//), charged: 0, access: 'owned', coinNum: 70 });
    const later = await money(user.uid, gameId);
    expect(later.balance).toBe(70);
    expect(later.ledger).toHaveLength(2);
    expect((await downloadStats(gameId)).count).toBe(2);
  });

  it('a member downloads a paid game free', async () => {
    const gameId = await insertGame(database.db, { onlineType: 1, buyAmount: 30 });
    const user = await registerUser(test.app);
    await setMembership(database.db, user.uid, 1, new Date(test.clock.now().getTime() + 86_400_000));
    const result = okData<DownloadResult>(await download(gameId, 1, user.token));
    expect(result).toMatchObject({ charged: 0, access: 'member', coinNum: 0 });
    const { ledger, purchases } = await money(user.uid, gameId);
    expect(ledger).toEqual([]);
    expect(purchases).toEqual([]);
    expect((await downloadStats(gameId)).count).toBe(1);
  });

  it('an expired member pays like everyone else', async () => {
    const gameId = await insertGame(database.db, { onlineType: 1, buyAmount: 25 });
    const user = await registerUser(test.app);
    await grant(user.uid, 40);
    await setMembership(database.db, user.uid, 2, new Date(test.clock.now().getTime() - 1000));
    const result = okData<DownloadResult>(await download(gameId, 1, user.token));
    expect(result).toMatchObject({ charged: 25, access: 'purchased', coinNum: 15 });
    expect((await money(user.uid, gameId)).purchases).toHaveLength(1);
  });

  it('too few diamonds: 1201 当前X钻余额不足！ and nothing changes', async () => {
    const gameId = await insertGame(database.db, { onlineType: 1, buyAmount: 60 });
    const user = await registerUser(test.app);
    await grant(user.uid, 59);
    const before = await money(user.uid, gameId);
    const response = await download(gameId, 1, user.token);
    expect(response.statusCode).toBe(400);
    expect(envelope(response)).toEqual({ code: ResultCode.insufficientBalance, msg: '当前X钻余额不足！', data: null });
    expect(await money(user.uid, gameId)).toEqual(before);
    expect(before.purchases).toEqual([]);
    expect(await downloadStats(gameId)).toEqual({ count: 0, events: [] });
  });

  it('refuses a platform the game does not offer with 1204', async () => {
    const iosOnly = await insertGame(database.db, { isAndroid: false, androidUrl: null });
    const noLink = await insertGame(database.db, { isIos: true, iosUrl: null });
    const user = await registerUser(test.app);
    for (const [gameId, platform] of [
      [iosOnly, 1],
      [noLink, 2],
    ] as const) {
      const response = await download(gameId, platform, user.token);
      expect(response.statusCode).toBe(400);
      expect(envelope(response)).toEqual({ code: ResultCode.platformUnavailable, msg: '该游戏暂不支持此平台下载', data: null });
      expect((await downloadStats(gameId)).count).toBe(0);
    }
  });

  it('an unknown game is 404 with 1203; a platform other than 1 or 2 is a 400 naming the field', async () => {
    const user = await registerUser(test.app);
    const unknown = await download(987_654_321, 1, user.token);
    expect(unknown.statusCode).toBe(404);
    expect(envelope(unknown).code).toBe(ResultCode.gameNotFound);
    const gameId = await insertGame(database.db);
    const bad = await download(gameId, 3, user.token);
    expect(bad.statusCode).toBe(400);
    expect(envelope(bad).msg).toContain('platformType');
  });

  it('a visitor downloads a free game (spec §6); a stale token is refused with code 2', async () => {
    const gameId = await insertGame(database.db, { androidUrl: 'https://download.xgame.example.com/free/visitor.apk' });
    const response = await download(gameId, 1);
    expect(response.statusCode).toBe(200);
    expect(envelope(response).data).toEqual({
      url: 'https://download.xgame.example.com/free/visitor.apk',
      charged: 0,
      access: 'free',
      coinNum: 0,
    });
    expect((await downloadStats(gameId)).count).toBe(1);
    const stale = await download(gameId, 1, 'no-such-token');
    expect(stale.statusCode).toBe(401);
    expect(envelope(stale).code).toBe(ResultCode.sessionInvalid);
  });

  it('a guest gets code 2 for a paid game; another user’s uid in the body is refused with 403 and nothing is charged', async () => {
    const gameId = await insertGame(database.db, { onlineType: 1, buyAmount: 10 });
    const guest = await download(gameId, 1);
    expect(guest.statusCode).toBe(401);
    expect(envelope(guest).code).toBe(ResultCode.sessionInvalid);

    const caller = await registerUser(test.app);
    const victim = await registerUser(test.app);
    await grant(caller.uid, 100);
    await grant(victim.uid, 100);
    const response = await download(gameId, 1, caller.token, { uid: victim.uid });
    expect(response.statusCode).toBe(403);
    expect(envelope(response).code).toBe(ResultCode.forbiddenOtherUser);
    for (const uid of [caller.uid, victim.uid]) {
      const { balance, ledger, purchases } = await money(uid, gameId);
      expect(balance).toBe(100);
      expect(ledger).toHaveLength(1);
      expect(purchases).toEqual([]);
    }
    expect((await downloadStats(gameId)).count).toBe(0);
  });

  it('charges a paid game only once under 20 concurrent requests; the ledger sums to the balance', async () => {
    const gameId = await insertGame(database.db, { onlineType: 1, buyAmount: 40 });
    const user = await registerUser(test.app);
    await grant(user.uid, 100);
    const results = (await Promise.all(Array.from({ length: 20 }, () => download(gameId, 1, user.token)))).map((r) =>
      okData<DownloadResult>(r),
    );
    expect(results.filter((r) => r.access === 'purchased')).toHaveLength(1);
    expect(results.filter((r) => r.access === 'owned')).toHaveLength(19);
    expect(results.reduce((sum, r) => sum + r.charged, 0)).toBe(40);
    const { balance, purchases } = await money(user.uid, gameId);
    expect(balance).toBe(60);
    expect(purchases).toHaveLength(1);
    const sum = await database.db.one<{ total: string }>('SELECT sum(amount)::text AS total FROM coin_ledger WHERE user_id = $1', [
      user.uid,
    ]);
    expect(Number(sum!.total)).toBe(balance);
    expect((await downloadStats(gameId)).count).toBe(20);
  });

  it('records download attribution for a guest and for a user; appID 2008 is the portal, not a game', async () => {
    const gameId = await insertGame(database.db);
    const guest = await post(test.app, '/api/user/game/download/upload', {
      channelID: 'ch-01',
      inviteCode: 'ABCD2345',
      gameId,
      platformType: 2,
    });
    expect(guest.statusCode).toBe(200);
    expect(envelope(guest)).toEqual({ code: 0, msg: '成功', data: null });
    const user = await registerUser(test.app);
    okData(await post(test.app, '/api/user/game/download/upload', { appID: gameId }, { token: user.token }));
    expect((await downloadStats(gameId)).events).toEqual([
      { user_id: null, platform_type: 2, channel_id: 'ch-01', invite_code: 'ABCD2345' },
      { user_id: user.uid, platform_type: null, channel_id: '0', invite_code: null },
    ]);
    // Attribution is not a download: the counter is untouched.
    expect((await downloadStats(gameId)).count).toBe(0);

    // A stale token is a guest; the client's appID 2008 attributes to no game.
    okData(await post(test.app, '/api/user/game/download/upload', { channelID: 'ch-stale' }, { token: 'stale-token' }));
    const stale = await database.db.one<{ user_id: string | null; game_id: string | null }>(
      "SELECT user_id::text AS user_id, game_id::text AS game_id FROM download_events WHERE channel_id = 'ch-stale'",
    );
    expect(stale).toEqual({ user_id: null, game_id: null });
  });

  it('validates attribution input: too long a channel, an unknown gameId', async () => {
    const long = await post(test.app, '/api/user/game/download/upload', { channelID: 'x'.repeat(65) });
    expect(long.statusCode).toBe(400);
    expect(envelope(long).msg).toContain('channelID');
    const unknown = await post(test.app, '/api/user/game/download/upload', { channelID: '1', gameId: 987_654_321 });
    expect(unknown.statusCode).toBe(404);
    expect(envelope(unknown).code).toBe(ResultCode.gameNotFound);
  });
});
