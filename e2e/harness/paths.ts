import path from 'node:path';

/** Where the builds under test live (the browser tests run against production builds). */
export const REPO_ROOT = path.resolve(__dirname, '../..');
export const SERVER_ENTRY = path.join(REPO_ROOT, 'server/dist/main.mjs');
export const HOST_DIST = path.join(REPO_ROOT, 'host/dist');
export const remoteDist = (short: string) => path.join(REPO_ROOT, `remote-${short}`, 'dist');
/** A second build of remote-games with another label, as a canary would be. */
export const CANARY_LABEL = 'canary-e2e';
export const CANARY_DIST = path.join(REPO_ROOT, 'remote-games/dist-canary');
export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
