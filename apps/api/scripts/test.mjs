// Runs the API tests on embedded PGlite, then, when TEST_DATABASE_URL is set, on PostgreSQL.
// Exits non-zero if either run fails.
import { spawnSync } from 'node:child_process';
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
// A second run of the suite on another Node.js line (npm test's SECOND_NODE_BIN) looks for what the runtime
// changes, not the database: it runs on PostgreSQL only, the production database, when one is given.
if (process.env.API_TESTS_POSTGRES_ONLY === 'true' && url)
  console.log('\n[api tests] API_TESTS_POSTGRES_ONLY: the PGlite pass is skipped.');
else results.push(['PGlite (in memory)', runVitest('PGlite (in memory)', baseEnv)]);

if (url) {
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
} else {
  console.log('\n[api tests] TEST_DATABASE_URL is not set: the PostgreSQL pass is skipped.');
}

console.log('\n[api tests] summary');
for (const [label, ok] of results) console.log(`  ${ok ? 'passed' : 'FAILED'}  ${label}`);
process.exit(results.every(([, ok]) => ok) ? 0 : 1);
