import { Link } from '@portal/shared';
import { images } from '@portal/shared';
import { DiscoverMenu } from './discover-menu';
import { HeaderAccount } from './header-account';
import { HeaderSearch } from './header-search';
import './header.css';

/** The main layout's header (spec §2 Header). */
export function Header() {
  return (
    <header className="pt-header" data-testid="header">
      <div className="pt-header__inner">
        <Link to="/" className="pt-header__logo" aria-label="返回首页" data-testid="header-logo">
          <img src={images.logo} alt="X游戏" />
        </Link>
        <nav className="pt-header__nav" aria-label="主导航">
          <DiscoverMenu />
          <Link to="/games" className="pt-header__link">游戏资讯</Link>
          <Link to="/business" className="pt-header__link pt-header__link--wide">关于我们</Link>
        </nav>
        <HeaderSearch />
        <HeaderAccount />
      </div>
    </header>
  );
}
