import { migrations } from './migrations';
import { TABLE_OWNERS } from './table-owners';

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
    .map(({ table, migration }) => `| \`${table}\` | ${TABLE_OWNERS[table] ?? '**no owner**'} | ${migration} |`)
    .sort();
  return [
    '# Database tables',
    '',
    'Generated from the migrations and `src/db/table-owners.ts` by `pnpm --filter @portal/server schema-doc`; do not edit by hand.',
    'The owning module is the home of the table’s SQL; other modules go through it (the target of issue 10; not yet true everywhere — vip still writes `orders`).',
    '',
    '| table | owning module | created by migration |',
    '|---|---|---|',
    ...rows,
    '',
  ].join('\n');
}
