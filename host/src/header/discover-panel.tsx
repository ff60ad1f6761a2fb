import { useState } from 'react';
import { EncryptedImage, GAME_CATEGORIES, Link, PlatformIcons, firstBanner } from '@portal/shared';
import { useCategoryPreview } from './category-previews';

/**
 * The content of 发现 (spec §2 header): the ten categories beside a preview of up to four games of
 * the chosen one (banner, name, platform icons), 暂无数据 when it has none, and a link to all its
 * games. Shared by the desktop dropdown (choose by hover or focus) and the phone sheet (choose by tap).
 */
export function DiscoverPanel({ onNavigate, chooseOnHover }: { onNavigate: () => void; chooseOnHover: boolean }) {
  const [active, setActive] = useState<number>(GAME_CATEGORIES[0]!.id);
  const preview = useCategoryPreview(active);
  const category = GAME_CATEGORIES.find((c) => c.id === active)!;

  return (
    <div className="pt-discover__panel" data-testid="discover-panel">
      <ul className="pt-discover__categories" aria-label="游戏分类">
        {GAME_CATEGORIES.map((c) => (
          <li key={c.id}>
            <button
              type="button"
              className={c.id === active ? 'pt-discover__category is-active' : 'pt-discover__category'}
              aria-pressed={c.id === active}
              onMouseEnter={chooseOnHover ? () => setActive(c.id) : undefined}
              onFocus={() => setActive(c.id)}
              onClick={() => setActive(c.id)}
              data-testid="discover-category"
              data-category={c.slug}
            >
              {c.name}
            </button>
          </li>
        ))}
      </ul>
      <div className="pt-discover__preview" data-testid="discover-preview" data-category={category.slug} aria-live="polite">
        {preview.status === 'loading' ? <p className="pt-discover__notice">加载中…</p> : null}
        {preview.status === 'failed' ? <p className="pt-discover__notice">加载失败，请稍后再试</p> : null}
        {preview.status === 'ready' && preview.games.length === 0 ? (
          <p className="pt-discover__notice" data-testid="discover-empty">
            暂无数据
          </p>
        ) : null}
        {preview.status === 'ready' && preview.games.length > 0 ? (
          <ul className="pt-discover__games">
            {preview.games.map((game) => (
              <li key={game.id}>
                <Link to={`/detail/${game.id}`} onClick={onNavigate} data-testid="discover-game">
                  <EncryptedImage className="pt-discover__banner" src={firstBanner(game.banners)} alt="" loading="lazy" />
                  <span className="pt-discover__name">{game.name}</span>
                  <PlatformIcons isIos={game.isIos} isAndroid={game.isAndroid} isH5={game.isH5} />
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
        <Link className="pt-discover__all" to={`/games/${category.slug}`} onClick={onNavigate} data-testid="discover-all">
          查看全部{category.name}游戏 ›
        </Link>
        <Link className="pt-discover__all" to="/rank" onClick={onNavigate} data-testid="discover-rank">
          排行榜：热门 · 新品 · 预约 · 高分 ›
        </Link>
        {/* The reading section's own way in, so it stays reachable when the user centre is not. */}
        <Link className="pt-discover__all" to="/animate" onClick={onNavigate} data-testid="discover-reading">
          动漫专区：小说 · 漫画 ›
        </Link>
      </div>
    </div>
  );
}
