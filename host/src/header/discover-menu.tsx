import { useState } from 'react';
import { Link } from '@portal/shared';
import { EncryptedImage, GAME_CATEGORIES, PlatformIcons, firstBanner } from '@portal/shared';
import { useCategoryPreview } from './category-previews';

/**
 * The discover dropdown (spec §2 header): the ten categories; hovering (or focusing) one shows up
 * to four of its games with banner, name and platform icons, or a no-data notice, and a link to
 * all games of the category.
 */
export function DiscoverMenu() {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState<number>(GAME_CATEGORIES[0]!.id);
  const preview = useCategoryPreview(open ? active : null);
  const category = GAME_CATEGORIES.find((c) => c.id === active)!;
  const close = () => setOpen(false);

  return (
    <div className={`pt-discover${open ? ' pt-discover--open' : ''}`} onMouseEnter={() => setOpen(true)} onMouseLeave={close}>
      <button
        type="button"
        className="pt-header__link pt-discover__trigger"
        aria-expanded={open}
        aria-haspopup="true"
        onClick={() => setOpen((v) => !v)}
        data-testid="discover-trigger"
      >
        发现
        <svg viewBox="0 0 12 12" width="10" height="10" aria-hidden="true"><path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.6" /></svg>
      </button>
      {open ? (
        <div className="pt-discover__panel" data-testid="discover-panel">
          <ul className="pt-discover__categories" role="menu">
            {GAME_CATEGORIES.map((c) => (
              <li key={c.id}>
                <Link
                  role="menuitem"
                  to={`/games/${c.slug}`}
                  className={c.id === active ? 'is-active' : undefined}
                  onMouseEnter={() => setActive(c.id)}
                  onFocus={() => setActive(c.id)}
                  onClick={close}
                  data-testid="discover-category"
                  data-category={c.slug}
                >
                  {c.name}
                </Link>
              </li>
            ))}
          </ul>
          <div className="pt-discover__preview" data-testid="discover-preview" data-category={category.slug} aria-live="polite">
            {preview.status === 'loading' ? <p className="pt-discover__notice">加载中…</p> : null}
            {preview.status === 'failed' ? <p className="pt-discover__notice">加载失败，请稍后再试</p> : null}
            {preview.status === 'ready' && preview.games.length === 0 ? (
              <p className="pt-discover__notice" data-testid="discover-empty">暂无数据</p>
            ) : null}
            {preview.status === 'ready' && preview.games.length > 0 ? (
              <ul className="pt-discover__games">
                {preview.games.map((game) => (
                  <li key={game.id}>
                    <Link to={`/detail/${game.id}`} onClick={close} data-testid="discover-game">
                      <EncryptedImage className="pt-discover__banner" src={firstBanner(game.banners)} alt="" loading="lazy" />
                      <span className="pt-discover__name">{game.name}</span>
                      <PlatformIcons isIos={game.isIos} isAndroid={game.isAndroid} isH5={game.isH5} />
                    </Link>
                  </li>
                ))}
              </ul>
            ) : null}
            <Link className="pt-discover__all" to={`/games/${category.slug}`} onClick={close} data-testid="discover-all">
              查看全部{category.name}游戏 ›
            </Link>
          </div>
        </div>
      ) : null}
    </div>
  );
}
