/**
 * The thin local shell: a remote's own routes with a route list and a frame, so its team can
 * work on it alone (`pnpm dev` in the remote's folder) without the host or other remotes.
 * It is not the host (no header, no composition), but it does what a page needs from the host:
 *  - the host's start-up sequence (`runStartup` from @portal/shared: client config, device init,
 *    user status, tags) and the live event stream;
 *  - a login against the real API (the dev server proxies `/api` to PORTAL_API_URL), unless the
 *    remote owns `/login` itself (remote_account);
 *  - the login-required rule (spec §2): such a route sends a visitor to `/login?redirect=…` and
 *    renders once logged in, instead of waiting for a user that never comes.
 */
import { lazy, Suspense, type ComponentType, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import {
  BrowserRouter,
  Link,
  Navigate,
  PageLoading,
  Route,
  Routes,
  Toaster,
  loginRedirectFor,
  logout,
  markPageLive,
  runStartup,
  setNavigator,
  startLiveEvents,
  useAuth,
  useLocation,
  useNavigate,
  type RemoteRouteMeta,
} from '@portal/shared';
import { LocalLogin } from './local-login';
import './local-shell.css';

export interface LocalShellOptions {
  remote: string;
  routes: readonly RemoteRouteMeta[];
  loadPage: (module: string) => Promise<{ default: ComponentType }>;
  /** Where the shell's login returns without a `?redirect=`; the remote's first route by default. */
  home?: string;
}

/** A route path the shell can link to: optional parameters dropped, required ones given `1`. */
function samplePath(path: string): string {
  return `/${path.replace(/\/:[^/]+\?/g, '').replace(/:[^/]+/g, '1')}`;
}

export function mountLocalShell({ remote, routes, loadPage, home }: LocalShellOptions): void {
  const pages = routes.map((route) => ({ route, Page: lazy(() => loadPage(route.module)) }));
  // remote_account has its own login page; every other remote gets the shell's.
  const ownLogin = routes.some((route) => route.path === 'login');
  const homePath = home ?? samplePath(routes.find((route) => !route.path.includes(':'))?.path ?? '');
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from the local shell page');
  void runStartup().finally(startLiveEvents);
  createRoot(container).render(
    <BrowserRouter>
      <ShellFrame remote={remote} routes={routes} />
      <main>
        <Suspense fallback={<PageLoading />}>
          <Routes>
            {pages.map(({ route, Page }) => (
              <Route key={route.path} path={`/${route.path}`} element={<Guarded route={route} Page={Page} />} />
            ))}
            {ownLogin ? null : <Route path="/login" element={<LocalLogin home={homePath} />} />}
          </Routes>
        </Suspense>
      </main>
      <Toaster />
    </BrowserRouter>,
  );
}

/** The bar above the pages: the remote's routes, and who is logged in. */
function ShellFrame({ remote, routes }: { remote: string; routes: readonly RemoteRouteMeta[] }) {
  const navigate = useNavigate();
  const account = useAuth((s) => s.account);
  // Code outside React (a code 2 answer, the download flow) navigates with the shell's router.
  useEffect(() => setNavigator((path) => navigate(path)), [navigate]);
  // Rendered in the browser from the start: live once on screen, as the host's client render is.
  useEffect(markPageLive, []);
  return (
    <header className="pt-local-shell__bar" data-testid="local-shell-bar">
      <strong>本地外壳 · {remote}</strong>
      <nav aria-label="本模块页面">
        {routes.map((r) => (
          <Link key={r.path} to={samplePath(r.path)}>
            {r.title ?? r.path}
          </Link>
        ))}
      </nav>
      <span className="pt-local-shell__account" data-testid="local-shell-account">
        {account.uid ? (
          <>
            {account.name}（ID {account.uid}）
            <button type="button" className="pt-local-shell__link" onClick={() => void logout()}>
              退出
            </button>
          </>
        ) : (
          <Link to="/login">登录</Link>
        )}
      </span>
    </header>
  );
}

/** One route: login first when it needs a player (the host's rule, from @portal/shared). */
function Guarded({ route, Page }: { route: RemoteRouteMeta; Page: ComponentType }) {
  const uid = useAuth((s) => s.account.uid);
  const location = useLocation();
  const redirect = loginRedirectFor(route, uid, location.pathname + location.search);
  if (redirect) return <Navigate to={redirect} replace />;
  return <Page />;
}
