// Runs the API tests on embedded PGlite, then, when TEST_DATABASE_URL is set, on PostgreSQL (the
// PGlite pass then keeps the engine-dependent files only; see engineFiles).
// API_TESTS_DATABASES=pglite or =postgres runs one of the two passes only (`npm test` at the root
// runs them as two steps side by side). Exits non-zero if a run fails.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const passThrough = process.argv.slice(2);

function runVitest(label, env, extraArgs = []) {
  console.log(`\n[api tests] database: ${label}`);
  const result = spawnSync('npx', ['vitest', 'run', ...extraArgs, ...passThrough], {
    cwd: apiDir,
    env,
    stdio: 'inherit',
  });
  if (result.error) console.error(result.error);
  return result.status === 0;
}

const { TEST_DB: _ignored, ...baseEnv } = process.env;
const results = [];
const url = process.env.TEST_DATABASE_URL;
const only = process.env.API_TESTS_DATABASES;
if (only && only !== 'pglite' && only !== 'postgres')
  throw new Error(`API_TESTS_DATABASES must be pglite or postgres, not ${only}`);
if (only === 'postgres' && !url) throw new Error('API_TESTS_DATABASES=postgres needs TEST_DATABASE_URL');

if (only !== 'postgres') {
  // With PostgreSQL there too, the whole suite runs on it (the production database) and the
  // PGlite pass keeps the files whose outcome can depend on the engine (decision 065); the
  // browser journeys run on the embedded database throughout. API_TESTS_PGLITE=all runs all.
  const someFiles = url && process.env.API_TESTS_PGLITE !== 'all' && passThrough.length === 0;
  const files = someFiles ? engineFiles() : [];
  const label = someFiles
    ? `PGlite (in memory), ${files.length} engine-dependent files`
    : 'PGlite (in memory)';
  results.push([label, runVitest(label, baseEnv, files)]);
}

if (url && only !== 'pglite') {
  const shown = url.replace(/\/\/([^@/]*)@/, (_m, auth) => `//${auth.split(':')[0]}@`);
  // The process-level start tests use their own embedded database, so they run on the first pass only.
  results.push([
    `PostgreSQL (${shown})`,
    runVitest(`PostgreSQL (${shown}, one database per worker)`, { ...baseEnv, TEST_DB: 'postgres' }, [
      '--exclude',
      'test/start.test.ts',
      '--exclude',
      'test/start-gate.test.ts',
    ]),
  ]);
} else if (!url) {
  console.log('\n[api tests] TEST_DATABASE_URL is not set: the PostgreSQL pass is skipped.');
}

/**
 * The test files whose outcome can depend on the database engine: those that name it or start
 * the app on its own embedded database, read the database's own catalogue or run a migration; and
 * a smoke set of the paths every visitor takes (register, pay, the job queue). Races (locks,
 * claims) are PostgreSQL's: the embedded database runs one transaction at a time (decision 065).
 */
function engineFiles() {
  const SMOKE = [
    'test/start.test.ts',
    'test/start-gate.test.ts',
    'test/accounts/auth-register.test.ts',
    'test/shop/checkout-pay.test.ts',
    'test/platform/job-queue.test.ts',
    'test/platform/job-worker-process.test.ts',
  ];
  const ENGINE_WORDS = /PGlite|TEST_DB|information_schema|pg_catalog|FOR UPDATE|migrat/;
  const all = readdirSync(path.join(apiDir, 'test'), { recursive: true })
    .map((file) => `test/${String(file).split(path.sep).join('/')}`)
    .filter((file) => file.endsWith('.test.ts'));
  for (const file of SMOKE) if (!all.includes(file)) throw new Error(`${file} is not a test file`);
  return all
    .filter(
      (file) => SMOKE.includes(file) || ENGINE_WORDS.test(readFileSync(path.join(apiDir, file), 'utf8')),
    )
    .sort();
}

console.log('\n[api tests] summary');
for (const [label, ok] of results) console.log(`  ${ok ? 'passed' : 'FAILED'}  ${label}`);
process.exit(results.every(([, ok]) => ok) ? 0 : 1);
