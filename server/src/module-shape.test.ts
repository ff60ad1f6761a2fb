import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { COLUMN_OWNERS, ownerModule, TABLE_OWNERS } from './db/table-owners';
import { PORTAL_MODULES } from './modules';

/**
 * The one shape of the server (issue 10), kept by reading the source:
 *  - every modules/<domain>/ has index.ts, routes.ts, schemas.ts, service.ts, and repository.ts
 *    when it owns a table, and is registered in modules/index.ts;
 *  - product code reaches another module only through its index.ts;
 *  - SQL text appears only in repositories, migrations (db/) and seeds (seed/);
 *  - a repository writes (INSERT, UPDATE, DELETE) only the tables and columns its module owns
 *    (db/table-owners.ts, published as schema.md).
 * Test files and test helpers may reach further (they arrange data).
 */
const SRC = __dirname;
const MODULES = path.join(SRC, 'modules');

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'art' ? [] : filesUnder(full);
    return full.endsWith('.ts') ? [full] : [];
  });
}

const isTestCode = (file: string) => /\.test\.ts$/.test(file) || file.split(path.sep).includes('test');
const productFiles = filesUnder(SRC).filter((file) => !isTestCode(file));
const moduleNames = readdirSync(MODULES).filter((name) => statSync(path.join(MODULES, name)).isDirectory());
const relative = (file: string) => path.relative(SRC, file);

/** The code of a file without its comments (so prose about SQL does not count). */
function code(file: string): string {
  return readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '');
}

/** Relative import specifiers of a file, resolved to absolute paths. */
function importsOf(file: string): string[] {
  const specifiers = [...code(file).matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)].map((match) => match[1]!);
  return specifiers.map((specifier) => {
    const base = path.resolve(path.dirname(file), specifier);
    for (const candidate of [`${base}.ts`, path.join(base, 'index.ts'), base]) if (existsSync(candidate)) return candidate;
    return base;
  });
}

/** The module a file belongs to: modules/<m>/… → m, platform/<p>/… → p; undefined otherwise. */
function moduleOf(file: string): string | undefined {
  const [top, name, ...rest] = relative(file).split(path.sep);
  if ((top === 'modules' || top === 'platform') && rest.length > 0) return name;
  return undefined;
}

const SQL = /\b(SELECT\s+[\w*(]|INSERT\s+INTO|UPDATE\s+\w+\s+SET|DELETE\s+FROM|CREATE\s+(?:TABLE|INDEX)|ALTER\s+TABLE)/;
/** The tables a piece of SQL writes: whole rows (INSERT, DELETE) or the columns an UPDATE sets. */
function writesOf(text: string): Array<{ table: string; columns: string[] | 'all' }> {
  const writes: Array<{ table: string; columns: string[] | 'all' }> = [];
  for (const match of text.matchAll(/\b(?:INSERT\s+INTO|DELETE\s+FROM)\s+(\w+)/g)) writes.push({ table: match[1]!, columns: 'all' });
  for (const match of text.matchAll(/\bUPDATE\s+(\w+)\s+SET\s+([\s\S]*?)(?:\bWHERE\b|\bRETURNING\b|`|')/g)) {
    // An assignment starts the SET list or follows a comma; `days => $4` inside a call is not one.
    const columns = [...match[2]!.matchAll(/(?:^|,)\s*(\w+)\s*=(?!>)/g)].map((column) => column[1]!);
    writes.push({ table: match[1]!, columns });
  }
  return writes;
}

const sqlAllowed = (file: string) => /(^|-)repository\.ts$/.test(path.basename(file)) || /^(db|seed)\//.test(relative(file));

describe('the module shape of the server', () => {
  it('gives every module its index, routes, schemas and service, a repository when it owns a table, and registers it', () => {
    const owners = new Set(Object.values(TABLE_OWNERS).map(ownerModule));
    const problems: string[] = [];
    for (const name of moduleNames) {
      const required = ['index.ts', 'routes.ts', 'schemas.ts', 'service.ts', ...(owners.has(name) ? ['repository.ts'] : [])];
      for (const file of required) if (!existsSync(path.join(MODULES, name, file))) problems.push(`modules/${name}/${file} is missing`);
    }
    expect(problems).toEqual([]);
    expect(PORTAL_MODULES.map((module) => module.moduleName).sort()).toEqual([...moduleNames].sort());
  });

  it('lets product code reach another module only through its index.ts', () => {
    const problems: string[] = [];
    for (const file of productFiles) {
      for (const target of importsOf(file)) {
        const parts = path.relative(MODULES, target).split(path.sep);
        if (parts[0]!.startsWith('..') || parts.length < 2) continue;
        const targetModule = parts[0];
        const sameModule = file.startsWith(path.join(MODULES, targetModule!) + path.sep);
        if (!sameModule && parts.slice(1).join('/') !== 'index.ts') problems.push(`${relative(file)} imports modules/${parts.join('/')}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('keeps SQL in repositories, migrations and seeds', () => {
    const misplaced = productFiles.filter((file) => !sqlAllowed(file) && SQL.test(code(file))).map(relative);
    expect(misplaced).toEqual([]);
  });

  it('writes a table or column only from the module that owns it', () => {
    const problems: string[] = [];
    for (const file of productFiles.filter((candidate) => /(^|-)repository\.ts$/.test(path.basename(candidate)))) {
      const writer = moduleOf(file);
      const text = code(file);
      for (const { table, columns } of writesOf(text)) {
        if (ownerModule(TABLE_OWNERS[table]) === writer) continue;
        const allowed = COLUMN_OWNERS[table]?.[writer ?? ''] ?? [];
        const foreign = columns === 'all' ? ['(whole rows)'] : columns.filter((column) => !allowed.includes(column));
        if (foreign.length > 0 || columns.length === 0)
          problems.push(`${relative(file)} writes ${table}: ${foreign.join(', ')} (owner ${TABLE_OWNERS[table]})`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('finds what it guards (the checks above would see a violation)', () => {
    // The scanners are exercised on known text, so a regex that matches nothing cannot pass silently.
    expect(SQL.test("db.query('SELECT id FROM games')")).toBe(true);
    expect(SQL.test('// the rows we select here')).toBe(false);
    expect(productFiles.some((file) => relative(file) === path.join('modules', 'wallet', 'repository.ts'))).toBe(true);
    expect(importsOf(path.join(MODULES, 'downloads', 'service.ts'))).toContain(path.join(MODULES, 'wallet', 'index.ts'));
    expect(writesOf("tx.query('UPDATE users SET coin_num = $2, ledger_entries = ledger_entries + 1 WHERE uid = $1')")).toEqual([
      { table: 'users', columns: ['coin_num', 'ledger_entries'] },
    ]);
    expect(writesOf('`UPDATE users SET level_type = 1, exp_time = now() + make_interval(days => $4::int) WHERE uid = $1`')).toEqual([
      { table: 'users', columns: ['level_type', 'exp_time'] },
    ]);
    expect(writesOf("db.query('INSERT INTO orders (order_no) VALUES ($1)')")).toEqual([{ table: 'orders', columns: 'all' }]);
  });
});
