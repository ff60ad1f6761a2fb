import { Link } from '@portal/shared';
import { Logo, images } from '@portal/shared';
import './download.css';

/** Where the portal app is published (not game downloads: those come from the server per game). */
export const APP_DOWNLOAD_LINKS = {
  android: 'https://download.xgame.example.com/portal/android',
  ios: 'https://download.xgame.example.com/portal/ios',
} as const;

const FEATURES = [
  { mark: '新', title: '新游首发', text: '热门新游第一时间上架，预约即享首发福利' },
  { mark: '礼', title: '礼包福利', text: '海量游戏礼包免费领，兑换码一键复制' },
  { mark: '速', title: '极速下载', text: '安卓、iOS 一键下载，已购游戏随时重下' },
  { mark: '友', title: '玩家社区', text: '攻略心得、组队开黑，和同好一起玩' },
];

/** `/download` (standalone, no header): the landing page for getting the portal app. */
export default function DownloadPage() {
  return (
    <main className="pg-app" data-testid="app-download">
      <div className="pg-app__inner">
        <header className="pg-app__top">
          <Link to="/" className="pg-app__logo-link" aria-label="返回首页">
            <Logo label="X游戏" className="pg-app__logo" />
          </Link>
          <Link to="/" className="pg-app__home">
            返回首页
          </Link>
        </header>

        <section className="pg-app__hero">
          <img src={images.download} alt="" className="pg-app__image" />
          <div className="pg-app__copy">
            <h1 className="pg-app__title">X游戏 App</h1>
            <p className="pg-app__lead">发现好游戏，福利领不停。随时随地下载、领礼包、逛社区。</p>
            <div className="pg-app__buttons">
              <a href={APP_DOWNLOAD_LINKS.android} className="pg-app__button pg-app__button--android" data-testid="app-download-android">
                <svg viewBox="0 0 24 24" aria-hidden="true">
                  <path
                    fill="currentColor"
                    d="M6 18c0 .6.4 1 1 1h1v3.5a1.5 1.5 0 003 0V19h2v3.5a1.5 1.5 0 003 0V19h1c.6 0 1-.4 1-1V8H6v10zM3.5 8A1.5 1.5 0 002 9.5v7a1.5 1.5 0 003 0v-7A1.5 1.5 0 003.5 8zm17 0A1.5 1.5 0 0019 9.5v7a1.5 1.5 0 003 0v-7A1.5 1.5 0 0020.5 8zm-4.97-5.84l1.3-1.3a.5.5 0 10-.7-.7l-1.48 1.47A5.9 5.9 0 0012 1c-.96 0-1.86.23-2.66.63L7.85.15a.5.5 0 10-.7.7l1.31 1.31A5.97 5.97 0 006 7h12c0-1.99-.97-3.75-2.47-4.84z"
                  />
                </svg>
                安卓版下载
              </a>
              <a href={APP_DOWNLOAD_LINKS.ios} className="pg-app__button pg-app__button--ios" data-testid="app-download-ios">
                <svg viewBox="0 0 24 24" aria-hidden="true">
                  <path
                    fill="currentColor"
                    d="M16.4 12.7c0-2.4 2-3.6 2.1-3.7-1.1-1.7-2.9-1.9-3.5-1.9-1.5-.2-2.9.9-3.7.9-.8 0-1.9-.9-3.2-.8-1.6 0-3.2 1-4 2.4-1.7 3-.4 7.4 1.2 9.8.8 1.2 1.8 2.5 3 2.4 1.2 0 1.7-.8 3.1-.8 1.5 0 1.9.8 3.2.8 1.3 0 2.2-1.2 3-2.4.9-1.4 1.3-2.7 1.3-2.8 0 0-2.5-1-2.5-3.9zM14 5.5c.7-.8 1.1-1.9 1-3-1 0-2.1.6-2.8 1.4-.6.7-1.2 1.8-1 2.9 1.1.1 2.1-.5 2.8-1.3z"
                  />
                </svg>
                iOS 版下载
              </a>
            </div>
            <p className="pg-app__note">支持 Android 7.0 及以上、iOS 13 及以上</p>
          </div>
        </section>

        <ul className="pg-app__features">
          {FEATURES.map((f) => (
            <li key={f.title} className="pg-app__feature">
              <span className="pg-app__mark" aria-hidden="true">
                {f.mark}
              </span>
              <strong>{f.title}</strong>
              <span>{f.text}</span>
            </li>
          ))}
        </ul>

        <footer className="pg-app__footer">
          <Link to="/">← 先逛逛网页版</Link>
        </footer>
      </div>
    </main>
  );
}
