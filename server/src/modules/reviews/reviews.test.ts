import { randomBytes } from 'node:crypto';
import type { GameRating, HelpfulResult, Review, ReviewPage } from '@portal/shared/types';
import { ResultCode } from '@portal/shared/types';
import { databaseKinds, useTestDatabase } from '../../../test/databases';
import {
  buildSquareApp,
  call,
  createMember,
  createMembers,
  dataOf,
  expectRefusal,
  makeStaff,
  type SquareTestApp,
} from '../square/test/helpers';
import { insertGame, recordDownload, review } from './test/helpers';

/**
 * Ratings and reviews (issue 18): only downloaders review, one review per player and game (a
 * second write edits it), 有用 votes once per voter under concurrency, the score and its
 * distribution kept by counters in the review's transaction, the square's word list and the
 * staff-only developer reply.
 */
describe.each(databaseKinds)('game reviews on %s', (kind) => {
  const database = useTestDatabase(kind);
  let test: SquareTestApp;
  beforeAll(async () => {
    test = await buildSquareApp(database.db);
  });
  afterAll(() => test.app.close());

  it('refuses a review from a player who never downloaded the game, with a clear code', async () => {
    const gameId = await insertGame(test.db);
    const player = await createMember(test);
    const response = await call(test, 'POST', `/v1/game/${gameId}/review`, {
      token: player.token,
      body: { rating: 5, content: '没下载也想评' },
    });
    expectRefusal(response, 409, ResultCode.reviewNeedsDownload, '下载过该游戏后才能评价');
    const before = dataOf<GameRating>(await call(test, 'GET', `/v1/game/${gameId}/rating`, { token: player.token }));
    expect(before).toMatchObject({ count: 0, score: 0, canReview: false, mine: null });
    // A visitor's download of the game does not count for the player.
    await recordDownload(test.db, gameId, null, test.clock.now());
    expectRefusal(
      await call(test, 'POST', `/v1/game/${gameId}/review`, { token: player.token, body: { rating: 5, content: '还是没下载' } }),
      409,
      ResultCode.reviewNeedsDownload,
    );
    // Without a session: code 2.
    expectRefusal(
      await call(test, 'POST', `/v1/game/${gameId}/review`, { body: { rating: 5, content: '游客' } }),
      401,
      ResultCode.sessionInvalid,
    );
  });

  it('keeps one review per player and game: a second write edits it and moves the counters', async () => {
    const gameId = await insertGame(test.db);
    const [a, b] = [await createMember(test), await createMember(test)];
    const first = await review(test, a, gameId, 5, '很好玩，画面精致');
    await review(test, b, gameId, 2, '太肝了');
    let score = dataOf<GameRating>(await call(test, 'GET', `/v1/game/${gameId}/rating`, { token: a.token }));
    expect(score).toMatchObject({ count: 2, score: 3.5, distribution: [0, 1, 0, 0, 1], canReview: true });
    expect(score.latestVersion).toEqual({ version: '1.0.0', score: 3.5, count: 2 });
    expect(score.mine).toMatchObject({ id: first.id, rating: 5, mine: true, gameVersion: '1.0.0' });

    // The game updates; a's second write edits the review and moves it to the new version.
    await test.db.query(`UPDATE games SET version = '1.1.0' WHERE id = $1`, [gameId]);
    test.clock.advance(4_000);
    const edited = dataOf<Review>(
      await call(test, 'POST', `/v1/game/${gameId}/review`, { token: a.token, body: { rating: 3, content: '新版本平衡变差了' } }),
    );
    expect(edited).toMatchObject({ id: first.id, rating: 3, content: '新版本平衡变差了', gameVersion: '1.1.0', edited: true });
    const rows = await test.db.query('SELECT id FROM game_reviews WHERE game_id = $1', [gameId]);
    expect(rows).toHaveLength(2);
    score = dataOf<GameRating>(await call(test, 'GET', `/v1/game/${gameId}/rating`));
    expect(score).toMatchObject({ count: 2, score: 2.5, distribution: [0, 1, 1, 0, 0], canReview: false, mine: null });
    expect(score.latestVersion).toEqual({ version: '1.1.0', score: 3, count: 1 });
    // Changing only the stars is not another publication (no flood pause needed).
    const starsOnly = await call(test, 'POST', `/v1/game/${gameId}/review`, {
      token: a.token,
      body: { rating: 4, content: '新版本平衡变差了' },
    });
    expect(dataOf<Review>(starsOnly).rating).toBe(4);
    // The counters equal what the rows say.
    const truth = await test.db.one<{ n: number; s: number }>(
      'SELECT count(*)::int AS n, sum(rating)::int AS s FROM game_reviews WHERE game_id = $1',
      [gameId],
    );
    const stats = await test.db.one<{ rating_count: number; rating_sum: string }>(
      'SELECT rating_count, rating_sum::text AS rating_sum FROM game_rating_stats WHERE game_id = $1',
      [gameId],
    );
    expect({ n: Number(stats!.rating_count), s: Number(stats!.rating_sum) }).toEqual({ n: truth!.n, s: truth!.s });
  });

  it('keeps one review when the same player writes twice at once', async () => {
    const gameId = await insertGame(test.db);
    const player = await createMember(test);
    await recordDownload(test.db, gameId, player.uid, test.clock.now());
    const results = await Promise.all(
      [4, 5].map((stars) =>
        call(test, 'POST', `/v1/game/${gameId}/review`, { token: player.token, body: { rating: stars, content: `同时提交${stars}` } }),
      ),
    );
    // One publication passes the flood pause; whichever passed, exactly one review and one counted rating remain.
    expect(results.some((r) => r.statusCode === 200)).toBe(true);
    expect(await test.db.query('SELECT id FROM game_reviews WHERE game_id = $1', [gameId])).toHaveLength(1);
    expect(dataOf<GameRating>(await call(test, 'GET', `/v1/game/${gameId}/rating`)).count).toBe(1);
  });

  it('counts 100 concurrent 有用 votes by distinct players as 100 rows, and one voter twice once', async () => {
    const gameId = await insertGame(test.db);
    const author = await createMember(test);
    const written = await review(test, author, gameId, 4, '值得一玩');
    const voters = await createMembers(test, 100);
    const vote = (token: string) => call(test, 'POST', `/v1/review/${written.id}/helpful`, { token });
    const results = await Promise.all([...voters.map((v) => vote(v.token)), ...voters.slice(0, 30).map((v) => vote(v.token))]);
    expect(results.filter((r) => r.statusCode !== 200).map((r) => r.body)).toEqual([]);
    const rows = await test.db.one<{ n: number }>('SELECT count(*)::int AS n FROM review_votes WHERE review_id = $1', [written.id]);
    expect(rows!.n).toBe(100);
    const list = dataOf<ReviewPage>(await call(test, 'GET', `/v1/game/${gameId}/review/list`, { token: voters[0]!.token }));
    expect(list.items[0]).toMatchObject({ id: written.id, helpfulCount: 100, helpful: true });

    // The same voter again: still one vote; taking it back: 99.
    expect(dataOf<HelpfulResult>(await vote(voters[0]!.token))).toEqual({ helpful: true, helpfulCount: 100 });
    const undo = await call(test, 'DELETE', `/v1/review/${written.id}/helpful`, { token: voters[0]!.token });
    expect(dataOf<HelpfulResult>(undo)).toEqual({ helpful: false, helpfulCount: 99 });
    // Not on one's own review.
    expectRefusal(await vote(author.token), 400, ResultCode.ownReviewVote);
  });

  it('sorts by 有用 and by newest, paged, with the list total from the counters', async () => {
    const gameId = await insertGame(test.db);
    const members = await createMembers(test, 4);
    const written: Review[] = [];
    for (const [index, member] of members.entries()) written.push(await review(test, member, gameId, 3 + (index % 3), `评价${index}`));
    // The oldest review gets two votes, the second one vote.
    await call(test, 'POST', `/v1/review/${written[0]!.id}/helpful`, { token: members[1]!.token });
    await call(test, 'POST', `/v1/review/${written[0]!.id}/helpful`, { token: members[2]!.token });
    await call(test, 'POST', `/v1/review/${written[1]!.id}/helpful`, { token: members[3]!.token });
    const helpful = dataOf<ReviewPage>(await call(test, 'GET', `/v1/game/${gameId}/review/list?sort=helpful&pageSize=2`));
    expect(helpful.items.map((r) => r.id)).toEqual([written[0]!.id, written[1]!.id]);
    expect(helpful.total).toBe(4);
    const page2 = dataOf<ReviewPage>(await call(test, 'GET', `/v1/game/${gameId}/review/list?sort=helpful&pageSize=2&page=2`));
    expect(page2.items.map((r) => r.id)).toEqual([written[3]!.id, written[2]!.id]);
    const newest = dataOf<ReviewPage>(await call(test, 'GET', `/v1/game/${gameId}/review/list?sort=newest`));
    expect(newest.items.map((r) => r.id)).toEqual(written.map((r) => r.id).reverse());
    expectRefusal(await call(test, 'GET', `/v1/game/${gameId}/review/list?sort=best`), 400, ResultCode.badRequest, /sort/);
    expectRefusal(await call(test, 'GET', '/v1/game/999999/review/list'), 404, ResultCode.gameNotFound);
  });

  it('refuses a review with a sensitive word (the square’s list), and keeps nothing of it', async () => {
    const gameId = await insertGame(test.db);
    const [staff, player] = [await createMember(test), await createMember(test)];
    await makeStaff(test, staff);
    const word = `违禁${randomBytes(3).toString('hex')}`;
    dataOf(await call(test, 'POST', '/v1/square/sensitiveword', { token: staff.token, body: { word, kind: 'block' } }));
    test.clock.advance(4_000); // the gate reads the list at most every 3 s
    await recordDownload(test.db, gameId, player.uid, test.clock.now());
    const response = await call(test, 'POST', `/v1/game/${gameId}/review`, {
      token: player.token,
      body: { rating: 1, content: `这游戏有${word}` },
    });
    expectRefusal(response, 400, ResultCode.sensitiveWords, `内容包含敏感词：${word}`);
    expect(dataOf<GameRating>(await call(test, 'GET', `/v1/game/${gameId}/rating`)).count).toBe(0);
    expectRefusal(
      await call(test, 'POST', `/v1/game/${gameId}/review`, { token: player.token, body: { rating: 1, content: '   ' } }),
      400,
      ResultCode.badRequest,
      '参数错误：content 不能为空',
    );
    expectRefusal(
      await call(test, 'POST', `/v1/game/${gameId}/review`, { token: player.token, body: { rating: 6, content: '六星' } }),
      400,
      ResultCode.badRequest,
      /rating/,
    );
  });

  it('lets staff pin a developer reply and answers 403 1613 to everyone else', async () => {
    const gameId = await insertGame(test.db);
    const [staff, player] = [await createMember(test), await createMember(test)];
    await makeStaff(test, staff);
    const written = await review(test, player, gameId, 2, '闪退严重');
    expectRefusal(
      await call(test, 'POST', `/v1/review/${written.id}/reply`, { token: player.token, body: { content: '我也是开发者' } }),
      403,
      ResultCode.staffRequired,
    );
    const replied = dataOf<Review>(
      await call(test, 'POST', `/v1/review/${written.id}/reply`, { token: staff.token, body: { content: '已修复，请更新到最新版本' } }),
    );
    expect(replied).toMatchObject({ reply: '已修复，请更新到最新版本' });
    expect(replied.replyAt).not.toBeNull();
    const listed = dataOf<ReviewPage>(await call(test, 'GET', `/v1/game/${gameId}/review/list`));
    expect(listed.items[0]!.reply).toBe('已修复，请更新到最新版本');
    const cleared = dataOf<Review>(
      await call(test, 'POST', `/v1/review/${written.id}/reply`, { token: staff.token, body: { content: '' } }),
    );
    expect(cleared).toMatchObject({ reply: null, replyAt: null });
    expectRefusal(
      await call(test, 'POST', '/v1/review/99999999/reply', { token: staff.token, body: { content: '回复' } }),
      404,
      ResultCode.reviewNotFound,
    );
  });

  it('hides a review reported by three distinct players and leaves out authors the reader blocked', async () => {
    const gameId = await insertGame(test.db);
    const [author, reader, ...reporters] = await createMembers(test, 5);
    const written = await review(test, author!, gameId, 1, '垃圾游戏');
    dataOf(await call(test, 'POST', `/v1/user/block/${author!.uid}`, { token: reader!.token }));
    expect(dataOf<ReviewPage>(await call(test, 'GET', `/v1/game/${gameId}/review/list`, { token: reader!.token })).items).toEqual([]);
    expect(dataOf<ReviewPage>(await call(test, 'GET', `/v1/game/${gameId}/review/list`)).items).toHaveLength(1);

    const report = async (token: string) => dataOf(await call(test, 'POST', `/v1/review/${written.id}/report`, { token }));
    // One reporter twice counts once: still listed after two reports of two.
    await report(reporters[0]!.token);
    await report(reporters[0]!.token);
    await report(reporters[1]!.token);
    expect(dataOf<ReviewPage>(await call(test, 'GET', `/v1/game/${gameId}/review/list`)).items).toHaveLength(1);
    await report(reporters[2]!.token);
    const guestList = dataOf<ReviewPage>(await call(test, 'GET', `/v1/game/${gameId}/review/list`));
    expect(guestList).toMatchObject({ items: [], total: 0 });
    // The author still sees it; its rating still counts in the score.
    expect(dataOf<ReviewPage>(await call(test, 'GET', `/v1/game/${gameId}/review/list`, { token: author!.token })).items).toHaveLength(1);
    expect(dataOf<GameRating>(await call(test, 'GET', `/v1/game/${gameId}/rating`)).count).toBe(1);
  });
});
