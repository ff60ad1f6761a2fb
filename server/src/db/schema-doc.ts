import { migrations } from './migrations';
import { COLUMN_OWNERS, TABLE_OWNERS } from './table-owners';

/** Every table the migrations create, with the migration that created it. */
export function createdTables(): Array<{ table: string; migration: string }> {
  return migrations.flatMap((migration) =>
    [...migration.sql.matchAll(/CREATE TABLE (?:IF NOT EXISTS )?([a-z_]+)/g)].map((match) => ({
      table: match[1]!,
      migration: `${String(migration.id).padStart(4, '0')}_${migration.name}`,
    })),
  );
}

/** server/schema.md: table → owning module → migration. */
export function renderSchemaDoc(): string {
  const rows = createdTables()
    .map(({ table, migration }) => {
      const columns = Object.entries(COLUMN_OWNERS[table] ?? {}).map(
        ([module, names]) => `; ${names.map((n) => `\`${n}\``).join(', ')}: ${module}`,
      );
      return `| \`${table}\` | ${TABLE_OWNERS[table] ?? '**no owner**'}${columns.join('')} | ${migration} |`;
    })
    .sort();
  return [
    '# Database tables',
    '',
    'Generated from the migrations and `src/db/table-owners.ts` by `pnpm --filter @portal/server schema-doc`; do not edit by hand.',
    'The owning module is the only one whose SQL writes the table (columns named after it belong to another module); other modules call its functions. Reads may join any table. `src/module-shape.test.ts` checks every INSERT, UPDATE and DELETE against this.',
    '',
    '| table | owning module | created by migration |',
    '|---|---|---|',
    ...rows,
    '',
  ].join('\n');
}
