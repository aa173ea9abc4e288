import { isSpanishPath, pathIn, withoutLanguage } from '../i18n/locale-path';
import { matchRoutes, type RouteMatch, type RouteObject } from './match';

export type Location = {
  pathname: string;
  search: string;
  hash: string;
  /** History state given to the navigation (e.g. where to return after logging in). */
  state: unknown;
  /** Unique per history entry; 'default' for the entry the app started on. */
  key: string;
};

export type To = string | { pathname?: string; search?: string; hash?: string };

/**
 * `exact`: go to the path as given; otherwise a page under a language's prefix (/es, decision
 * 053) leads to the same language's address.
 */
export type NavigateOptions = { replace?: boolean; state?: unknown; exact?: boolean };

export type RouterState = {
  location: Location;
  matches: RouteMatch[];
  /** False until the code of the first location's routes has loaded: nothing renders before. */
  initialized: boolean;
  /** Why the page could not load (its chunk failed), and the index of the match that failed. */
  error?: { cause: unknown; index: number };
};

export type Router = {
  readonly routes: RouteObject[];
  readonly state: RouterState;
  /** Resolves once the first location's routes are loaded. */
  readonly ready: Promise<void>;
  /**
   * Goes to `to` once its routes' code has loaded (the current page stays until then). A newer
   * navigation supersedes one still loading, so the last click wins. A number moves in history.
   */
  navigate(to: To | number, options?: NavigateOptions): Promise<void>;
  subscribe(listener: () => void): () => void;
  createHref(to: To): string;
};

/** Where a router keeps its entries: the browser's history, a list in memory, or one fixed URL. */
type History = {
  readonly location: Location;
  push(location: Location): void;
  replace(location: Location): void;
  go(delta: number): void;
  /** Calls `onPop` with the new location after a move by the back or forward button (or go). */
  listen(onPop: (location: Location) => void): void;
};

const newKey = () => Math.random().toString(36).slice(2, 10);

const normalize = (value: string, mark: string) => (value === '' || value === mark ? '' : value);

export function createPath({
  pathname,
  search,
  hash,
}: Pick<Location, 'pathname' | 'search' | 'hash'>): string {
  return `${pathname}${search}${hash}`;
}

/** `to` as a location, relative paths resolved against the current one. */
export function resolveTo(to: To, from: Pick<Location, 'pathname'>): Omit<Location, 'state' | 'key'> {
  const parts = typeof to === 'string' ? parseTo(to) : to;
  const base = new URL(from.pathname, 'http://router.local');
  const resolved = parts.pathname ? new URL(parts.pathname, base).pathname : from.pathname;
  return {
    pathname: resolved,
    search: normalize(parts.search ?? '', '?'),
    hash: normalize(parts.hash ?? '', '#'),
  };
}

function parseTo(to: string): { pathname?: string; search?: string; hash?: string } {
  const hashAt = to.indexOf('#');
  const hash = hashAt >= 0 ? to.slice(hashAt) : '';
  const rest = hashAt >= 0 ? to.slice(0, hashAt) : to;
  const searchAt = rest.indexOf('?');
  const search = searchAt >= 0 ? rest.slice(searchAt) : '';
  const pathname = searchAt >= 0 ? rest.slice(0, searchAt) : rest;
  return { ...(pathname ? { pathname } : {}), search, hash };
}

/** The routes matching a location: those of its path without the language prefix. */
const matchesOf = (routes: RouteObject[], pathname: string) => matchRoutes(routes, withoutLanguage(pathname));

/** `target` in the language of the page at `from`: a Spanish page's links stay Spanish. */
function inLanguageOf<T extends { pathname: string }>(target: T, from: string, exact = false): T {
  if (exact || !isSpanishPath(from) || isSpanishPath(target.pathname)) return target;
  return { ...target, pathname: pathIn('es-US', target.pathname) };
}

function createRouter(routes: RouteObject[], history: History): Router {
  const listeners = new Set<() => void>();
  let navigationId = 0;
  const initial = history.location;
  const initialMatches = matchesOf(routes, initial.pathname) ?? [];
  let state: RouterState = {
    location: initial,
    matches: initialMatches,
    initialized: initialMatches.every(({ route }) => !route.lazy),
  };

  function publish(next: RouterState) {
    state = next;
    for (const listener of listeners) listener();
  }

  /** Loads the routes of `location`; then, unless a newer navigation started, commits and shows it. */
  async function settle(location: Location, commit?: () => void): Promise<void> {
    const id = (navigationId += 1);
    const matches = matchesOf(routes, location.pathname) ?? [];
    let error: RouterState['error'];
    const results = await Promise.allSettled(
      matches.map(async ({ route }) => {
        const { lazy } = route;
        if (!lazy) return;
        const { Component } = await lazy();
        if (route.lazy === lazy) Object.assign(route, { Component, lazy: undefined });
      }),
    );
    const failed = results.findIndex((result) => result.status === 'rejected');
    if (failed >= 0) error = { cause: (results[failed] as PromiseRejectedResult).reason, index: failed };
    if (id !== navigationId) return;
    commit?.();
    publish({ location, matches, initialized: true, ...(error ? { error } : {}) });
  }

  history.listen((location) => void settle(location));
  const ready = state.initialized ? Promise.resolve() : settle(initial);

  return {
    routes,
    get state() {
      return state;
    },
    ready,
    navigate(to, options = {}) {
      if (typeof to === 'number') {
        history.go(to);
        return Promise.resolve();
      }
      const location: Location = {
        ...inLanguageOf(resolveTo(to, state.location), state.location.pathname, options.exact),
        state: options.state ?? null,
        key: newKey(),
      };
      return settle(location, () => (options.replace ? history.replace(location) : history.push(location)));
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    createHref: (to) => createPath(inLanguageOf(resolveTo(to, state.location), state.location.pathname)),
  };
}

type BrowserEntryState = { usr?: unknown; key?: string } | null;

/** The router of the running app, on the browser's history and address bar. */
export function createBrowserRouter(routes: RouteObject[]): Router {
  const current = (): Location => {
    const entry = window.history.state as BrowserEntryState;
    const { pathname, search, hash } = window.location;
    return { pathname, search, hash, state: entry?.usr ?? null, key: entry?.key ?? 'default' };
  };
  const entry = (location: Location) => ({ usr: location.state, key: location.key });
  return createRouter(routes, {
    get location() {
      return current();
    },
    push: (location) => window.history.pushState(entry(location), '', createPath(location)),
    replace: (location) => window.history.replaceState(entry(location), '', createPath(location)),
    go: (delta) => window.history.go(delta),
    listen: (onPop) => window.addEventListener('popstate', () => onPop(current())),
  });
}

export type InitialEntry = string | { pathname: string; search?: string; hash?: string; state?: unknown };

/** A router whose history is a list in memory: for tests. */
export function createMemoryRouter(
  routes: RouteObject[],
  { initialEntries = ['/'], initialIndex }: { initialEntries?: InitialEntry[]; initialIndex?: number } = {},
): Router {
  const entries: Location[] = initialEntries.map((entry, i) => ({
    ...resolveTo(
      typeof entry === 'string'
        ? entry
        : { pathname: entry.pathname, search: entry.search, hash: entry.hash },
      { pathname: '/' },
    ),
    state: typeof entry === 'string' ? null : (entry.state ?? null),
    key: i === 0 ? 'default' : newKey(),
  }));
  let index = Math.min(Math.max(initialIndex ?? entries.length - 1, 0), entries.length - 1);
  let onPop: (location: Location) => void = () => undefined;
  return createRouter(routes, {
    get location() {
      return entries[index]!;
    },
    push(location) {
      index += 1;
      entries.splice(index, entries.length - index, location);
    },
    replace(location) {
      entries[index] = location;
    },
    go(delta) {
      const next = Math.min(Math.max(index + delta, 0), entries.length - 1);
      if (next === index) return;
      index = next;
      onPop(entries[index]!);
    },
    listen(listener) {
      onPop = listener;
    },
  });
}

/** A router fixed on one URL, for rendering a page on the server; it cannot navigate. */
export function createStaticRouter(routes: RouteObject[], url: string): Router {
  const location: Location = { ...resolveTo(url, { pathname: '/' }), state: null, key: 'default' };
  const refuse = () => {
    throw new Error(`a page rendered on the server cannot navigate (at ${url})`);
  };
  return createRouter(routes, {
    location,
    push: refuse,
    replace: refuse,
    go: refuse,
    listen: () => undefined,
  });
}
