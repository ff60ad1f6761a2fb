// Writes server/schema.md (table → owning module → migration) from the migrations and src/db/table-owners.ts.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bundled = await build({
  entryPoints: [path.join(serverDir, 'src/db/schema-doc.ts')],
  bundle: true,
  write: false,
  platform: 'node',
  format: 'esm',
});
const url = `data:text/javascript;base64,${Buffer.from(bundled.outputFiles[0].text).toString('base64')}`;
const { renderSchemaDoc } = await import(url);
writeFileSync(path.join(serverDir, 'schema.md'), renderSchemaDoc());
console.log('wrote server/schema.md');
