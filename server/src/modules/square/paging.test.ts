import type { Comment, Post, SquarePage } from '@portal/shared/types';
import { ResultCode } from '@portal/shared/types';
import { databaseKinds, useTestDatabase } from '../../../test/databases';
import { refreshHotRanks } from './hot-rank';
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

describe.each(databaseKinds)('square paging on %s', (kind) => {
  const database = useTestDatabase(kind);
  let test: SquareTestApp;
  beforeAll(async () => {
    test = await buildSquareApp(database.db);
  });
  afterAll(() => test.app.close());

  /** n posts in a tag of their own, oldest first; returns their ids newest first (the 最新 order). */
  async function postsInTag(author: Member, n: number): Promise<{ tagId: number; newestFirst: number[] }> {
    const tagId = await createTag(test);
    const ids: number[] = [];
    // Posts from several authors, so the per-account pause and daily cap never refuse one.
    for (let index = 0; index < n; index += 1)
      ids.push((await publish(test, index % 2 ? author : await createMember(test), `第 ${index} 帖`, { tagId })).id);
    return { tagId, newestFirst: ids.reverse() };
  }

  it('reads on by cursor without repeating or skipping while new posts arrive', async () => {
    const author = await createMember(test);
    const { tagId, newestFirst } = await postsInTag(author, 25);
    const first = await listPosts(test, `tagId=${tagId}&pageSize=10`);
    expect(first).toMatchObject({ total: 25, currentPage: 1, pageSize: 10, hasMore: true });
    expect(first.nextCursor).toEqual(expect.any(String));
    // Three new posts arrive at the top while the reader scrolls.
    for (let index = 0; index < 3; index += 1) await publish(test, author, `新来的 ${index}`, { tagId });
    const second = await listPosts(test, `tagId=${tagId}&pageSize=10&currentPage=2&cursor=${first.nextCursor}`);
    const third = await listPosts(test, `tagId=${tagId}&pageSize=10&currentPage=3&cursor=${second.nextCursor}`);
    expect(third).toMatchObject({ hasMore: false, nextCursor: null, total: 28 });
    expect([...first.items, ...second.items, ...third.items].map((post) => post.id)).toEqual(newestFirst);
  });

  it('serves page numbers without a cursor: sequential pages continue after the page before, jumps are right too', async () => {
    const author = await createMember(test);
    const { tagId, newestFirst } = await postsInTag(author, 23);
    const reader = await createMember(test);
    const page = async (n: number, who?: Member) =>
      (await listPosts(test, `tagId=${tagId}&pageSize=10&currentPage=${n}`, who?.token)).items.map((post) => post.id);
    // A reader who jumps straight to page 3 (nothing remembered for them) gets the right rows.
    expect(await page(3, reader)).toEqual(newestFirst.slice(20));
    expect(await page(2, reader)).toEqual(newestFirst.slice(10, 20));
    // A guest reading 1 then 2 while a post arrives in between: page 2 continues after page 1's last row.
    expect(await page(1)).toEqual(newestFirst.slice(0, 10));
    await publish(test, author, '插队的新帖', { tagId });
    expect(await page(2)).toEqual(newestFirst.slice(10, 20));
    expect(await page(3)).toEqual(newestFirst.slice(20));
    const last = await listPosts(test, `tagId=${tagId}&pageSize=10&currentPage=3`);
    expect(last).toMatchObject({ hasMore: false, nextCursor: null, currentPage: 3 });
    expect((await listPosts(test, `tagId=${tagId}&pageSize=10&currentPage=9`)).items).toEqual([]);
  });

  it('pages 最热 by cursor in rank order', async () => {
    const author = await createMember(test);
    const { tagId } = await postsInTag(author, 12);
    const fans = [await createMember(test), await createMember(test)];
    const all = await listPosts(test, `tagId=${tagId}&pageSize=12`);
    for (const [index, post] of all.items.entries()) {
      for (const fan of fans.slice(0, index % 3)) dataOf(await call(test, 'POST', `/v1/square/post/${post.id}/like`, { token: fan.token }));
    }
    await refreshHotRanks(test.db, test.clock.now);
    const whole = (await listPosts(test, `tagId=${tagId}&pageSize=12&sort=1`)).items.map((post) => post.id);
    const pages: number[] = [];
    let cursor: string | null = null;
    do {
      const result: SquarePage<Post> = await listPosts(test, `tagId=${tagId}&pageSize=5&sort=1${cursor ? `&cursor=${cursor}` : ''}`);
      pages.push(...result.items.map((post) => post.id));
      cursor = result.nextCursor;
    } while (cursor);
    expect(pages).toEqual(whole);
    expect(new Set(pages).size).toBe(12);
  });

  it('refuses a forged cursor, a cursor of another order and out-of-range paging with 400', async () => {
    const author = await createMember(test);
    const { tagId } = await postsInTag(author, 3);
    const hot = await listPosts(test, `tagId=${tagId}&pageSize=1&sort=1`);
    expectRefusal(
      await call(test, 'GET', `/v1/square/post/list?tagId=${tagId}&sort=2&cursor=${hot.nextCursor}`),
      400,
      ResultCode.badRequest,
      /cursor/,
    );
    expectRefusal(await call(test, 'GET', '/v1/square/post/list?cursor=bm90LWpzb24'), 400, ResultCode.badRequest, /cursor/);
    expectRefusal(await call(test, 'GET', '/v1/square/post/list?pageSize=101'), 400, ResultCode.badRequest, /pageSize/);
    expectRefusal(await call(test, 'GET', '/v1/square/post/list?currentPage=0'), 400, ResultCode.badRequest, /currentPage/);
    expectRefusal(await call(test, 'GET', '/v1/square/post/list?sort=3'), 400, ResultCode.badRequest, /sort/);
  });

  it('pages a post’s comments and a comment’s replies (oldest reply first) by page number and cursor', async () => {
    const author = await createMember(test);
    const post = await publish(test, author, '评论分页');
    const commenters = [await createMember(test), await createMember(test)];
    const comments: Comment[] = [];
    for (let index = 0; index < 12; index += 1) comments.push(await comment(test, commenters[index % 2]!, post.id, `评论 ${index}`));
    const newest = comments.map((c) => c.id).reverse();
    const list = async (query: string) =>
      dataOf<SquarePage<Comment>>(await call(test, 'GET', `/v1/square/post/${post.id}/comment/list?${query}`));
    const page1 = await list('sort=2&pageSize=5');
    const page2 = await list('sort=2&pageSize=5&currentPage=2');
    const page3 = await list(`sort=2&pageSize=5&currentPage=3&cursor=${page2.nextCursor}`);
    expect(page1.total).toBe(12);
    expect([...page1.items, ...page2.items, ...page3.items].map((c) => c.id)).toEqual(newest);

    // Most liked first for sort 1.
    const liked = comments[4]!;
    dataOf(await call(test, 'POST', `/v1/square/comment/${liked.id}/like`, { token: author.token }));
    expect((await list('sort=1&pageSize=1')).items[0]!.id).toBe(liked.id);

    const root = comments[0]!;
    const replies: number[] = [];
    for (let index = 0; index < 7; index += 1)
      replies.push((await comment(test, commenters[index % 2]!, post.id, `回复 ${index}`, root.id)).id);
    const replyPage = async (query: string) =>
      dataOf<SquarePage<Comment>>(await call(test, 'GET', `/v1/square/post/${post.id}/comment/${root.id}/list?${query}`));
    const r1 = await replyPage('pageSize=3');
    const r2 = await replyPage('pageSize=3&currentPage=2');
    const r3 = await replyPage(`pageSize=3&currentPage=3&cursor=${r2.nextCursor}`);
    expect(r1.total).toBe(7);
    expect([...r1.items, ...r2.items, ...r3.items].map((c) => c.id)).toEqual(replies);
    expect(r3.hasMore).toBe(false);
    // A reply is not a top-level comment: its "replies" list is refused, as is a comment of another post.
    expectRefusal(await call(test, 'GET', `/v1/square/post/${post.id}/comment/${replies[0]}/list`), 404, ResultCode.commentNotFound);
    const other = await publish(test, author, '另一个帖子');
    expectRefusal(await call(test, 'GET', `/v1/square/post/${other.id}/comment/${root.id}/list`), 404, ResultCode.commentNotFound);
  });
});
