import type { Post } from '@portal/shared/types';
import { SQUARE_LIMITS } from '@portal/shared/rules';
import { ResultCode } from '@portal/shared/types';
import { databaseKinds, useTestDatabase } from '../../../test/databases';
import { buildSquareApp, call, comment, createMember, dataOf, expectRefusal, publish, type SquareTestApp } from './test/helpers';

/** Flood control (SQUARE_LIMITS): a pause between posts, a daily cap stricter for new accounts, no repeats. */
describe.each(databaseKinds)('square publishing limits on %s', (kind) => {
  const database = useTestDatabase(kind);
  let test: SquareTestApp;
  beforeAll(async () => {
    test = await buildSquareApp(database.db);
  });
  afterAll(() => test.app.close());

  const send = (token: string, content: string) => call(test, 'POST', '/v1/square/post', { token, body: { content } });

  it('asks for a pause between two posts with 429, Retry-After and the seconds to wait', async () => {
    const author = await createMember(test);
    await publish(test, author, '第一帖');
    test.clock.advance(2_000);
    const refused = await send(author.token, '第二帖');
    expectRefusal(refused, 429, ResultCode.postingTooFast, '发帖太频繁了，请 3 秒后再试');
    expect(refused.headers['retry-after']).toBe('3');
    test.clock.advance(3_000);
    expect(dataOf<Post>(await send(author.token, '第二帖')).content).toBe('第二帖');
  });

  it('refuses the same text from one account within the window, even with spaces around it, but not from another account', async () => {
    const author = await createMember(test);
    const other = await createMember(test);
    await publish(test, author, '一模一样的内容');
    test.clock.advance(10_000);
    const refused = await send(author.token, '  一模一样的内容 ');
    expectRefusal(refused, 429, ResultCode.duplicateContent, '请勿重复发布相同的内容，请 5 分钟后再试');
    expect(Number(refused.headers['retry-after'])).toBe(SQUARE_LIMITS.duplicateWindowSeconds - 10);
    expect(dataOf<Post>(await send(other.token, '一模一样的内容')).content).toBe('一模一样的内容');
    test.clock.advance(SQUARE_LIMITS.duplicateWindowSeconds * 1000);
    expect(dataOf<Post>(await send(author.token, '一模一样的内容')).content).toBe('一模一样的内容');
  });

  it('caps posts per day, stricter for an account younger than a day', async () => {
    const fresh = await createMember(test, { ageHours: 1 });
    for (let index = 0; index < SQUARE_LIMITS.newAccountPostsPerDay; index += 1) await publish(test, fresh, `新号第 ${index} 帖`);
    test.clock.advance(6_000);
    const refused = await send(fresh.token, '新号超额');
    expectRefusal(refused, 429, ResultCode.dailyPostLimit, /^新注册账号 24 小时内最多发帖 5 次，请 24 小时后再试$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(23 * 3600);

    const seasoned = await createMember(test, { ageHours: 48 });
    for (let index = 0; index < SQUARE_LIMITS.postsPerDay; index += 1) await publish(test, seasoned, `老号第 ${index} 帖`);
    test.clock.advance(6_000);
    expectRefusal(await send(seasoned.token, '老号超额'), 429, ResultCode.dailyPostLimit, /^24 小时内最多发帖 30 次/);
    test.clock.advance(24 * 3_600_000);
    expect(dataOf<Post>(await send(seasoned.token, '第二天')).content).toBe('第二天');
  });

  it('does not use up a pause or the duplicate window on a post that was refused for another reason', async () => {
    const author = await createMember(test);
    test.clock.advance(6_000);
    expectRefusal(
      await call(test, 'POST', '/v1/square/post', { token: author.token, body: { content: '图丢了', imageIds: [2_000_000_000] } }),
      400,
      ResultCode.imageNotFound,
    );
    expect(dataOf<Post>(await send(author.token, '图丢了')).content).toBe('图丢了');
  });

  it('limits comments the same way: a pause, repeats, length', async () => {
    const author = await createMember(test);
    const talker = await createMember(test);
    const post = await publish(test, author, '评论限制');
    await comment(test, talker, post.id, '沙发');
    const say = (content: string) => call(test, 'POST', `/v1/square/post/${post.id}/comment`, { token: talker.token, body: { content } });
    const fast = await say('板凳');
    expectRefusal(fast, 429, ResultCode.postingTooFast, '评论太频繁了，请 3 秒后再试');
    expect(fast.headers['retry-after']).toBe('3');
    test.clock.advance(4_000);
    expectRefusal(await say('沙发'), 429, ResultCode.duplicateContent, /^请勿重复发布相同的内容/);
    expectRefusal(await say(' '), 400, ResultCode.badRequest, '参数错误：content 不能为空');
    expectRefusal(await say('字'.repeat(501)), 400, ResultCode.badRequest, '参数错误：content 不能超过 500 个字符');
    expectRefusal(
      await call(test, 'POST', `/v1/square/post/${post.id}/comment`, {
        token: talker.token,
        body: { content: '回复', replyCommentId: 2_000_000_000 },
      }),
      404,
      ResultCode.commentNotFound,
    );
    expectRefusal(
      await call(test, 'POST', '/v1/square/post/2000000000/comment', { token: talker.token, body: { content: '无帖' } }),
      404,
      ResultCode.postNotFound,
    );
    expectRefusal(
      await call(test, 'POST', `/v1/square/post/${post.id}/comment`, { body: { content: '游客' } }),
      401,
      ResultCode.sessionInvalid,
    );
  });
});
