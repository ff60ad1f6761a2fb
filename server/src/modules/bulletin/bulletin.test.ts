import type { Bulletin } from '@portal/shared/types';
import { databaseKinds, useTestDatabase } from '../../../test/databases';
import { buildAccountsApp, okData, post, type AccountsTestApp } from '../../../test/accounts';

describe.each(databaseKinds)('bulletin on %s', (kind) => {
  const database = useTestDatabase(kind);
  let test: AccountsTestApp;
  beforeAll(async () => {
    test = await buildAccountsApp(database.db);
  });
  afterAll(() => test.app.close());

  it('answers the seeded announcement of position 1, as HTML', async () => {
    const bulletin = okData<Bulletin | null>(await post(test.app, '/api/bulletin/latest', { posType: 1 }));
    expect(bulletin).toEqual({
      id: expect.any(Number),
      title: '欢迎来到X游戏',
      createTime: expect.any(String),
      content: expect.stringContaining('<strong>'),
    });
    expect(bulletin!.content).toContain('<a href=');
  });

  it('answers null when no bulletin is active for the position', async () => {
    expect(okData(await post(test.app, '/api/bulletin/latest', { posType: 7 }, { json: true }))).toBeNull();
  });

  it('skips inactive and out-of-window bulletins and picks the newest', async () => {
    const now = test.clock.now();
    const later = new Date(now.getTime() + 3600_000).toISOString();
    await database.db.query(
      `INSERT INTO bulletins (pos_type, title, content, create_time, active, starts_at, ends_at) VALUES
        (5, '旧公告', '<p>旧</p>', '2024-01-01T00:00:00Z', true, NULL, NULL),
        (5, '已下线', '<p>x</p>', '2025-01-01T00:00:00Z', false, NULL, NULL),
        (5, '未开始', '<p>y</p>', '2025-02-01T00:00:00Z', true, $1, NULL),
        (5, '已结束', '<p>z</p>', '2025-03-01T00:00:00Z', true, NULL, $2)`,
      [later, now.toISOString()],
    );
    expect(okData<Bulletin>(await post(test.app, '/api/bulletin/latest', { posType: 5 })).title).toBe('旧公告');
  });
});
