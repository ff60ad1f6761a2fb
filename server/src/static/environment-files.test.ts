import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { EnvironmentFileSchema } from '@portal/shared/schemas';
import { Ajv } from 'ajv';
import remoteList from '../../../portal-remotes.json';
import { findRepoRoot } from '../repo-root';
import { environmentJsonSchema } from './environment-json-schema';

/** The committed environment files and their JSON Schema stay true to the one declaration. */
const environments = path.join(findRepoRoot(__dirname), 'environments');
const files = readdirSync(environments).filter((name) => name.endsWith('.json') && name !== 'environment.schema.json');

it('environments/environment.schema.json is what `pnpm env:schema` writes from shared/src/schemas/environment.ts', () => {
  // Compared as data: the file is formatted by the repository's formatter.
  expect(JSON.parse(readFileSync(path.join(environments, 'environment.schema.json'), 'utf8'))).toEqual(JSON.parse(environmentJsonSchema()));
});

it.each(files)('environments/%s matches the schema and lists every remote of portal-remotes.json', (name) => {
  const content = JSON.parse(readFileSync(path.join(environments, name), 'utf8')) as { name?: string; remotes: Record<string, unknown> };
  const check = new Ajv({ allErrors: true, strict: false }).compile(EnvironmentFileSchema);
  expect(check(content) ? [] : check.errors).toEqual([]);
  expect(content.name).toBe(name.replace(/\.json$/, ''));
  expect(Object.keys(content.remotes).sort()).toEqual(remoteList.remotes.map((remote) => remote.container).sort());
});
