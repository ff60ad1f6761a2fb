import type { Queryable } from '../../db/types';
import { generateInviteCode } from './invite-code';

/**
 * All SQL of the accounts module: users (its own columns — the wallet, vip and messages
 * modules own coin_num, level_type/exp_time/vip_badge and welcomed, see schema.md),
 * invite_relations and devices.
 */

/** A users row as the module reads it (uid and coin_num as text: bigint). */
export interface UserRow {
  uid: string;
  login_name: string | null;
  password_hash: string | null;
  name: string;
  sex: number;
  age: number;
  phone: string | null;
  avatar: string;
  account_type: number;
  invite_code: string;
  need_real_name: boolean;
  /** YYYY-MM-DD from real-name verification (the protection module writes it); null until then. */
  birth_date: string | null;
  coin_num: string;
  level_type: number;
  exp_time: Date | null;
  created_at: Date;
}

const COLUMNS = `uid::text AS uid, login_name, password_hash, name, sex, age, phone, avatar, account_type,
  invite_code, need_real_name, to_char(birth_date, 'YYYY-MM-DD') AS birth_date, coin_num::text AS coin_num, level_type, exp_time, created_at`;

export interface NewUser {
  loginName?: string;
  passwordHash?: string;
  phone?: string;
  name: string;
  accountType: number;
}

/** How often a fresh invite code may collide before we give up (1 in 32^8 each time). */
const INVITE_CODE_TRIES = 5;

export const userRepository = {
  findById(db: Queryable, uid: string) {
    return db.one<UserRow>(`SELECT ${COLUMNS} FROM users WHERE uid = $1`, [uid]);
  },

  findByLoginName(db: Queryable, loginName: string) {
    return db.one<UserRow>(`SELECT ${COLUMNS} FROM users WHERE lower(login_name) = lower($1)`, [loginName]);
  },

  findByPhone(db: Queryable, phone: string) {
    return db.one<UserRow>(`SELECT ${COLUMNS} FROM users WHERE phone = $1`, [phone]);
  },

  /** Inserts a user with a unique invite code. A taken login name or phone raises 23505. */
  async insert(db: Queryable, user: NewUser): Promise<UserRow> {
    for (let attempt = 0; attempt < INVITE_CODE_TRIES; attempt += 1) {
      const row = await db.one<UserRow>(
        `INSERT INTO users (login_name, password_hash, phone, name, account_type, invite_code)
         VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (invite_code) DO NOTHING
         RETURNING ${COLUMNS}`,
        [user.loginName ?? null, user.passwordHash ?? null, user.phone ?? null, user.name, user.accountType, generateInviteCode()],
      );
      if (row) return row;
    }
    throw new Error('Could not find a free invite code');
  },

  async setPassword(db: Queryable, uid: string, passwordHash: string) {
    await db.query('UPDATE users SET password_hash = $2 WHERE uid = $1', [uid, passwordHash]);
  },

  setPhone(db: Queryable, uid: string, phone: string) {
    return db.one<UserRow>(`UPDATE users SET phone = $2 WHERE uid = $1 RETURNING ${COLUMNS}`, [uid, phone]);
  },

  /** Changes only the fields given. */
  updateInfo(db: Queryable, uid: string, info: { name?: string; sex?: number; age?: number }) {
    return db.one<UserRow>(
      `UPDATE users SET name = COALESCE($2, name), sex = COALESCE($3, sex), age = COALESCE($4, age)
       WHERE uid = $1 RETURNING ${COLUMNS}`,
      [uid, info.name ?? null, info.sex ?? null, info.age ?? null],
    );
  },

  setAvatar(db: Queryable, uid: string, avatar: string) {
    return db.one<UserRow>(`UPDATE users SET avatar = $2 WHERE uid = $1 RETURNING ${COLUMNS}`, [uid, avatar]);
  },
};

/** True when error is PostgreSQL's unique violation on a constraint whose name contains column. */
export function isUniqueViolation(error: unknown, column: string): boolean {
  const e = error as { code?: string; constraint?: string; message?: string } | null;
  if (e?.code !== '23505') return false;
  return (e.constraint ?? e.message ?? '').includes(column);
}

export const inviteRepository = {
  /**
   * Records that the owner of inviteCode invited inviteeId. An unknown code records
   * nothing: a stale or mistyped code from a shared link must never block a sign-up.
   */
  async record(db: Queryable, inviteCode: string, inviteeId: string, at: Date): Promise<boolean> {
    const rows = await db.query(
      `INSERT INTO invite_relations (inviter_id, invitee_id, created_at)
       SELECT uid, $2, $3 FROM users WHERE invite_code = $1 AND uid <> $2
       ON CONFLICT (invitee_id) DO NOTHING
       RETURNING invitee_id`,
      [inviteCode, inviteeId, at],
    );
    return rows.length > 0;
  },
};

export interface DeviceVisit {
  deviceId: string;
  appId: number | null;
  channelId: string;
  deviceType: string;
  osType: number | null;
  userAgent: string | null;
  ip: string;
  at: Date;
}

export const deviceRepository = {
  /** First visit inserts the device; later ones refresh what it reports and when it was seen. */
  async record(db: Queryable, visit: DeviceVisit) {
    await db.query(
      `INSERT INTO devices (device_id, app_id, channel_id, device_type, os_type, user_agent, ip, first_seen_at, last_seen_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8)
       ON CONFLICT (device_id) DO UPDATE SET
         app_id = EXCLUDED.app_id, channel_id = EXCLUDED.channel_id, device_type = EXCLUDED.device_type,
         os_type = EXCLUDED.os_type, user_agent = EXCLUDED.user_agent, ip = EXCLUDED.ip, last_seen_at = EXCLUDED.last_seen_at`,
      [visit.deviceId, visit.appId, visit.channelId, visit.deviceType, visit.osType, visit.userAgent, visit.ip, visit.at],
    );
  },
};
