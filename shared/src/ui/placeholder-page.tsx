import { Link } from '../router';
import { images } from '../assets';
import './placeholder-page.css';

/**
 * A section that is not open yet, told to players in plain words with a way back (issue 9). No
 * route, module or build text: ops read which build is live from /remotes.json, not from the page.
 */
export function PlaceholderPage({
  title,
  description = '这里的精彩内容正在加紧准备中，敬请期待。',
}: {
  title: string;
  description?: string;
}) {
  return (
    <article className="pt-placeholder" data-testid="placeholder-page">
      <img className="pt-placeholder__image" src={images.loading[0]} alt="" width="72" height="72" />
      <h1 className="pt-placeholder__title">{title}</h1>
      <p className="pt-placeholder__note">{description}</p>
      <div className="pt-placeholder__actions">
        <Link to="/" className="pt-placeholder__home">
          返回首页
        </Link>
        <Link to="/games" className="pt-placeholder__games">
          去发现好游戏
        </Link>
      </div>
    </article>
  );
}
