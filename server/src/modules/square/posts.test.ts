import type { DeletedResult, LikeResult, Post, PostImage, SquarePage, Tag } from '@portal/shared/types';
import { ResultCode } from '@portal/shared/types';
import sharp from 'sharp';
import { databaseKinds, useTestDatabase } from '../../../test/databases';
import { refreshHotRanks } from './hot-rank';
import {
  buildSquareApp,
  call,
  createMember,
  createTag,
  dataOf,
  expectRefusal,
  listPosts,
  makeStaff,
  publish,
  type SquareTestApp,
  uploadImage,
} from './test/helpers';

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 40, g: 160, b: 230 } } })
    .png()
    .toBuffer();

describe.each(databaseKinds)('square posts on %s', (kind) => {
  const database = useTestDatabase(kind);
  let test: SquareTestApp;
  beforeAll(async () => {
    test = await buildSquareApp(database.db);
  });
  afterAll(() => test.app.close());

  it('lists the tags', async () => {
    const tags = dataOf<Tag[]>(await call(test, 'GET', '/v1/square/tag/list'));
    expect(tags.map((tag) => tag.tag)).toEqual(expect.arrayContaining(['攻略', '福利', '吐槽', '组队', '新游', '同人']));
  });

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
      createdAt: test.clock.now().toISOString(),
    });
    const guest = dataOf<Post>(await call(test, 'GET', `/v1/square/post/${post.id}`));
    expect(guest).toEqual({ ...post, mine: false });
    const feed = await listPosts(test, `tagId=${tagId}&sort=2`);
    expect(feed).toEqual({ items: [guest], total: 1, currentPage: 1, pageSize: 20, hasMore: false, nextCursor: null });
  });

  it('keeps a <script> post as typed and answers it as JSON text', async () => {
    const author = await createMember(test);
    const text = '<script>alert("x")</script><img src=x onerror=alert(1)> & 你好';
    const post = await publish(test, author, text);
    const response = await call(test, 'GET', `/v1/square/post/${post.id}`);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(dataOf<Post>(response).content).toBe(text);
    expect(response.body).toContain(JSON.stringify(text).slice(1, -1));
  });

  it('refuses empty, too long and malformed posts naming the field, and guests', async () => {
    const author = await createMember(test);
    const send = (body: unknown) => call(test, 'POST', '/v1/square/post', { token: author.token, body });
    expectRefusal(await send({ content: '   ' }), 400, ResultCode.badRequest, '参数错误：content 不能为空');
    expectRefusal(await send({ content: '长'.repeat(2001) }), 400, ResultCode.badRequest, '参数错误：content 不能超过 2000 个字符');
    expectRefusal(await send({}), 400, ResultCode.badRequest, '缺少必填字段：content');
    expectRefusal(await send({ content: '好', tagId: 'x' }), 400, ResultCode.badRequest, /tagId/);
    expectRefusal(
      await send({ content: '好', imageIds: Array.from({ length: 10 }, (_, i) => i + 1) }),
      400,
      ResultCode.badRequest,
      /imageIds/,
    );
    expectRefusal(await send({ content: '好', tagId: 2_000_000_000 }), 400, ResultCode.tagNotFound, '话题不存在');
    expectRefusal(await call(test, 'POST', '/v1/square/post', { body: { content: '游客' } }), 401, ResultCode.sessionInvalid);
    // 2000 characters (emoji count as one) are allowed.
    expect((await publish(test, author, '😀'.repeat(2000))).content).toHaveLength(4000);
  });

  it('answers an unknown or malformed post id with 404 / 400', async () => {
    expectRefusal(await call(test, 'GET', '/v1/square/post/999999999'), 404, ResultCode.postNotFound, '帖子不存在或已删除');
    expectRefusal(await call(test, 'GET', '/v1/square/post/abc'), 400, ResultCode.badRequest, /id/);
  });

  it('lets only the author (or staff) delete a post; a deleted post leaves the lists and counts', async () => {
    const tagId = await createTag(test);
    const author = await createMember(test);
    const other = await createMember(test);
    const staff = await createMember(test);
    await makeStaff(test, staff);
    const post = await publish(test, author, '要删除的帖子', { tagId });
    const second = await publish(test, author, '员工删除的帖子', { tagId });
    expect((await listPosts(test, `tagId=${tagId}`)).total).toBe(2);
    expectRefusal(await call(test, 'DELETE', `/v1/square/post/${post.id}`, { token: other.token }), 403, ResultCode.notAuthor);
    expectRefusal(await call(test, 'DELETE', `/v1/square/post/${post.id}`), 401, ResultCode.sessionInvalid);
    expect(dataOf<DeletedResult>(await call(test, 'DELETE', `/v1/square/post/${post.id}`, { token: author.token }))).toEqual({
      deleted: true,
    });
    expectRefusal(await call(test, 'GET', `/v1/square/post/${post.id}`), 404, ResultCode.postNotFound);
    expectRefusal(await call(test, 'DELETE', `/v1/square/post/${post.id}`, { token: author.token }), 404, ResultCode.postNotFound);
    expect(dataOf<DeletedResult>(await call(test, 'DELETE', `/v1/square/post/${second.id}`, { token: staff.token }))).toEqual({
      deleted: true,
    });
    expect(await listPosts(test, `tagId=${tagId}`)).toMatchObject({ items: [], total: 0 });
    const mine = dataOf<SquarePage<Post>>(await call(test, 'GET', '/v1/square/post/me', { token: author.token }));
    expect(mine).toMatchObject({ items: [], total: 0 });
  });

  it('counts a double like once and an unlike once; guests and unknown posts are refused', async () => {
    const author = await createMember(test);
    const fan = await createMember(test);
    const post = await publish(test, author, '点赞测试');
    const like = () => call(test, 'POST', `/v1/square/post/${post.id}/like`, { token: fan.token });
    const unlike = () => call(test, 'DELETE', `/v1/square/post/${post.id}/like`, { token: fan.token });
    expect(dataOf<LikeResult>(await like())).toEqual({ liked: true, likeCount: 1 });
    expect(dataOf<LikeResult>(await like())).toEqual({ liked: true, likeCount: 1 });
    expect(dataOf<Post>(await call(test, 'GET', `/v1/square/post/${post.id}`, { token: fan.token })).liked).toBe(true);
    expect(dataOf<Post>(await call(test, 'GET', `/v1/square/post/${post.id}`)).liked).toBe(false);
    expect(dataOf<LikeResult>(await unlike())).toEqual({ liked: false, likeCount: 0 });
    expect(dataOf<LikeResult>(await unlike())).toEqual({ liked: false, likeCount: 0 });
    expectRefusal(await call(test, 'POST', `/v1/square/post/${post.id}/like`), 401, ResultCode.sessionInvalid);
    expectRefusal(await call(test, 'POST', '/v1/square/post/999999999/like', { token: fan.token }), 404, ResultCode.postNotFound);
  });

  it('uploads images (thumbnail made) and attaches only the author’s own unused ones, in the given order', async () => {
    const author = await createMember(test);
    const other = await createMember(test);
    const first = dataOf<PostImage>(await uploadImage(test, author.token, await png(1200, 800)));
    const second = dataOf<PostImage>(await uploadImage(test, author.token, await png(300, 500)));
    expect(first).toEqual({
      id: expect.any(Number),
      url: expect.stringMatching(/^\/media\/uploads\/posts\//),
      thumbUrl: expect.stringMatching(/^\/media\/uploads\/thumbs\//),
      width: 1200,
      height: 800,
    });
    const thumb = await test.app.inject({ url: first.thumbUrl });
    expect(thumb.statusCode).toBe(200);
    expect((await sharp(thumb.rawPayload).metadata()).width).toBeLessThanOrEqual(360);

    // Someone else's image, or one already used, is refused and nothing is published.
    expectRefusal(
      await call(test, 'POST', '/v1/square/post', { token: other.token, body: { content: '盗图', imageIds: [first.id] } }),
      400,
      ResultCode.imageNotFound,
    );
    const post = await publish(test, author, '带图的帖子', { imageIds: [second.id, first.id] });
    expect(post.images.map((image) => image.id)).toEqual([second.id, first.id]);
    test.clock.advance(6_000);
    expectRefusal(
      await call(test, 'POST', '/v1/square/post', { token: author.token, body: { content: '再用一次', imageIds: [first.id] } }),
      400,
      ResultCode.imageNotFound,
    );
    expect(dataOf<SquarePage<Post>>(await call(test, 'GET', '/v1/square/post/me', { token: other.token })).total).toBe(0);
  });

  it('refuses an upload that is not an image, has no file, is too large, or comes from a guest', async () => {
    const author = await createMember(test);
    expectRefusal(
      await uploadImage(test, author.token, Buffer.from('<svg onload=alert(1)>')),
      400,
      ResultCode.unsupportedImage,
      '图片仅支持 PNG、JPEG 或 WebP 格式',
    );
    expectRefusal(await uploadImage(test, author.token, await png(10, 10), 'picture'), 400, ResultCode.badRequest, '缺少必填字段：file');
    expectRefusal(
      await uploadImage(test, author.token, Buffer.alloc(10 * 1024 * 1024 + 10, 1)),
      413,
      ResultCode.payloadTooLarge,
      '图片文件不能超过 10 MB',
    );
    expectRefusal(await uploadImage(test, undefined, await png(10, 10)), 401, ResultCode.sessionInvalid);
    expectRefusal(
      await call(test, 'POST', '/v1/square/image/upload', { token: author.token, body: { file: 'x' } }),
      400,
      ResultCode.badRequest,
    );
  });

  it('orders 最热 by the stored rank (likes and comments, fading with age) and puts pinned posts first in every list', async () => {
    const tagId = await createTag(test);
    const author = await createMember(test);
    const fans = await Promise.all([createMember(test), createMember(test), createMember(test)]);
    const old = await publish(test, author, '旧帖子，很多赞', { tagId });
    for (const fan of fans) dataOf(await call(test, 'POST', `/v1/square/post/${old.id}/like`, { token: fan.token }));
    const fresh = await publish(test, author, '新帖子', { tagId });
    const liked = await publish(test, author, '新帖子，一个赞', { tagId });
    dataOf(await call(test, 'POST', `/v1/square/post/${liked.id}/like`, { token: fans[0]!.token }));
    await refreshHotRanks(test.db, test.clock.now);
    const ids = async (query: string) => (await listPosts(test, `tagId=${tagId}&${query}`)).items.map((post) => post.id);
    expect(await ids('sort=2')).toEqual([liked.id, fresh.id, old.id]);
    expect(await ids('sort=1')).toEqual([old.id, liked.id, fresh.id]);
    // After 7 days every rank is 0: the order falls back to newest first.
    test.clock.advance(8 * 86_400_000);
    await refreshHotRanks(test.db, test.clock.now);
    expect(await ids('sort=1')).toEqual([liked.id, fresh.id, old.id]);

    const staff = await createMember(test);
    await makeStaff(test, staff);
    expectRefusal(
      await call(test, 'POST', `/v1/square/post/${old.id}/pin`, { token: author.token, body: { pinned: true } }),
      403,
      ResultCode.staffRequired,
    );
    expect(
      dataOf<Post>(await call(test, 'POST', `/v1/square/post/${old.id}/pin`, { token: staff.token, body: { pinned: true } })).pinned,
    ).toBe(true);
    expect(await ids('sort=2')).toEqual([old.id, liked.id, fresh.id]);
    expect(await ids('sort=1')).toEqual([old.id, liked.id, fresh.id]);
    dataOf(await call(test, 'POST', `/v1/square/post/${old.id}/pin`, { token: staff.token, body: { pinned: false } }));
    expect(await ids('sort=2')).toEqual([liked.id, fresh.id, old.id]);
  });
});
