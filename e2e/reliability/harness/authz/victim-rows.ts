import type pg from 'pg';

/**
 * Every row the database holds for one player, read straight from the tables, one JSON text
 * per table: the users row, diamond ledger, orders, system messages, sessions, claimed gift
 * codes, purchases, download events, invitations and the device the player's client set up.
 * Two snapshots that differ in a table mean something wrote that player's data.
 * (payment_notifications is the provider's log, kept for every notification whatever it names;
 * a notification that credits anything shows in orders, ledger and users.)
 */
export type RowSnapshot = Record<string, string>;

const QUERIES: Record<string, string> = {
  users: 'SELECT * FROM users WHERE uid = $1',
  coin_ledger: 'SELECT * FROM coin_ledger WHERE user_id = $1 ORDER BY id',
  orders: 'SELECT * FROM orders WHERE user_id = $1 ORDER BY id',
  system_messages: 'SELECT * FROM system_messages WHERE user_id = $1 ORDER BY id',
  sessions: 'SELECT * FROM sessions WHERE user_id = $1 ORDER BY id',
  gift_codes: 'SELECT * FROM gift_codes WHERE claimed_by = $1 ORDER BY id',
  game_purchases: 'SELECT * FROM game_purchases WHERE user_id = $1 ORDER BY game_id',
  download_events: 'SELECT * FROM download_events WHERE user_id = $1 ORDER BY id',
  invite_relations: 'SELECT * FROM invite_relations WHERE inviter_id = $1 OR invitee_id = $1 ORDER BY invitee_id',
};

export async function snapshotRows(pool: pg.Pool, owner: { uid: string; deviceId: string }): Promise<RowSnapshot> {
  const entries = await Promise.all([
    ...Object.entries(QUERIES).map(async ([table, sql]) => [table, JSON.stringify((await pool.query(sql, [owner.uid])).rows)] as const),
    (async () => {
      const rows = (await pool.query('SELECT * FROM devices WHERE device_id = $1', [owner.deviceId])).rows;
      return ['devices', JSON.stringify(rows)] as const;
    })(),
  ]);
  return Object.fromEntries(entries);
}

/** The tables whose rows differ between two snapshots. */
export function changedTables(before: RowSnapshot, after: RowSnapshot): string[] {
  return Object.keys(before).filter((table) => before[table] !== after[table]);
}

/** Ids that no row has: the twin of a real object id in a "missing object" request. */
export async function unusedOrderNo(pool: pg.Pool, like: string): Promise<string> {
  for (;;) {
    const candidate = like.slice(0, 8) + [...like.slice(8)].map(() => '0123456789ABCDEF'[Math.floor(Math.random() * 16)]).join('');
    const taken = await pool.query('SELECT 1 FROM orders WHERE order_no = $1', [candidate]);
    if (taken.rowCount === 0) return candidate;
  }
}

export async function unusedMessageIds(pool: pg.Pool, count: number): Promise<number[]> {
  const { rows } = await pool.query<{ top: string | null }>('SELECT max(id)::text AS top FROM system_messages');
  const top = Number(rows[0]?.top ?? 0) + 100_000;
  return Array.from({ length: count }, (_, i) => top + i);
}
