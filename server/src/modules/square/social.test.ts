import type {
  BlockResult,
  Comment,
  DeletedResult,
  FollowResult,
  KeywordSuggestion,
  LikeResult,
  MyComment,
  Post,
  SquarePage,
  Topic,
} from '@portal/shared/types';
import { ResultCode } from '@portal/shared/types';
import { databaseKinds, useTestDatabase } from '../../../test/databases';
import {
  buildSquareApp,
  call,
  comment,
  createMember,
  createTag,
  dataOf,
  expectRefusal,
  listPosts,
  type Member,
  publish,
  type SquareTestApp,
} from './test/helpers';

describe.each(databaseKinds)('square follows, blocks and personal lists on %s', (kind) => {
  const database = useTestDatabase(kind);
  let test: SquareTestApp;
  beforeAll(async () => {
    test = await buildSquareApp(database.db);
  });
  afterAll(() => test.app.close());

  const follow = (who: Member, target: string | number) => call(test, 'POST', `/v1/user/follow/${target}`, { token: who.token });
  const unfollow = (who: Member, target: string | number) => call(test, 'DELETE', `/v1/user/follow/${target}`, { token: who.token });
  const block = (who: Member, target: string) => call(test, 'POST', `/v1/user/block/${target}`, { token: who.token });
  const unblock = (who: Member, target: string) => call(test, 'DELETE', `/v1/user/block/${target}`, { token: who.token });
  const followFeed = async (who: Member) =>
    dataOf<SquarePage<Post>>(await call(test, 'GET', '/v1/square/post/follow', { token: who.token })).items.map((post) => post.id);

  it('follows idempotently with the follower count; refuses myself, unknown users and guests', async () => {
    const me = await createMember(test);
    const star = await createMember(test);
    expect(dataOf<FollowResult>(await follow(me, star.uid))).toEqual({ followed: true, followerCount: 1 });
    expect(dataOf<FollowResult>(await follow(me, star.uid))).toEqual({ followed: true, followerCount: 1 });
    const post = await publish(test, star, '明星的帖子');
    expect(dataOf<Post>(await call(test, 'GET', `/v1/square/post/${post.id}`, { token: me.token })).author.followed).toBe(true);
    expect(dataOf<FollowResult>(await unfollow(me, star.uid))).toEqual({ followed: false, followerCount: 0 });
    expect(dataOf<FollowResult>(await unfollow(me, star.uid))).toEqual({ followed: false, followerCount: 0 });
    expectRefusal(await follow(me, me.uid), 400, ResultCode.cannotFollowSelf, '不能关注自己');
    expectRefusal(await follow(me, 999_999_999), 404, ResultCode.userNotFound, '用户不存在');
    expectRefusal(await follow(me, 'abc'), 400, ResultCode.badRequest, /id/);
    expectRefusal(await call(test, 'POST', `/v1/user/follow/${star.uid}`), 401, ResultCode.sessionInvalid);
  });

  it('shows only followed authors in the follow feed, never blocked ones, and restores them on unblock', async () => {
    const me = await createMember(test);
    const [followedA, followedB, stranger] = [await createMember(test), await createMember(test), await createMember(test)];
    dataOf(await follow(me, followedA.uid));
    dataOf(await follow(me, followedB.uid));
    const a1 = await publish(test, followedA, 'A 的第一帖');
    await publish(test, stranger, '陌生人的帖子');
    const b1 = await publish(test, followedB, 'B 的帖子');
    const a2 = await publish(test, followedA, 'A 的第二帖');
    expect(await followFeed(me)).toEqual([a2.id, b1.id, a1.id]);
    expect(dataOf<SquarePage<Post>>(await call(test, 'GET', '/v1/square/post/follow', { token: me.token })).total).toBe(3);

    expect(dataOf<BlockResult>(await block(me, followedB.uid))).toEqual({ blocked: true });
    expect(await followFeed(me)).toEqual([a2.id, a1.id]);
    expect(dataOf<BlockResult>(await unblock(me, followedB.uid))).toEqual({ blocked: false });
    expect(await followFeed(me)).toEqual([a2.id, b1.id, a1.id]);
    expectRefusal(await call(test, 'GET', '/v1/square/post/follow'), 401, ResultCode.sessionInvalid);
  });

  it('removes a blocked user’s posts, comments and replies from my lists only, ends their follow of me and refuses new ones', async () => {
    const tagId = await createTag(test);
    const me = await createMember(test);
    const troll = await createMember(test);
    const friend = await createMember(test);
    dataOf(await follow(troll, me.uid));
    const mine = await publish(test, me, '我的帖子', { tagId });
    const trolls = await publish(test, troll, '烦人的帖子', { tagId });
    const top = await comment(test, troll, mine.id, '烦人的评论');
    const friendly = await comment(test, friend, mine.id, '友好的评论');
    const trollReply = await comment(test, troll, mine.id, '烦人的回复', friendly.id);
    const friendReply = await comment(test, friend, mine.id, '友好的回复', friendly.id);

    expect(dataOf<BlockResult>(await block(me, troll.uid))).toEqual({ blocked: true });
    expect((await listPosts(test, `tagId=${tagId}`, me.token)).items.map((p) => p.id)).toEqual([mine.id]);
    const comments = dataOf<SquarePage<Comment>>(
      await call(test, 'GET', `/v1/square/post/${mine.id}/comment/list?sort=2`, { token: me.token }),
    );
    expect(comments.items.map((c) => c.id)).toEqual([friendly.id]);
    const replies = dataOf<SquarePage<Comment>>(
      await call(test, 'GET', `/v1/square/post/${mine.id}/comment/${friendly.id}/list`, { token: me.token }),
    );
    expect(replies.items.map((c) => c.id)).toEqual([friendReply.id]);
    // Others still see everything.
    expect((await listPosts(test, `tagId=${tagId}`, friend.token)).items.map((p) => p.id)).toEqual([trolls.id, mine.id]);
    const theirs = dataOf<SquarePage<Comment>>(
      await call(test, 'GET', `/v1/square/post/${mine.id}/comment/list?sort=2`, { token: friend.token }),
    );
    expect(theirs.items.map((c) => c.id)).toEqual([friendly.id, top.id]);
    // Their follow of me ended, and a new one is refused.
    expect(await test.db.query('SELECT 1 FROM follows WHERE follower_id = $1 AND followee_id = $2', [troll.uid, me.uid])).toEqual([]);
    expectRefusal(await follow(troll, me.uid), 403, ResultCode.blockedByUser, '对方已将你拉黑，无法关注');
    expectRefusal(await block(me, me.uid), 400, ResultCode.cannotBlockSelf, '不能拉黑自己');
    expectRefusal(await block(me, '999999999'), 404, ResultCode.userNotFound);

    dataOf(await unblock(me, troll.uid));
    expect((await listPosts(test, `tagId=${tagId}`, me.token)).items.map((p) => p.id)).toEqual([trolls.id, mine.id]);
    const restored = dataOf<SquarePage<Comment>>(
      await call(test, 'GET', `/v1/square/post/${mine.id}/comment/${friendly.id}/list`, { token: me.token }),
    );
    expect(restored.items.map((c) => c.id)).toEqual([trollReply.id, friendReply.id]);
    expect(dataOf<FollowResult>(await follow(troll, me.uid)).followed).toBe(true);
  });

  it('lets only the author (or staff) delete a comment; a deleted comment with replies stays as 该评论已删除', async () => {
    const author = await createMember(test);
    const writer = await createMember(test);
    const other = await createMember(test);
    const post = await publish(test, author, '删除评论');
    const top = await comment(test, writer, post.id, '会被删的评论');
    const lonely = await comment(test, writer, post.id, '没有回复的评论');
    const reply = await comment(test, other, post.id, '回复', top.id);
    expectRefusal(
      await call(test, 'DELETE', `/v1/square/comment/${top.id}`, { token: other.token }),
      403,
      ResultCode.notAuthor,
      '只能删除自己发布的内容',
    );
    expect(dataOf<DeletedResult>(await call(test, 'DELETE', `/v1/square/comment/${top.id}`, { token: writer.token }))).toEqual({
      deleted: true,
    });
    expect(dataOf<DeletedResult>(await call(test, 'DELETE', `/v1/square/comment/${lonely.id}`, { token: writer.token }))).toEqual({
      deleted: true,
    });
    expectRefusal(await call(test, 'DELETE', `/v1/square/comment/${top.id}`, { token: writer.token }), 404, ResultCode.commentNotFound);
    const list = dataOf<SquarePage<Comment>>(await call(test, 'GET', `/v1/square/post/${post.id}/comment/list?sort=2`));
    expect(list.items.map((c) => [c.id, c.content])).toEqual([[top.id, '该评论已删除']]);
    const replies = dataOf<SquarePage<Comment>>(await call(test, 'GET', `/v1/square/post/${post.id}/comment/${top.id}/list`));
    expect(replies.items.map((c) => c.id)).toEqual([reply.id]);
    expect(dataOf<Post>(await call(test, 'GET', `/v1/square/post/${post.id}`)).commentCount).toBe(1);
    expectRefusal(await call(test, 'POST', `/v1/square/comment/${top.id}/like`, { token: other.token }), 404, ResultCode.commentNotFound);
  });

  it('likes comments once per user', async () => {
    const author = await createMember(test);
    const fan = await createMember(test);
    const post = await publish(test, author, '评论点赞');
    const c = await comment(test, author, post.id, '给我点赞');
    const like = () => call(test, 'POST', `/v1/square/comment/${c.id}/like`, { token: fan.token });
    expect(dataOf<LikeResult>(await like())).toEqual({ liked: true, likeCount: 1 });
    expect(dataOf<LikeResult>(await like())).toEqual({ liked: true, likeCount: 1 });
    const seen = dataOf<SquarePage<Comment>>(await call(test, 'GET', `/v1/square/post/${post.id}/comment/list`, { token: fan.token }));
    expect(seen.items[0]).toMatchObject({ liked: true, likeCount: 1, mine: false });
    expect(dataOf<LikeResult>(await call(test, 'DELETE', `/v1/square/comment/${c.id}/like`, { token: fan.token }))).toEqual({
      liked: false,
      likeCount: 0,
    });
    expectRefusal(await call(test, 'POST', `/v1/square/comment/${c.id}/like`), 401, ResultCode.sessionInvalid);
  });

  it('lists my posts and my comments (newest first, with the start of each post)', async () => {
    const me = await createMember(test);
    const other = await createMember(test);
    const first = await publish(test, me, '我的第一帖');
    const second = await publish(test, me, '我的第二帖');
    await publish(test, other, '别人的帖子');
    const posts = dataOf<SquarePage<Post>>(
      await call(test, 'GET', '/v1/square/post/me?currentPage=1&pageSize=10&sort=2', { token: me.token }),
    );
    expect(posts.items.map((p) => p.id)).toEqual([second.id, first.id]);
    expect(posts.total).toBe(2);
    const c1 = await comment(test, me, first.id, '评论一');
    const c2 = await comment(test, me, second.id, '评论二');
    dataOf(await call(test, 'DELETE', `/v1/square/post/${second.id}`, { token: me.token }));
    const comments = dataOf<SquarePage<MyComment>>(await call(test, 'GET', '/v1/square/comment/me?sort=2', { token: me.token }));
    expect(comments.items.map((c) => [c.id, c.postExcerpt, c.postDeleted])).toEqual([
      [c2.id, '', true],
      [c1.id, '我的第一帖', false],
    ]);
    expect(comments.total).toBe(2);
    expectRefusal(await call(test, 'GET', '/v1/square/comment/me'), 401, ResultCode.sessionInvalid);
  });

  it('suggests topics for a keyword, lists a topic’s feed and the trending topics of the last 7 days', async () => {
    const author = await createMember(test);
    const topic = `话题${Date.now() % 100000}`;
    const p1 = await publish(test, author, `第一篇 #${topic}# 内容`);
    const p2 = await publish(test, author, `第二篇 #${topic}# 和 #${topic}乙#`);
    const suggestions = dataOf<KeywordSuggestion[]>(
      await call(test, 'GET', `/v1/square/keyword/suggestion?keyword=${encodeURIComponent(topic)}`),
    );
    expect(suggestions.slice(0, 2)).toEqual([
      { keyword: topic, postCount: 2 },
      { keyword: `${topic}乙`, postCount: 1 },
    ]);
    expectRefusal(await call(test, 'GET', '/v1/square/keyword/suggestion'), 400, ResultCode.badRequest, /keyword/);
    const feed = await listPosts(test, `topic=${encodeURIComponent(topic)}`);
    expect(feed.items.map((p) => p.id)).toEqual([p2.id, p1.id]);
    expect(feed.total).toBe(2);
    const trending = dataOf<Topic[]>(await call(test, 'GET', '/v1/square/topic/trending'));
    expect(trending).toContainEqual({ topic, postCount: 2 });
    test.clock.advance(8 * 86_400_000);
    expect(dataOf<Topic[]>(await call(test, 'GET', '/v1/square/topic/trending'))).not.toContainEqual(expect.objectContaining({ topic }));
  });
});
