// The care console's customer search on the generated history (apps/api/scripts/generate-history.ts, by default
// 1,000,000 lines of 600,000 customers; issue 35's 50 ms at p99): times, in this process on the API's own search
// service and repository (no HTTP, no staff session: bench/care-search.mjs times those over 100,000 customers),
// a search by a name's start, a bare first name's start, a last name, an email, a phone number and an order id, p50 and p99 of BENCH_RUNS
// (default 200) after 5 warm-up runs each. Printed, never asserted.
// Run: npm run generate:history (DATABASE_URL=...), then
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/<that database> npx tsx bench/care-search-scale.mjs
import { performance } from 'node:perf_hooks';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { createCustomerSearchRepository } from '../apps/api/src/modules/care/customers/customer-search-repository.ts';
import { createCustomerSearchService } from '../apps/api/src/modules/care/customers/customer-search-service.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/mvno_kpi_bench';
const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];

const database = await openDatabase({ databaseUrl: url });
try {
  const search = createCustomerSearchService(createCustomerSearchRepository(database.db));
  const { rows } = await database.execute(
    `select count(*)::int as customers, (select count(*)::int from subscription_lines) as lines from users`,
    [],
  );
  const customers = rows[0].customers;
  // A customer and a line from the middle of the generated rows (the generator's names, numbers and ids).
  const i = Math.floor(rows[0].lines / 2) + 1;
  const user = i % customers;
  const first = [
    'Ada',
    'Grace',
    'Alan',
    'Linus',
    'Ken',
    'Barbara',
    'Edsger',
    'Frances',
    'Donald',
    'Margaret',
  ];
  const last = [
    'Lovelace',
    'Hopper',
    'Turing',
    'Torvalds',
    'Thompson',
    'Liskov',
    'Dijkstra',
    'Allen',
    'Knuth',
    'Hamilton',
  ];
  const order = (await database.execute(`select md5('o' || $1::text)::uuid::text as id`, [String(i)])).rows[0]
    .id;
  const mdn = `737${String(i).padStart(7, '0')}`;
  const kinds = {
    'name start': `${first[user % 10]} ${last[Math.floor(user / 10) % 10].slice(0, 3)}`,
    // A bare first name's start: one customer in ten matches (decision 113).
    'first name': first[user % 10].slice(0, 3),
    'last name': `${last[Math.floor(user / 10) % 10]}${user}`,
    email: `gen${user}@example.com`,
    'phone number': `(${mdn.slice(0, 3)}) ${mdn.slice(3, 6)}-${mdn.slice(6)}`,
    order,
  };
  console.log(
    `care search on ${rows[0].lines} lines, ${customers} customers, ${RUNS} runs each (in process):`,
  );
  for (const [kind, q] of Object.entries(kinds)) {
    const times = [];
    let hits = 0;
    for (let run = 0; run < RUNS + 5; run += 1) {
      const started = performance.now();
      const answer = await search.search(q);
      if (run >= 5) times.push(performance.now() - started);
      hits = answer.customers.length;
    }
    times.sort((a, b) => a - b);
    console.log(
      `${kind.padEnd(14)} ${JSON.stringify(q).padEnd(40)} hits ${String(hits).padStart(2)}  p50 ${quantile(times, 0.5).toFixed(1)} ms  p99 ${quantile(times, 0.99).toFixed(1)} ms`,
    );
  }
} finally {
  await database.close();
}
