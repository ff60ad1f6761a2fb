import type { ClaimedGift, GiftClaimResult, GiftPack, Paged } from '@portal/shared/types';
import { databaseKinds, useTestDatabase } from '../../../test/databases';
import {
  buildAccountsApp,
  envelope,
  okData,
  post,
  registerUser,
  uniqueAddress,
  uniqueDevice,
  type AccountsTestApp,
} from '../../../test/accounts';
import { ResultCode } from '@portal/shared/types';
import { GIFT_EXPIRED_MESSAGE } from './service';
import { insertGame, insertGiftPack } from './test/fixtures';

describe.each(databaseKinds)('gift packs on %s', (kind) => {
  const database = useTestDatabase(kind);
  let test: AccountsTestApp;
  beforeAll(async () => {
    test = await buildAccountsApp(database.db);
  });
  afterAll(() => test.app.close());

  const giftList = (appID: number, token?: string) =>
    post(test.app, '/api/web/game/detail/giftlist', { appID }, token === undefined ? {} : { token });
  const claim = (giftId: number, token?: string) =>
    post(test.app, '/api/web/game/gift/claim', { giftId }, token === undefined ? {} : { token });

  it('lists a game’s packs with remaining, total and the caller’s claimed code (null for guests)', async () => {
    const gameId = await insertGame(database.db, { name: '礼包测试' });
    const starter = await insertGiftPack(database.db, gameId, { name: '新手礼包', poolSize: 3 });
    const deluxe = await insertGiftPack(database.db, gameId, {
      name: '豪华礼包',
      poolSize: 2,
      expiresAt: new Date('2099-01-01T00:00:00Z'),
    });
    const user = await registerUser(test.app);
    const claimed = okData<GiftClaimResult>(await claim(starter.id, user.token));

    const mine = okData<GiftPack[]>(await giftList(gameId, user.token));
    expect(mine).toEqual([
      {
        id: starter.id,
        gameId,
        gameName: '礼包测试',
        gameIcon: expect.stringMatching(/^https:/),
        name: '新手礼包',
        content: '钻石×100、金币×5000',
        usage: '进入游戏兑换',
        remaining: 2,
        total: 3,
        expiresAt: null,
        claimedCode: claimed.code,
      },
      expect.objectContaining({ id: deluxe.id, remaining: 2, total: 2, expiresAt: '2099-01-01T00:00:00.000Z', claimedCode: null }),
    ]);
    const guest = okData<GiftPack[]>(await giftList(gameId));
    expect(guest.map((p) => p.claimedCode)).toEqual([null, null]);
    expect(guest[0]!.remaining).toBe(2);
    // A stale token is a guest here, not a forced logout.
    const stale = await giftList(gameId, 'no-such-token');
    expect(stale.statusCode).toBe(200);
    expect(okData<GiftPack[]>(stale).map((p) => p.claimedCode)).toEqual([null, null]);
  });

  it('answers an unknown game with 404 and code 1203', async () => {
    const response = await giftList(987_654_321);
    expect(response.statusCode).toBe(404);
    expect(envelope(response)).toEqual({ code: ResultCode.gameNotFound, msg: '游戏不存在或已下架', data: null });
  });

  it('hands out one code, and a repeat claim returns the same code without taking another', async () => {
    const gameId = await insertGame(database.db);
    const pack = await insertGiftPack(database.db, gameId, { poolSize: 3 });
    const user = await registerUser(test.app);
    const first = okData<GiftClaimResult>(await claim(pack.id, user.token));
    expect(first).toEqual({ giftId: pack.id, code: expect.any(String), newlyClaimed: true });
    expect(pack.codes).toContain(first.code);
    const again = okData<GiftClaimResult>(
      await post(test.app, '/api/web/game/gift/claim', { giftId: pack.id }, { token: user.token, json: true }),
    );
    expect(again).toEqual({ giftId: pack.id, code: first.code, newlyClaimed: false });
    const held = await database.db.query('SELECT code FROM gift_codes WHERE gift_id = $1 AND claimed_by = $2', [pack.id, user.uid]);
    expect(held).toHaveLength(1);
  });

  it('refuses a claim on an empty pool with 1202 and its message', async () => {
    const gameId = await insertGame(database.db);
    const pack = await insertGiftPack(database.db, gameId, { poolSize: 1 });
    const first = await registerUser(test.app);
    const second = await registerUser(test.app);
    okData(await claim(pack.id, first.token));
    const response = await claim(pack.id, second.token);
    expect(response.statusCode).toBe(409);
    expect(envelope(response)).toEqual({ code: ResultCode.giftPoolEmpty, msg: '礼包已被领完，请关注后续活动', data: null });
    // The one who got the last code still gets it back.
    expect(okData<GiftClaimResult>(await claim(pack.id, first.token)).newlyClaimed).toBe(false);
  });

  it('refuses a claim on an expired pack with a clear message', async () => {
    const gameId = await insertGame(database.db);
    const pack = await insertGiftPack(database.db, gameId, { poolSize: 5, expiresAt: new Date(test.clock.now().getTime() + 60_000) });
    const user = await registerUser(test.app);
    test.clock.advance(61_000);
    const response = await claim(pack.id, user.token);
    expect(response.statusCode).toBe(400);
    expect(envelope(response)).toEqual({ code: ResultCode.failed, msg: GIFT_EXPIRED_MESSAGE, data: null });
    const left = await database.db.one<{ n: string }>(
      'SELECT count(*)::text AS n FROM gift_codes WHERE gift_id = $1 AND claimed_by IS NULL',
      [pack.id],
    );
    expect(left!.n).toBe('5');
  });

  it('answers a guest claim with code 2, and an unknown pack with 404', async () => {
    const gameId = await insertGame(database.db);
    const pack = await insertGiftPack(database.db, gameId, { poolSize: 2 });
    const guest = await claim(pack.id);
    expect(guest.statusCode).toBe(401);
    expect(envelope(guest).code).toBe(ResultCode.sessionInvalid);
    const user = await registerUser(test.app);
    const unknown = await claim(987_654_321, user.token);
    expect(unknown.statusCode).toBe(404);
    const free = await database.db.one<{ n: string }>(
      'SELECT count(*)::text AS n FROM gift_codes WHERE gift_id = $1 AND claimed_by IS NULL',
      [pack.id],
    );
    expect(free!.n).toBe('2');
  });

  it('20 concurrent claims by 20 users on a 5-code pool hand out exactly 5 distinct codes; 15 get 1202', async () => {
    const gameId = await insertGame(database.db);
    const pack = await insertGiftPack(database.db, gameId, { poolSize: 5 });
    const users = await Promise.all(Array.from({ length: 20 }, () => registerUser(test.app)));
    const responses = await Promise.all(users.map((user) => claim(pack.id, user.token)));
    const won = responses.filter((r) => r.statusCode === 200).map((r) => okData<GiftClaimResult>(r).code);
    const lost = responses.filter((r) => r.statusCode !== 200);
    expect(new Set(won).size).toBe(5);
    expect([...won].sort()).toEqual([...pack.codes].sort());
    expect(lost).toHaveLength(15);
    for (const response of lost) expect(envelope(response).code).toBe(ResultCode.giftPoolEmpty);
  });

  it('concurrent claims by one user never hand out two codes', async () => {
    const gameId = await insertGame(database.db);
    const pack = await insertGiftPack(database.db, gameId, { poolSize: 10 });
    const user = await registerUser(test.app);
    const results = (await Promise.all(Array.from({ length: 10 }, () => claim(pack.id, user.token)))).map((r) =>
      okData<GiftClaimResult>(r),
    );
    expect(new Set(results.map((r) => r.code)).size).toBe(1);
    expect(results.filter((r) => r.newlyClaimed)).toHaveLength(1);
    const taken = await database.db.one<{ n: string }>(
      'SELECT count(*)::text AS n FROM gift_codes WHERE gift_id = $1 AND claimed_by IS NOT NULL',
      [pack.id],
    );
    expect(taken!.n).toBe('1');
  });

  it('lists my claimed codes newest first, paginated; guests get code 2', async () => {
    const gameId = await insertGame(database.db, { name: '我的礼包游戏' });
    const packs = [
      await insertGiftPack(database.db, gameId, { name: '礼包一', poolSize: 1 }),
      await insertGiftPack(database.db, gameId, { name: '礼包二', poolSize: 1 }),
      await insertGiftPack(database.db, gameId, { name: '礼包三', poolSize: 1 }),
    ];
    const user = await registerUser(test.app);
    for (const pack of packs) {
      okData(await claim(pack.id, user.token));
      test.clock.advance(1000);
    }
    const first = okData<Paged<ClaimedGift>>(await post(test.app, '/api/user/game/gifts', { page: 1, pageSize: 2 }, { token: user.token }));
    expect(first.total).toBe(3);
    expect(first.page).toBe(1);
    expect(first.pageSize).toBe(2);
    expect(first.items.map((g) => g.name)).toEqual(['礼包三', '礼包二']);
    expect(first.items[0]).toEqual({
      giftId: packs[2]!.id,
      gameId,
      gameName: '我的礼包游戏',
      gameIcon: expect.stringMatching(/^https:/),
      name: '礼包三',
      code: packs[2]!.codes[0],
      claimedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    const second = okData<Paged<ClaimedGift>>(
      await post(test.app, '/api/user/game/gifts', { page: 2, pageSize: 2 }, { token: user.token }),
    );
    expect(second.items.map((g) => g.name)).toEqual(['礼包一']);
    const guest = await post(test.app, '/api/user/game/gifts', { page: 1, pageSize: 2 });
    expect(envelope(guest).code).toBe(ResultCode.sessionInvalid);
  });

  it('lists every pack newest first for the welfare page', async () => {
    const gameId = await insertGame(database.db);
    const older = await insertGiftPack(database.db, gameId, { poolSize: 1 });
    const newer = await insertGiftPack(database.db, gameId, { poolSize: 2 });
    const page = okData<Paged<GiftPack>>(await post(test.app, '/api/web/game/gifts/all', { page: 1, pageSize: 2 }));
    expect(page.items.map((p) => p.id)).toEqual([newer.id, older.id]);
    expect(page.total).toBeGreaterThanOrEqual(2);
  });

  it('puts the packs a player can still claim before sold-out and expired ones on the welfare page', async () => {
    const gameId = await insertGame(database.db);
    const claimable = await insertGiftPack(database.db, gameId, { poolSize: 2 });
    const soldOut = await insertGiftPack(database.db, gameId, { poolSize: 1 });
    await claim(soldOut.id, (await registerUser(test.app)).token);
    const expired = await insertGiftPack(database.db, gameId, { poolSize: 3, expiresAt: new Date('2001-01-01T00:00:00Z') });

    const listing: GiftPack[] = [];
    for (let page = 1; ; page += 1) {
      const found = okData<Paged<GiftPack>>(await post(test.app, '/api/web/game/gifts/all', { page, pageSize: 50 }));
      listing.push(...found.items);
      if (listing.length >= found.total || found.items.length === 0) break;
    }
    const now = test.clock.now().getTime();
    const open = (pack: GiftPack) => pack.remaining > 0 && (pack.expiresAt === null || Date.parse(pack.expiresAt) > now);
    const firstClosed = listing.findIndex((pack) => !open(pack));
    expect(listing.slice(firstClosed).filter(open)).toEqual([]);
    const position = (id: number) => listing.findIndex((pack) => pack.id === id);
    expect(position(claimable.id)).toBeLessThan(position(soldOut.id));
    expect(position(claimable.id)).toBeLessThan(position(expired.id));
    expect(position(soldOut.id)).toBeGreaterThanOrEqual(firstClosed);
  });

  it('lets no one client drain a pack: 30 claims an hour per address and 15 per device, whatever the accounts', async () => {
    const gameId = await insertGame(database.db);
    const pack = await insertGiftPack(database.db, gameId, { poolSize: 80 });
    const players = await Promise.all(Array.from({ length: 40 }, () => registerUser(test.app)));
    const ip = uniqueAddress();
    const fromAddress = await Promise.all(
      players.map((player) => post(test.app, '/api/web/game/gift/claim', { giftId: pack.id }, { token: player.token, ip })),
    );
    expect(fromAddress.filter((answer) => answer.statusCode === 200)).toHaveLength(30);
    const refused = fromAddress.filter((answer) => answer.statusCode === 429);
    expect(refused).toHaveLength(10);
    expect(envelope(refused[0]!).msg).toMatch(/^领取过于频繁，请 (\d+ 分钟|1 小时)后再试$/);

    const device = uniqueDevice();
    const others = await Promise.all(Array.from({ length: 17 }, () => registerUser(test.app)));
    const fromDevice = await Promise.all(
      others.map((player) => post(test.app, '/api/web/game/gift/claim', { giftId: pack.id }, { token: player.token, device })),
    );
    expect(fromDevice.filter((answer) => answer.statusCode === 200)).toHaveLength(15);
    const left = okData<GiftPack[]>(await post(test.app, '/api/web/game/detail/giftlist', { appID: gameId }));
    expect(left[0]!.remaining).toBe(80 - 45);
  });
});
