import type { AddVersionResult, FollowedGame, FollowState, GameVersion, Paged } from '@portal/shared/types';
import { ResultCode } from '@portal/shared/types';
import { databaseKinds, useTestDatabase } from '../../../test/databases';
import { insertGame } from '../gifts/test/fixtures';
import { buildSquareApp, call, createMember, dataOf, expectRefusal, type SquareTestApp } from '../square/test/helpers';
import { versionTitle } from './service';

/** Following a game and its update log (issue 18): a new version reaches each follower once. */
describe.each(databaseKinds)('game follows and the update log on %s', (kind) => {
  const database = useTestDatabase(kind);
  let test: SquareTestApp;
  beforeAll(async () => {
    test = await buildSquareApp(database.db);
  });
  afterAll(() => test.app.close());

  const follow = (id: number, token: string) => call(test, 'POST', `/v1/games/${id}/follow`, { token });
  const unfollow = (id: number, token: string) => call(test, 'DELETE', `/v1/games/${id}/follow`, { token });
  const addVersion = (id: number, token: string, version: string, notes = '修复了一些问题') =>
    call(test, 'POST', `/v1/games/${id}/versions`, { token, body: { version, notes } });
  const inbox = async (uid: string, title: string) =>
    Number(
      (await test.db.one<{ n: string }>('SELECT count(*)::text AS n FROM system_messages WHERE user_id = $1 AND title = $2', [uid, title]))!
        .n,
    );

  it('follows and unfollows idempotently', async () => {
    const id = await insertGame(test.db);
    const player = await createMember(test);
    expect(dataOf<FollowState>(await follow(id, player.token))).toEqual({ gameId: id, followed: true, followerCount: 1 });
    expect(dataOf<FollowState>(await follow(id, player.token))).toEqual({ gameId: id, followed: true, followerCount: 1 });
    expect(dataOf<FollowState>(await call(test, 'GET', `/v1/games/${id}/follow`))).toEqual({
      gameId: id,
      followed: false,
      followerCount: 1,
    });
    expect(dataOf<FollowState>(await unfollow(id, player.token))).toEqual({ gameId: id, followed: false, followerCount: 0 });
    expect(dataOf<FollowState>(await unfollow(id, player.token))).toEqual({ gameId: id, followed: false, followerCount: 0 });
    expectRefusal(await follow(2_000_000_000, player.token), 404, ResultCode.gameNotFound);
    expectRefusal(await call(test, 'POST', `/v1/games/${id}/follow`), 401, ResultCode.sessionInvalid);
  });

  it('sends each follower one message for a new version, none for a repeat, and lists the log newest first', async () => {
    const name = `关注测试${Date.now()}`;
    const id = await insertGame(test.db, { name });
    const staff = await createMember(test, { staff: true });
    const followers = await Promise.all(Array.from({ length: 3 }, () => createMember(test)));
    const other = await createMember(test);
    for (const follower of followers) dataOf(await follow(id, follower.token));

    expectRefusal(await addVersion(id, followers[0]!.token, '2.0.0'), 403, ResultCode.staffRequired);
    // A player is refused before the body is looked at.
    expectRefusal(
      await call(test, 'POST', `/v1/games/${id}/versions`, { token: followers[0]!.token, body: {} }),
      403,
      ResultCode.staffRequired,
    );
    expectRefusal(await addVersion(id, staff.token, '   '), 400, ResultCode.badRequest);

    const first = dataOf<AddVersionResult>(await addVersion(id, staff.token, '2.0.0', '新增赛季玩法'));
    expect(first).toMatchObject({ created: true, notified: 3, entry: { version: '2.0.0', notes: '新增赛季玩法', gameId: id } });
    expect(dataOf<AddVersionResult>(await addVersion(id, staff.token, '2.0.0'))).toMatchObject({ created: false, notified: 0 });
    for (const follower of followers) expect(await inbox(follower.uid, versionTitle(name, '2.0.0'))).toBe(1);
    expect(await inbox(other.uid, versionTitle(name, '2.0.0'))).toBe(0);

    test.clock.advance(60_000);
    dataOf(await addVersion(id, staff.token, '2.1.0', '优化性能'));
    const log = dataOf<Paged<GameVersion>>(await call(test, 'GET', `/v1/games/${id}/versions`));
    expect(log.items.map((entry) => entry.version)).toEqual(['2.1.0', '2.0.0']);
    expect(log.total).toBe(2);
    // The detail page's 版本 follows the log; a version back-filled with an older date does not move it.
    const shownVersion = async () =>
      dataOf<{ version: string }>(await call(test, 'POST', '/web/game/detail', { body: { appID: id } })).version;
    expect(await shownVersion()).toBe('2.1.0');
    test.clock.advance(-3_600_000);
    dataOf(await addVersion(id, staff.token, '1.9.0', '补录的旧版本'));
    expect(await shownVersion()).toBe('2.1.0');

    const followed = dataOf<Paged<FollowedGame>>(await call(test, 'GET', '/v1/games/followed', { token: followers[0]!.token }));
    expect(followed.items.map((item) => [item.game.id, item.latestVersion?.version])).toEqual([[id, '2.1.0']]);
  });
});
