import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from './paths';

/**
 * Builds a remote the way its team would after `pnpm shared:bump`, without touching the
 * workspace: a throw-away copy of the remote's folder whose installed @portal/shared says
 * `sharedVersion`. Sources, build config and every other dependency are the workspace's own
 * (symlinks), so the build is the real production build; only the version the remote was built
 * against differs. Returns the output folder (mf-manifest.json, remoteEntry, …).
 */
export function buildRemoteAgainstShared(folder: string, sharedVersion: string, outDir: string): string {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bumped-shared-'));
  try {
    const realShared = path.join(REPO_ROOT, 'shared');
    const shared = path.join(work, 'shared');
    fs.mkdirSync(shared);
    const pkg = JSON.parse(fs.readFileSync(path.join(realShared, 'package.json'), 'utf8')) as { version: string };
    fs.writeFileSync(path.join(shared, 'package.json'), JSON.stringify({ ...pkg, version: sharedVersion }, null, 2));
    for (const entry of ['src', 'node_modules']) fs.symlinkSync(path.join(realShared, entry), path.join(shared, entry));

    const realApp = path.join(REPO_ROOT, folder);
    const app = path.join(work, folder);
    fs.mkdirSync(path.join(app, 'node_modules', '@portal'), { recursive: true });
    for (const file of ['package.json', 'rspack.config.ts']) fs.copyFileSync(path.join(realApp, file), path.join(app, file));
    fs.symlinkSync(path.join(realApp, 'src'), path.join(app, 'src'));
    for (const entry of fs.readdirSync(path.join(realApp, 'node_modules'))) {
      if (entry === '@portal' || entry === '.cache') continue;
      fs.symlinkSync(path.join(realApp, 'node_modules', entry), path.join(app, 'node_modules', entry));
    }
    for (const entry of fs.readdirSync(path.join(realApp, 'node_modules', '@portal'))) {
      const target = entry === 'shared' ? shared : path.join(realApp, 'node_modules', '@portal', entry);
      fs.symlinkSync(target, path.join(app, 'node_modules', '@portal', entry));
    }

    execFileSync(path.join(realApp, 'node_modules/.bin/rspack'), ['build', '--mode', 'production'], {
      cwd: app,
      env: { ...process.env, PORTAL_OUT_DIR: outDir, PORTAL_BUILD_LABEL: `shared-${sharedVersion}` },
      stdio: 'pipe',
    });
    return outDir;
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}
