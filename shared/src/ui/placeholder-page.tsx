import { useAuth } from '../auth';
import { images } from '../assets';
import './placeholder-page.css';

export interface RemoteBuildInfo {
  /** Container name, e.g. remote_games. */
  name: string;
  /** Build label baked in by the remote's build. */
  label: string;
}

/**
 * A page whose feature has not been built yet: it names its route and the remote that owns
 * it (and that remote's build), so composition can be seen and tested end to end.
 */
export function PlaceholderPage({ title, route, remote }: { title: string; route: string; remote: RemoteBuildInfo }) {
  const userName = useAuth((s) => s.account.name);
  const uid = useAuth((s) => s.account.uid);
  return (
    <article className="pt-placeholder" data-testid="placeholder-page" data-remote={remote.name} data-route={route}>
      <img className="pt-placeholder__logo" src={images.logo} alt="" />
      <h1 className="pt-placeholder__title">{title}</h1>
      <dl className="pt-placeholder__facts">
        <dt>路由</dt>
        <dd data-testid="placeholder-route">{route}</dd>
        <dt>所属模块</dt>
        <dd data-testid="placeholder-remote">{remote.name}</dd>
        <dt>模块版本</dt>
        <dd data-testid="placeholder-build">{remote.label}</dd>
        <dt>当前用户</dt>
        <dd data-testid="placeholder-user">{uid ? `${userName}（ID ${uid}）` : userName}</dd>
      </dl>
      <p className="pt-placeholder__note">该页面正在建设中，敬请期待。</p>
    </article>
  );
}
