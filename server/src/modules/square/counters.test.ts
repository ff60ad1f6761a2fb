import type { Comment, FollowResult, LikeResult, Post } from '@portal/shared/types';
import { databaseKinds, useTestDatabase } from '../../../test/databases';
import { buildSquareApp, call, createMember, createMembers, dataOf, publish, type SquareTestApp } from './test/helpers';

/**
 * Counters equal their rows however many requests arrive at once: each change is an
 * insert-or-nothing (or a delete) and `count = count ± 1` in one transaction, rows locked in one
 * fixed order (repository.ts). On PostgreSQL the requests really run in parallel on the pool.
 */
describe.each(databaseKinds)('square counters under concurrency on %s', (kind) => {
  const database = useTestDatabase(kind);
  let test: SquareTestApp;
  beforeAll(async () => {
    test = await buildSquareApp(database.db);
  });
  afterAll(() => test.app.close());

  const rows = async (sql: string, id: number | string) => Number((await test.db.one<{ n: string }>(sql, [id]))!.n);

  it('keeps likeCount equal to the like rows through 200 concurrent likes and unlikes from distinct users', async () => {
    const author = await createMember(test);
    const post = await publish(test, author, '并发点赞');
    const fans = await createMembers(test, 200);
    const like = (token: string) => call(test, 'POST', `/v1/square/post/${post.id}/like`, { token });
    const unlike = (token: string) => call(test, 'DELETE', `/v1/square/post/${post.id}/like`, { token });

    // 200 likes at once, 50 of them clicked twice.
    const first = await Promise.all([...fans.map((fan) => like(fan.token)), ...fans.slice(0, 50).map((fan) => like(fan.token))]);
    expect(first.filter((response) => response.statusCode !== 200 || response.json().code !== 0).map((r) => r.body)).toEqual([]);
    const likeRows = (id: number) => rows('SELECT count(*)::text AS n FROM post_likes WHERE post_id = $1', id);
    expect(await likeRows(post.id)).toBe(200);
    expect(dataOf<Post>(await call(test, 'GET', `/v1/square/post/${post.id}`)).likeCount).toBe(200);

    // 100 take it back while the same 100 and 100 others like again, all at once.
    const mixed = await Promise.all([
      ...fans.slice(0, 100).map((fan) => unlike(fan.token)),
      ...fans.slice(100).map((fan) => like(fan.token)),
      ...fans.slice(0, 100).map((fan) => unlike(fan.token)),
    ]);
    expect(mixed.filter((response) => response.statusCode !== 200).map((r) => r.body)).toEqual([]);
    expect(await likeRows(post.id)).toBe(100);
    expect(dataOf<Post>(await call(test, 'GET', `/v1/square/post/${post.id}`)).likeCount).toBe(100);
    expect(dataOf<LikeResult>(await like(fans[0]!.token)).likeCount).toBe(101);
  });

  it('keeps commentCount, replyCount and followerCount equal to their rows under concurrent writes', async () => {
    const author = await createMember(test);
    const post = await publish(test, author, '并发评论');
    const people = await createMembers(test, 40);
    const top = dataOf<Comment>(
      await call(test, 'POST', `/v1/square/post/${post.id}/comment`, { token: author.token, body: { content: '楼主' } }),
    );
    const results = await Promise.all([
      ...people
        .slice(0, 20)
        .map((member, index) =>
          call(test, 'POST', `/v1/square/post/${post.id}/comment`, { token: member.token, body: { content: `评论${index}` } }),
        ),
      ...people.slice(20).map((member, index) =>
        call(test, 'POST', `/v1/square/post/${post.id}/comment`, {
          token: member.token,
          body: { content: `回复${index}`, replyCommentId: top.id },
        }),
      ),
      ...people.map((member) => call(test, 'POST', `/v1/user/follow/${author.uid}`, { token: member.token })),
      ...people.slice(0, 10).map((member) => call(test, 'POST', `/v1/user/follow/${author.uid}`, { token: member.token })),
    ]);
    expect(results.filter((response) => response.statusCode !== 200).map((r) => r.body)).toEqual([]);
    const fresh = dataOf<Post>(await call(test, 'GET', `/v1/square/post/${post.id}`));
    expect(fresh.commentCount).toBe(41);
    expect(await rows('SELECT count(*)::text AS n FROM comments WHERE post_id = $1', post.id)).toBe(41);
    expect(await rows('SELECT reply_count::text AS n FROM comments WHERE id = $1', top.id)).toBe(20);
    expect(await rows('SELECT count(*)::text AS n FROM follows WHERE followee_id = $1', author.uid)).toBe(40);
    const again = dataOf<FollowResult>(await call(test, 'POST', `/v1/user/follow/${author.uid}`, { token: people[0]!.token }));
    expect(again).toEqual({ followed: true, followerCount: 40 });
  });
});
