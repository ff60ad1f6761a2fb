import fs from 'node:fs';
import path from 'node:path';
import { CHROMIUM, HOST_DIST, remoteDist, SERVER_ENTRY } from './paths';
import remoteList from '../../portal-remotes.json';

/** Tests against the built portal need its production builds (`pnpm build`) and Chromium. */
export function requireBuilds(): void {
  const missing = [
    SERVER_ENTRY,
    path.join(HOST_DIST, 'index.html'),
    ...remoteList.remotes.map((remote) => path.join(remoteDist(remote.short), 'mf-manifest.json')),
  ].filter((file) => !fs.existsSync(file));
  if (missing.length) throw new Error(`production builds are missing (run \`pnpm build\` first):\n${missing.join('\n')}`);
  if (!fs.existsSync(CHROMIUM)) throw new Error(`Chromium not found at ${CHROMIUM} (apt-get install -y chromium)`);
}
