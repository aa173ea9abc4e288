// Runs the API tests on embedded PGlite, then, when TEST_DATABASE_URL is set, on PostgreSQL.
// API_TESTS_DATABASES=pglite or =postgres runs one of the two passes only (`npm test` at the root
// runs them as two steps side by side). Exits non-zero if a run fails.
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
const only = process.env.API_TESTS_DATABASES;
if (only && only !== 'pglite' && only !== 'postgres')
  throw new Error(`API_TESTS_DATABASES must be pglite or postgres, not ${only}`);
if (only === 'postgres' && !url) throw new Error('API_TESTS_DATABASES=postgres needs TEST_DATABASE_URL');

if (only !== 'postgres') results.push(['PGlite (in memory)', runVitest('PGlite (in memory)', baseEnv)]);

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

console.log('\n[api tests] summary');
for (const [label, ok] of results) console.log(`  ${ok ? 'passed' : 'FAILED'}  ${label}`);
process.exit(results.every(([, ok]) => ok) ? 0 : 1);
