import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { CANARY_DIST, CANARY_LABEL, REPO_ROOT } from './paths';
import { requireBuilds } from './require-builds';

/**
 * Browser tests run against production builds served for real. `pnpm test` builds them first;
 * here we only check they are there, and make the canary build of remote-games that the
 * composition test switches to.
 */
export default function globalSetup(): void {
  requireBuilds();
  execFileSync(path.join(REPO_ROOT, 'remote-games/node_modules/.bin/rspack'), ['build', '--mode', 'production'], {
    cwd: path.join(REPO_ROOT, 'remote-games'),
    env: { ...process.env, PORTAL_BUILD_LABEL: CANARY_LABEL, PORTAL_OUT_DIR: CANARY_DIST },
    stdio: 'ignore',
  });
}
