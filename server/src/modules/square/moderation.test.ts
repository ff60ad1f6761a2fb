import type { Comment, DeletedResult, Post, ReportResult, SensitiveWordList, SquareConfigList, SquarePage } from '@portal/shared/types';
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
  makeStaff,
  type Member,
  publish,
  type SquareTestApp,
} from './test/helpers';

describe.each(databaseKinds)('square moderation on %s', (kind) => {
  const database = useTestDatabase(kind);
  let test: SquareTestApp;
  let staff: Member;
  beforeAll(async () => {
    test = await buildSquareApp(database.db);
    staff = await createMember(test);
    await makeStaff(test, staff);
  });
  afterAll(() => test.app.close());

  const report = (member: Member, targetType: 'post' | 'comment', targetId: number) =>
    call(test, 'POST', '/v1/square/report', { token: member.token, body: { targetType, targetId, reason: '广告' } });

  it('hides a post after 3 distinct reporters (a repeat report counts once); author and staff still see it, staff restores it', async () => {
    const tagId = await createTag(test);
    const author = await createMember(test);
    const reader = await createMember(test);
    const post = await publish(test, author, '被举报的帖子', { tagId });
    const reporters = [await createMember(test), await createMember(test), await createMember(test)];
    expect(dataOf<ReportResult>(await report(reporters[0]!, 'post', post.id))).toEqual({ reported: true });
    expect(dataOf<ReportResult>(await report(reporters[0]!, 'post', post.id))).toEqual({ reported: true });
    expect(dataOf<ReportResult>(await report(reporters[1]!, 'post', post.id))).toEqual({ reported: true });
    expect((await listPosts(test, `tagId=${tagId}`)).items).toHaveLength(1);
    dataOf(await report(reporters[2]!, 'post', post.id));

    expect((await listPosts(test, `tagId=${tagId}`)).items).toEqual([]);
    expect((await listPosts(test, `tagId=${tagId}`, reader.token)).items).toEqual([]);
    expectRefusal(await call(test, 'GET', `/v1/square/post/${post.id}`, { token: reader.token }), 404, ResultCode.postNotFound);
    expectRefusal(await call(test, 'GET', `/v1/square/post/${post.id}`), 404, ResultCode.postNotFound);
    expect(dataOf<Post>(await call(test, 'GET', `/v1/square/post/${post.id}`, { token: author.token })).hidden).toBe(true);
    expect((await listPosts(test, `tagId=${tagId}`, author.token)).items.map((p) => p.id)).toEqual([post.id]);
    expect((await listPosts(test, `tagId=${tagId}`, staff.token)).items.map((p) => p.id)).toEqual([post.id]);

    const review = dataOf<{ posts: Array<Post & { reportCount: number }> }>(
      await call(test, 'GET', '/v1/square/review/list', { token: staff.token }),
    );
    expect(review.posts.find((p) => p.id === post.id)).toMatchObject({ hidden: true, reportCount: 3 });
    expectRefusal(
      await call(test, 'GET', '/v1/square/review/list', { token: reader.token }),
      403,
      ResultCode.staffRequired,
      '仅管理员可以进行此操作',
    );

    const restored = dataOf<Post>(
      await call(test, 'POST', `/v1/square/post/${post.id}/visibility`, { token: staff.token, body: { hidden: false } }),
    );
    expect(restored.hidden).toBe(false);
    expect((await listPosts(test, `tagId=${tagId}`, reader.token)).items.map((p) => p.id)).toEqual([post.id]);
    // A fourth report after the review does not hide it again on its own.
    dataOf(await report(await createMember(test), 'post', post.id));
    expect((await listPosts(test, `tagId=${tagId}`)).items).toHaveLength(1);
    // Staff hide directly; only staff may.
    expectRefusal(
      await call(test, 'POST', `/v1/square/post/${post.id}/visibility`, { token: author.token, body: { hidden: true } }),
      403,
      ResultCode.staffRequired,
    );
    dataOf(await call(test, 'POST', `/v1/square/post/${post.id}/visibility`, { token: staff.token, body: { hidden: true } }));
    expect((await listPosts(test, `tagId=${tagId}`)).items).toEqual([]);
  });

  it('hides a comment after 3 reports, and refuses reports of unknown targets or bad bodies', async () => {
    const author = await createMember(test);
    const post = await publish(test, author, '评论举报');
    const writer = await createMember(test);
    const bad = await comment(test, writer, post.id, '不友善的评论');
    for (let index = 0; index < 3; index += 1) dataOf(await report(await createMember(test), 'comment', bad.id));
    const list = (token?: string) =>
      call(test, 'GET', `/v1/square/post/${post.id}/comment/list`, token === undefined ? {} : { token }).then((r) =>
        dataOf<SquarePage<Comment>>(r),
      );
    expect((await list()).items).toEqual([]);
    expect((await list(writer.token)).items.map((c) => [c.id, c.hidden])).toEqual([[bad.id, true]]);
    const restored = dataOf<Comment>(
      await call(test, 'POST', `/v1/square/comment/${bad.id}/visibility`, { token: staff.token, body: { hidden: false } }),
    );
    expect(restored.hidden).toBe(false);
    expect((await list()).items.map((c) => c.id)).toEqual([bad.id]);

    const reporter = await createMember(test);
    expectRefusal(await report(reporter, 'post', 2_000_000_000), 404, ResultCode.postNotFound);
    expectRefusal(await report(reporter, 'comment', 2_000_000_000), 404, ResultCode.commentNotFound);
    expectRefusal(
      await call(test, 'POST', '/v1/square/report', { token: reporter.token, body: { targetType: 'user', targetId: 1 } }),
      400,
      ResultCode.badRequest,
      /targetType/,
    );
    expectRefusal(
      await call(test, 'POST', '/v1/square/report', { body: { targetType: 'post', targetId: post.id } }),
      401,
      ResultCode.sessionInvalid,
    );
  });

  it('refuses sensitive words in posts and comments, naming them, after normalising evasions; whitelisted phrases pass', async () => {
    const author = await createMember(test);
    const addWord = (word: string, kind: 'block' | 'allow' = 'block') =>
      call(test, 'POST', '/v1/square/sensitiveword', { token: staff.token, body: { word, kind } });
    dataOf(await addWord('外挂'));
    dataOf(await addWord('代充'));
    dataOf(await addWord('外挂式', 'allow'));
    expectRefusal(
      await call(test, 'POST', '/v1/square/sensitiveword', { token: author.token, body: { word: '坏词' } }),
      403,
      ResultCode.staffRequired,
    );

    const send = (content: string) => call(test, 'POST', '/v1/square/post', { token: author.token, body: { content } });
    test.clock.advance(6_000);
    expectRefusal(await send('出售外挂，便宜代充'), 400, ResultCode.sensitiveWords, '内容包含敏感词：外挂、代充');
    expectRefusal(await send('出售外＊挂'), 400, ResultCode.sensitiveWords, '内容包含敏感词：外挂');
    expectRefusal(await send('出售外外挂挂'), 400, ResultCode.sensitiveWords, '内容包含敏感词：外挂');
    expectRefusal(await send('出售外掛'), 400, ResultCode.sensitiveWords, '内容包含敏感词：外挂');
    // A refused post used up no pause: the clean one goes through at once.
    expect(dataOf<Post>(await send('这款外挂式键盘很好用')).content).toBe('这款外挂式键盘很好用');
    test.clock.advance(6_000);
    const post = await publish(test, author, '干净的帖子');
    expectRefusal(
      await call(test, 'POST', `/v1/square/post/${post.id}/comment`, { token: author.token, body: { content: '私聊代充' } }),
      400,
      ResultCode.sensitiveWords,
      '内容包含敏感词：代充',
    );

    const list = dataOf<SensitiveWordList>(await call(test, 'GET', '/v1/square/sensitiveword/list?pageSize=99'));
    expect(list.records.map((record) => record.word)).toEqual(expect.arrayContaining(['外挂', '代充']));
    expect(list.records.map((record) => record.word)).not.toContain('外挂式');
    expect(list.total).toBe(list.records.length);

    // Removing a word takes effect at once.
    expect(dataOf<DeletedResult>(await call(test, 'DELETE', '/v1/square/sensitiveword?word=代充', { token: staff.token }))).toEqual({
      deleted: true,
    });
    test.clock.advance(6_000);
    expect(dataOf<Post>(await send('可以代充了吗')).content).toBe('可以代充了吗');
    expectRefusal(
      await call(test, 'POST', '/v1/square/sensitiveword', { token: staff.token, body: { word: ' ' } }),
      400,
      ResultCode.badRequest,
      '参数错误：word 不能为空',
    );
  });

  it('picks up a word list edited elsewhere (another instance) without a restart', async () => {
    const [author, other] = [await createMember(test), await createMember(test)];
    // This instance has just read the list (a post checks it) …
    expect((await call(test, 'POST', '/v1/square/post', { token: author.token, body: { content: '新服开服啦' } })).statusCode).toBe(200);
    // … when another instance adds a word: written straight into the database, version bumped.
    await test.db.query("INSERT INTO sensitive_words (word, kind) VALUES ('私服', 'block')");
    await test.db.query("UPDATE square_config SET value = (value::bigint + 1)::text WHERE key = 'sensitiveWordsVersion'");
    // Until the settings are read again this instance still holds the old list …
    const before = await call(test, 'POST', '/v1/square/post', { token: other.token, body: { content: '私服开服啦' } });
    expect(before.statusCode).toBe(200);
    // … and once their age (SquareSettings maxAgeMs, 3 s) has passed it refuses the new word.
    test.clock.advance(400_000);
    const response = await call(test, 'POST', '/v1/square/post', { token: author.token, body: { content: '私服开服了' } });
    expectRefusal(response, 400, ResultCode.sensitiveWords, '内容包含敏感词：私服');
  });

  it('lists the square’s public settings', async () => {
    const config = dataOf<SquareConfigList>(await call(test, 'GET', '/v1/square/config/list?pageSize=99'));
    expect(config.records).toEqual(
      expect.arrayContaining([
        { key: 'postMaxLength', value: '2000' },
        { key: 'reportsToHide', value: '3' },
      ]),
    );
    expect(config.records.map((record) => record.key)).not.toContain('sensitiveWordsVersion');
    expect(config.total).toBe(config.records.length);
    expectRefusal(await call(test, 'GET', '/v1/square/config/list?pageSize=0'), 400, ResultCode.badRequest, /pageSize/);
  });
});
