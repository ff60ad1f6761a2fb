/**
 * The router, for every app, through this one singleton. react-router-dom is not a Module
 * Federation shared module of its own: shared modules are bundled whole (a remote might use
 * any export), and the whole of react-router 7 is framework mode, server rendering and data
 * APIs the portal never calls. Re-exported from here it lives inside @portal/shared, one
 * copy in the page, tree-shaken to this list (bench/web.mjs measures the difference).
 * Apps never import react-router-dom themselves (tooling/boundaries).
 */
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  Outlet,
  Route,
  RouterProvider,
  Routes,
  createBrowserRouter,
  createMemoryRouter,
  matchRoutes,
  useLocation,
  useMatches,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-dom';
export type { RouteObject } from 'react-router-dom';
