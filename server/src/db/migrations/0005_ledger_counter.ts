import type { Migration } from './migration';

/**
 * A user's ledger row count, kept beside the balance by changeBalance in the same transaction,
 * so the ledger page's total costs one row read instead of counting a long history
 * (bench/scale.mjs: 100 000 entries).
 */
export const ledgerCounter: Migration = {
  id: 5,
  name: 'ledger_counter',
  sql: `
    ALTER TABLE users ADD COLUMN ledger_entries bigint NOT NULL DEFAULT 0 CHECK (ledger_entries >= 0);
    UPDATE users SET ledger_entries = counted.n
      FROM (SELECT user_id, count(*) AS n FROM coin_ledger GROUP BY user_id) AS counted
     WHERE users.uid = counted.user_id;
  `,
};
