import type { Queryable } from '../../db/types';

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
