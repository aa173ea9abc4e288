// The checkout quote's time with the tax engine (docs/decisions/060) on PostgreSQL: p50, p95 and p99
// of POST /app/checkout/quote through HTTP, for sales sourced to a city ZIP (Chicago), a ZIP3 area,
// an unknown ZIP (the state's fallback) and a billing state alone. Target: p99 under 20 ms.
// Makes a database of its own (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/mvno_tax_bench).
// Before and after in the same run (decision 092): a server reading the rates at every sale
// (TAX_RATES_CACHE_SECONDS=0), then one keeping them (=60), on the same database and machine.
// Not part of npm test. Run: npm run build && node bench/tax-quote.mjs
import { performance } from 'node:perf_hooks';
import { apiJson, freePort } from './api-servers.mjs';
import { freshDatabase, quantile, serverEnvironment, startServer, waitForHealth } from './postgres-bench.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 400);
const TARGET_P99_MS = 20;
const url = new URL(process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/mvno_tax_bench');

const call = (base, method, pathName, body, token) => apiJson(base, method, pathName, { body, token });

const address = (city, state, zipCode) => ({
  simType: 'psim',
  shippingAddress: { streetNumber: '100', streetDirection: 'N', streetName: 'Main St', city, state, zipCode },
});
const SALES = {
  'Chicago (city ZIP)': address('Chicago', 'IL', '60601'),
  'Peoria (ZIP3 area)': address('Peoria', 'IL', '61602'),
  'Addison TX (unknown ZIP)': address('Addison', 'TX', '75001'),
  'Iowa (billing state)': { simType: 'esim', billingState: 'IA' },
};

async function measure(label, cacheSeconds) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env = {
    ...serverEnvironment(port, url, 'tax'),
    LOG_LEVEL: 'warn',
    TAX_RATES_CACHE_SECONDS: String(cacheSeconds),
  };
  const server = startServer(env);
  try {
    await waitForHealth(base);
    const password = 'Bench#2026x';
    const { token: session } = await call(base, 'POST', '/app/auth/register', {
      firstName: 'Bench',
      lastName: 'Taxes',
      email: `bench.tax.${process.pid}.${cacheSeconds}@example.com`,
      regPassword: password,
      confirmRegPassword: password,
    });
    // The demo plans (seeded at the first start).
    const [plan] = await call(base, 'GET', '/app/plans');
    const planId = plan.id;
    const all = [];
    console.log(`${label}: POST /app/checkout/quote, ${RUNS} calls per sale (after 20 warm-up calls):`);
    for (const [name, sale] of Object.entries(SALES)) {
      const body = { planId, numberChoice: { type: 'new', zipCode: '60601' }, ...sale };
      for (let i = 0; i < 20; i += 1) await call(base, 'POST', '/app/checkout/quote', body, session);
      const times = [];
      for (let i = 0; i < RUNS; i += 1) {
        const started = performance.now();
        await call(base, 'POST', '/app/checkout/quote', body, session);
        times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      all.push(...times);
      const [p50, p95, p99] = [0.5, 0.95, 0.99].map((q) => quantile(times, q).toFixed(1));
      console.log(`  ${name.padEnd(26)} p50 ${p50} ms  p95 ${p95} ms  p99 ${p99} ms`);
    }
    // The machine's own floor: an authenticated read that touches no tax table, timed the same way.
    const floor = [];
    for (let i = 0; i < RUNS; i += 1) {
      const started = performance.now();
      await call(base, 'GET', '/app/users/lines', undefined, session);
      floor.push(performance.now() - started);
    }
    floor.sort((a, b) => a - b);
    console.log(
      `  ${'GET /app/users/lines (floor)'.padEnd(26)} p50 ${quantile(floor, 0.5).toFixed(1)} ms  p99 ${quantile(floor, 0.99).toFixed(1)} ms`,
    );
    all.sort((a, b) => a - b);
    return { p50: quantile(all, 0.5), p99: quantile(all, 0.99), floorP50: quantile(floor, 0.5) };
  } finally {
    process.kill(-server.pid, 'SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

async function main() {
  await freshDatabase(url);
  const before = await measure('Before (rates read at every sale)', 0);
  const after = await measure('After (rates kept 60 s)', 60);
  const row = (name, r) =>
    `  ${name.padEnd(8)} all sales p50 ${r.p50.toFixed(1)} ms  p99 ${r.p99.toFixed(1)} ms  (floor p50 ${r.floorP50.toFixed(1)} ms)`;
  console.log('Before and after, same run:');
  console.log(row('before', before));
  console.log(row('after', after));
  console.log(
    `  p99 after / before: ${(after.p99 / before.p99).toFixed(2)}; after: ${after.p99 < TARGET_P99_MS ? 'met' : 'MISSED'} (target under ${TARGET_P99_MS} ms)`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
