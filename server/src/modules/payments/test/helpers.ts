import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../db/types';
import { TEST_SANDBOX_SECRET } from '../../../../test/config';
import { changeBalance } from '../../wallet';
import { signSandbox } from '../sandbox-provider';

/** The PAYMENT_SANDBOX_SECRET test apps are built with. */
export const DEV_SECRET = TEST_SANDBOX_SECRET;

export function notify(app: FastifyInstance, body: Record<string, unknown>, secret = DEV_SECRET, signature?: string) {
  const raw = JSON.stringify(body);
  return app.inject({
    method: 'POST',
    url: '/api/payments/notify/sandbox',
    payload: raw,
    headers: { 'content-type': 'application/json', 'x-sandbox-signature': signature ?? signSandbox(secret, raw) },
  });
}

export const grant = (db: Database, uid: string, amount: number) =>
  db.transaction((tx) => changeBalance(tx, { userId: uid, amount, reason: 'grant', reference: 'test:grant', at: new Date() }));

/** users.coin_num, the ledger's sum, and the ledger rows (oldest first). */
export async function money(db: Database, uid: string) {
  const user = await db.one<{ coin_num: string }>('SELECT coin_num::text AS coin_num FROM users WHERE uid = $1', [uid]);
  const ledger = await db.query<{ amount: string; reason: string; reference: string; balance_after: string }>(
    'SELECT amount::text AS amount, reason, reference, balance_after::text AS balance_after FROM coin_ledger WHERE user_id = $1 ORDER BY id',
    [uid],
  );
  const sum = ledger.reduce((total, row) => total + Number(row.amount), 0);
  return { balance: Number(user!.coin_num), sum, ledger };
}
