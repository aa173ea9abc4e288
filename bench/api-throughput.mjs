// Requests per second and latency of API calls under autocannon, alternating rounds with the bare
// reference server so that both see the same machine load. On 127.0.0.1 only, bounded in time.
import os from 'node:os';
import autocannon from 'autocannon';
import { cpuSeconds } from './idle-cpu.mjs';

/** CPU seconds the process `pid` has used so far (Linux; undefined elsewhere or without a pid). */
const cpuOf = (pid) => (pid && os.platform() === 'linux' ? cpuSeconds(pid) : undefined);

/** One bounded autocannon round. `body` may be a function: a fresh body per request. */
export async function runRound(
  url,
  { method = 'GET', headers = {}, body, connections = 50, seconds = 5, pid },
) {
  const cpuBefore = cpuOf(pid);
  const fresh = typeof body === 'function';
  const result = await autocannon({
    url,
    method,
    headers: body ? { 'content-type': 'application/json', ...headers } : headers,
    connections,
    duration: seconds,
    ...(body && !fresh ? { body: JSON.stringify(body) } : {}),
    ...(fresh ? { requests: [{ setupRequest: (req) => ({ ...req, body: JSON.stringify(body()) }) }] } : {}),
  });
  const cpuAfter = cpuOf(pid);
  return {
    // The server's own CPU time per answered request, in microseconds: less sensitive to what
    // else the machine runs than requests per second.
    cpuMicros:
      cpuBefore === undefined || result.requests.total === 0
        ? undefined
        : ((cpuAfter - cpuBefore) / result.requests.total) * 1e6,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
    total: result.requests.total,
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/**
 * `rounds` rounds of the call after a second's warm-up, each after a round of the bare server
 * (unless `bareUrl` is undefined). Answers the median of each figure and the ratio to bare: the median of
 * the rounds' ratios (app round over the bare round before it), with the lowest and highest.
 */
export async function measureCall(appUrl, bareUrl, options, rounds = 2, { appPid, barePid } = {}) {
  const app = [];
  const bare = [];
  // Unmeasured first second: the server compiles its hot paths and ends its start-up work.
  await runRound(appUrl, { ...options, seconds: 1 });
  for (let round = 0; round < rounds; round += 1) {
    if (bareUrl)
      bare.push(
        await runRound(bareUrl, { connections: options.connections, seconds: options.seconds, pid: barePid }),
      );
    app.push(await runRound(appUrl, { ...options, pid: appPid }));
  }
  const figure = (list, key) =>
    list.every((r) => r[key] !== undefined) ? median(list.map((r) => r[key])) : undefined;
  return {
    rps: figure(app, 'rps'),
    p50: figure(app, 'p50'),
    p99: figure(app, 'p99'),
    cpuMicros: figure(app, 'cpuMicros'),
    bareCpuMicros: bare.length ? figure(bare, 'cpuMicros') : undefined,
    failures: app.reduce((n, r) => n + r.failures, 0),
    bareRps: bare.length ? figure(bare, 'rps') : undefined,
    // Each app round over the bare round just before it, so that a drift in the machine's load
    // between rounds moves both figures of a pair: the median pair, and the lowest and highest.
    ...pairedRatios(app, bare),
  };
}

function pairedRatios(app, bare) {
  if (!bare.length) return { ratio: undefined, ratioLow: undefined, ratioHigh: undefined };
  const ratios = app.map((r, i) => r.rps / bare[i].rps);
  return { ratio: median(ratios), ratioLow: Math.min(...ratios), ratioHigh: Math.max(...ratios) };
}
