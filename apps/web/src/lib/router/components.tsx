import {
  Component,
  createContext,
  createElement,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useSyncExternalStore,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactNode,
  type Ref,
} from 'react';
import type { Params } from './match';
import { withoutLanguage } from '../i18n/locale-path';
import { focusNewPage } from './route-focus';
import {
  createPath,
  resolveTo,
  type Location,
  type NavigateOptions,
  type Router,
  type RouterState,
  type To,
} from './router';

const RouterContext = createContext<Router | null>(null);
const LocationContext = createContext<Location | null>(null);
const RouteContext = createContext<{ outlet: ReactNode; params: Params }>({ outlet: null, params: {} });

function useRouter(hook: string): Router {
  const router = useContext(RouterContext);
  if (!router) throw new Error(`${hook} is used outside a <RouterProvider>`);
  return router;
}

/** Renders the routes of the router's current location (nothing until their code has loaded). */
export function RouterProvider({ router }: { router: Router }) {
  const snapshot = () => router.state;
  const state = useSyncExternalStore(router.subscribe, snapshot, snapshot);
  // Each client-side change of page (not the first load, nor a change of the query alone) moves
  // the focus to the new page's main heading (route-focus.ts).
  const shownPath = useRef<string>(undefined);
  const pathname = state.initialized ? state.location.pathname : undefined;
  useEffect(() => {
    if (pathname === undefined) return;
    const previous = shownPath.current;
    shownPath.current = pathname;
    if (previous === undefined || previous === pathname) return;
    return focusNewPage();
  }, [pathname]);
  if (!state.initialized) return null;
  return (
    <RouterContext.Provider value={router}>
      <LocationContext.Provider value={state.location}>{renderMatches(state)}</LocationContext.Provider>
    </RouterContext.Provider>
  );
}

/**
 * The matched routes, outermost first, each given the next as its `<Outlet />`. A route with an
 * `errorElement` shows it instead of itself when anything inside fails to render, or when the
 * code of a route at or below it failed to load.
 */
function renderMatches({ matches, location, error }: RouterState): ReactNode {
  let boundary = -1;
  if (error) {
    for (let i = Math.min(error.index, matches.length - 1); i >= 0 && boundary < 0; i -= 1)
      if (matches[i]!.route.errorElement !== undefined) boundary = i;
    if (boundary < 0) throw error.cause;
  }
  let outlet: ReactNode = null;
  for (let i = boundary >= 0 ? boundary : matches.length - 1; i >= 0; i -= 1) {
    const { route, params } = matches[i]!;
    const content =
      i === boundary
        ? route.errorElement
        : (route.element ?? (route.Component ? createElement(route.Component) : <Outlet />));
    let element = <RouteContext.Provider value={{ outlet, params }}>{content}</RouteContext.Provider>;
    if (route.errorElement !== undefined && i !== boundary)
      element = (
        <RouteErrorBoundary resetKey={location.key} fallback={route.errorElement}>
          {element}
        </RouteErrorBoundary>
      );
    outlet = element;
  }
  return outlet;
}

type BoundaryProps = { resetKey: string; fallback: ReactNode; children: ReactNode };
type BoundaryState = { failed: boolean; key: string };

/** Catches what a route throws while rendering; a navigation (a new location key) clears it. */
class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, key: this.props.resetKey };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.resetKey === state.key ? null : { failed: false, key: props.resetKey };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return this.props.fallback;
  }
}

/** Where the route inside the current one renders. */
export function Outlet() {
  return useContext(RouteContext).outlet;
}

export function useLocation(): Location {
  const location = useContext(LocationContext);
  if (!location) throw new Error('useLocation is used outside a <RouterProvider>');
  return location;
}

export type NavigateFunction = (to: To | number, options?: NavigateOptions) => Promise<void>;

export function useNavigate(): NavigateFunction {
  const router = useRouter('useNavigate');
  return useCallback<NavigateFunction>((to, options) => router.navigate(to, options), [router]);
}

/** The route's path parameters, e.g. `selection` of `/dashboard/:selection`. */
export function useParams<T extends Params = Params>(): Partial<T> {
  return useContext(RouteContext).params as Partial<T>;
}

type SearchParamsInit = URLSearchParams | string | Record<string, string>;

/** The query string, and a way to change it (a navigation to the same path). */
export function useSearchParams(): [
  URLSearchParams,
  (
    next: SearchParamsInit | ((current: URLSearchParams) => SearchParamsInit),
    options?: NavigateOptions,
  ) => void,
] {
  const location = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const setParams = useCallback(
    (
      next: SearchParamsInit | ((current: URLSearchParams) => SearchParamsInit),
      options?: NavigateOptions,
    ) => {
      const value = new URLSearchParams(
        typeof next === 'function' ? next(new URLSearchParams(params)) : next,
      );
      const search = value.toString();
      void navigate({ pathname: location.pathname, search: search ? `?${search}` : '' }, options);
    },
    [navigate, location.pathname, params],
  );
  return [params, setParams];
}

/** Navigates once rendered (e.g. to the login page from a page that needs it). */
export function Navigate({ to, replace, state }: { to: To } & NavigateOptions) {
  const navigate = useNavigate();
  const target = typeof to === 'string' ? to : createPath({ pathname: '', search: '', hash: '', ...to });
  useEffect(() => {
    void navigate(target, { replace, state });
    // One navigation per rendered <Navigate>: later renders of the same one do not repeat it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> &
  NavigateOptions & { to: To; ref?: Ref<HTMLAnchorElement> };

const isPlainLeftClick = (event: MouseEvent<HTMLAnchorElement>) =>
  event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;

/**
 * A link within the app: a real `<a href>` (open in a new tab, copy, crawl), which navigates
 * without reloading the page on a plain click. A link to where the visitor already is replaces
 * the history entry rather than adding one.
 */
export function Link({ to, replace, state, onClick, target, children, ...rest }: LinkProps) {
  const router = useRouter('Link');
  const location = useLocation();
  const href = router.createHref(to);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !isPlainLeftClick(event) || (target && target !== '_self')) return;
    event.preventDefault();
    void router.navigate(to, { replace: replace ?? href === createPath(location), state });
  };
  return (
    <a {...rest} href={href} target={target} onClick={handleClick}>
      {children}
    </a>
  );
}

type NavLinkProps = Omit<LinkProps, 'className'> & {
  /** Active only on this exact path, not on paths below it. */
  end?: boolean;
  /** A string gets `active` added on the current page; a function chooses. */
  className?: string | ((state: { isActive: boolean }) => string | undefined);
};

/** A navigation link that knows when it points at the current page (`aria-current="page"`). */
export function NavLink({ end = false, className, ...rest }: NavLinkProps) {
  const location = useLocation();
  const target = resolveTo(rest.to, location).pathname.toLowerCase();
  const current = withoutLanguage(location.pathname).toLowerCase();
  const isActive =
    current === target ||
    (!end && target !== '/' && current.startsWith(target) && current[target.length] === '/');
  const classes =
    typeof className === 'function'
      ? className({ isActive })
      : [className, isActive ? 'active' : undefined].filter(Boolean).join(' ') || undefined;
  return <Link {...rest} className={classes} aria-current={isActive ? 'page' : undefined} />;
}
