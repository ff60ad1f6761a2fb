import path from 'node:path';
import remoteList from '../../../portal-remotes.json';

/** Where one remote's build is served from, e.g. remote_games → /remotes/games/ ← remote-games/dist. */
export interface RemoteMount {
  name: string;
  urlPrefix: string;
  dir: string;
}

export interface StaticLayout {
  hostDir: string;
  remotes: RemoteMount[];
}

/** The builds inside STATIC_ROOT: host/dist and <folder>/dist for each remote of the workspace's list. */
export function staticLayout(staticRoot: string): StaticLayout {
  return {
    hostDir: path.join(staticRoot, 'host', 'dist'),
    remotes: remoteList.remotes.map((remote) => ({
      name: remote.container,
      urlPrefix: `/remotes/${remote.short}/`,
      dir: path.join(staticRoot, remote.folder, 'dist'),
    })),
  };
}

/**
 * The file behind a URL path this server serves under /remotes/…, or undefined when the
 * path is not one of ours or tries to climb out of the remote's folder.
 */
export function localRemoteFile(layout: StaticLayout, urlPath: string): string | undefined {
  const mount = layout.remotes.find((remote) => urlPath.startsWith(remote.urlPrefix));
  if (!mount) return undefined;
  let relative: string;
  try {
    relative = decodeURIComponent(urlPath.slice(mount.urlPrefix.length));
  } catch {
    return undefined;
  }
  const file = path.resolve(mount.dir, relative);
  return file.startsWith(mount.dir + path.sep) ? file : undefined;
}
