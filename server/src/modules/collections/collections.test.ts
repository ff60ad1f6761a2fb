import type { Collection, CollectionCard, CollectionLikeResult, Paged } from '@portal/shared/types';
import { ResultCode } from '@portal/shared/types';
import { databaseKinds, useTestDatabase } from '../../../test/databases';
import { insertGame } from '../gifts/test/fixtures';
import { buildSquareApp, call, createMember, dataOf, expectRefusal, type Member, type SquareTestApp } from '../square/test/helpers';

/**
 * Collections (issue 18): ordered lists; private ones are invisible to others (404, never 403);
 * only the owner edits; one like per person with the count kept equal to the rows.
 */
describe.each(databaseKinds)('collections on %s', (kind) => {
  const database = useTestDatabase(kind);
  let test: SquareTestApp;
  let games: number[];
  beforeAll(async () => {
    test = await buildSquareApp(database.db);
    games = [];
    for (let n = 0; n < 4; n += 1) games.push(await insertGame(test.db));
  });
  afterAll(() => test.app.close());

  const create = (owner: Member, body: Record<string, unknown>) => call(test, 'POST', '/v1/collections', { token: owner.token, body });
  const update = (member: Member, id: number, body: Record<string, unknown>) =>
    call(test, 'POST', `/v1/collections/${id}`, { token: member.token, body });
  const read = (id: number, member?: Member) => call(test, 'GET', `/v1/collections/${id}`, member ? { token: member.token } : {});

  it('keeps the owner’s order and reorders on edit', async () => {
    const owner = await createMember(test);
    const made = dataOf<Collection>(
      await create(owner, { title: '  周末必玩 ', note: '轻松一下', isPublic: true, gameIds: [games[2], games[0], games[1]] }),
    );
    expect(made).toMatchObject({ title: '周末必玩', note: '轻松一下', isPublic: true, gameCount: 3, mine: true, liked: false });
    expect(made.games.map((game) => game.id)).toEqual([games[2], games[0], games[1]]);

    const edited = dataOf<Collection>(
      await update(owner, made.id, { title: '周末必玩', note: '', isPublic: true, gameIds: [games[1], games[3], games[2]] }),
    );
    expect(edited.games.map((game) => game.id)).toEqual([games[1], games[3], games[2]]);
    expect(dataOf<Collection>(await read(made.id)).games.map((game) => game.id)).toEqual([games[1], games[3], games[2]]);
    expect(edited.icons).toHaveLength(3);
  });

  it('refuses bad input naming the field', async () => {
    const owner = await createMember(test);
    expectRefusal(await create(owner, { title: ' ', isPublic: true, gameIds: [] }), 400, ResultCode.badRequest, /title/);
    expectRefusal(
      await create(owner, { title: '重复', isPublic: true, gameIds: [games[0], games[0]] }),
      400,
      ResultCode.badRequest,
      /gameIds/,
    );
    expectRefusal(
      await create(owner, { title: '不存在', isPublic: true, gameIds: [2_000_000_000] }),
      400,
      ResultCode.badRequest,
      /gameIds/,
    );
    expectRefusal(await create(owner, { title: 'x'.repeat(41), isPublic: true, gameIds: [] }), 400, ResultCode.badRequest, /title/);
  });

  it('hides a private collection from everyone but its owner (404, as if it did not exist)', async () => {
    const owner = await createMember(test);
    const stranger = await createMember(test);
    const secret = dataOf<Collection>(await create(owner, { title: '私藏', isPublic: false, gameIds: [games[0]] }));
    expect(dataOf<Collection>(await read(secret.id, owner)).title).toBe('私藏');
    const missing = await read(2_000_000_000, stranger);
    for (const response of [
      await read(secret.id, stranger),
      await read(secret.id),
      await update(stranger, secret.id, { title: '偷改', isPublic: true, gameIds: [] }),
      await call(test, 'POST', `/v1/collections/${secret.id}/like`, { token: stranger.token }),
      await call(test, 'DELETE', `/v1/collections/${secret.id}`, { token: stranger.token }),
    ]) {
      expectRefusal(response, 404, ResultCode.collectionNotFound);
      expect(response.body).toBe(missing.body);
    }
    const publicList = dataOf<Paged<CollectionCard>>(await call(test, 'GET', '/v1/collections?sort=new&pageSize=100'));
    expect(publicList.items.some((card) => card.id === secret.id)).toBe(false);
    const mine = dataOf<Paged<CollectionCard>>(await call(test, 'GET', '/v1/collections/mine', { token: owner.token }));
    expect(mine.items.map((card) => card.id)).toEqual([secret.id]);
  });

  it('lets only the owner edit or delete a public collection', async () => {
    const owner = await createMember(test);
    const stranger = await createMember(test);
    const shared = dataOf<Collection>(await create(owner, { title: '公开单', isPublic: true, gameIds: [games[0]] }));
    expectRefusal(await update(stranger, shared.id, { title: '偷改', isPublic: true, gameIds: [] }), 403, ResultCode.notCollectionOwner);
    expectRefusal(
      await call(test, 'DELETE', `/v1/collections/${shared.id}`, { token: stranger.token }),
      403,
      ResultCode.notCollectionOwner,
    );
    expect(dataOf<Collection>(await read(shared.id, stranger))).toMatchObject({ title: '公开单', mine: false, gameCount: 1 });
    dataOf(await call(test, 'DELETE', `/v1/collections/${shared.id}`, { token: owner.token }));
    expectRefusal(await read(shared.id, owner), 404, ResultCode.collectionNotFound);
  });

  it('counts one like per person under concurrent likes', async () => {
    const owner = await createMember(test);
    const list = dataOf<Collection>(await create(owner, { title: '点赞单', isPublic: true, gameIds: [games[1]] }));
    const fans = await Promise.all(Array.from({ length: 20 }, () => createMember(test)));
    const like = (fan: Member) => call(test, 'POST', `/v1/collections/${list.id}/like`, { token: fan.token });
    const answers = await Promise.all([...fans.map(like), ...fans.slice(0, 10).map(like)]);
    expect(answers.filter((answer) => answer.statusCode !== 200).map((answer) => answer.body)).toEqual([]);
    expect(dataOf<Collection>(await read(list.id, fans[0])).likeCount).toBe(20);
    expect(dataOf<Collection>(await read(list.id, fans[0])).liked).toBe(true);
    expect(dataOf<CollectionLikeResult>(await call(test, 'DELETE', `/v1/collections/${list.id}/like`, { token: fans[0]!.token }))).toEqual({
      liked: false,
      likeCount: 19,
    });
  });

  describe('the featured collection a guest sees', () => {
    let cached: SquareTestApp;
    beforeAll(async () => {
      cached = await buildSquareApp(database.db, { CATALOGUE_CACHE_MS: '10000' });
    });
    afterAll(() => cached.app.close());

    it('is kept for CATALOGUE_CACHE_MS (every home render asks for it) while a player reads it fresh', async () => {
      const editor = await createMember(cached, { staff: true });
      const player = await createMember(cached);
      const featured = async (member?: Member) =>
        dataOf<Collection | null>(await call(cached, 'GET', '/v1/collections/featured', member ? { token: member.token } : {}))?.id;
      const publish = async (title: string) =>
        dataOf<Collection>(
          await call(cached, 'POST', '/v1/collections', { token: editor.token, body: { title, isPublic: true, gameIds: [games[0]] } }),
        ).id;

      const first = await publish('编辑推荐一');
      expect(await featured()).toBe(first);
      const second = await publish('编辑推荐二');
      expect(await featured(player)).toBe(second);
      expect(await featured()).toBe(first);
      cached.clock.advance(10_001);
      expect(await featured()).toBe(second);
    });
  });
});
