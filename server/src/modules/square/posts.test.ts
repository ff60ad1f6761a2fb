import type { Comment, DeletedResult, LikeResult, Post, SquarePage } from '@portal/shared/types';
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
  publish,
  type SquareTestApp,
} from './test/helpers';

describe.each(databaseKinds)('square posts on %s', (kind) => {
  const database = useTestDatabase(kind);
  let test: SquareTestApp;
  beforeAll(async () => {
    test = await buildSquareApp(database.db);
  });
  afterAll(() => test.app.close());

  it('publishes a post with its tag and #topics#, and shows it to guests and in the tag feed', async () => {
    const tagId = await createTag(test);
    const author = await createMember(test);
    const post = await publish(test, author, '  今天通关了 #原神# 的深渊，#攻略# 分享一下  ', { tagId });
    expect(post).toEqual({
      id: expect.any(Number),
      author: { uid: author.uid, name: author.name, avatar: '', followed: false, staff: false },
      content: '今天通关了 #原神# 的深渊，#攻略# 分享一下',
      images: [],
      tagId,
      tag: expect.any(String),
      topics: ['原神', '攻略'],
      likeCount: 0,
      commentCount: 0,
      liked: false,
      pinned: false,
      hidden: false,
      mine: true,
      createdAt: expect.any(String),
    });
    const guest = dataOf<Post>(await call(test, 'GET', `/v1/square/post/${post.id}`));
    expect(guest.mine).toBe(false);
    const feed = await listPosts(test, `tagId=${tagId}&sort=2`);
    expect(feed.items.map((p) => p.id)).toEqual([post.id]);
    expect(feed.total).toBe(1);
  });

  it('keeps a <script> post as typed and answers it as JSON text', async () => {
    const author = await createMember(test);
    const text = '<script>alert("x")</script><img src=x onerror=alert(1)> & 你好';
    const post = await publish(test, author, text);
    const response = await call(test, 'GET', `/v1/square/post/${post.id}`);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(dataOf<Post>(response).content).toBe(text);
  });

  it('refuses empty and too long content naming the field', async () => {
    const author = await createMember(test);
    expectRefusal(
      await call(test, 'POST', '/v1/square/post', { token: author.token, body: { content: '   ' } }),
      400,
      ResultCode.badRequest,
      '参数错误：content 不能为空',
    );
    expectRefusal(
      await call(test, 'POST', '/v1/square/post', { token: author.token, body: { content: '长'.repeat(2001) } }),
      400,
      ResultCode.badRequest,
      '参数错误：content 不能超过 2000 个字符',
    );
    expectRefusal(await call(test, 'POST', '/v1/square/post', { body: { content: '游客' } }), 401, ResultCode.sessionInvalid);
  });

  it('lets only the author delete a post, and a deleted post is gone', async () => {
    const author = await createMember(test);
    const other = await createMember(test);
    const post = await publish(test, author, '要删除的帖子');
    expectRefusal(await call(test, 'DELETE', `/v1/square/post/${post.id}`, { token: other.token }), 403, ResultCode.notAuthor);
    expect(dataOf<DeletedResult>(await call(test, 'DELETE', `/v1/square/post/${post.id}`, { token: author.token }))).toEqual({
      deleted: true,
    });
    expectRefusal(await call(test, 'GET', `/v1/square/post/${post.id}`), 404, ResultCode.postNotFound);
  });

  it('counts a double like once and an unlike once', async () => {
    const author = await createMember(test);
    const fan = await createMember(test);
    const post = await publish(test, author, '点赞测试');
    const like = () => call(test, 'POST', `/v1/square/post/${post.id}/like`, { token: fan.token });
    expect(dataOf<LikeResult>(await like())).toEqual({ liked: true, likeCount: 1 });
    expect(dataOf<LikeResult>(await like())).toEqual({ liked: true, likeCount: 1 });
    expect(dataOf<Post>(await call(test, 'GET', `/v1/square/post/${post.id}`, { token: fan.token })).liked).toBe(true);
    expect(dataOf<LikeResult>(await call(test, 'DELETE', `/v1/square/post/${post.id}/like`, { token: fan.token }))).toEqual({
      liked: false,
      likeCount: 0,
    });
    expect(dataOf<LikeResult>(await call(test, 'DELETE', `/v1/square/post/${post.id}/like`, { token: fan.token }))).toEqual({
      liked: false,
      likeCount: 0,
    });
  });

  it('comments, replies and lists them', async () => {
    const author = await createMember(test);
    const a = await createMember(test);
    const b = await createMember(test);
    const post = await publish(test, author, '评论测试');
    const top = await comment(test, a, post.id, '第一条评论');
    const reply = await comment(test, b, post.id, '回复一下', top.id);
    const replyToReply = await comment(test, a, post.id, '回复的回复', reply.id);
    expect(replyToReply).toMatchObject({ replyCommentId: reply.id, rootCommentId: top.id, replyTo: { uid: b.uid } });
    const list = dataOf<SquarePage<Comment>>(await call(test, 'GET', `/v1/square/post/${post.id}/comment/list?sort=2`));
    expect(list.items.map((c) => c.id)).toEqual([top.id]);
    expect(list.items[0]!.replyCount).toBe(2);
    const replies = dataOf<SquarePage<Comment>>(await call(test, 'GET', `/v1/square/post/${post.id}/comment/${top.id}/list`));
    expect(replies.items.map((c) => c.id)).toEqual([reply.id, replyToReply.id]);
    expect(dataOf<Post>(await call(test, 'GET', `/v1/square/post/${post.id}`)).commentCount).toBe(3);
  });
});
