import { databaseKinds, createFreshStorage, useTestDatabase } from '../../test/databases';
import { createDatabase } from './create-database';
import { migrate } from './migrate';
import type { Migration } from './migrations';

describe.each(databaseKinds)('database on %s', (kind) => {
  const database = useTestDatabase(kind);

  beforeAll(async () => {
    await database.db.exec('CREATE TABLE IF NOT EXISTS probe (id serial PRIMARY KEY, label text NOT NULL)');
  });

  it('reports its kind', () => {
    expect(database.db.kind).toBe(kind);
  });

  it('returns rows for parameterised queries and undefined from one() when nothing matches', async () => {
    await database.db.query('INSERT INTO probe (label) VALUES ($1)', ['params']);
    const rows = await database.db.query<{ label: string }>('SELECT label FROM probe WHERE label = $1', ['params']);
    expect(rows).toEqual([{ label: 'params' }]);
    expect(await database.db.one('SELECT label FROM probe WHERE label = $1', ['nobody'])).toBeUndefined();
  });

  it('commits a transaction that succeeds and returns its result', async () => {
    const id = await database.db.transaction(async (tx) => {
      const row = await tx.one<{ id: number }>('INSERT INTO probe (label) VALUES ($1) RETURNING id', ['committed']);
      return row!.id;
    });
    expect(await database.db.one('SELECT label FROM probe WHERE id = $1', [id])).toEqual({ label: 'committed' });
  });

  it('rolls back every statement of a transaction that throws, and rethrows', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await tx.query('INSERT INTO probe (label) VALUES ($1)', ['rolled-back']);
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await database.db.query('SELECT id FROM probe WHERE label = $1', ['rolled-back'])).toEqual([]);
  });

  it('keeps a query issued during another request’s transaction out of that transaction', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let insideStarted!: () => void;
    const started = new Promise<void>((resolve) => (insideStarted = resolve));

    const failing = database.db.transaction(async (tx) => {
      await tx.query('INSERT INTO probe (label) VALUES ($1)', ['tx-a']);
      insideStarted();
      await held;
      throw new Error('abort a');
    });
    await started;
    // Another request writes while transaction A is still open, then A rolls back.
    const outside = database.db.query('INSERT INTO probe (label) VALUES ($1)', ['outside']);
    release();
    await expect(failing).rejects.toThrow('abort a');
    await outside;

    const labels = await database.db.query<{ label: string }>("SELECT label FROM probe WHERE label IN ('tx-a', 'outside')");
    expect(labels).toEqual([{ label: 'outside' }]);
  });
});

describe.each(databaseKinds)('migrations on %s', (kind) => {
  const first: Migration = { id: 1, name: 'one', sql: 'CREATE TABLE m_one (id int); INSERT INTO m_one VALUES (1);' };
  const second: Migration = { id: 2, name: 'two', sql: 'CREATE TABLE m_two (id int);' };

  it('applies only what is missing, records each once, and reports the highest id', async () => {
    const storage = await createFreshStorage(kind);
    const db = await createDatabase(storage.config);
    try {
      expect(await migrate(db, [first])).toBe(1);
      expect(await migrate(db, [first])).toBe(1);
      expect(await migrate(db, [first, second])).toBe(2);
      expect(await db.query('SELECT id, name FROM schema_migrations ORDER BY id')).toEqual([
        { id: 1, name: 'one' },
        { id: 2, name: 'two' },
      ]);
      // Migration 1 ran once: a second run would have inserted its row again.
      expect(await db.query('SELECT id FROM m_one')).toEqual([{ id: 1 }]);
    } finally {
      await db.close();
      await storage.destroy();
    }
  });

  it('lets instances that start together migrate without racing', async () => {
    const storage = await createFreshStorage(kind);
    // Two connections to one PostgreSQL database; PGlite has one connection by nature.
    const a = await createDatabase(storage.config);
    const b = kind === 'postgres' ? await createDatabase(storage.config) : a;
    try {
      const levels = await Promise.all([migrate(a, [first, second]), migrate(b, [first, second])]);
      expect(levels).toEqual([2, 2]);
      expect(await a.query('SELECT id FROM m_one')).toEqual([{ id: 1 }]);
      expect(await a.query('SELECT count(*)::int AS n FROM schema_migrations')).toEqual([{ n: 2 }]);
    } finally {
      await a.close();
      if (b !== a) await b.close();
      await storage.destroy();
    }
  });

  it('leaves the schema untouched when a migration fails', async () => {
    const storage = await createFreshStorage(kind);
    const db = await createDatabase(storage.config);
    const broken: Migration = { id: 2, name: 'broken', sql: 'CREATE TABLE m_broken (id int); SELECT no_such_function();' };
    try {
      await expect(migrate(db, [first, broken])).rejects.toThrow(/no_such_function/);
      expect(await db.query("SELECT to_regclass('m_one') AS t")).toEqual([{ t: null }]);
      expect(await db.query("SELECT to_regclass('schema_migrations') AS t")).toEqual([{ t: null }]);
    } finally {
      await db.close();
      await storage.destroy();
    }
  });

  it('refuses migrations listed out of order', async () => {
    const db = { kind } as never;
    await expect(migrate(db, [second, first])).rejects.toThrow(/out of order/);
  });
});
