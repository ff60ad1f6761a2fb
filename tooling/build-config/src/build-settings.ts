import fs from 'node:fs';
import path from 'node:path';
import type { AppIdentity } from './apps';

/**
 * Build-time settings: the edge where a build reads its environment, once.
 *  - PORTAL_BUILD_LABEL: a label baked into the build and its `portal-routes.json`, so ops can tell
 *    two builds of one remote apart (default: `<version>` in production, `dev` otherwise).
 *  - PORTAL_OUT_DIR: where to write the build (default `dist/`); used to keep a second build
 *    (a canary) beside the first.
 */
export interface BuildSettings {
  label: string;
  outDir: string;
}

export function buildSettings(app: AppIdentity, production: boolean, env = process.env): BuildSettings {
  const appDir = process.cwd();
  const { version } = JSON.parse(fs.readFileSync(path.join(appDir, 'package.json'), 'utf8')) as { version: string };
  const label = env.PORTAL_BUILD_LABEL?.trim() || (production ? version : 'dev');
  if (!/^[\w.+-]{1,64}$/.test(label)) {
    throw new Error(`PORTAL_BUILD_LABEL must be 1-64 characters of letters, digits, . + - _ (got "${label}") for ${app.name}`);
  }
  const outDir = path.resolve(appDir, env.PORTAL_OUT_DIR?.trim() || 'dist');
  return { label, outDir };
}
