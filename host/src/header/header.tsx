import { useState } from 'react';
import { Link, Logo } from '@portal/shared';
import { DiscoverMenu } from './discover-menu';
import { HeaderAccount } from './header-account';
import { HeaderSearch } from './header-search';
import './header.css';

/**
 * The main layout's header (spec §2 Header). On a phone it is one compact bar — the logo mark,
 * the account (name truncated, balance and message count always visible) and a search button that
 * opens the search field over the bar — and the links move to the bottom tab bar. From 768 px it is
 * the full header: logo, 发现 / 游戏资讯 / 关于我们, the search box and the account menu.
 */
export function Header() {
  const [searching, setSearching] = useState(false);
  return (
    <header className={`pt-header${searching ? ' pt-header--searching' : ''}`} data-testid="header">
      <div className="pt-header__inner">
        <Link to="/" className="pt-header__logo" aria-label="X游戏 首页" data-testid="header-logo">
          <Logo />
        </Link>
        <nav className="pt-header__nav" aria-label="主导航">
          <DiscoverMenu />
          <Link to="/games" className="pt-header__link">
            游戏资讯
          </Link>
          <Link to="/business" className="pt-header__link">
            关于我们
          </Link>
        </nav>
        <HeaderSearch expanded={searching} onExpandedChange={setSearching} />
        <HeaderAccount />
      </div>
    </header>
  );
}
