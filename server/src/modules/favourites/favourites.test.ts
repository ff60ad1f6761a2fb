import type { FavoriteChange, FavoriteItem, FavoriteStatus, Paged } from '@portal/shared/types';
import { ResultCode } from '@portal/shared/types';
import { databaseKinds, useTestDatabase } from '../../../test/databases';
import { type AccountsTestApp, buildAccountsApp, envelope, okData, registerUser } from '../../../test/accounts';
import { insertGame } from '../gifts/test/fixtures';
import { insertBook, insertTags } from '../reading';

describe.each(databaseKinds)('favourites on %s', (kind) => {
  const database = useTestDatabase(kind);
  let test: AccountsTestApp;
  beforeAll(async () => {
    test = await buildAccountsApp(database.db);
    await insertTags(database.db, [{ id: 1, name: '玄幻', kind: 'novel' }]);
  });
  afterAll(() => test.app.close());

  const call = (method: 'GET' | 'POST', url: string, token?: string, body?: object) =>
    test.app.inject({ method, url: `/api/favorite${url}`, headers: token ? { token } : {}, ...(body ? { payload: body } : {}) });
  const add = (token: string, kind: string, id: number) => call('POST', '/add', token, { kind, id });
  const remove = (token: string, kind: string, id: number) => call('POST', '/remove', token, { kind, id });
  const listed = async (token: string, kind: string, page = 1, pageSize = 20) =>
    okData<Paged<FavoriteItem>>(await call('GET', `/list?kind=${kind}&page=${page}&pageSize=${pageSize}`, token));

  const book = () =>
    insertBook(database.db, {
      kind: 'novel',
      title: `收藏测试书${Math.random().toString(36).slice(2, 8)}`,
      author: '测试作者',
      cover: '/media/reading/cover-0000000000000000.png',
      summary: '简介',
      tagIds: [1],
      status: 'finished',
      hotScore: 1,
      createdAt: test.clock.now(),
    });

  it('adds, lists (newest first), reports status and removes games and books; add and remove are idempotent', async () => {
    const user = await registerUser(test.app);
    const [first, second] = [await insertGame(database.db, { name: '收藏游戏甲' }), await insertGame(database.db, { name: '收藏游戏乙' })];
    const bookId = await book();

    expect(okData<FavoriteChange>(await add(user.token, 'game', first))).toEqual({ favorited: true });
    test.clock.advance(1000);
    okData(await add(user.token, 'game', second));
    okData(await add(user.token, 'game', second)); // again: nothing changes
    okData(await add(user.token, 'book', bookId));

    const games = await listed(user.token, 'game');
    expect(games.total).toBe(2);
    expect(games.items.map((item) => [item.id, item.title, item.kind])).toEqual([
      [second, '收藏游戏乙', 'game'],
      [first, '收藏游戏甲', 'game'],
    ]);
    expect(games.items[0]!.subtitle).toBe('测试简介');
    const books = await listed(user.token, 'book');
    expect(books.items).toEqual([expect.objectContaining({ kind: 'book', id: bookId, subtitle: '测试作者' })]);

    const status = okData<FavoriteStatus>(await call('GET', `/status?kind=game&ids=${first},${bookId},999999,${second}`, user.token));
    expect(status).toEqual({ kind: 'game', ids: [first, second].sort((a, b) => a - b) });

    expect(okData<FavoriteChange>(await remove(user.token, 'game', first))).toEqual({ favorited: false });
    okData(await remove(user.token, 'game', first));
    expect((await listed(user.token, 'game')).items.map((item) => item.id)).toEqual([second]);
    expect(okData<FavoriteStatus>(await call('GET', `/status?kind=game&ids=${first}`, user.token)).ids).toEqual([]);
  });

  it('refuses an unknown game or book with 404 code 2001 and stores nothing', async () => {
    const user = await registerUser(test.app);
    for (const [kindName, message] of [
      ['game', '游戏不存在或已下架'],
      ['book', '书籍不存在或已下架'],
    ] as const) {
      const refused = await add(user.token, kindName, 987654);
      expect({ status: refused.statusCode, body: envelope(refused) }).toEqual({
        status: 404,
        body: { code: ResultCode.favoriteTargetNotFound, msg: message, data: null },
      });
      expect((await listed(user.token, kindName)).total).toBe(0);
    }
  });

  it('refuses bad input with 400 naming the field, and a call without a session with code 2', async () => {
    const user = await registerUser(test.app);
    const badKind = await add(user.token, 'movie', 1);
    expect(badKind.statusCode).toBe(400);
    expect(envelope(badKind).msg).toContain('kind');
    const badIds = await call('GET', '/status?kind=game&ids=1;DROP', user.token);
    expect(badIds.statusCode).toBe(400);
    expect(envelope(badIds).msg).toContain('ids');
    const anonymous = await call('GET', '/list?kind=game');
    expect({ status: anonymous.statusCode, code: envelope(anonymous).code }).toEqual({ status: 401, code: ResultCode.sessionInvalid });
  });

  it('pages in the database: 25 favourites as 10 + 10 + 5, newest first, none repeated', async () => {
    const user = await registerUser(test.app);
    const ids: number[] = [];
    for (let i = 0; i < 25; i += 1) {
      const id = await insertGame(database.db);
      ids.push(id);
      okData(await add(user.token, 'game', id));
      test.clock.advance(10);
    }
    const pages = [
      await listed(user.token, 'game', 1, 10),
      await listed(user.token, 'game', 2, 10),
      await listed(user.token, 'game', 3, 10),
    ];
    expect(pages.map((page) => [page.items.length, page.total, page.page])).toEqual([
      [10, 25, 1],
      [10, 25, 2],
      [5, 25, 3],
    ]);
    expect(pages.flatMap((page) => page.items.map((item) => item.id))).toEqual([...ids].reverse());
  });

  it('keeps one row when the same favourite is added 20 times at once', async () => {
    const user = await registerUser(test.app);
    const gameId = await insertGame(database.db);
    const answers = await Promise.all(Array.from({ length: 20 }, () => add(user.token, 'game', gameId)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
    const rows = await database.db.one<{ n: number }>(
      'SELECT count(*)::int AS n FROM favorites WHERE user_id = $1 AND kind = $2 AND item_id = $3',
      [user.uid, 'game', gameId],
    );
    expect(Number(rows!.n)).toBe(1);
    expect((await listed(user.token, 'game')).total).toBe(1);
  });

  it("never shows another player's favourites: list and status are the session's own, a foreign uid is refused", async () => {
    const owner = await registerUser(test.app);
    const other = await registerUser(test.app);
    const gameId = await insertGame(database.db);
    okData(await add(owner.token, 'game', gameId));

    expect((await listed(other.token, 'game')).items).toEqual([]);
    const spoofed = await test.app.inject({
      method: 'GET',
      url: `/api/favorite/list?kind=game&uid=${owner.uid}`,
      headers: { token: other.token, uid: owner.uid },
    });
    // The platform refuses a foreign uid outright (403, 1403) rather than answering anyone's list.
    expect({ status: spoofed.statusCode, code: envelope(spoofed).code }).toEqual({ status: 403, code: ResultCode.forbiddenOtherUser });
    expect(okData<FavoriteStatus>(await call('GET', `/status?kind=game&ids=${gameId}`, other.token)).ids).toEqual([]);
    // Removing from the other account leaves the owner's favourite in place.
    okData(await remove(other.token, 'game', gameId));
    expect((await listed(owner.token, 'game')).items.map((item) => item.id)).toEqual([gameId]);
  });
});
