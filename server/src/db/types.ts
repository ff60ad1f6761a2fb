/**
 * One SQL dialect (PostgreSQL) behind two engines: embedded PGlite by default, a real
 * PostgreSQL server when DATABASE_URL is set. Modules only ever see this interface.
 */
export type DatabaseKind = 'pglite' | 'postgres';

export interface Queryable {
  /** One parameterised statement ($1, $2 …); returns its rows. */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /** The first row, or undefined when there is none. */
  one<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T | undefined>;
  /** A script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  readonly kind: DatabaseKind;
  /**
   * Where catalogue reads go (game list, detail, suggest, news): the read replica of
   * DATABASE_READ_URL, else this database itself. It may lag the primary by a moment, so
   * nothing a user just wrote and nothing a transaction decides on is read through it.
   */
  readonly read: Queryable;
  /**
   * Runs fn inside BEGIN … COMMIT; any throw rolls back and is rethrown.
   * Money moves only through here (architecture: "inside database transactions").
   */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
