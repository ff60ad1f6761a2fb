import { RemoteUnavailable } from '../composition/remote-unavailable';

/**
 * Home when no remote could tell the host it owns it: the same unavailable state as a failed
 * remote, whose retry reloads the page so the environment (and the routes) are read again.
 */
export function RoutesUnavailable() {
  return <RemoteUnavailable remote="首页" error={new Error('首页所属模块的路由未能加载')} onRetry={() => window.location.reload()} />;
}
