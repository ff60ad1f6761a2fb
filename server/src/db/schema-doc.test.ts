import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createdTables, renderSchemaDoc } from './schema-doc';
import { TABLE_OWNERS } from './table-owners';

describe('schema.md', () => {
  it('names an owning module for every table a migration creates, and no table that none creates', () => {
    const tables = createdTables().map((t) => t.table);
    expect(tables.filter((table) => !TABLE_OWNERS[table])).toEqual([]);
    expect(Object.keys(TABLE_OWNERS).filter((table) => !tables.includes(table))).toEqual([]);
  });

  it('is up to date (regenerate: pnpm --filter @portal/server schema-doc)', () => {
    expect(readFileSync(path.join(__dirname, '../../schema.md'), 'utf8')).toBe(renderSchemaDoc());
  });
});
