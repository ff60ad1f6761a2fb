import type { SandboxSms, SmsPurpose } from '@portal/shared/types';
import type { Queryable } from '../../db/types';

/** SQL of the sms_codes and sandbox_sms_outbox tables. */

/** Requests for one phone take turns inside their transactions, so two at once cannot both pass the limits. */
export async function lockPhone(tx: Queryable, phone: string): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`sms:${phone}`]);
}

/** When the newest codes (at most `limit`) for a phone since `since` were issued, newest first. */
export async function recentCodeTimes(tx: Queryable, phone: string, since: Date, limit: number): Promise<Date[]> {
  const rows = await tx.query<{ created_at: Date | string }>(
    `SELECT created_at FROM sms_codes WHERE phone = $1 AND created_at > $2
     ORDER BY created_at DESC LIMIT $3`,
    [phone, since, limit],
  );
  return rows.map((row) => new Date(row.created_at));
}

export async function insertCode(
  tx: Queryable,
  code: { phone: string; purpose: SmsPurpose; codeHash: string; expiresAt: Date; at: Date },
): Promise<string> {
  const row = await tx.one<{ id: string }>(
    `INSERT INTO sms_codes (phone, purpose, code_hash, expires_at, created_at)
     VALUES ($1, $2, $3, $4, $5) RETURNING id::text AS id`,
    [code.phone, code.purpose, code.codeHash, code.expiresAt, code.at],
  );
  return row!.id;
}

export async function deleteCode(db: Queryable, id: string): Promise<void> {
  await db.query('DELETE FROM sms_codes WHERE id = $1', [id]);
}

export interface CodeRow {
  id: string;
  code_hash: string;
  expires_at: Date;
  attempts: number;
  consumed_at: Date | null;
}

/** The latest code for phone + purpose, locked until the caller's transaction ends. */
export function latestCodeForUpdate(tx: Queryable, phone: string, purpose: SmsPurpose): Promise<CodeRow | undefined> {
  return tx.one<CodeRow>(
    `SELECT id::text AS id, code_hash, expires_at, attempts, consumed_at FROM sms_codes
     WHERE phone = $1 AND purpose = $2 ORDER BY created_at DESC, sms_codes.id DESC LIMIT 1 FOR UPDATE`,
    [phone, purpose],
  );
}

/** Counts one wrong try; returns the tries so far. */
export async function countWrongTry(tx: Queryable, id: string): Promise<number> {
  const row = await tx.one<{ attempts: number }>('UPDATE sms_codes SET attempts = attempts + 1 WHERE id = $1 RETURNING attempts', [id]);
  return Number(row!.attempts);
}

export async function markConsumed(tx: Queryable, id: string, at: Date): Promise<void> {
  await tx.query('UPDATE sms_codes SET consumed_at = $2 WHERE id = $1', [id, at]);
}

export async function insertOutboxText(db: Queryable, text: SandboxSms): Promise<void> {
  await db.query('INSERT INTO sandbox_sms_outbox (phone, purpose, code, text, sent_at) VALUES ($1, $2, $3, $4, $5)', [
    text.phone,
    text.purpose,
    text.code,
    text.text,
    text.sentAt,
  ]);
}

export async function listOutbox(db: Queryable, phone: string, limit: number): Promise<SandboxSms[]> {
  const rows = await db.query<{ phone: string; purpose: SmsPurpose; code: string; text: string; sent_at: Date }>(
    `SELECT phone, purpose, code, text, sent_at FROM sandbox_sms_outbox
     WHERE phone = $1 ORDER BY sent_at DESC, id DESC LIMIT $2`,
    [phone, limit],
  );
  return rows.map((row) => ({
    phone: row.phone,
    purpose: row.purpose,
    code: row.code,
    text: row.text,
    sentAt: new Date(row.sent_at).toISOString(),
  }));
}
