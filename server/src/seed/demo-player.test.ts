import type { LoginResult } from '@portal/shared/types';
import { databaseKinds, useTestDatabase } from '../../test/databases';
import { migrate } from '../db/migrate';
import { buildAccountsApp, okData, post } from '../../test/accounts';
import { seedDemoPlayer } from './demo-player';

describe.each(databaseKinds)('the demo player seed on %s', (kind) => {
  const database = useTestDatabase(kind);
  beforeAll(() => migrate(database.db));

  it('creates demo / demo1234 (试玩玩家) with 500 X钻 granted through the ledger, once however often it runs', async () => {
    const at = new Date('2025-01-01T08:00:00Z');
    const first = await seedDemoPlayer(database.db, at);
    await Promise.all([seedDemoPlayer(database.db, at), seedDemoPlayer(database.db, () => at)]);
    const again = await seedDemoPlayer(database.db, at);
    expect(again.uid).toBe(first.uid);

    const users = await database.db.query<{ uid: string; name: string; phone: string | null; coin_num: string }>(
      "SELECT uid::text AS uid, name, phone, coin_num::text AS coin_num FROM users WHERE lower(login_name) = 'demo'",
    );
    expect(users).toEqual([{ uid: first.uid, name: '试玩玩家', phone: null, coin_num: '500' }]);
    const ledger = await database.db.query(
      'SELECT amount::text AS amount, reason, reference, balance_after::text AS balance_after FROM coin_ledger WHERE user_id = $1',
      [first.uid],
    );
    expect(ledger).toEqual([{ amount: '500', reason: 'grant', reference: 'demo:welcome', balance_after: '500' }]);

    const test = await buildAccountsApp(database.db);
    try {
      const account = okData<LoginResult>(await post(test.app, '/api/user/login', { loginName: 'demo', password: 'demo1234' }));
      expect(account).toMatchObject({ uid: first.uid, name: '试玩玩家', loginName: 'demo' });
    } finally {
      await test.app.close();
    }
  });
});
