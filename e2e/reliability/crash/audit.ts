/**
 * The money invariants over every user in the database, in SQL, after the last stop: the API
 * check sees only the suite's players, this sees everyone (the demo player included) and the
 * tables behind the answers.
 */
import type { SqlSession } from '../harness/server-drivers';

export interface AuditResult {
  users: number;
  /** Users whose ledger does not sum to their balance. */
  ledgerNotBalance: number;
  negativeBalances: number;
  /** Ledger rows whose balance_after is not the sum of the user's rows up to them. */
  brokenRunningBalance: number;
  /** Users whose ledger counter (users.ledger_entries) disagrees with their rows. */
  wrongLedgerCounter: number;
  /** Orders credited more than once. */
  doubleCredits: number;
  /** Paid recharge orders without exactly one credit, and credits of orders that are not paid. */
  paidWithoutCredit: number;
  creditWithoutPaid: number;
  /** Purchases whose ledger row is missing or is not the charge of that game. */
  purchaseWithoutCharge: number;
}

const QUERIES: Record<Exclude<keyof AuditResult, 'users'>, string> = {
  ledgerNotBalance: `SELECT count(*)::int AS n FROM users u
    WHERE u.coin_num <> COALESCE((SELECT sum(l.amount) FROM coin_ledger l WHERE l.user_id = u.uid), 0)`,
  negativeBalances: 'SELECT count(*)::int AS n FROM users WHERE coin_num < 0',
  brokenRunningBalance: `SELECT count(*)::int AS n FROM (
      SELECT balance_after, sum(amount) OVER (PARTITION BY user_id ORDER BY id) AS running FROM coin_ledger
    ) rows WHERE balance_after <> running`,
  wrongLedgerCounter: `SELECT count(*)::int AS n FROM users u
    WHERE u.ledger_entries <> (SELECT count(*) FROM coin_ledger l WHERE l.user_id = u.uid)`,
  doubleCredits: `SELECT count(*)::int AS n FROM (
      SELECT reference FROM coin_ledger WHERE reference LIKE 'order:%' GROUP BY reference HAVING count(*) > 1
    ) twice`,
  paidWithoutCredit: `SELECT count(*)::int AS n FROM orders o WHERE o.kind = 'recharge' AND o.status = 'paid'
    AND (SELECT count(*) FROM coin_ledger l WHERE l.reference = 'order:' || o.order_no AND l.user_id = o.user_id) <> 1`,
  creditWithoutPaid: `SELECT count(*)::int AS n FROM coin_ledger l WHERE l.reference LIKE 'order:%'
    AND NOT EXISTS (SELECT 1 FROM orders o WHERE 'order:' || o.order_no = l.reference AND o.status = 'paid' AND o.user_id = l.user_id)`,
  purchaseWithoutCharge: `SELECT count(*)::int AS n FROM game_purchases p
    LEFT JOIN coin_ledger l ON l.id = p.ledger_id
    WHERE l.id IS NULL OR l.user_id <> p.user_id OR l.reference <> 'game:' || p.game_id OR l.amount <> -p.price`,
};

export async function auditMoney(sql: SqlSession): Promise<AuditResult> {
  const count = async (query: string) => (await sql.query<{ n: number }>(query))[0]?.n ?? -1;
  const result = { users: await count('SELECT count(*)::int AS n FROM users') } as AuditResult;
  for (const [name, query] of Object.entries(QUERIES)) result[name as keyof typeof QUERIES] = await count(query);
  return result;
}
