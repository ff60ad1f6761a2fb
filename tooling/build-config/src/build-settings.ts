import path from 'node:path';
import type { AppIdentity } from './apps';
import { defaultBuildLabel } from './build-label';

/**
 * Build-time settings: the edge where a build reads its environment, once.
 *  - PORTAL_BUILD_LABEL: a label baked into the build and its `portal-routes.json`, so ops can tell
 *    two builds of one remote apart (default in production: `<git short sha>-<UTC time>[-dirty]`,
 *    see build-label.ts; `dev` otherwise). `pnpm deploy:remote` and `pnpm build` set it, so the
 *    label is also the version a build is published under.
 *  - PORTAL_OUT_DIR: where to write the build (default `dist/`); used to keep a second build
 *    (a canary) beside the first.
 */
export interface BuildSettings {
  label: string;
  outDir: string;
}

export function buildSettings(app: AppIdentity, production: boolean, env = process.env): BuildSettings {
  const appDir = process.cwd();
  const label = env.PORTAL_BUILD_LABEL?.trim() || (production ? defaultBuildLabel(appDir) : 'dev');
  if (!/^[\w.+-]{1,64}$/.test(label)) {
    throw new Error(`PORTAL_BUILD_LABEL must be 1-64 characters of letters, digits, . + - _ (got "${label}") for ${app.name}`);
  }
  const outDir = path.resolve(appDir, env.PORTAL_OUT_DIR?.trim() || 'dist');
  return { label, outDir };
}
