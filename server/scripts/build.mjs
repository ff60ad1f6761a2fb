// Bundles the server into dist/main.mjs. Dependencies stay external (installed by pnpm
// next to it) except @portal/shared, which is TypeScript source and must be compiled in.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const pkg = JSON.parse(readFileSync(path.join(serverDir, 'package.json'), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {}).filter((name) => name !== '@portal/shared');

await build({
  entryPoints: [path.join(serverDir, 'src/main.ts')],
  outfile: path.join(serverDir, 'dist/main.mjs'),
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  // Subpaths too (e.g. pg/lib/…), so no dependency is half bundled.
  external: external.flatMap((name) => [name, `${name}/*`]),
  // ESM output has no require(); bundled CommonJS code that calls it gets a real one.
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  logLevel: 'info',
});
