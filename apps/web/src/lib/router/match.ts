import type { ComponentType, ReactNode } from 'react';

/**
 * A route of the app's route table (apps/web/src/app/router.tsx). A route without `path` is a
 * layout: it matches whatever one of its children matches and renders them in its `<Outlet />`.
 */
export type RouteObject = {
  path?: string;
  element?: ReactNode;
  Component?: ComponentType | null;
  /** Shown instead of this route (and the routes inside it) when one of them fails to render or load. */
  errorElement?: ReactNode;
  /** Loads the route's component when the route is first needed (its own chunk). */
  lazy?: () => Promise<{ Component: ComponentType }>;
  children?: RouteObject[];
};

export type Params = Record<string, string>;

export type RouteMatch = { route: RouteObject; params: Params; pathname: string };

type Segment = { kind: 'static'; value: string } | { kind: 'param'; name: string } | { kind: 'splat' };

function segmentsOf(path: string): Segment[] {
  return path
    .split('/')
    .filter(Boolean)
    .map((part) =>
      part === '*'
        ? { kind: 'splat' }
        : part.startsWith(':')
          ? { kind: 'param', name: part.slice(1) }
          : { kind: 'static', value: part.toLowerCase() },
    );
}

/** A branch: the routes from the table's root to one leaf, with the full pattern of the leaf. */
type Branch = { routes: RouteObject[]; segments: Segment[]; score: number; order: number };

/**
 * Static segments beat parameters, which beat a splat; between equal scores the table's order
 * decides. So `/dashboard/payment` finds `/dashboard/:selection` and `/x` finds `*`.
 */
function scoreOf(segments: Segment[]): number {
  let score = 0;
  for (const segment of segments)
    score += segment.kind === 'static' ? 10 : segment.kind === 'param' ? 1 : -1_000_000;
  return score;
}

/** A path with optional segments (`/dashboard/:selection?`) as every path it stands for. */
function expandOptional(path: string): string[] {
  let paths = [''];
  for (const part of path.split('/').filter(Boolean)) {
    const optional = part.endsWith('?');
    const name = optional ? part.slice(0, -1) : part;
    paths = paths.flatMap((start) => (optional ? [start, `${start}/${name}`] : [`${start}/${name}`]));
  }
  return paths;
}

function flatten(routes: RouteObject[], parents: RouteObject[], prefix: Segment[], out: Branch[]): Branch[] {
  for (const route of routes) {
    const chain = [...parents, route];
    const variants =
      route.path === undefined
        ? [prefix]
        : expandOptional(route.path).map((path) => [...prefix, ...segmentsOf(path)]);
    for (const segments of variants) {
      if (route.children?.length) flatten(route.children, chain, segments, out);
      else if (route.path !== undefined)
        out.push({ routes: chain, segments, score: scoreOf(segments), order: out.length });
    }
  }
  return out;
}

const branchCache = new WeakMap<RouteObject[], Branch[]>();

function branchesOf(routes: RouteObject[]): Branch[] {
  let branches = branchCache.get(routes);
  if (!branches) {
    branches = flatten(routes, [], [], []).sort((a, b) => b.score - a.score || a.order - b.order);
    branchCache.set(routes, branches);
  }
  return branches;
}

function matchBranch(branch: Branch, parts: string[]): Params | null {
  const params: Params = {};
  for (let i = 0; i < branch.segments.length; i += 1) {
    const segment = branch.segments[i]!;
    if (segment.kind === 'splat') {
      params['*'] = parts.slice(i).join('/');
      return params;
    }
    const part = parts[i];
    if (part === undefined) return null;
    if (segment.kind === 'static') {
      if (part.toLowerCase() !== segment.value) return null;
    } else {
      try {
        params[segment.name] = decodeURIComponent(part);
      } catch {
        params[segment.name] = part;
      }
    }
  }
  return parts.length === branch.segments.length ? params : null;
}

/** The routes (outermost first) that show `pathname`, or null when none does. */
export function matchRoutes(routes: RouteObject[], pathname: string): RouteMatch[] | null {
  const parts = pathname.split('/').filter(Boolean);
  for (const branch of branchesOf(routes)) {
    const params = matchBranch(branch, parts);
    if (params) return branch.routes.map((route) => ({ route, params, pathname }));
  }
  return null;
}
