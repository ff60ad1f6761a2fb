import type pg from 'pg';

/**
 * A fingerprint of the database's data: an md5 of every row of every table, in order. Two equal
 * fingerprints mean no row was added, changed or removed. Left out, by design, are the tables
 * that record attempts rather than data: rate-limit counters and sessions' last use (a refused
 * request still counts and still touches its session), and payment notifications (every
 * notification is stored with its outcome, refused ones included).
 */
export const ATTEMPT_TABLES = ['rate_limit_counters', 'sessions', 'payment_notifications'];

export async function fingerprint(pool: pg.Pool): Promise<Record<string, string>> {
  const { rows: tables } = await pool.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1`,
  );
  const result: Record<string, string> = {};
  for (const { name } of tables) {
    if (ATTEMPT_TABLES.includes(name)) continue;
    const { rows } = await pool.query<{ digest: string | null; n: number }>(
      `SELECT md5(string_agg(t::text, E'\\n' ORDER BY t::text)) AS digest, count(*)::int AS n FROM "${name}" t`,
    );
    result[name] = `${rows[0]?.n ?? 0}:${rows[0]?.digest ?? '-'}`;
  }
  return result;
}

/** The tables whose fingerprint differs. */
export function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  return [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((table) => before[table] !== after[table]);
}
