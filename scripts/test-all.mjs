// `npm test`: every check a change must pass, in order of speed, stopping at the first failure.
// The API suite runs on PGlite and, when TEST_DATABASE_URL is set, on PostgreSQL too.
// With SECOND_NODE_BIN (a folder holding another Node.js release's `node`, as CI sets up), the API
// suite (on PostgreSQL only, when TEST_DATABASE_URL is set) and the journeys that cross every server part
// (RUNTIME_JOURNEYS) run once more on that release.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const steps = [
  ['lint', 'npm', ['run', 'lint']],
  ['lint fences', 'npm', ['run', 'lint:fences']],
  ['typecheck', 'npm', ['run', 'typecheck']],
  ['openapi lint', 'npm', ['run', 'lint:openapi']],
  ['contracts unit tests', 'npm', ['test', '-w', '@mvno/contracts']],
  ['web unit tests', 'npm', ['test', '-w', '@mvno/web']],
  ['api integration tests', 'npm', ['test', '-w', '@mvno/api']],
  ['build', 'npm', ['run', 'build']],
  ['end-to-end tests', 'npm', ['test', '-w', '@mvno/e2e']],
  // The production topology (npm run cluster: HAProxy, PgBouncer, web and worker processes) with processes
  // killed and restarted under load; on PostgreSQL only (TEST_DATABASE_URL), skipped without it.
  ['cluster tests', 'npm', ['run', 'test:cluster', '-w', '@mvno/e2e']],
];

/**
 * The browser journeys run again on the second Node.js line: those that between them use every part of
 * the server (pages rendered on the server, sign-up, logins and mail, cart, checkout and the card page,
 * the job queue, the chat's WebSocket). The rest test the web app, which the runtime does not change.
 */
const RUNTIME_JOURNEYS = [
  'tests/prerendered-pages.spec.ts',
  'tests/accounts-journey.spec.ts',
  'tests/shop-checkout.spec.ts',
  'tests/support-chat.spec.ts',
];

const secondNode = process.env.SECOND_NODE_BIN;
if (secondNode) {
  const env = {
    ...process.env,
    PATH: `${path.resolve(secondNode)}${path.delimiter}${process.env.PATH ?? ''}`,
  };
  const version = spawnSync('node', ['--version'], { env, encoding: 'utf8' }).stdout.trim();
  steps.push(
    [
      `api integration tests on Node ${version}`,
      'npm',
      ['test', '-w', '@mvno/api'],
      { ...env, API_TESTS_POSTGRES_ONLY: 'true' },
    ],
    [
      `end-to-end tests on Node ${version}`,
      'npm',
      ['test', '-w', '@mvno/e2e', '--', ...RUNTIME_JOURNEYS],
      env,
    ],
  );
}

const only = process.argv.slice(2);
let passed = 0;
let failed = 0;
const started = Date.now();
for (const [name, command, args, env] of steps) {
  if (only.length > 0 && !only.some((o) => name.includes(o))) continue;
  const stepStart = Date.now();
  console.log(`\n=== ${name} ===`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: env ?? process.env });
  const seconds = ((Date.now() - stepStart) / 1000).toFixed(1);
  if (result.status === 0) {
    passed += 1;
    console.log(`=== ${name}: ok (${seconds} s) ===`);
  } else {
    failed += 1;
    console.log(`=== ${name}: FAILED (${seconds} s) ===`);
    break;
  }
}
console.log(`\nnpm test finished in ${((Date.now() - started) / 1000).toFixed(0)} s`);
console.log(`steps: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
