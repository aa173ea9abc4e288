/**
 * The app's router (docs/decisions/016): a small one with the parts of React Router's API the app
 * uses, so the home page does not carry a general-purpose router's weight.
 */
export { matchRoutes, type Params, type RouteMatch, type RouteObject } from './match';
export {
  createBrowserRouter,
  createMemoryRouter,
  createPath,
  createStaticRouter,
  type Location,
  type NavigateOptions,
  type Router,
  type To,
} from './router';
export {
  Link,
  Navigate,
  NavLink,
  Outlet,
  RouterProvider,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
  type LinkProps,
  type NavigateFunction,
} from './components';
