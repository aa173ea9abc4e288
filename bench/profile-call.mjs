// Where one API call's time goes: starts the built app with `node --cpu-prof`, loads one call with
// autocannon for a few seconds, stops the app and prints the functions that took the most CPU
// (self time) during that load and the share of the busiest files, from the profile it wrote.
//
//   node bench/profile-call.mjs /app/users/view     (logged in as a fresh customer)
//   node bench/profile-call.mjs /app/plans
//   BENCH_DATABASE_URL=postgres://... node bench/profile-call.mjs /app/users/view
//   PROFILE_SECONDS=10 PROFILE_KEEP=1 ...           (longer; keep the .cpuprofile for DevTools)
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { createBenchCustomer } from './api-customer.mjs';
import { CHANNEL, startApp } from './api-servers.mjs';
import { runRound } from './api-throughput.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const target = process.argv[2] ?? '/app/users/view';
const seconds = Number(process.env.PROFILE_SECONDS ?? 5);
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mvno-profile-'));
const profileDir = path.join(dataDir, 'profile');
const databaseUrl = process.env.BENCH_DATABASE_URL;

const app = await startApp(root, {
  dataDir,
  databaseUrl,
  nodeFlags: ['--cpu-prof', '--cpu-prof-dir', profileDir],
});
// Milliseconds from the spawn (the profile's start, near enough) to the measured round and its end.
const spawnedAt = performance.now() - app.startMs;
let round;
let window;
try {
  const headers = target.startsWith('/app/users') ? (await createBenchCustomer(app.baseUrl)).auth : CHANNEL;
  // A warm-up, then the measured round.
  await runRound(`${app.baseUrl}${target}`, { headers, connections: 50, seconds: 1 });
  const from = performance.now() - spawnedAt;
  round = await runRound(`${app.baseUrl}${target}`, { headers, connections: 50, seconds });
  window = [from, performance.now() - spawnedAt];
} finally {
  await app.stop();
}

const file = readdirSync(profileDir).find((name) => name.endsWith('.cpuprofile'));
const profile = JSON.parse(readFileSync(path.join(profileDir, file), 'utf8'));
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
// Only the samples of the measured round: not the start-up, the customer's creation or the stop.
const self = new Map();
let at = profile.startTime;
for (let i = 0; i < profile.samples.length; i += 1) {
  const dt = profile.timeDeltas[i] ?? 0;
  at += dt;
  const ms = (at - profile.startTime) / 1000;
  if (ms < window[0] || ms > window[1]) continue;
  self.set(profile.samples[i], (self.get(profile.samples[i]) ?? 0) + dt);
}
const total = [...self.values()].reduce((a, b) => a + b, 0);
const perFunction = new Map();
const perFile = new Map();
for (const [id, micros] of self) {
  const { callFrame } = byId.get(id);
  const where = callFrame.url ? callFrame.url.replace(/^.*node_modules\//, '').replace(root, '') : '';
  const key = `${callFrame.functionName || '(anonymous)'} ${where}:${callFrame.lineNumber + 1}`;
  perFunction.set(key, (perFunction.get(key) ?? 0) + micros);
  const fileKey =
    where
      .split('/')
      .slice(0, where.startsWith('/') ? 4 : 2)
      .join('/') || callFrame.functionName;
  perFile.set(fileKey, (perFile.get(fileKey) ?? 0) + micros);
}
// Inclusive time: a function's own samples and those of everything it called (counted once per stack).
const parentOf = new Map();
for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
const keyOf = (node) => {
  const where = node.callFrame.url
    ? node.callFrame.url.replace(/^.*node_modules\//, '').replace(root, '')
    : '';
  return `${node.callFrame.functionName || '(anonymous)'} ${where}:${node.callFrame.lineNumber + 1}`;
};
const inclusive = new Map();
for (const [id, micros] of self) {
  const seen = new Set();
  for (let at = id; at !== undefined; at = parentOf.get(at)) {
    const key = keyOf(byId.get(at));
    if (seen.has(key)) continue;
    seen.add(key);
    inclusive.set(key, (inclusive.get(key) ?? 0) + micros);
  }
}
const share = (micros) => `${((micros / total) * 100).toFixed(1).padStart(5)}%`;
const top = (map, n) => [...map].sort((a, b) => b[1] - a[1]).slice(0, n);
console.log(
  `${target}: ${Math.round(round.rps)} req/s, p50 ${round.p50} ms, p99 ${round.p99} ms, ${round.failures} failed; ` +
    `profile ${(total / 1e6).toFixed(1)} s sampled (load average ${os.loadavg()[0].toFixed(1)})`,
);
console.log('\nSelf time by package or file:');
for (const [key, micros] of top(perFile, 25)) console.log(`${share(micros)}  ${key}`);
console.log('\nSelf time by function:');
for (const [key, micros] of top(perFunction, 40)) console.log(`${share(micros)}  ${key}`);
console.log('\nInclusive time by function (busy time only):');
const busy = [...inclusive].filter(([key]) => !/^\((idle|program|garbage collector|root)\)/.test(key));
for (const [key, micros] of top(new Map(busy), 50)) console.log(`${share(micros)}  ${key}`);
if (process.env.PROFILE_KEEP) console.log(`\nprofile kept: ${path.join(profileDir, file)}`);
else rmSync(dataDir, { recursive: true, force: true });
