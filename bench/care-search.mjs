// The care console's customer search over 100,000 customers on PostgreSQL (docs/decisions/028).
// Makes a database of its own (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/mvno_care_bench),
// starts the built server on it (the migrations make the tables and the search indexes), fills it with
// 100,000 customers, each with a line (number, ICCID, IMEI) and a contact number, signs a staff member in, and
// times each kind of search through HTTP (median and p95 of 50) and its SQL inside PostgreSQL (EXPLAIN ANALYZE).
// Run: npm run build && node bench/care-search.mjs
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { apiJson, CHANNEL, freePort } from './api-servers.mjs';
import { freshDatabase, quantile, serverEnvironment, startServer, waitForHealth } from './postgres-bench.mjs';

const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 100_000);
const RUNS = 50;
const url = new URL(process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/mvno_care_bench');
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const JWT_SECRET = 'bench-jwt-secret-0123456789abcdefghijklmnopqrstuvwxyz';

async function fill(client) {
  // One statement per table: names from a small list, numbers and identifiers from the row number.
  await client.query(`
    INSERT INTO users (email, first_name, last_name, contact_number, role)
    SELECT 'bench' || i || '@example.com',
           (ARRAY['Ada','Grace','Alan','Linus','Ken','Barbara','Edsger','Frances','Donald','Margaret'])[1 + i % 10],
           (ARRAY['Lovelace','Hopper','Turing','Torvalds','Thompson','Liskov','Dijkstra','Allen','Knuth','Hamilton'])[1 + (i / 10) % 10] || i,
           '+1512' || lpad(i::text, 7, '0'),
           'customer'
    FROM generate_series(1, ${CUSTOMERS}) AS i`);
  await client.query(`
    INSERT INTO subscription_lines (user_id, mdn, subscriber_number, zip_code, iccid, imei, sim_type)
    SELECT id, '737' || lpad(n::text, 7, '0'), 'SUB-' || n, '78702',
           '8901260' || lpad(n::text, 12, '0'), '35' || lpad(n::text, 13, '0'), 'esim'
    FROM (SELECT id, row_number() OVER (ORDER BY email) AS n FROM users WHERE role = 'customer') AS u`);
  await client.query('ANALYZE');
}

const post = (base, pathName, body, token) => apiJson(base, 'POST', pathName, { body, token });

async function staffToken(base, client, env) {
  const email = 'bench.agent@example.com';
  const link = execFileSync(
    process.execPath,
    ['apps/api/dist/cli/create-agent.js', email, 'Bench', 'Agent'],
    {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'ignore'],
    },
  )
    .toString()
    .trim();
  const password = 'Bench#2026pass';
  await post(base, '/app/auth/reset-password', {
    token: new URL(link).searchParams.get('token'),
    newPassword: password,
    confirmNewPassword: password,
  });
  const { challenge } = await post(base, '/app/auth/agent/login', { email, password });
  for (let i = 0; i < 100; i += 1) {
    const { rows } = await client.query(
      `SELECT text_body FROM mail_outbox WHERE to_address = $1 AND subject LIKE '%code%' ORDER BY created_at DESC LIMIT 1`,
      [email],
    );
    const code = /\b(\d{6})\b/.exec(rows[0]?.text_body ?? '')?.[1];
    if (code) return (await post(base, '/app/auth/agent/verify', { challenge, code })).token;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('no sign-in code was mailed');
}

async function main() {
  await freshDatabase(url);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env = {
    ...serverEnvironment(port, url, 'care'),
    JWT_SECRET,
    CHAT_SECRET: 'bench-chat-secret-0123456789abcdefghijklmnopqrstuvwxyz',
    DATA_ENCRYPTION_KEY: 'be0c'.repeat(16),
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
  };
  const server = startServer(env);
  const client = new pg.Client({ connectionString: url.toString() });
  try {
    await waitForHealth(base);
    await client.connect();
    const filled = performance.now();
    await fill(client);
    console.log(
      `filled ${CUSTOMERS.toLocaleString('en-US')} customers and lines in ${Math.round(performance.now() - filled)} ms`,
    );
    const token = await staffToken(base, client, env);
    const n = Math.floor(CUSTOMERS / 2);
    const kinds = {
      'name start': 'grace hop',
      'last name start': 'Turing4',
      email: `bench${n}@example.com`,
      'phone (any format)': `(737) ${String(n).padStart(7, '0').slice(0, 3)}-${String(n).padStart(7, '0').slice(3)}`,
      'contact number': `+1 512 ${String(n).padStart(7, '0')}`,
      ICCID: `8901260${String(n).padStart(12, '0')}`,
      IMEI: `35${String(n).padStart(13, '0')}`,
      'unknown id': '00000000-0000-4000-8000-000000000000',
    };
    console.log('\nsearch over HTTP (the staff session, the route, the query), ms:');
    console.log('kind                  hits   p50     p95');
    for (const [kind, q] of Object.entries(kinds)) {
      const times = [];
      let hits = 0;
      for (let i = 0; i < RUNS + 5; i += 1) {
        const t0 = performance.now();
        const response = await fetch(`${base}/app/care/customers?q=${encodeURIComponent(q)}`, {
          headers: { ...CHANNEL, authorization: `Bearer ${token}` },
        });
        const body = await response.json();
        if (!response.ok) throw new Error(`${kind}: ${response.status} ${JSON.stringify(body)}`);
        hits = body.customers.length;
        if (i >= 5) times.push(performance.now() - t0);
      }
      times.sort((a, b) => a - b);
      console.log(
        `${kind.padEnd(20)} ${String(hits).padStart(5)} ${quantile(times, 0.5).toFixed(1).padStart(6)} ${quantile(times, 0.95).toFixed(1).padStart(7)}`,
      );
    }
    const plan = async (label, sql) => {
      const { rows } = await client.query(`EXPLAIN (ANALYZE, FORMAT JSON) ${sql}`);
      const [{ Plan: top, 'Execution Time': ms }] = rows[0]['QUERY PLAN'];
      const scans = JSON.stringify(top).match(/"Index Name":"[^"]+"/g) ?? ['(no index)'];
      console.log(`${label.padEnd(20)} ${ms.toFixed(2).padStart(7)} ms  ${[...new Set(scans)].join(' ')}`);
    };
    console.log('\nthe SQL inside PostgreSQL (EXPLAIN ANALYZE):');
    await plan(
      'name start',
      `SELECT id FROM users WHERE (lower(first_name || ' ' || last_name) LIKE 'grace hop%' OR lower(last_name) LIKE 'grace hop%') AND role = 'customer' ORDER BY last_name, first_name LIMIT 20`,
    );
    await plan(
      'ICCID',
      `SELECT DISTINCT u.id FROM subscription_lines l JOIN users u ON u.id = l.user_id WHERE l.iccid = '8901260${String(n).padStart(12, '0')}' LIMIT 20`,
    );
    await plan(
      'contact number',
      `SELECT id FROM users WHERE contact_number = '+1512${String(n).padStart(7, '0')}' LIMIT 20`,
    );
  } finally {
    await client.end().catch(() => undefined);
    process.kill(-server.pid, 'SIGTERM');
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
