/**
 * The thin local shell: a remote's own routes with a route list and a frame, so its team can
 * work on it alone (`pnpm dev` in the remote's folder) without the host or other remotes.
 * It is not the host: no header, no composition; `/api` is proxied to a local server.
 */
import { lazy, Suspense, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from '@portal/shared';
import { PageLoading, Toaster, type RemoteRouteMeta } from '@portal/shared';
import { LocalLogin } from './local-login';
import './local-shell.css';

export interface LocalShellOptions {
  remote: string;
  routes: readonly RemoteRouteMeta[];
  loadPage: (module: string) => Promise<{ default: ComponentType }>;
  /**
   * Adds /login (name and password against the local API) for remotes whose pages need a player;
   * `home` is where it returns without a `?redirect=`.
   */
  login?: { home: string };
}

export function mountLocalShell({ remote, routes, loadPage, login }: LocalShellOptions): void {
  const pages = routes.map((route) => ({ route, Page: lazy(() => loadPage(route.module)) }));
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from the local shell page');
  createRoot(container).render(
    <BrowserRouter>
      <header className="pt-local-shell__bar">
        <strong>本地外壳 · {remote}</strong>
        <nav>
          {routes.map((r) => (
            <Link key={r.path} to={`/${r.path.replace(/\/:[^/]+\?/g, '').replace(/:[^/]+/g, '1')}`}>
              {r.title ?? r.path}
            </Link>
          ))}
          {login ? <Link to="/login">登录</Link> : null}
        </nav>
      </header>
      <main>
        <Suspense fallback={<PageLoading />}>
          <Routes>
            {pages.map(({ route, Page }) => (
              <Route key={route.path} path={`/${route.path}`} element={<Page />} />
            ))}
            {login ? <Route path="/login" element={<LocalLogin home={login.home} />} /> : null}
          </Routes>
        </Suspense>
      </main>
      <Toaster />
    </BrowserRouter>,
  );
}
