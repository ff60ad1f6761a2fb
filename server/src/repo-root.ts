import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * The monorepo root is the folder holding pnpm-workspace.yaml. Defaults (data dir, static
 * root) hang off it so `pnpm start` works the same from the root or from `server/`.
 * Falls back to the start folder when run outside the workspace (e.g. a copied bundle).
 */
export function findRepoRoot(from: string = process.cwd()): string {
  let dir = path.resolve(from);
  for (;;) {
    if (existsSync(path.join(dir, 'pnpm-workspace.yaml'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) return path.resolve(from);
    dir = parent;
  }
}
