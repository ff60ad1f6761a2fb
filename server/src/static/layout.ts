import path from 'node:path';
import remoteList from '../../../portal-remotes.json';

/** Where one remote's build is served from, e.g. remote_games → /remotes/games/ ← remote-games/dist. */
export interface RemoteMount {
  name: string;
  /** Its folder under /remotes/ and in the deploy store. */
  short: string;
  urlPrefix: string;
  /** The team's local build, served when the deploy store has no current version of the remote. */
  dir: string;
}

export interface StaticLayout {
  hostDir: string;
  remotes: RemoteMount[];
  /** The deploy store (DEPLOY_ROOT): published versions of the remotes, see @portal/deploy/store. */
  deployRoot: string;
}

/** The builds inside STATIC_ROOT: host/dist and <folder>/dist for each remote of the workspace's list, and the deploy store. */
export function staticLayout(staticRoot: string, deployRoot = path.join(staticRoot, '.deploy')): StaticLayout {
  return {
    hostDir: path.join(staticRoot, 'host', 'dist'),
    deployRoot,
    remotes: remoteList.remotes.map((remote) => ({
      name: remote.container,
      short: remote.short,
      urlPrefix: `/remotes/${remote.short}/`,
      dir: path.join(staticRoot, remote.folder, 'dist'),
    })),
  };
}
