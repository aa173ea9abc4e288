// `npm test`: every check a change must pass, in order of speed, stopping at the first failure.
// The API suite runs on PGlite and, when TEST_DATABASE_URL is set, on PostgreSQL too.
import { spawnSync } from 'node:child_process';

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
];

const only = process.argv.slice(2);
let passed = 0;
let failed = 0;
const started = Date.now();
for (const [name, command, args] of steps) {
  if (only.length > 0 && !only.some((o) => name.includes(o))) continue;
  const stepStart = Date.now();
  console.log(`\n=== ${name} ===`);
  const result = spawnSync(command, args, { stdio: 'inherit' });
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
