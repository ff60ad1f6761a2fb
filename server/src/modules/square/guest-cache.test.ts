import { databaseKinds, useTestDatabase } from '../../../test/databases';
import type { Tag } from '@portal/shared/types';
import { buildSquareApp, call, createMember, createTag, dataOf, listPosts, publish, type SquareTestApp } from './test/helpers';

describe.each(databaseKinds)('the guests’ feed and the tag list kept in memory on %s', (kind) => {
  const database = useTestDatabase(kind);
  let test: SquareTestApp;
  beforeAll(async () => {
    test = await buildSquareApp(database.db, { CATALOGUE_CACHE_MS: '10000' });
  });
  afterAll(() => test.app.close());

  it('answers a guest’s page from memory for CATALOGUE_CACHE_MS while players read fresh, then shows the change', async () => {
    const tagId = await createTag(test);
    const author = await createMember(test);
    const first = await publish(test, author, '第一条', { tagId });
    const ids = async (token?: string) => (await listPosts(test, `tagId=${tagId}&sort=2`, token)).items.map((post) => post.id);
    expect(await ids()).toEqual([first.id]);

    const second = await publish(test, author, '第二条', { tagId }); // moves the clock 6 s
    expect(await ids(author.token)).toEqual([second.id, first.id]);
    expect(await ids()).toEqual([first.id]);

    test.clock.advance(4_001);
    expect(await ids()).toEqual([second.id, first.id]);
  });

  it('answers every page’s start-up from memory for CATALOGUE_CACHE_MS, then shows a tag ops added', async () => {
    const names = async () => dataOf<Tag[]>(await call(test, 'GET', '/v1/square/tag/list')).map((tag) => tag.tag);
    const before = await names();
    expect(before).toContain('攻略');
    await test.db.query("INSERT INTO square_tags (tag, sort) VALUES ('置顶', -1)");
    expect(await names()).toEqual(before);
    test.clock.advance(10_001);
    expect(await names()).toEqual(['置顶', ...before]);
  });
});
