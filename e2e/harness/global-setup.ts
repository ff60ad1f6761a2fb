import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { CANARY_DIST, CANARY_LABEL, CHROMIUM, HOST_DIST, REPO_ROOT, SERVER_ENTRY, remoteDist } from './paths';

/**
 * Browser tests run against production builds served for real. `pnpm test` builds them first;
 * here we only check they are there, and make the canary build of remote-games that the
 * composition test switches to.
 */
export default function globalSetup(): void {
  const missing = [
    SERVER_ENTRY,
    path.join(HOST_DIST, 'index.html'),
    ...['games', 'square', 'account', 'reading'].map((r) => path.join(remoteDist(r), 'mf-manifest.json')),
  ].filter((file) => !fs.existsSync(file));
  if (missing.length) throw new Error(`production builds are missing (run \`pnpm build\` first):\n${missing.join('\n')}`);
  if (!fs.existsSync(CHROMIUM)) throw new Error(`Chromium not found at ${CHROMIUM} (apt-get install -y chromium)`);
  execFileSync(path.join(REPO_ROOT, 'remote-games/node_modules/.bin/rspack'), ['build', '--mode', 'production'], {
    cwd: path.join(REPO_ROOT, 'remote-games'),
    env: { ...process.env, PORTAL_BUILD_LABEL: CANARY_LABEL, PORTAL_OUT_DIR: CANARY_DIST },
    stdio: 'ignore',
  });
}
