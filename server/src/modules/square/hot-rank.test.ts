import { databaseKinds, useTestDatabase } from '../../../test/databases';
import { startHotRefresher } from './hot-rank';
import { buildSquareApp, call, createMember, createTag, dataOf, listPosts, publish, type SquareTestApp } from './test/helpers';

describe.each(databaseKinds)('the hot-rank timer on %s', (kind) => {
  const database = useTestDatabase(kind);
  let test: SquareTestApp;
  beforeAll(async () => {
    test = await buildSquareApp(database.db);
  });
  afterAll(() => test.app.close());

  it('re-ranks liked posts in the background and stops cleanly', async () => {
    const tagId = await createTag(test);
    const author = await createMember(test);
    const fans = [await createMember(test), await createMember(test)];
    const older = await publish(test, author, '先发的帖子', { tagId });
    const newer = await publish(test, author, '后发的帖子', { tagId });
    for (const fan of fans) dataOf(await call(test, 'POST', `/v1/square/post/${older.id}/like`, { token: fan.token }));
    const hot = async () => (await listPosts(test, `tagId=${tagId}&sort=1`)).items.map((post) => post.id);
    // Ranked when written: the newer post is on top until the likes are counted into the rank.
    expect(await hot()).toEqual([newer.id, older.id]);
    // The timer's first pass, awaited (no polling against the clock): it counts the likes in.
    let refreshed!: () => void;
    const firstPass = new Promise<void>((resolve) => {
      refreshed = resolve;
    });
    const refresher = startHotRefresher(
      test.db,
      test.clock.now,
      (error) => {
        throw error;
      },
      20,
      () => refreshed(),
    );
    try {
      await firstPass;
      const order = await hot();
      expect(order).toEqual([older.id, newer.id]);
    } finally {
      await refresher.stop();
    }
  });
});
