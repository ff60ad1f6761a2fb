import { createContext, useContext, useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from '@portal/shared';
import { SpendingRefusalDialog, setNavigator } from '@portal/shared';
import { BulletinPopup } from '../overlays/bulletin-popup';
import { DownloadDialogs } from '../overlays/download-dialogs';
import { useVipConfigResetOnLeavingProfile } from './vip-config-reset';

const AppTitleContext = createContext('');

/** The app title from configuration, for document titles. */
export function useAppTitle(): string {
  return useContext(AppTitleContext);
}

/**
 * The root of every route: provides the app title, lets non-React code (the API client on a
 * code 2 answer, the download flow) navigate without a page reload, and applies the navigation
 * rules of spec §2.
 */
export function RootFrame({ appTitle }: { appTitle: string }) {
  const navigate = useNavigate();
  const location = useLocation();

  useEffect(() => {
    setNavigator((path) => navigate(path));
  }, [navigate]);

  useVipConfigResetOnLeavingProfile(location.pathname);

  return (
    <AppTitleContext.Provider value={appTitle}>
      <Outlet />
      <DownloadDialogs />
      <SpendingRefusalDialog />
      <BulletinPopup />
    </AppTitleContext.Provider>
  );
}
