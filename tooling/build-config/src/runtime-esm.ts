import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * Rspack's Module Federation plugin injects the federation runtime by the CommonJS build of its
 * packages, which cannot be tree-shaken. Pointing each package's CommonJS entry at its ES-module
 * twin shrinks the host's main chunk and each remoteEntry (measured in the toolchain notes:
 * remoteEntry ~14.5 KB → ~9 KB gzip). Undocumented, so a browser test proves the store is still
 * shared (e2e/tests/singletons.e2e.ts).
 */
const RUNTIME_PACKAGES = [
  '@module-federation/runtime',
  '@module-federation/runtime-core',
  '@module-federation/runtime-tools',
  '@module-federation/webpack-bundler-runtime',
  '@module-federation/sdk',
  '@module-federation/error-codes',
];

export function federationRuntimeEsmAliases(appDir: string): Record<string, string> {
  const aliases: Record<string, string> = {};
  // The package's main file sits in dist/src/; its folder is where node_modules lookups start.
  const enhanced = createRequire(path.join(appDir, 'package.json')).resolve('@module-federation/enhanced');
  for (const pkg of RUNTIME_PACKAGES) {
    const dir = findPackageDir(enhanced, pkg);
    if (!dir) continue;
    for (const file of fs.readdirSync(path.join(dir, 'dist'), { recursive: true }) as string[]) {
      if (!file.endsWith('.cjs')) continue;
      const esm = path.join(dir, 'dist', file.replace(/\.cjs$/, '.js'));
      if (fs.existsSync(esm)) aliases[path.join(dir, 'dist', file)] = esm;
    }
  }
  return aliases;
}

/** Finds a package the way Node would from inside @module-federation/enhanced (pnpm's layout). */
function findPackageDir(from: string, pkg: string): string | undefined {
  let dir = from;
  for (;;) {
    const candidate = path.join(dir, 'node_modules', pkg);
    if (fs.existsSync(path.join(candidate, 'package.json'))) return fs.realpathSync(candidate);
    const parent = path.dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
}
