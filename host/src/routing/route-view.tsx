import { useEffect } from 'react';
import { Navigate, useLocation } from '@portal/shared';
import { composeDocumentTitle, loginRedirectFor, useAuth, type RemoteRouteMeta } from '@portal/shared';
import { RemotePage } from '../composition/remote-page';
import { useAppTitle } from './root-frame';

/** One composed route: login guard, document title, then the remote's page. */
export function RouteView({ remote, meta }: { remote: string; meta: RemoteRouteMeta }) {
  const uid = useAuth((s) => s.account.uid);
  const location = useLocation();
  const appTitle = useAppTitle();
  const redirect = loginRedirectFor(meta, uid, location.pathname + location.search);

  useEffect(() => {
    if (!redirect) document.title = composeDocumentTitle(appTitle, meta.title);
  }, [appTitle, meta.title, redirect]);

  if (redirect) return <Navigate to={redirect} replace />;
  return <RemotePage remote={remote} module={meta.module} />;
}
