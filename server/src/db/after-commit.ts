import type { Database, Queryable } from './types';

/**
 * Work that must happen only once a transaction's changes are visible to everyone — telling
 * live subscribers about a message (issue 14): a publish from inside a transaction that later
 * rolls back must never reach a page, and one sent before COMMIT could arrive before the data
 * it announces can be read. `withCommitHooks` wraps a Database so each transaction's queryable
 * collects `afterCommit` callbacks and runs them after COMMIT (dropped on ROLLBACK). Outside a
 * transaction the write is already committed, so the callback runs at once.
 */
interface TransactionState {
  database: Database;
  pending: Array<() => void>;
}

const transactions = new WeakMap<Queryable, TransactionState>();

export function afterCommit(q: Queryable, callback: () => void): void {
  const state = transactions.get(q);
  if (state) state.pending.push(callback);
  else callback();
}

/**
 * The wrapped database a queryable belongs to (itself, or the one whose transaction it is), so
 * a function handed only a transaction can find what the app attached to its database.
 */
export function databaseOf(q: Queryable): Queryable {
  return transactions.get(q)?.database ?? q;
}

/** True inside a transaction of a wrapped database. */
export function inTransaction(q: Queryable): boolean {
  return transactions.has(q);
}

export function withCommitHooks(db: Database): Database {
  const wrapped: Database = {
    kind: db.kind,
    read: db.read,
    query: (sql, params) => db.query(sql, params),
    one: (sql, params) => db.one(sql, params),
    exec: (sql) => db.exec(sql),
    close: () => db.close(),
    async transaction(fn) {
      const pending: Array<() => void> = [];
      const result = await db.transaction((tx) => {
        transactions.set(tx, { database: wrapped, pending });
        return fn(tx);
      });
      for (const callback of pending) callback();
      return result;
    },
  };
  return wrapped;
}
