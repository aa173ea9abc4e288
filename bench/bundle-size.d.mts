export type ChunkSize = { chunk: string; raw: number; gzip: number; brotli: number };
export type HomePageJs = { raw: number; gzip: number; brotli: number; chunks: ChunkSize[] };
export declare const WEB_DIST: string;
export declare const HOME_BASELINE_FILE: string;
export declare const HOME_JS_BUDGET_GROWTH: number;
export declare function measureBundle(distDir: string): unknown;
export declare function measureHomePageJs(distDir?: string): HomePageJs;
export declare function readHomeBaseline(): HomePageJs & { recordedFrom: string };
export declare function describeHomePageJs(
  now?: HomePageJs,
  before?: HomePageJs & { recordedFrom: string },
): string[];
export type RouteJs = {
  raw: number;
  brotli: number;
  chunks: { file: string; raw: number; brotli: number }[];
};
export declare const PAGE_JS_BUDGETS: { home: number; dashboard: number; register: number; cart: number };
export declare function measureRouteJs(routeKey: string, distDir?: string): RouteJs;
export declare function measurePageJs(distDir?: string): {
  home: RouteJs;
  dashboard: RouteJs;
  register: RouteJs;
  cart: RouteJs;
};
export declare const HOME_FIRST_VIEW_BUDGET: number;
