import { useMemo } from 'react';
import { RouterProvider, createBrowserRouter } from '@portal/shared';
import { Toaster, type PortalEnvironment } from '@portal/shared';
import { composeRoutes } from '../routing/compose-routes';

export function App({ environment }: { environment: PortalEnvironment }) {
  const router = useMemo(() => createBrowserRouter(composeRoutes(environment)), [environment]);
  return (
    <>
      <RouterProvider router={router} />
      <Toaster />
    </>
  );
}
