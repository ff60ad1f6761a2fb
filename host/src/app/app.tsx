import { useEffect, useMemo, type ReactNode } from 'react';
import { RouterProvider, createBrowserRouter } from '@portal/shared';
import { Toaster, type PortalEnvironment } from '@portal/shared';
import { composeRoutes } from '../routing/compose-routes';

/** The app in the browser: the router over every remote's routes. */
export function App({ environment, onMounted }: { environment: PortalEnvironment; onMounted?: () => void }) {
  const router = useMemo(() => createBrowserRouter(composeRoutes(environment)), [environment]);
  return (
    <AppFrame onMounted={onMounted}>
      <RouterProvider router={router} />
    </AppFrame>
  );
}

/**
 * What surrounds the router, on both sides: the server's render (host/src/server/render.tsx)
 * wraps its router in this same frame, so hydration meets the tree it rendered.
 * `onMounted` runs once the tree is on screen (after hydration, when the server rendered it).
 */
export function AppFrame({ children, onMounted }: { children: ReactNode; onMounted?: (() => void) | undefined }) {
  useEffect(() => onMounted?.(), [onMounted]);
  return (
    <>
      {children}
      <Toaster />
    </>
  );
}
