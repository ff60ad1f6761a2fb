import type { Migration } from './migration';

/**
 * Player protection (issue 15): real-name verification and minors' spending limits. The
 * resident ID is never stored: a verification keeps the masked name, a keyed hash of the ID
 * (to hold one ID to a few accounts) and the birth date on the user's row (the account's age
 * is derived from it). resident_id_claims counts the accounts per ID hash, claimed with one
 * conditional upsert so concurrent verifications cannot pass the limit. The monthly spending
 * sum reads a player's recharge orders of one month on their own index.
 */
export const protection: Migration = {
  id: 12,
  name: 'protection',
  sql: `
    -- needRealName (spec §3) is true until the player is verified: every existing account too.
    ALTER TABLE users ADD COLUMN birth_date date;
    ALTER TABLE users ALTER COLUMN need_real_name SET DEFAULT true;
    UPDATE users SET need_real_name = true;

    CREATE TABLE real_name_verifications (
      user_id bigint PRIMARY KEY REFERENCES users (uid),
      id_hash text NOT NULL,
      masked_name text NOT NULL,
      provider text NOT NULL,
      verified_at timestamptz NOT NULL
    );
    CREATE INDEX real_name_verifications_id_hash ON real_name_verifications (id_hash);

    CREATE TABLE resident_id_claims (
      id_hash text PRIMARY KEY,
      accounts integer NOT NULL CHECK (accounts > 0)
    );

    CREATE INDEX orders_recharge_month ON orders (user_id, created_at) WHERE kind = 'recharge';
  `,
};
