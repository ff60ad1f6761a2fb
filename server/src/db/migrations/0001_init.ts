import type { Migration } from './migration';

/** Basics every later migration may rely on: a key/value table for instance-wide facts. */
export const init: Migration = {
  id: 1,
  name: 'init',
  sql: `
    CREATE TABLE app_meta (
      key text PRIMARY KEY,
      value text NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    INSERT INTO app_meta (key, value) VALUES ('created_by', 'migration 0001');
  `,
};
