import type { RemoteLoadOutcome } from '@portal/shared/types';
import type { Queryable } from '../../db/types';

/** All SQL of remote_load_events (migration 0015): the host's remote-load reports, read by time. */

export interface StoredRemoteLoad {
  environment: string;
  remote: string;
  version: string | null;
  module: string;
  outcome: RemoteLoadOutcome;
  durationMs: number;
  errorCode: string | null;
}

const COLUMNS = 8;

/** One statement for the whole batch. */
export async function insertRemoteLoads(db: Queryable, events: readonly StoredRemoteLoad[], at: Date): Promise<void> {
  if (events.length === 0) return;
  const values: unknown[] = [];
  const rows = events.map((event, index) => {
    values.push(at, event.environment, event.remote, event.version, event.module, event.outcome, event.durationMs, event.errorCode);
    const base = index * COLUMNS;
    return `(${Array.from({ length: COLUMNS }, (_, column) => `$${base + column + 1}`).join(', ')})`;
  });
  await db.query(
    `INSERT INTO remote_load_events (created_at, environment, remote, version, module, outcome, duration_ms, error_code)
     VALUES ${rows.join(', ')}`,
    values,
  );
}

/** Deletes up to `limit` rows older than `before`, oldest first (on the time index); returns how many. */
export async function deleteRemoteLoadsBefore(db: Queryable, before: Date, limit: number): Promise<number> {
  const rows = await db.query(
    `DELETE FROM remote_load_events WHERE id IN (
       SELECT id FROM remote_load_events WHERE created_at < $1 ORDER BY created_at LIMIT $2
     ) RETURNING 1`,
    [before, limit],
  );
  return rows.length;
}

export interface RemoteLoadSummaryRow {
  environment: string;
  remote: string;
  loads: number;
  p50: number | null;
  p95: number | null;
  p99: number | null;
  errors: number;
  fallbacks: number;
}

/**
 * Per environment and remote since `since`: counts, and the load-time percentiles of the loads
 * that rendered their page (a fallback's duration is how long the player waited for nothing,
 * which would blur the load time).
 */
export async function summariseRemoteLoads(db: Queryable, since: Date): Promise<RemoteLoadSummaryRow[]> {
  const rows = await db.query<RemoteLoadSummaryRow>(
    `SELECT environment, remote,
       count(*)::int AS loads,
       percentile_cont(0.5) WITHIN GROUP (ORDER BY duration_ms) FILTER (WHERE outcome <> 'fallback') AS p50,
       percentile_cont(0.95) WITHIN GROUP (ORDER BY duration_ms) FILTER (WHERE outcome <> 'fallback') AS p95,
       percentile_cont(0.99) WITHIN GROUP (ORDER BY duration_ms) FILTER (WHERE outcome <> 'fallback') AS p99,
       count(*) FILTER (WHERE outcome <> 'ok')::int AS errors,
       count(*) FILTER (WHERE outcome = 'fallback')::int AS fallbacks
     FROM remote_load_events WHERE created_at >= $1
     GROUP BY environment, remote`,
    [since],
  );
  const number = (value: unknown) => (value === null || value === undefined ? null : Number(value));
  return rows.map((row) => ({
    ...row,
    loads: Number(row.loads),
    errors: Number(row.errors),
    fallbacks: Number(row.fallbacks),
    p50: number(row.p50),
    p95: number(row.p95),
    p99: number(row.p99),
  }));
}

export interface RemoteVersionRow {
  environment: string;
  remote: string;
  version: string | null;
  loads: number;
  lastSeenAt: Date;
}

export async function remoteVersionsSeen(db: Queryable, since: Date): Promise<RemoteVersionRow[]> {
  const rows = await db.query<{ environment: string; remote: string; version: string | null; loads: number; last_seen: Date | string }>(
    `SELECT environment, remote, version, count(*)::int AS loads, max(created_at) AS last_seen
     FROM remote_load_events WHERE created_at >= $1
     GROUP BY environment, remote, version`,
    [since],
  );
  return rows.map((row) => ({
    environment: row.environment,
    remote: row.remote,
    version: row.version,
    loads: Number(row.loads),
    lastSeenAt: new Date(row.last_seen),
  }));
}

export interface RemoteErrorCodeRow {
  environment: string;
  remote: string;
  code: string;
  count: number;
}

export async function remoteErrorCodes(db: Queryable, since: Date): Promise<RemoteErrorCodeRow[]> {
  const rows = await db.query<RemoteErrorCodeRow>(
    `SELECT environment, remote, error_code AS code, count(*)::int AS count
     FROM remote_load_events WHERE created_at >= $1 AND error_code IS NOT NULL
     GROUP BY environment, remote, error_code`,
    [since],
  );
  return rows.map((row) => ({ ...row, count: Number(row.count) }));
}
