/**
 * The production topology for the cluster journeys: `npm run cluster` (ops/cluster.mjs) started as an operator
 * would, on ports of its own: HAProxy, two web processes, a worker, PgBouncer in transaction mode in front of a
 * PostgreSQL database of its own (made afresh), Redis when one answers.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createClient } from 'redis';
import { recreateDatabase } from './fresh-database.mjs';
import { API_KEY, serverEnv } from './server';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** HAProxy's port; the web processes take the next two, then PgBouncer, then HAProxy's statistics page. */
export const CLUSTER_PORT = Number(process.env.CLUSTER_PORT ?? 4191);
export const CLUSTER_URL = `http://127.0.0.1:${CLUSTER_PORT}`;
export const STATS_URL = `http://127.0.0.1:${CLUSTER_PORT + 4}/`;

/** The cluster's own database: CLUSTER_DATABASE_URL, or the API suite's TEST_DATABASE_URL with `_cluster` added. */
export function clusterDatabaseUrl(): string | undefined {
  if (process.env.CLUSTER_DATABASE_URL) return process.env.CLUSTER_DATABASE_URL;
  if (!process.env.TEST_DATABASE_URL) return undefined;
  const url = new URL(process.env.TEST_DATABASE_URL);
  url.pathname = `${url.pathname}_cluster`;
  return url.toString();
}

export type ClusterState = {
  processes: Record<string, { pid: number | null; port: number | null; ready: boolean }>;
};

export type Cluster = {
  runDir: string;
  state: () => ClusterState;
  output: () => string;
  stop: () => Promise<number | null>;
};

/**
 * The cluster keeps its rate-limit counters in Redis when one answers (ops/cluster.mjs), and they outlive a
 * run: the journeys' sign-ups of the runs before (an hour's worth, from one address) would count against
 * this one as the database made afresh does not. Without a Redis that answers there is nothing to clear.
 */
async function clearRateLimits(url: string): Promise<void> {
  const client = createClient({ url, socket: { connectTimeout: 1000, reconnectStrategy: false } });
  client.on('error', () => undefined);
  try {
    await client.connect();
  } catch {
    return;
  }
  try {
    for await (const keys of client.scanIterator({ MATCH: 'mvno:rate:*', COUNT: 500 }))
      if (keys.length > 0) await client.del(keys);
  } finally {
    await client.quit();
  }
}

export async function startCluster(databaseUrl: string, settings: Record<string, string>): Promise<Cluster> {
  await recreateDatabase(databaseUrl);
  await clearRateLimits(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
  // Beside the cluster journeys' results (cleared by Playwright at each run), so the logs outlive a failure.
  const resultsDir = path.join(root, 'e2e', 'test-results-cluster');
  mkdirSync(resultsDir, { recursive: true });
  const runDir = mkdtempSync(path.join(resultsDir, 'cluster-run-'));
  const { APP_API_KEY, JWT_SECRET, CHAT_SECRET, DATA_ENCRYPTION_KEY } = serverEnv();
  const child: ChildProcess = spawn(process.execPath, ['ops/cluster.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      CLUSTER_PORT: String(CLUSTER_PORT),
      CLUSTER_RUN_DIR: runDir,
      APP_API_KEY: APP_API_KEY ?? API_KEY,
      JWT_SECRET,
      CHAT_SECRET,
      DATA_ENCRYPTION_KEY,
      LOG_LEVEL: 'warn',
      ...settings,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`the cluster did not start in 120 s:\n${output}`)),
      120_000,
    );
    const check = () => {
      if (/is running at/.test(output)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', check);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`the cluster ended (${code}) while starting:\n${output}`));
    });
  });
  return {
    runDir,
    state: () => JSON.parse(readFileSync(path.join(runDir, 'state.json'), 'utf8')) as ClusterState,
    output: () => output,
    async stop() {
      child.kill('SIGTERM');
      return exited;
    },
  };
}

/** HAProxy's view of a server of the app's backend (UP, DOWN, ...), from its statistics page. */
export async function balancerStatus(server: string): Promise<string> {
  const csv = await (await fetch(`${STATS_URL};csv`)).text();
  const row = csv.split('\n').find((line) => line.startsWith(`app,${server},`));
  return row?.split(',')[17] ?? 'missing';
}

export type LoadRequest = { method?: string; path: string; headers?: Record<string, string>; body?: unknown };
export type LoadResult = { count: number; failures: string[] };

/** A load nobody stops (its test failed before it could) ends by itself after this long. */
const LOAD_LIMIT_MS = 120_000;

/**
 * A client's pause between an answer and its next request: the clients keep requests in flight at every
 * moment (a kill always meets some), without the cores spending the whole replacement on the load itself.
 */
const THINK_MS = 10;

/**
 * Starts the load: `connections` clients each send the requests in turn, one at a time, until `stop` is
 * called, which answers once every client has had its last answer. Every answer other than 2xx and every
 * network error counts as a failure (with what it was).
 */
export function startLoad(requests: LoadRequest[], connections: number): { stop: () => Promise<LoadResult> } {
  let done = false;
  setTimeout(() => (done = true), LOAD_LIMIT_MS).unref();
  const result: LoadResult = { count: 0, failures: [] };
  const clients = Promise.all(
    Array.from({ length: connections }, async (_, client) => {
      for (let i = client; !done; i += 1) {
        const request = requests[i % requests.length]!;
        const method = request.method ?? 'GET';
        try {
          const response = await fetch(`${CLUSTER_URL}${request.path}`, {
            method,
            headers: {
              ...request.headers,
              ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
            },
            ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
          });
          const text = await response.text();
          result.count += 1;
          if (response.status >= 300) {
            result.failures.push(`${method} ${request.path}: ${response.status} ${text.slice(0, 200)}`);
          }
        } catch (error) {
          result.count += 1;
          result.failures.push(`${method} ${request.path}: ${(error as Error).message}`);
        }
        await new Promise((resolve) => setTimeout(resolve, THINK_MS));
      }
    }),
  );
  return {
    stop: async () => {
      done = true;
      await clients;
      return result;
    },
  };
}
