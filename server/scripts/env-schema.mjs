#!/usr/bin/env node
// Writes environments/environment.schema.json from the one declaration of the environment file
// (shared/src/schemas/environment.ts), for editors and for anyone validating without this repo.
// A server test fails when the committed file is not what this writes.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const here = path.dirname(fileURLToPath(import.meta.url));
const { environmentJsonSchema } = await tsImport(path.join(here, '..', 'src', 'static', 'environment-json-schema.ts'), import.meta.url);
const target = path.join(here, '..', '..', 'environments', 'environment.schema.json');
writeFileSync(target, environmentJsonSchema());
// In the repository's format, so `pnpm lint` stays quiet about a generated file.
execFileSync('pnpm', ['exec', 'biome', 'format', '--write', target], { stdio: 'ignore' });
console.log(`wrote ${path.relative(process.cwd(), target)}`);
